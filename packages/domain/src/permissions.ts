/**
 * Who may do what (issue 29, design §4, decision 055): the four roles of a company's members and
 * the one matrix of their rights. Pure, shared by the server's route policies and the web, which
 * hides what a role cannot do. A right is either the whole company's ('all') or only the sites
 * given to the member ('site', the rows of member_sites).
 */

export const PERMISSION_MESSAGES = {
  /** The 403 ROLE_FORBIDDEN of a route whose action the member's role does not include. */
  roleForbidden: 'Votre rôle ne permet pas cette action.',
  /** Beside settings shown read-only to a member whose role may not change them. */
  adminOnlySettings: 'Seul un administrateur peut modifier ces réglages.',
  /** Above the plans, to a signed-in member whose role may not change the plan. */
  adminOnlyPlan: 'Seul un administrateur peut changer de plan.',
} as const;

export const ROLES = ['admin', 'site_manager', 'payroll', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  admin: 'Administrateur',
  site_manager: 'Responsable de site',
  payroll: 'Gestionnaire de paie',
  accountant: 'Comptable',
} as const satisfies Record<Role, string>;

/** What each role may do, one line each, as issue 29 words it: shown beside the role when choosing it. */
export const ROLE_SUMMARIES = {
  admin: 'Tout, facturation comprise.',
  site_manager: "Employés, feuilles de temps, corrections, congés et rapports de ses sites, rien d'autre.",
  payroll: 'Feuilles de temps en lecture, clôture du mois, export de paie et rapports.',
  accountant: 'Rapports, exports et factures, en lecture seule.',
} as const satisfies Record<Role, string>;

export const ACTIONS = [
  'account.read',
  'account.edit',
  'billing.read',
  'billing.manage',
  'team.read',
  'team.manage',
  'kiosks.manage',
  'sites.read',
  'sites.manage',
  'presence.read',
  'employees.read',
  'employees.write',
  'timesheets.read',
  'timesheets.correct',
  'timesheets.settings',
  'month.validateEmployees',
  'month.validate',
  'month.reopen',
  'leave.read',
  'leave.decide',
  'leave.settings',
  'reports.read',
  'payroll.export',
  'payroll.settings',
  'customReports.save',
  'developers.manage',
  /** The 'Journal d'activité': who signed in, changed, exported what (issue 33). */
  'audit.read',
  /** The company's data: its export, the records' retention, closing the account (issue 33). */
  'privacy.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

/** How far a right reaches: the whole company, or the member's own sites. */
export type Reach = 'all' | 'site';

/** The sites a member works on: every site, or the ones given to them. */
export type SiteScope = 'all' | readonly string[];

const everything = Object.fromEntries(ACTIONS.map((action) => [action, 'all'])) as Record<Action, Reach>;

/** The matrix. An action missing from a role's row is refused to that role. */
const RIGHTS: Record<Role, Partial<Record<Action, Reach>>> = {
  admin: everything,
  site_manager: {
    'account.read': 'all',
    'sites.read': 'site',
    'presence.read': 'site',
    'employees.read': 'site',
    'employees.write': 'site',
    'timesheets.read': 'site',
    'timesheets.correct': 'site',
    'month.validateEmployees': 'site',
    'leave.read': 'site',
    'leave.decide': 'site',
    'reports.read': 'site',
  },
  payroll: {
    'account.read': 'all',
    'sites.read': 'all',
    'presence.read': 'all',
    'employees.read': 'all',
    'timesheets.read': 'all',
    'month.validateEmployees': 'all',
    'month.validate': 'all',
    'month.reopen': 'all',
    'leave.read': 'all',
    'reports.read': 'all',
    'payroll.export': 'all',
    'payroll.settings': 'all',
    'customReports.save': 'all',
  },
  accountant: {
    'account.read': 'all',
    'billing.read': 'all',
    'sites.read': 'all',
    'reports.read': 'all',
    'payroll.export': 'all',
  },
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/** How far `role` may do `action`, or null when it may not at all. */
export function reachOf(role: Role, action: Action): Reach | null {
  return RIGHTS[role][action] ?? null;
}

export function can(role: Role, action: Action): boolean {
  return reachOf(role, action) !== null;
}

/** True when `role` may do `action` only on its own sites. */
export function isSiteScoped(role: Role, action: Action): boolean {
  return reachOf(role, action) === 'site';
}

/** A role holds a list of sites when one of its rights reaches only its sites. */
export function roleHasSites(role: Role): boolean {
  return ACTIONS.some((action) => isSiteScoped(role, action));
}

const RANKS: Record<Role, number> = { admin: 4, payroll: 3, site_manager: 2, accountant: 1 };

/**
 * Orders the roles by what they may change: the Administrateur everything, the Gestionnaire de paie
 * the whole company's months, the Responsable de site their sites' data, the Comptable nothing.
 */
export function rank(role: Role): number {
  return RANKS[role];
}

export interface Grantor {
  userId: string;
  role: Role;
  sites: SiteScope;
}

/** The member whose role is being changed; absent for an invitation. */
export interface GrantTarget {
  userId: string;
  isOwner: boolean;
}

/**
 * Whether `actor` may give `role` on `sites` (to `target`, or to someone invited): only with the
 * right to manage the team, never above their own role, never on a site outside their own; the
 * owner's role and one's own are changed by no one. A role with sites takes a non-empty list of
 * them, a role without sites takes 'all'.
 */
export function canGrant(actor: Grantor, role: Role, sites: SiteScope, target?: GrantTarget): boolean {
  if (!can(actor.role, 'team.manage')) return false;
  if (rank(role) > rank(actor.role)) return false;
  if (target && (target.isOwner || target.userId === actor.userId)) return false;
  if (!roleHasSites(role)) return sites === 'all';
  if (sites === 'all' || sites.length === 0) return false;
  const own = actor.sites;
  return own === 'all' || sites.every((site) => own.includes(site));
}
