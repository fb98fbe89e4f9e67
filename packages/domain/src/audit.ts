import { isIsoDate } from './timesheets';
import { z } from './zod';

/**
 * The company's activity log (issue 33 item 3, decision 081): what its administrators read in
 * 'Journal d'activité'. An action's category is the part before its dot.
 *
 *   GET /api/audit/events      auditEventsQuerySchema → auditEventPageSchema (newest first, by cursor)
 *   GET /api/audit/events.csv  the same filters → journal-activite-AAAA-MM-JJ.csv
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out_others',
  'auth.session_revoked',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.recovery_codes_regenerated',
  'company.two_factor_required',
  'team.member_invited',
  'team.member_changed',
  'team.member_removed',
  'billing.plan_changed',
  'export.downloaded',
  'timesheets.entry_corrected',
  'api_key.created',
  'api_key.revoked',
  'privacy.data_export',
  'privacy.employee_export',
  'privacy.retention_changed',
  'privacy.account_closed',
  'legal.terms_accepted',
  'auth.password_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Connexion',
  'auth.sign_in_failed': 'Échec de connexion',
  'auth.sign_out_others': 'Déconnexion des autres appareils',
  'auth.session_revoked': 'Session déconnectée',
  'auth.two_factor_enabled': 'Double authentification activée',
  'auth.two_factor_disabled': 'Double authentification désactivée',
  'auth.recovery_codes_regenerated': 'Codes de secours régénérés',
  'company.two_factor_required': 'Exigence de la double authentification modifiée',
  'team.member_invited': 'Membre invité',
  'team.member_changed': 'Membre modifié',
  'team.member_removed': 'Membre retiré',
  'billing.plan_changed': 'Changement de plan',
  'export.downloaded': 'Fichier exporté',
  'timesheets.entry_corrected': 'Pointage corrigé',
  'api_key.created': "Clé d'API créée",
  'api_key.revoked': "Clé d'API révoquée",
  'privacy.data_export': "Export des données de l'entreprise",
  'privacy.employee_export': "Export des données d'un salarié",
  'privacy.retention_changed': 'Durée de conservation modifiée',
  'privacy.account_closed': 'Compte supprimé',
  'legal.terms_accepted': 'Conditions acceptées',
  'auth.password_changed': 'Mot de passe modifié',
};

export const AUDIT_CATEGORIES = [
  'auth',
  'company',
  'team',
  'billing',
  'export',
  'timesheets',
  'api_key',
  'privacy',
  'legal',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = {
  auth: 'Connexions et sécurité',
  company: "Réglages de l'entreprise",
  team: 'Équipe',
  billing: 'Abonnement',
  export: 'Exports de fichiers',
  timesheets: 'Corrections des pointages',
  api_key: "Clés d'API",
  privacy: 'Données personnelles',
  legal: 'Documents légaux',
};

export function auditCategoryOf(action: AuditAction): AuditCategory {
  return action.slice(0, action.indexOf('.')) as AuditCategory;
}

/** A downloaded file's kind, as the log keeps it ('export.downloaded'). */
export const AUDIT_FILE_KINDS = {
  reportCsv: 'Rapport mensuel (CSV)',
  reportXlsx: 'Rapport mensuel (XLSX)',
  reportPdf: "Relevés mensuels d'heures (PDF)",
  payroll: 'Fichier de paie',
  customCsv: 'Rapport personnalisé (CSV)',
  customXlsx: 'Rapport personnalisé (XLSX)',
  customPdf: 'Rapport personnalisé (PDF)',
  invoice: 'Facture (PDF)',
  badges: 'Badges (PDF)',
  activityLog: "Journal d'activité (CSV)",
} as const;

/** The log keeps a year of events (the CNIL's advice for logs: six months to a year), then the purge. */
export const AUDIT_RETENTION_DAYS = 365;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const AUDIT_ACTOR_KINDS = ['member', 'apiKey', 'system', 'email'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export type AuditDetails = Record<string, string | number | boolean | null>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** The member's user id when the actor is a member (the filter 'Membre'). */
  actorUserId: z.string().nullable(),
  /** Who, in words: the member's name, the key's name, 'Pointeo', the e-mail typed. */
  actorLabel: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = z.object({
  events: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

/** Who an event names when its actor has no current name. */
export const AUDIT_ACTOR_FALLBACKS = {
  member: 'Ancien membre',
  apiKey: "Clé d'API",
  system: 'Pointeo',
} as const;

/** The words of the details' keys; a key not listed is shown as it is. */
export const AUDIT_DETAIL_LABELS: Record<string, string> = {
  role: 'Rôle',
  sites: 'Sites',
  email: 'Adresse e-mail',
  previousPlan: 'Plan précédent',
  plan: 'Nouveau plan',
  kind: 'Type',
  period: 'Période',
  scopes: 'Droits',
  day: 'Jour',
  before: 'Avant',
  after: 'Après',
  reason: 'Motif',
};

/** Why a sign-in failed, in the event's details ('auth.sign_in_failed'). */
export const AUDIT_FAILURE_REASONS = {
  password: 'Mot de passe erroné',
  code: 'Code de double authentification erroné',
} as const;

/** An event's details in one line: 'Rôle\u202f: Comptable · Sites\u202f: 2'; empty values left out. */
export function describeAuditDetails(details: AuditDetails): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => {
      const shown = typeof value === 'boolean' ? (value ? 'oui' : 'non') : String(value);
      return `${AUDIT_DETAIL_LABELS[key] ?? key}\u202f: ${shown}`;
    })
    .join(' · ');
}

export const AUDIT_MESSAGES = {
  badCategory: 'Catégorie inconnue',
  badAction: 'Action inconnue',
  badDate: 'La date doit être au format AAAA-MM-JJ',
  toBeforeFrom: 'La date de fin précède la date de début',
  fileName: (today: string) => `journal-activite-${today}.csv`,
  csvHeader: ['Date', 'Auteur', 'Action', 'Catégorie', 'Cible', 'Détails', 'Adresse IP'],
} as const;

const optionalDate = z.string().refine(isIsoDate, AUDIT_MESSAGES.badDate).optional();

const filterFields = z.object({
  category: z.enum(AUDIT_CATEGORIES, AUDIT_MESSAGES.badCategory).optional(),
  action: z.enum(AUDIT_ACTIONS, AUDIT_MESSAGES.badAction).optional(),
  /** A member's user id. */
  memberId: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'Membre inconnu')
    .optional(),
  from: optionalDate,
  to: optionalDate,
});

const periodInOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  !from || !to || from <= to;
const periodMessage = { message: AUDIT_MESSAGES.toBeforeFrom, path: ['to'] };

/** The filters of the list and of its CSV: a category or one action, a member, Paris days (both counted). */
export const auditFiltersSchema = filterFields.refine(periodInOrder, periodMessage);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditEventsQuerySchema = filterFields
  .extend({ cursor: z.string().max(200).optional() })
  .refine(periodInOrder, periodMessage);
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;
