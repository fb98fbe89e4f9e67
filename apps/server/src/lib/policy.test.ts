import { describe, expect, it } from 'vitest';
import { authorizeRoute } from './policy';
import { ROUTE_POLICIES, type RoutePolicy } from './route-policies';

const admin = { role: 'admin' } as const;
const siteManager = { role: 'site_manager' } as const;
const payroll = { role: 'payroll' } as const;
const accountant = { role: 'accountant' } as const;
const employeeTarget: RoutePolicy['target'] = { kind: 'employee', in: 'params', key: 'id' };

describe('authorizeRoute', () => {
  it('refuses a role whose matrix row lacks the action', () => {
    expect(authorizeRoute(accountant, { action: 'employees.read', target: employeeTarget })).toBe(
      'forbidden',
    );
    expect(authorizeRoute(siteManager, { action: 'billing.read' })).toBe('forbidden');
    expect(authorizeRoute(payroll, { action: 'kiosks.manage' })).toBe('forbidden');
  });

  it('allows a role that holds the action on the whole company, with or without a target', () => {
    expect(authorizeRoute(admin, { action: 'kiosks.manage' })).toBe('allowed');
    expect(authorizeRoute(payroll, { action: 'timesheets.read' })).toBe('allowed');
    expect(authorizeRoute(accountant, { action: 'reports.read' })).toBe('allowed');
  });

  it('allows a site-scoped role a targeted route, whose site is checked next', () => {
    expect(authorizeRoute(siteManager, { action: 'employees.write', target: employeeTarget })).toBe(
      'allowed',
    );
  });

  it('refuses a site-scoped role a list or untargeted route until its repository filters by site', () => {
    expect(authorizeRoute(siteManager, { action: 'employees.read' })).toBe('forbidden');
    expect(authorizeRoute(siteManager, { action: 'employees.write' })).toBe('forbidden');
    expect(authorizeRoute(siteManager, { action: 'employees.read', scoped: true })).toBe('allowed');
    expect(authorizeRoute(siteManager, { action: 'employees.write', scoped: true })).toBe('allowed');
  });

  it('answers from the route table: the kiosks are the administrator’s alone', () => {
    const devices = ROUTE_POLICIES['POST /api/clock/devices']!;
    expect(
      [admin, siteManager, payroll, accountant].map((member) => authorizeRoute(member, devices)),
    ).toEqual(['allowed', 'forbidden', 'forbidden', 'forbidden']);
  });
});
