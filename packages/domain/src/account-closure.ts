import { parisDateAndTime, parisDayStart, parseIsoDate } from './paris-calendar';
import { z } from './zod';

/**
 * The company's retention of its time records and the closing of its account (issue 33 item 4,
 * decision 083). Pure, shared by the server (which decides and purges) and the web (which shows).
 */

/** The CNIL's reference for working-time data (LEGAL.md, Privacy): five years. */
export const DEFAULT_RETENTION_YEARS = 5;
/**
 * Never less: three years is how long an employee may claim unpaid wages (Code du travail L3245-1),
 * and the records are the employer's proof of the hours worked (L3171-4).
 */
export const MIN_RETENTION_YEARS = 3;
/** Beyond ten years no text asks for working-time data: keeping them longer is not minimal (RGPD art. 5). */
export const MAX_RETENTION_YEARS = 10;
/** Invoices are kept ten years after their year (Code de commerce L123-22). */
export const INVOICE_RETENTION_YEARS = 10;

/**
 * What a closed company's rows say in place of a person (decisions 083, 091): its employees' names,
 * and every copy of them its records kept (validated months, the activity log, payroll pushes).
 */
export const ANONYMISED_EMPLOYEE = { firstName: 'Salarié', lastName: 'anonymisé' } as const;
/** And in place of a member's name or e-mail, wherever a record signed or named them. */
export const ANONYMISED_MEMBER_NAME = 'Membre anonymisé';

export const CLOSURE_MESSAGES = {
  retentionTitle: 'Durée de conservation des pointages',
  retentionIntro:
    'Les pointages, corrections et absences de vos salariés sont effacés automatiquement à la fin de cette durée, comptée depuis la fin du mois auquel ils appartiennent.',
  retentionLegal: `La CNIL recommande ${DEFAULT_RETENTION_YEARS} ans pour les données de temps de travail. La durée ne peut pas être inférieure à ${MIN_RETENTION_YEARS} ans\u202f: un salarié peut réclamer ses salaires pendant 3 ans (article L3245-1 du Code du travail) et les relevés d'heures en sont la preuve (article L3171-4).`,
  retentionLabel: 'Durée de conservation (en années)',
  retentionSave: 'Enregistrer la durée',
  retentionCurrent: (years: number) => `Les pointages sont conservés ${years}\u202fans.`,
  closeTitle: 'Supprimer le compte',
  closeIntro:
    "La suppression est définitive\u202f: l'abonnement est résilié, les membres et les salariés sont anonymisés, les badges, bornes et clés d'API cessent de fonctionner et plus personne ne peut se connecter.",
  closeKept:
    'Vos factures sont conservées 10 ans (article L123-22 du Code de commerce) et les pointages pendant la durée de conservation choisie, puis effacés.',
  closeButton: 'Supprimer le compte…',
  closeConfirm: 'Supprimer définitivement',
  closeNameLabel: (name: string) => `Saisissez le nom de l'entreprise («\u202f${name}\u202f») pour confirmer`,
  closePasswordLabel: 'Votre mot de passe',
  retentionTooShort: `La durée de conservation ne peut pas être inférieure à ${MIN_RETENTION_YEARS} ans\u202f: c'est le délai pendant lequel un salarié peut réclamer ses salaires (article L3245-1 du Code du travail).`,
  retentionTooLong: `La durée de conservation ne peut pas dépasser ${MAX_RETENTION_YEARS} ans.`,
  retentionWhole: "Indiquez un nombre entier d'années.",
  retentionSaved: 'Durée de conservation enregistrée',
  nameMismatch: "Le nom saisi ne correspond pas au nom de l'entreprise.",
  wrongPassword: 'Mot de passe incorrect.',
  passwordRequired: 'Saisissez votre mot de passe pour confirmer.',
  subscriptionFailed:
    "La résiliation de l'abonnement a échoué\u202f: votre compte n'a pas été supprimé. Réessayez dans quelques instants.",
  alreadyClosed: 'Ce compte est déjà supprimé.',
  closed:
    'Votre compte est supprimé. Vos factures sont conservées 10 ans et les pointages de vos salariés pendant la durée de conservation choisie, puis effacés.',
} as const;

export const retentionSettingsSchema = z.object({
  retentionYears: z
    .number(CLOSURE_MESSAGES.retentionWhole)
    .int(CLOSURE_MESSAGES.retentionWhole)
    .min(MIN_RETENTION_YEARS, CLOSURE_MESSAGES.retentionTooShort)
    .max(MAX_RETENTION_YEARS, CLOSURE_MESSAGES.retentionTooLong),
});
export type RetentionSettings = z.output<typeof retentionSettingsSchema>;

export const retentionAnswerSchema = z.object({
  retentionYears: z.number().int(),
  /** Null while the company keeps the default. */
  updatedAt: z.string().nullable(),
});
export type RetentionAnswer = z.output<typeof retentionAnswerSchema>;

/** 'Supprimer le compte': the company's name typed again, and the member's password. */
export const closeAccountSchema = z.object({
  companyName: z.string().max(500),
  password: z.string().min(1, CLOSURE_MESSAGES.passwordRequired).max(1000),
});
export type CloseAccountInput = z.output<typeof closeAccountSchema>;

/** The typed name matches when it is the company's name, whatever its case and surrounding spaces. */
export function companyNameMatches(typed: string, name: string): boolean {
  const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('fr');
  return fold(typed) !== '' && fold(typed) === fold(name);
}

/**
 * The first Paris day still kept: a record goes once the end of the month it belongs to is
 * `years` behind `now`, so every day before the first of the month of (`now` − `years`) goes.
 */
export function retentionCutoffDate(now: Date, years: number): string {
  const kept = parseIsoDate(parisDateAndTime(now).date).subtract({ years });
  return kept.with({ day: 1 }).toString();
}

/** Invoices issued before the first of January ten years before this year's have served their time. */
export function invoiceRetentionCutoffInstant(now: Date): Date {
  const year = Number(parisDateAndTime(now).date.slice(0, 4)) - INVOICE_RETENTION_YEARS;
  return new Date(parisDayStart(`${year}-01-01`) * 60_000);
}

/** The same cutoff as an instant: Paris midnight of that first day. */
export function retentionCutoffInstant(now: Date, years: number): Date {
  return new Date(parisDayStart(retentionCutoffDate(now, years)) * 60_000);
}
