import { PAYROLL_ITEM_KINDS, type PayrollItemKind } from './payroll-items';
import { requiredText, text } from './text';
import { z } from './zod';

/**
 * The push of a validated month to Silae's API (issue 32 item 3, decision 079), Premium
 * ('Intégrations sur mesure'). The company types its Silae keys once; the secrets are sealed at rest
 * and never sent back to the browser, which only learns that they are set.
 *
 *   GET    /api/reports/silae/connection                      → silaeConnectionSchema
 *   PUT    /api/reports/silae/connection                      ← silaeConnectionInputSchema → silaeConnectionSchema
 *   DELETE /api/reports/silae/connection                      → 204
 *   GET    /api/reports/months/:month/silae/check             → silaeCheckSchema ('Vérifier')
 *   POST   /api/reports/months/:month/silae/pushes            ← silaePushInputSchema → silaePushSchema ('Envoyer')
 *   GET    /api/reports/months/:month/silae/pushes            → silaePushListSchema (the month's last pushes)
 */

export const SILAE_FIELD_MAX_LENGTH = 200;
/** Pushes shown in a month's history. */
export const SILAE_PUSH_HISTORY_SIZE = 20;

export const SILAE_MESSAGES = {
  title: 'Silae',
  intro:
    "Envoyez les heures, absences et éléments variables d'un mois validé directement dans votre dossier Silae, sans fichier. Les clés sont celles de l'accès API que Silae ouvre à votre cabinet.",
  clientId: 'Identifiant client (client id)',
  clientSecret: 'Secret client',
  subscriptionKey: "Clé d'abonnement (Ocp-Apim-Subscription-Key)",
  dossierNumber: 'Numéro de dossier',
  secretSet: 'Enregistré\u202f: laissez vide pour le garder',
  save: 'Enregistrer',
  saved: 'Connexion Silae enregistrée.',
  remove: 'Supprimer la connexion',
  removeConfirmTitle: 'Supprimer la connexion Silae\u202f?',
  removeConfirmText: "Les clés enregistrées seront effacées. L'historique des envois est conservé.",
  removed: 'Connexion Silae supprimée.',
  notConnected: 'Aucune connexion Silae enregistrée. Saisissez vos clés pour envoyer un mois.',
  secretRequired: "Saisissez le secret client et la clé d'abonnement.",
  clientIdRequired: "Saisissez l'identifiant client.",
  dossierNumberRequired: 'Saisissez le numéro de dossier.',
  check: 'Vérifier',
  checkTitle: 'Correspondance des codes',
  checkIntro: 'Les valeurs du mois et le code Silae qui les reçoit dans le dossier.',
  checkAllFound: 'Tous les codes du mois existent dans le dossier Silae.',
  checkMissing: (codes: readonly string[]) => `Codes absents du dossier Silae\u202f: ${codes.join(', ')}.`,
  employee: 'Employé',
  kind: 'Nature',
  code: 'Code',
  silaeVariable: 'Variable Silae',
  value: 'Valeur',
  period: 'Période',
  status: 'Statut',
  answer: 'Réponse de Silae',
  missing: 'Absent du dossier',
  dryRun: "Aperçu de l'envoi",
  dryRunIntro: "Rien n'a été envoyé. Voici ce que Silae recevra.",
  send: 'Envoyer',
  sendConfirmTitle: 'Envoyer le mois à Silae\u202f?',
  sendConfirmText: (count: number) =>
    `${count} valeur${count > 1 ? 's' : ''} ${count > 1 ? 'seront envoyées' : 'sera envoyée'} au dossier Silae. Une valeur déjà reçue par Silae n'est pas renvoyée.`,
  sent: 'Mois envoyé à Silae.',
  partial: 'Envoi partiel\u202f: renvoyez le mois pour les valeurs refusées.',
  history: 'Envois à Silae',
  noHistory: 'Aucun envoi pour ce mois.',
  pushedBy: (name: string) => `par ${name}`,
  counts: (sent: number, failed: number) =>
    `${sent} envoyée${sent > 1 ? 's' : ''}, ${failed} refusée${failed > 1 ? 's' : ''}`,
  refusedCredentials: "Silae a refusé les clés\u202f: vérifiez l'identifiant client et le secret.",
  unreachable: 'Silae ne répond pas. Réessayez dans quelques minutes.',
  refusedCheck: (status: number) => `Silae a refusé la lecture des codes du dossier (HTTP ${status}).`,
  pushRunning: 'Un envoi de ce mois est déjà en cours.',
  pushNotFound: 'Envoi introuvable.',
  blocked: (problems: readonly string[]) => `L'envoi est bloqué\u202f: ${problems.join(' ')}`,
  premium:
    'Envoyez vos mois validés dans Silae sans fichier\u202f: la fonctionnalité «\u202fIntégrations sur mesure\u202f» est réservée au plan Premium.',
} as const;

export const PAYROLL_KIND_LABELS: Record<PayrollItemKind, string> = {
  hours: 'Heures',
  absence: 'Absence',
  variable: 'Élément variable',
};

/** 'Enregistrer': a secret left empty keeps the one stored (it is never shown again). */
export const silaeConnectionInputSchema = z.object({
  clientId: requiredText(SILAE_MESSAGES.clientIdRequired, { max: SILAE_FIELD_MAX_LENGTH }),
  clientSecret: text({ max: 1000 }).default(''),
  subscriptionKey: text({ max: SILAE_FIELD_MAX_LENGTH }).default(''),
  dossierNumber: requiredText(SILAE_MESSAGES.dossierNumberRequired, { max: 40 }),
});
export type SilaeConnectionInput = z.input<typeof silaeConnectionInputSchema>;

/** What the browser sees of the connection: the ids, and only whether each secret is set. */
export const silaeConnectionSchema = z.object({
  connected: z.boolean(),
  clientId: z.string(),
  dossierNumber: z.string(),
  clientSecretSet: z.boolean(),
  subscriptionKeySet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SilaeConnection = z.output<typeof silaeConnectionSchema>;

const itemFields = {
  employeeId: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  payrollNumber: z.string(),
  kind: z.enum(PAYROLL_ITEM_KINDS),
  code: z.string(),
  label: z.string(),
  value: z.number(),
  from: z.string(),
  to: z.string(),
};

/** 'Vérifier': each value of the month with the dossier's variable of its code, if any. */
export const silaeCheckSchema = z.object({
  month: z.string(),
  lines: z.array(
    z.object({
      ...itemFields,
      /** The dossier's variable of that code (`nom`) and its label; null when the dossier has none. */
      silaeName: z.string().nullable(),
      silaeLabel: z.string().nullable(),
    }),
  ),
  /** The month's codes the dossier does not have, each once. */
  missingCodes: z.array(z.string()),
  /** Employees without a matricule, values without a code: they block 'Envoyer'. */
  problems: z.array(z.string()),
});
export type SilaeCheck = z.output<typeof silaeCheckSchema>;

export const silaePushInputSchema = z.object({ dryRun: z.boolean() });

export const SILAE_PUSH_STATUSES = ['running', 'dry-run', 'sent', 'partial', 'failed'] as const;
export type SilaePushStatus = (typeof SILAE_PUSH_STATUSES)[number];
export const SILAE_PUSH_STATUS_LABELS: Record<SilaePushStatus, string> = {
  running: 'En cours',
  'dry-run': 'Aperçu',
  sent: 'Envoyé',
  partial: 'Partiel',
  failed: 'Échec',
};

/** A value's fate: to send (dry run), accepted, refused, or not sent again since Silae already has it. */
export const SILAE_VALUE_STATUSES = ['planned', 'sent', 'failed', 'already-sent'] as const;
export type SilaeValueStatus = (typeof SILAE_VALUE_STATUSES)[number];
export const SILAE_VALUE_STATUS_LABELS: Record<SilaeValueStatus, string> = {
  planned: 'À envoyer',
  sent: 'Reçu',
  failed: 'Refusé',
  'already-sent': 'Déjà reçu',
};

export const silaePushSummarySchema = z.object({
  id: z.string(),
  month: z.string(),
  dryRun: z.boolean(),
  status: z.enum(SILAE_PUSH_STATUSES),
  dossierNumber: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  alreadySentCount: z.number().int(),
});
export type SilaePushSummary = z.output<typeof silaePushSummarySchema>;

export const silaePushSchema = silaePushSummarySchema.extend({
  values: z.array(
    z.object({
      ...itemFields,
      /** The Silae endpoint the value goes to, e.g. `/v1/ActivitesEtHeures/SalarieAjouterHeures`. */
      endpoint: z.string(),
      status: z.enum(SILAE_VALUE_STATUSES),
      /** Silae's HTTP status; null for a dry run or a value not sent again. */
      httpStatus: z.number().int().nullable(),
      /** Silae's answer (its error messages), '' when it answered nothing. */
      answer: z.string(),
    }),
  ),
});
export type SilaePush = z.output<typeof silaePushSchema>;

export const silaePushListSchema = z.object({ pushes: z.array(silaePushSummarySchema) });
export type SilaePushList = z.output<typeof silaePushListSchema>;
