/**
 * Members of a company and their roles (issue 29, decision 054). The role ids are defined here once;
 * the lead reconciles them with permissions.ts at merge.
 */
export const MEMBER_ROLES = ['admin', 'site_manager', 'payroll', 'accountant'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  admin: 'Administrateur',
  site_manager: 'Responsable de site',
  payroll: 'Gestionnaire de paie',
  accountant: 'Comptable',
};

/** Days an invitation link stays valid. */
export const INVITATION_VALIDITY_DAYS = 7;

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}
