import { idParamsSchema } from './api';
import { PLAN_NAMES } from './plans';
import { DEFAULT_SITE_RADIUS_M, MAX_SITE_RADIUS_M, MIN_SITE_RADIUS_M } from './punch-position';
import { optionalText, requiredText } from './text';
import { z } from './zod';

/**
 * A company's workplaces (issue 29, decisions 056 and 059): employees and kiosks belong to one; its
 * département decides the Alsace-Moselle holidays of its employees.
 */

export const SITE_NAME_MAX_LENGTH = 80;

/** Live sites a company may have, whatever its plan: the bound of the Sites list. */
export const MAX_LIVE_SITES = 200;

/** The départements whose employees have the Alsace-Moselle holidays (Vendredi saint, 26 décembre). */
export const ALSACE_MOSELLE_DEPARTEMENTS = ['57', '67', '68'] as const;

/** Metropolitan 01–95 with Corsica's 2A and 2B instead of 20, and the overseas 971–976. */
export const DEPARTEMENT_PATTERN = /^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-6])$/;

export const SITE_MESSAGES = {
  nameRequired: 'Le nom du site est obligatoire',
  nameTooLong: `Le nom du site ne doit pas dépasser ${SITE_NAME_MAX_LENGTH} caractères`,
  nameTaken: 'Un autre site porte déjà ce nom',
  addressTooLong: "L'adresse ne doit pas dépasser 200 caractères",
  badPostalCode: 'Le code postal doit contenir exactement 5 chiffres',
  cityTooLong: 'La ville ne doit pas dépasser 100 caractères',
  badDepartement: 'Département inconnu\u202f: saisissez de 01 à 95 (2A ou 2B pour la Corse) ou de 971 à 976',
  departementMissing: 'Département à renseigner',
  alsaceMoselle: "jours fériés d'Alsace-Moselle",
  departementHelp:
    "Le département décide des jours fériés des employés du site\u202f: en Moselle (57), dans le Bas-Rhin (67) et le Haut-Rhin (68), ceux d'Alsace-Moselle s'ajoutent (Vendredi saint et 26 décembre).",
  endOfDay: 'Fin de journée habituelle',
  endOfDayHint:
    'Un employé encore présent 30\u202fminutes après cette heure reçoit un rappel par e-mail pour pointer son départ. Laissez vide\u202f: aucun rappel.',
  badEndOfDay: 'Heure invalide\u202f: format attendu HH:MM (par exemple 18:00)',
  /** 'Fin de journée 18:00' in the Sites list. */
  endOfDayShown: (time: string) => `Fin de journée\u202f: ${time}`,
  phoneClocking: 'Pointage depuis le téléphone',
  phoneClockingHint:
    'Les employés du site pointent depuis leur propre téléphone, par un lien personnel, après connexion (code reçu par e-mail et code PIN).',
  checkPosition: 'Vérifier la position au pointage',
  checkPositionNeedsPhone: "Cochez d'abord «\u202fPointage depuis le téléphone\u202f».",
  /** The CNIL's limits, shown when 'Vérifier la position au pointage' is ticked (LEGAL.md, decision 069). */
  positionCnilNotice:
    "La CNIL n'admet la géolocalisation pour contrôler le temps de travail que lorsqu'aucun autre moyen de le vérifier n'existe (Conseil d'État, 15 décembre 2017). La position est lue une seule fois, au moment du pointage, jamais suivie ensuite\u202f; elle est conservée 2 mois au plus. Un pointage hors de la zone du site est enregistré et signalé, jamais refusé. Vos employés doivent en être informés avant sa mise en place.",
  latitude: 'Latitude',
  longitude: 'Longitude',
  useMyPosition: 'Utiliser ma position actuelle',
  useMyPositionHint:
    'Placez-vous sur le site\u202f: la position de votre appareil remplit la latitude et la longitude.',
  positionUnavailable: "Votre position n'a pas pu être lue\u202f: saisissez la latitude et la longitude.",
  radius: 'Rayon (mètres)',
  justification: 'Justification',
  justificationHint:
    'Expliquez pourquoi aucun autre moyen ne permet de contrôler le temps de travail sur ce site (par exemple, des chantiers sans borne possible).',
  badLatitude: 'Latitude invalide\u202f: saisissez un nombre entre -90 et 90',
  badLongitude: 'Longitude invalide\u202f: saisissez un nombre entre -180 et 180',
  positionHalf: 'Saisissez la latitude et la longitude, ou aucune des deux',
  positionRequired: 'La position du site est obligatoire pour vérifier la position au pointage',
  badRadius: `Rayon invalide\u202f: saisissez un nombre entier de mètres entre ${MIN_SITE_RADIUS_M} et ${MAX_SITE_RADIUS_M.toLocaleString('fr-FR')}`,
  justificationRequired: 'La justification est obligatoire pour vérifier la position au pointage',
  justificationTooLong: 'La justification ne doit pas dépasser 1\u202f000 caractères',
  /** The Sites list. */
  phoneShown: 'Pointage par téléphone',
  positionShown: (radiusM: number) => `position vérifiée (rayon ${radiusM}\u202fm)`,
  notFound: 'Site introuvable',
  unknownSite: "Ce site n'existe pas ou a été archivé",
  tooMany: `Votre entreprise a déjà ${MAX_LIVE_SITES} sites\u202f: archivez-en un avant d'en ajouter un autre.`,
  lastSite:
    'Ce site est le dernier de votre entreprise\u202f: une entreprise garde toujours au moins un site.',
  added: 'Site ajouté',
  saved: 'Site modifié',
  archived: 'Site archivé',
} as const;

/** Why a site cannot be archived yet: it still has people or kiosks, which must go elsewhere first. */
export function siteStillUsed(employees: number, kiosks: number): string {
  const parts = [
    employees > 0 && `${employees} employé${employees > 1 ? 's' : ''}`,
    kiosks > 0 && `${kiosks} pointeuse${kiosks > 1 ? 's' : ''} active${kiosks > 1 ? 's' : ''}`,
  ].filter(Boolean);
  return `Ce site a encore ${parts.join(' et ')}\u202f: affectez-les à un autre site (ou retirez les pointeuses) avant de l'archiver.`;
}

/** Empty means 'not given' («Département à renseigner»); '2a' is read as '2A'. */
const departement = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || DEPARTEMENT_PATTERN.test(value), SITE_MESSAGES.badDepartement);

/** 'Fin de journée habituelle': a Paris wall time 'HH:MM' ('18:00'); empty means no reminders. */
export const END_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const endOfDay = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || END_OF_DAY_PATTERN.test(value), SITE_MESSAGES.badEndOfDay);

const postalCode = optionalText({ max: 5, tooLong: SITE_MESSAGES.badPostalCode }).refine(
  (value) => value === null || /^\d{5}$/.test(value),
  SITE_MESSAGES.badPostalCode,
);

/** Degrees within `limit`; empty means not given. */
const coordinate = (limit: number, message: string) =>
  z
    .number(message)
    .min(-limit, message)
    .max(limit, message)
    .nullish()
    .transform((value) => value ?? null);

export const POSITION_JUSTIFICATION_MAX_LENGTH = 1000;

/**
 * 'Ajouter un site' and 'Modifier': the name is required, the rest may stay empty. Phone clocking
 * (decision 069) is off unless given; checking positions needs the site's position and a
 * justification (CNIL).
 */
export const siteInputSchema = z
  .object({
    name: requiredText(SITE_MESSAGES.nameRequired, {
      max: SITE_NAME_MAX_LENGTH,
      tooLong: SITE_MESSAGES.nameTooLong,
    }),
    address: optionalText({ max: 200, tooLong: SITE_MESSAGES.addressTooLong }),
    postalCode,
    city: optionalText({ max: 100, tooLong: SITE_MESSAGES.cityTooLong }),
    departement,
    endOfDay,
    phoneClocking: z.boolean().default(false),
    checkPosition: z.boolean().default(false),
    latitude: coordinate(90, SITE_MESSAGES.badLatitude),
    longitude: coordinate(180, SITE_MESSAGES.badLongitude),
    radiusM: z
      .number(SITE_MESSAGES.badRadius)
      .int(SITE_MESSAGES.badRadius)
      .min(MIN_SITE_RADIUS_M, SITE_MESSAGES.badRadius)
      .max(MAX_SITE_RADIUS_M, SITE_MESSAGES.badRadius)
      .default(DEFAULT_SITE_RADIUS_M),
    positionJustification: optionalText({
      max: POSITION_JUSTIFICATION_MAX_LENGTH,
      tooLong: SITE_MESSAGES.justificationTooLong,
      multiline: true,
    }),
    /** «Code QR du site» (decision 070); left out, unchanged (off for a new site). */
    siteCode: z.boolean().optional(),
  })
  .superRefine((site, context) => {
    if ((site.latitude === null) !== (site.longitude === null)) {
      const path = site.latitude === null ? 'latitude' : 'longitude';
      context.addIssue({ code: 'custom', message: SITE_MESSAGES.positionHalf, path: [path] });
    }
    if (!site.checkPosition) return;
    if (site.latitude === null && site.longitude === null) {
      context.addIssue({ code: 'custom', message: SITE_MESSAGES.positionRequired, path: ['latitude'] });
    }
    if (site.positionJustification === null) {
      context.addIssue({
        code: 'custom',
        message: SITE_MESSAGES.justificationRequired,
        path: ['positionJustification'],
      });
    }
  });
export type SiteInputValues = z.input<typeof siteInputSchema>;
export type SiteInput = z.output<typeof siteInputSchema>;

export const siteIdParamsSchema = idParamsSchema('siteId', SITE_MESSAGES.notFound);

/** A live site as the Sites section lists it. */
export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  departement: z.string().nullable(),
  /** 'Fin de journée habituelle' ('HH:MM', Paris), or null: no reminder of a forgotten clock-out. */
  endOfDay: z.string().nullable(),
  /** «Code QR du site»: its kiosks show the code an employee scans to punch for it (decision 070). */
  siteCode: z.boolean(),
  /** 'Pointage depuis le téléphone', 'Vérifier la position au pointage' and its zone (decision 069). */
  phoneClocking: z.boolean(),
  checkPosition: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radiusM: z.number().int(),
  positionJustification: z.string().nullable(),
  /** Active employees whose site this is. */
  employeeCount: z.number().int(),
  /** Kiosks activated for this site and not removed. */
  kioskCount: z.number().int(),
});
export type Site = z.output<typeof siteSchema>;

/** GET /api/sites: the live sites, oldest first, and what the plan allows. */
export const siteListSchema = z.object({
  sites: z.array(siteSchema).max(MAX_LIVE_SITES),
  plan: z.enum(PLAN_NAMES),
  /** Live sites the plan allows; null means unlimited. */
  siteLimit: z.number().int().nullable(),
});
export type SiteList = z.output<typeof siteListSchema>;

/** What a site's département means for its holidays, as the Sites list says it. */
export function departementLabel(departement: string | null): string {
  return departement ?? SITE_MESSAGES.departementMissing;
}

export const hasAlsaceMoselleHolidays = (departement: string | null): boolean =>
  departement !== null && (ALSACE_MOSELLE_DEPARTEMENTS as readonly string[]).includes(departement);
