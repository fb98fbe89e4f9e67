import { idParamsSchema } from './api';
import { isCalendarDay } from './dates';
import { requiredText } from './text';
import { z } from './zod';

/**
 * The company's API keys (issue 31, decision 075): named, scoped, optionally expiring; the secret is
 * shown once and kept only as its SHA-256 hash. A key authenticates with `Authorization: Bearer …`.
 */

/** Every secret starts with it, so a leaked key is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'pto_live_';
/** Random base62 characters after the prefix: 40 × log2(62) ≈ 238 bits. */
export const API_KEY_RANDOM_LENGTH = 40;
/** Characters of the random part the lists show after the prefix ('pto_live_a1B2c3…'). */
export const API_KEY_SHOWN_LENGTH = 6;
/** The whole secret as a key is written: anything else is refused before any lookup. */
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}$`);

export const API_KEY_NAME_MAX_LENGTH = 80;
/** Keys not revoked a company may hold; the list shows them and the latest revoked ones. */
export const MAX_LIVE_API_KEYS = 50;
/** The bound of the list: every live key, then the latest revoked or expired ones. */
export const MAX_LISTED_API_KEYS = 100;

/** 'read' opens GET and HEAD; 'write' every method (a write key reads too). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The two choices of 'Créer une clé', as the form offers them. */
export const API_KEY_ACCESS_CHOICES = [
  { value: 'read', label: 'Lecture seule', scopes: ['read'] },
  { value: 'write', label: 'Lecture et écriture', scopes: ['read', 'write'] },
] as const satisfies readonly { value: string; label: string; scopes: readonly ApiKeyScope[] }[];

/** A key's scopes as the list says them. */
export function apiKeyScopesLabel(scopes: readonly ApiKeyScope[]): string {
  return scopes.includes('write') ? 'Lecture et écriture' : 'Lecture seule';
}

export const API_KEY_MESSAGES = {
  invalid:
    "Clé d'API invalide\u202f: elle est absente, inconnue, révoquée ou expirée. Envoyez-la dans l'en-tête «\u202fAuthorization\u202f: Bearer pto_live_…\u202f».",
  scope: "Cette clé d'API est en lecture seule\u202f: seules les requêtes GET lui sont permises.",
  tooManyCalls: "Trop de requêtes pour cette clé d'API. Patientez avant de réessayer.",
  notFound: "Clé d'API introuvable",
  tooMany: `Votre entreprise a déjà ${MAX_LIVE_API_KEYS} clés d'API actives\u202f: révoquez-en une avant d'en créer une autre.`,
  nameRequired: 'Le nom de la clé est obligatoire',
  nameTooLong: `Le nom de la clé ne doit pas dépasser ${API_KEY_NAME_MAX_LENGTH} caractères`,
  scopesRequired: 'Choisissez les droits de la clé',
  badExpiry: "Date d'expiration invalide\u202f: format attendu AAAA-MM-JJ",
  expiryPast: "La date d'expiration doit être postérieure à aujourd'hui",
  created: "Clé d'API créée",
  revoked: "Clé d'API révoquée",
} as const;

/** The scopes of a new key: 'write' brings 'read' with it, each once, in this order. */
const scopes = z
  .array(z.enum(API_KEY_SCOPES, API_KEY_MESSAGES.scopesRequired), API_KEY_MESSAGES.scopesRequired)
  .min(1, API_KEY_MESSAGES.scopesRequired)
  .max(API_KEY_SCOPES.length, API_KEY_MESSAGES.scopesRequired)
  .transform((given): ApiKeyScope[] => (given.includes('write') ? ['read', 'write'] : ['read']));

/**
 * 'Créer une clé': a name, the scopes, and optionally the last day it works ('AAAA-MM-JJ', Paris):
 * it stops at the end of that day. The server refuses a day that is not after today.
 */
export const createApiKeySchema = z.object({
  name: requiredText(API_KEY_MESSAGES.nameRequired, {
    max: API_KEY_NAME_MAX_LENGTH,
    tooLong: API_KEY_MESSAGES.nameTooLong,
  }),
  scopes,
  expiresOn: z
    .string(API_KEY_MESSAGES.badExpiry)
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || isCalendarDay(value, { firstYear: 2000, lastYear: 2999 }),
      API_KEY_MESSAGES.badExpiry,
    ),
});
export type CreateApiKeyValues = z.input<typeof createApiKeySchema>;
export type CreateApiKey = z.output<typeof createApiKeySchema>;

export const apiKeyIdParamsSchema = idParamsSchema('keyId', API_KEY_MESSAGES.notFound);

/** A key as the 'Clés d'API' list shows it: never its secret nor its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'pto_live_a1B2c3': the prefix and the first characters of the secret. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The instant it stops working (the end of its last day, Paris), or null: it never expires. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

/** GET /api/developers/keys: live keys first, newest first, then the latest revoked ones. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema).max(MAX_LISTED_API_KEYS) });
export type ApiKeyList = z.output<typeof apiKeyListSchema>;

/** POST /api/developers/keys: the key, and its secret, shown this once. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;

/** The words of 'Développeurs' › 'Clés d'API' in the account (decision 075). */
export const DEVELOPERS_MESSAGES = {
  tab: 'Développeurs',
  keysTitle: "Clés d'API",
  intro:
    "Reliez Pointeo à votre logiciel de paie, votre ERP ou votre SIRH. Chaque clé ouvre l'API aux données de votre entreprise\u202f: gardez-la secrète, comme un mot de passe.",
  reference: "Référence de l'API",
  referenceHint: 'Les adresses, les champs et les réponses, décrits en OpenAPI 3.1.',
  empty: "Aucune clé d'API pour le moment. Créez-en une pour chaque logiciel à relier.",
  create: 'Créer une clé',
  name: 'Nom',
  nameHint: "Le logiciel qui l'utilisera, par exemple «\u202fLogiciel de paie\u202f».",
  scopes: 'Droits',
  readHint:
    'Lire les employés, les sites, les pointages, les feuilles de temps, les absences et les rapports.',
  writeHint: 'Lire, et aussi créer ou modifier des employés, des heures (avec un motif) et des absences.',
  expiry: "Date d'expiration",
  expiryHint:
    "Facultative. La clé cesse de fonctionner à la fin de ce jour. Laissez vide\u202f: elle n'expire pas.",
  createdTitle: "Votre nouvelle clé d'API",
  secretLabel: "Clé d'API",
  secretWarning:
    "Copiez cette clé maintenant\u202f: elle ne sera plus jamais affichée. Pointeo n'en garde qu'une empreinte et ne pourra pas vous la redonner.",
  copy: 'Copier la clé',
  copied: 'Clé copiée dans le presse-papiers.',
  copyFailed: "La copie n'a pas abouti\u202f: sélectionnez la clé et copiez-la vous-même.",
  done: "J'ai copié la clé",
  revoke: 'Révoquer',
  revokeTitle: 'Révoquer cette clé\u202f?',
  revokeConfirm: 'Révoquer la clé',
  revokeText: (name: string) =>
    `«\u202f${name}\u202f» cessera de fonctionner immédiatement\u202f: les logiciels qui l'utilisent seront refusés. Cette action est définitive.`,
  createdOn: (date: string) => `Créée le ${date}`,
  lastUsed: (dateTime: string) => `Dernière utilisation\u202f: ${dateTime}`,
  neverUsed: 'Jamais utilisée',
  expiresOn: (date: string) => `Expire le ${date}`,
  expiredOn: (date: string) => `Expirée le ${date}`,
  noExpiry: 'Sans expiration',
  revokedOn: (date: string) => `Révoquée le ${date}`,
  upgradeTitle: 'API et webhooks',
  upgradePoints: [
    'Une API REST décrite en OpenAPI pour relier Pointeo à votre logiciel de paie, votre ERP ou votre SIRH.',
    "Des clés d'API nommées, en lecture seule ou en lecture et écriture, avec une date d'expiration et révocables à tout moment.",
    'Des webhooks signés qui préviennent vos outils à chaque pointage, correction, absence ou mois validé.',
  ],
} as const;

/** The last day a key works, from the instant it stops (the next Paris midnight). */
export const apiKeyLastDay = (expiresAt: string) => new Date(Date.parse(expiresAt) - 1);
