import { z } from 'zod';

/**
 * The company's activity log (issue 33 item 3, decision 081): what its administrators read in
 * 'Journal d'activité'. An action's category is the part before its dot.
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
