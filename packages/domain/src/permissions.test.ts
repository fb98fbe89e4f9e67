import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  can,
  canGrant,
  type Grantor,
  isSiteScoped,
  PERMISSION_MESSAGES,
  type Reach,
  ROLE_LABELS,
  ROLES,
  type Role,
  rank,
  reachOf,
} from './permissions';

/**
 * Every cell of the matrix, written out again (design §4): changing a right takes an edit in
 * permissions.ts and one here. Columns: admin, site_manager, payroll, accountant;
 * 'all' = the whole company, 'site' = the member's sites, '-' = refused.
 */
const ROLE_TABLE: Record<Action, readonly [Cell, Cell, Cell, Cell]> = {
  'account.read': ['all', 'all', 'all', 'all'],
  'account.edit': ['all', '-', '-', '-'],
  'billing.read': ['all', '-', '-', 'all'],
  'billing.manage': ['all', '-', '-', '-'],
  'team.read': ['all', '-', '-', '-'],
  'team.manage': ['all', '-', '-', '-'],
  'kiosks.manage': ['all', '-', '-', '-'],
  'sites.read': ['all', 'site', 'all', 'all'],
  'sites.manage': ['all', '-', '-', '-'],
  'presence.read': ['all', 'site', 'all', '-'],
  'employees.read': ['all', 'site', 'all', '-'],
  'employees.write': ['all', 'site', '-', '-'],
  'timesheets.read': ['all', 'site', 'all', '-'],
  'timesheets.correct': ['all', 'site', '-', '-'],
  'timesheets.settings': ['all', '-', '-', '-'],
  'month.validateEmployees': ['all', 'site', 'all', '-'],
  'month.validate': ['all', '-', 'all', '-'],
  'month.reopen': ['all', '-', 'all', '-'],
  'leave.read': ['all', 'site', 'all', '-'],
  'leave.decide': ['all', 'site', '-', '-'],
  'leave.settings': ['all', '-', '-', '-'],
  'reports.read': ['all', 'site', 'all', 'all'],
  'payroll.export': ['all', '-', 'all', 'all'],
  'payroll.settings': ['all', '-', 'all', '-'],
  'customReports.save': ['all', '-', 'all', '-'],
  'developers.manage': ['all', '-', '-', '-'],
  'audit.read': ['all', '-', '-', '-'],
  'privacy.manage': ['all', '-', '-', '-'],
};
type Cell = Reach | '-';

const cells = ACTIONS.flatMap((action) =>
  ROLES.map((role, column) => [role, action, ROLE_TABLE[action][column]] as const),
);

describe('the role matrix', () => {
  it('names the four roles in French', () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual([
      'Administrateur',
      'Responsable de site',
      'Gestionnaire de paie',
      'Comptable',
    ]);
  });

  it('refuses in French', () => {
    expect(PERMISSION_MESSAGES.roleForbidden).toBe('Votre rôle ne permet pas cette action.');
  });

  it('pins every action of the matrix, and no other', () => {
    expect(Object.keys(ROLE_TABLE).sort()).toEqual([...ACTIONS].sort());
  });

  it.each(cells)('%s on %s: %s', (role, action, cell) => {
    expect(reachOf(role, action) ?? '-').toBe(cell);
    expect(can(role, action)).toBe(cell !== '-');
    expect(isSiteScoped(role, action)).toBe(cell === 'site');
  });
});

describe('canGrant', () => {
  const owner: Grantor = { userId: 'owner', role: 'admin', sites: 'all' };
  const admin: Grantor = { userId: 'admin-2', role: 'admin', sites: 'all' };
  const on = (role: Role, sites: Grantor['sites'] = 'all'): Grantor => ({ userId: `${role}-1`, role, sites });

  it('ranks the Administrateur above the Gestionnaire de paie, the Responsable de site and the Comptable', () => {
    expect([...ROLES].sort((a, b) => rank(b) - rank(a))).toEqual([
      'admin',
      'payroll',
      'site_manager',
      'accountant',
    ]);
  });

  it('lets an administrator give every role, a site manager on a list of sites only', () => {
    expect(canGrant(owner, 'admin', 'all')).toBe(true);
    expect(canGrant(owner, 'payroll', 'all')).toBe(true);
    expect(canGrant(owner, 'accountant', 'all')).toBe(true);
    expect(canGrant(owner, 'site_manager', ['s1', 's2'])).toBe(true);
    expect(canGrant(owner, 'site_manager', 'all')).toBe(false);
    expect(canGrant(owner, 'site_manager', [])).toBe(false);
    expect(canGrant(owner, 'payroll', ['s1'])).toBe(false);
  });

  it.each(
    ROLES.filter((role) => role !== 'admin').flatMap((actor) => ROLES.map((role) => [actor, role] as const)),
  )('refuses a %s to give %s: only the team managers grant', (actor, role) => {
    const sites = role === 'site_manager' ? ['s1'] : 'all';
    expect(canGrant(on(actor, actor === 'site_manager' ? ['s1'] : 'all'), role, sites)).toBe(false);
  });

  it('never grants above the actor’s role nor on sites outside the actor’s', () => {
    const siteAdmin: Grantor = { userId: 'x', role: 'admin', sites: ['s1'] };
    expect(canGrant(siteAdmin, 'site_manager', ['s1'])).toBe(true);
    expect(canGrant(siteAdmin, 'site_manager', ['s1', 's2'])).toBe(false);
  });

  it('never changes the owner’s role, nor the actor’s own', () => {
    expect(canGrant(admin, 'accountant', 'all', { userId: 'owner', isOwner: true })).toBe(false);
    expect(canGrant(admin, 'admin', 'all', { userId: 'owner', isOwner: true })).toBe(false);
    expect(canGrant(owner, 'accountant', 'all', { userId: 'owner', isOwner: true })).toBe(false);
    expect(canGrant(admin, 'accountant', 'all', { userId: 'admin-2', isOwner: false })).toBe(false);
    expect(canGrant(owner, 'accountant', 'all', { userId: 'admin-2', isOwner: false })).toBe(true);
  });
});
