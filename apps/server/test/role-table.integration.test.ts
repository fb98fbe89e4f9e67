import { randomUUID } from 'node:crypto';
import { ROLES, type Role, reachOf } from '@pointeo/domain/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeRoute } from '../src/lib/policy';
import { ROUTE_POLICIES, type RoutePolicy } from '../src/lib/route-policies';
import { registerCompany, type SignedInCompany } from './accounts';
import { buildTestApp, createRecordingMailer, type TestApp } from './helper';
import { pairKiosk } from './kiosk';
import { invitedMember } from './members';

/**
 * The role table of issue 29 (item 4): every route of lib/route-policies.ts, as each role, on a
 * target of the member's own site and of another site, and as another company. The expected answer
 * is derived from the matrix (reachOf, itself pinned by permissions.test.ts's literal ROLE_TABLE):
 * - refused for the role: 403, before anything is read;
 * - refused for the site (a Responsable de site's target on site B): 404, as a missing object;
 * - another company's target: 404;
 * - allowed: anything but 401, 403 and 404. Writes are sent with an empty body: a 400 of the
 *   route's validation is an allowed request (it came past the role and the site). A route whose
 *   own id is no policy target (a member, an invitation, an invoice, a saved report) gets an
 *   unknown id, so there its own 404 is allowed too.
 */

const mailer = createRecordingMailer();
let testApp: TestApp;
let owner: SignedInCompany;
let other: SignedInCompany;
let companyId: string;
let siteA: string;
let siteB: string;
let typeId: string;
const cookies = {} as Record<Role, string>;
let address = 0;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const send = (method: Method, url: string, cookie: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${address++ % 250}`,
    headers: { cookie },
    ...(payload && { payload }),
  });

async function query<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await testApp.database.db.execute(statement)) as { rows: Row[] };
  return result.rows;
}

const memberOf = (role: Role, siteIds?: string[]) =>
  invitedMember(testApp.app, owner.cookie, mailer, {
    role,
    name: `Membre ${role}`,
    ...(siteIds && { siteIds }),
    remoteAddress: `10.78.0.${address++ % 250}`,
  });

interface Targets {
  employee: string;
  entry: string;
  absence: string;
  correctionRequest: string;
  site: string;
  device?: string;
  pairingCode?: string;
}

/**
 * An employee of the site (archived for 'Restaurer'), one of their entries, one of their absences
 * and one of their correction requests, written in SQL; a kiosk and a pairing code only for the routes that name one.
 */
async function targetsOn(siteId: string, url: string): Promise<Targets> {
  const archivedAt = url.endsWith('/restore') ? new Date().toISOString() : null;
  const [employee] = await query<{ id: string }>(
    sql`insert into employees (company_id, first_name, last_name, site_id, archived_at)
        values (${companyId}, 'Camille', ${`Site ${siteId.slice(0, 4)}`}, ${siteId}, ${archivedAt}) returning id`,
  );
  const [entry] = await query<{ id: string }>(
    sql`insert into time_entries (company_id, employee_id, clock_in, clock_out, source)
        values (${companyId}, ${employee!.id}, '2026-11-02T08:00:00Z', '2026-11-02T12:00:00Z', 'correction')
        returning id`,
  );
  const [absence] = await query<{ id: string }>(
    sql`insert into absences (company_id, employee_id, type_id, start_date, end_date, status, source, requested_at)
        values (${companyId}, ${employee!.id}, ${typeId}, '2026-12-14', '2026-12-15', 'pending', 'company', now())
        returning id`,
  );
  const [request] = await query<{ id: string }>(
    sql`insert into correction_requests (company_id, employee_id, date, arrival, departure, reason, created_at)
        values (${companyId}, ${employee!.id}, '2026-11-02', '09:00', '12:00', 'Arrivée à 9 h', now())
        returning id`,
  );
  const targets: Targets = {
    employee: employee!.id,
    entry: entry!.id,
    absence: absence!.id,
    correctionRequest: request!.id,
    site: siteId,
  };
  if (url.includes(':deviceId')) {
    const name = `Tablette ${randomUUID().slice(0, 6)}`;
    await pairKiosk(testApp.app, owner.cookie, name);
    const devices: { id: string; name: string }[] = (
      await send('GET', '/api/clock/devices', owner.cookie)
    ).json();
    targets.device = devices.find((device) => device.name === name)!.id;
  }
  if (url.includes(':codeId')) {
    const code = await send('POST', '/api/clock/pairing-codes', owner.cookie, { name: 'Tablette réserve' });
    targets.pairingCode = code.json().id;
  }
  return targets;
}

interface Fixture {
  A: Targets;
  B: Targets;
}

const fixtureFor = async (url: string): Promise<Fixture> => ({
  A: await targetsOn(siteA, url),
  B: await targetsOn(siteB, url),
});

/** The route's address with its ids: the policy's target on `site`, the month, a real type. */
function addressOf(url: string, policy: RoutePolicy, fixture: Fixture, site: 'A' | 'B'): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const { target } = policy;
    if (target?.in === 'params' && target.key === name) {
      return fixture[site][target.kind as keyof Targets]!;
    }
    if (name === 'month') return '2026-11';
    if (name === 'typeId') return typeId;
    return randomUUID();
  });
}

function payloadOf(policy: RoutePolicy, fixture: Fixture, site: 'A' | 'B'): object {
  if (policy.target?.kind === 'employees') return { [policy.target.key]: [fixture[site].employee] };
  return {};
}

/** The route's own id is no policy target: an unknown one answers its own 404. */
const hasLooseId = (url: string, policy: RoutePolicy) =>
  (url.match(/:\w+/g) ?? []).some(
    (param) =>
      param !== ':month' &&
      param !== ':typeId' &&
      !(policy.target?.in === 'params' && param === `:${policy.target.key}`),
  );

type Outcome = 'allowed' | 'forbidden' | 'not found';

function expectedOutcome(role: Role, policy: RoutePolicy, site: 'A' | 'B'): Outcome {
  if (authorizeRoute({ role }, policy) === 'forbidden') return 'forbidden';
  const onOtherSite = site === 'B' && reachOf(role, policy.action) === 'site';
  return onOtherSite && policy.target ? 'not found' : 'allowed';
}

function outcomeOf(status: number, looseId: boolean): Outcome | `status ${number}` {
  if (status === 403) return 'forbidden';
  if (status === 404) return looseId ? 'allowed' : 'not found';
  if (status === 401 || status >= 500) return `status ${status}`;
  return 'allowed';
}

beforeAll(async () => {
  testApp = await buildTestApp({ mailer, env: { COMPANY_WRITES_PER_MINUTE: '100000' } });
  owner = await registerCompany(testApp.app, 'Maison Deux Sites');
  other = await registerCompany(testApp.app, 'Autre Maison');
  await testApp.database.db.execute(
    sql`update entreprises set abonnement = 'Premium' where nom in (${owner.companyName}, ${other.companyName})`,
  );
  const [company] = await query<{ id: string; site: string }>(
    sql`select e.id, s.id as site from entreprises e join sites s on s.company_id = e.id where e.nom = ${owner.companyName}`,
  );
  companyId = company!.id;
  siteA = company!.site;
  const [second] = await query<{ id: string }>(
    sql`insert into sites (company_id, name) values (${companyId}, 'Entrepôt') returning id`,
  );
  siteB = second!.id;
  const types: { id: string }[] = (await send('GET', '/api/leave/types', owner.cookie)).json();
  typeId = types[0]!.id;
  cookies.admin = owner.cookie;
  cookies.payroll = await memberOf('payroll');
  cookies.accountant = await memberOf('accountant');
  cookies.site_manager = await memberOf('site_manager', [siteA]);
}, 60_000);

afterAll(() => testApp.close());

const routes = Object.entries(ROUTE_POLICIES).map(([key, policy]) => {
  const [method, url] = key.split(' ') as [Method, string];
  return { key, method, url, policy };
});

describe('the role table', () => {
  it('covers the four roles of the matrix', () => {
    expect(Object.keys(cookies).sort()).toEqual([...ROLES].sort());
  });

  it.each(routes.map((route) => [route.key, route] as const))(
    '%s',
    async (_key, route) => {
      const { method, url, policy } = route;
      const looseId = hasLooseId(url, policy);
      const body = (fixture: Fixture, site: 'A' | 'B') =>
        method === 'GET' ? undefined : payloadOf(policy, fixture, site);
      const expected: string[] = [];
      const actual: string[] = [];
      // A write may change its target: each role let through writes on objects of its own.
      const shared = await fixtureFor(url);
      for (const role of ROLES) {
        const refused = authorizeRoute({ role }, policy) === 'forbidden';
        const fixture = method === 'GET' || refused ? shared : await fixtureFor(url);
        // A route without a target reads no site's object: one call is enough.
        for (const site of policy.target ? (['A', 'B'] as const) : (['A'] as const)) {
          const response = await send(
            method,
            addressOf(url, policy, fixture, site),
            cookies[role],
            body(fixture, site),
          );
          expected.push(`${role} on site ${site}: ${expectedOutcome(role, policy, site)}`);
          actual.push(`${role} on site ${site}: ${outcomeOf(response.statusCode, looseId)}`);
        }
      }
      if (policy.target) {
        // Its ids are unknown here: a 404, or the 400 of a body refused before any id is looked up.
        const fixture = shared;
        const { statusCode } = await send(
          method,
          addressOf(url, policy, fixture, 'A'),
          other.cookie,
          body(fixture, 'A'),
        );
        expected.push('another company: nothing of ours');
        actual.push(
          `another company: ${statusCode === 404 || statusCode === 400 ? 'nothing of ours' : `status ${statusCode}`}`,
        );
      }
      expect(actual).toEqual(expected);
    },
    90_000,
  );
});

describe('a list by site', () => {
  /** The page, all of it on `siteId` (or empty), and a total that counts that site's employees alone. */
  const expectListOn = async (cookie: string, filter: string, siteId: string | null) => {
    const response = await send('GET', `/api/employees?${filter}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const list: { employees: { id: string }[]; total: number } = response.json();
    const ids = list.employees.map((employee) => employee.id);
    if (siteId === null) return expect(list).toMatchObject({ employees: [], total: 0 });
    const [counted] = await query<{ n: number }>(
      sql`select count(*)::int as n from employees where site_id = ${siteId} and archived_at is null`,
    );
    expect(list.total).toBe(counted!.n);
    expect(ids.length).toBe(Math.min(counted!.n, 50));
    const sites = await query<{ site_id: string }>(
      sql`select distinct site_id from employees where id in ${ids}`,
    );
    expect(sites.map((row) => row.site_id)).toEqual([siteId]);
  };

  it('shows a Responsable de site only their sites’ employees, the total counting them alone', async () => {
    await fixtureFor('/');
    await expectListOn(cookies.site_manager, '', siteA);
    // Another site asked for: nothing, not that site's employees.
    await expectListOn(cookies.site_manager, `siteId=${siteB}`, null);
  });

  it('filters the administrator’s list by the site asked for, and another company’s site keeps nothing', async () => {
    await expectListOn(owner.cookie, `siteId=${siteB}`, siteB);
    await expectListOn(other.cookie, `siteId=${siteB}`, null);
    const bad = await send('GET', '/api/employees?siteId=abc', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Site inconnu');
  });

  it('shows a Responsable de site the entries of their sites’ employees only; the admin those of the site asked for', async () => {
    const sitesOfEntries = async (cookie: string, filter = '') => {
      const response = await send('GET', `/api/clock/entries?${filter}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      const ids = (response.json() as { employeeId: string }[]).map((entry) => entry.employeeId);
      if (ids.length === 0) return [];
      const rows = await query<{ site_id: string }>(
        sql`select distinct site_id from employees where id in ${ids}`,
      );
      return rows.map((row) => row.site_id);
    };
    expect(await sitesOfEntries(cookies.site_manager)).toEqual([siteA]);
    expect(await sitesOfEntries(cookies.site_manager, `siteId=${siteB}`)).toEqual([]);
    expect(await sitesOfEntries(owner.cookie, `siteId=${siteB}`)).toEqual([siteB]);
  });

  it('shows a Responsable de site the absences of their sites’ employees only, the total counting them alone', async () => {
    const sitesOfAbsences = async (cookie: string, filter = '') => {
      const response = await send('GET', `/api/leave/absences?${filter}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      const list: { absences: { employee: { id: string } }[]; total: number } = response.json();
      const ids = list.absences.map((absence) => absence.employee.id);
      if (ids.length === 0) return { sites: [], total: list.total };
      const rows = await query<{ site_id: string }>(
        sql`select distinct site_id from employees where id in ${ids}`,
      );
      return { sites: rows.map((row) => row.site_id), total: list.total };
    };
    const [counted] = await query<{ n: number }>(
      sql`select count(*)::int as n from absences a join employees e on e.id = a.employee_id where e.site_id = ${siteA}`,
    );
    expect(await sitesOfAbsences(cookies.site_manager)).toEqual({ sites: [siteA], total: counted!.n });
    expect(await sitesOfAbsences(cookies.site_manager, `siteId=${siteB}`)).toEqual({ sites: [], total: 0 });
    expect((await sitesOfAbsences(owner.cookie, `siteId=${siteB}`)).sites).toEqual([siteB]);
  });
});

describe('the time sheets, leave and reports by site (decision 063)', () => {
  type Json = Record<string, unknown[]> & { rows: { employee: { id: string } | null }[] };
  const ids = (list: unknown[], of: (row: never) => string | undefined) =>
    list.map((row) => of(row as never)).filter((id): id is string => id !== undefined);
  /** Each list that sums or shows employees' data, and where the employees' ids are in its answer. */
  const LISTS: { url: string; body?: object; employeeIds: (json: Json) => string[] }[] = [
    {
      url: '/api/timesheets/week?week=2026-11-02',
      employeeIds: (json) => ids(json.employees!, (row: { employee: { id: string } }) => row.employee.id),
    },
    {
      url: '/api/timesheets/months/2026-11/closing',
      employeeIds: (json) => ids(json.employees!, (row: { id: string }) => row.id),
    },
    {
      url: '/api/reports/months/2026-11',
      employeeIds: (json) => ids(json.rows, (row: { employee: { id: string } }) => row.employee.id),
    },
    {
      url: '/api/leave/balances',
      employeeIds: (json) => ids(json.employees!, (row: { employee: { id: string } }) => row.employee.id),
    },
    {
      url: '/api/leave/planning?month=2026-12',
      employeeIds: (json) => ids(json.employees!, (row: { id: string }) => row.id),
    },
    {
      url: '/api/timesheets/correction-requests?status=pending',
      employeeIds: (json) => ids(json.requests!, (row: { employee: { id: string } }) => row.employee.id),
    },
    {
      url: '/api/reports/custom/options',
      employeeIds: (json) => ids(json.employees!, (row: { id: string }) => row.id),
    },
    {
      url: '/api/reports/custom/run',
      body: { from: '2026-11-01', to: '2026-11-30', grouping: 'employee', columns: ['workedMinutes'] },
      employeeIds: (json) => ids(json.rows, (row: { employee: { id: string } | null }) => row.employee?.id),
    },
  ];

  const sitesOf = async (employeeIds: string[]) =>
    employeeIds.length === 0
      ? []
      : (
          await query<{ site_id: string }>(
            sql`select distinct site_id from employees where id in ${employeeIds} order by site_id`,
          )
        ).map((row) => row.site_id);

  const listed = async (cookie: string, list: (typeof LISTS)[number], siteId?: string) => {
    const url = siteId ? `${list.url}${list.url.includes('?') ? '&' : '?'}siteId=${siteId}` : list.url;
    const response = await send(list.body ? 'POST' : 'GET', url, cookie, list.body);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return sitesOf(list.employeeIds(response.json()));
  };

  it.each(LISTS.map((list) => [list.url, list] as const))(
    '%s: a Responsable de site sees their sites, the administrator the site asked for',
    async (_url, list) => {
      await fixtureFor('/');
      expect(await listed(cookies.site_manager, list)).toEqual([siteA]);
      expect(await listed(cookies.site_manager, list, siteB)).toEqual([]);
      expect(await listed(owner.cookie, list, siteB)).toEqual([siteB]);
      expect(await listed(owner.cookie, list)).toEqual([siteA, siteB].sort());
      expect(await listed(other.cookie, list, siteB)).toEqual([]);
    },
    60_000,
  );

  it("the report's file holds the Responsable de site's employees only", async () => {
    const csv = (await send('GET', '/api/reports/months/2026-11/csv', cookies.site_manager)).body;
    expect(csv).toContain(`Site ${siteA.slice(0, 4)}`);
    expect(csv).not.toContain(`Site ${siteB.slice(0, 4)}`);
    const filtered = await send('GET', `/api/reports/months/2026-11/csv?siteId=${siteB}`, owner.cookie);
    expect(filtered.body).toContain(`Site ${siteB.slice(0, 4)}`);
    expect(filtered.body).not.toContain(`Site ${siteA.slice(0, 4)}`);
  });

  it('counts and lists the entries to regularise of their sites only', async () => {
    const { A, B } = await fixtureFor('/');
    for (const employee of [A.employee, B.employee]) {
      await query(
        sql`insert into time_entries (company_id, employee_id, clock_in, source)
            values (${companyId}, ${employee}, '2026-10-06T07:00:00Z', 'correction')`,
      );
    }
    const openOn = async (siteIds: string[]) => {
      const [row] = await query<{ n: number }>(
        sql`select count(*)::int as n from time_entries t join employees e on e.id = t.employee_id
            where t.company_id = ${companyId} and t.clock_out is null and t.deleted_at is null
            and t.clock_in >= '2026-10-01' and t.clock_in < '2026-11-01' and e.site_id in ${siteIds}`,
      );
      return row!.n;
    };
    const status = async (cookie: string, filter = '') =>
      (await send('GET', `/api/timesheets/months/2026-10${filter}`, cookie)).json();
    expect((await status(cookies.site_manager)).toRegulariseCount).toBe(await openOn([siteA]));
    expect((await status(owner.cookie)).toRegulariseCount).toBe(await openOn([siteA, siteB]));
    expect((await status(owner.cookie, `?siteId=${siteB}`)).toRegulariseCount).toBe(await openOn([siteB]));

    const week = (await send('GET', '/api/timesheets/week?week=2026-10-05', cookies.site_manager)).json();
    const listedIds = (week.toRegularise.entries as { employeeId: string }[]).map(
      (entry) => entry.employeeId,
    );
    expect(listedIds).toContain(A.employee);
    expect(await sitesOf(listedIds)).toEqual([siteA]);
  });
});

describe("a Responsable de site's writes on employees", () => {
  it('add an employee on their site, never on another, and never move one away', async () => {
    const newcomer = (pinCode: string, siteId?: string) => ({
      firstName: 'Nina',
      lastName: 'Nouvelle',
      pinCode,
      ...(siteId && { siteId }),
    });
    const added = await send('POST', '/api/employees', cookies.site_manager, newcomer('482910'));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().siteId).toBe(siteA);

    const elsewhere = await send('POST', '/api/employees', cookies.site_manager, newcomer('482911', siteB));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({ siteId: expect.any(String) });

    const moved = await send('PATCH', `/api/employees/${added.json().id}`, cookies.site_manager, {
      ...newcomer('482910', siteB),
      role: 'employee',
      zone: '',
    });
    expect(moved.statusCode).toBe(400);
    const [row] = await query<{ site_id: string }>(
      sql`select site_id from employees where id = ${added.json().id}`,
    );
    expect(row!.site_id).toBe(siteA);
  });
});

describe('what waits for a Responsable de site', () => {
  it("counts the pending requests of their sites' employees only", async () => {
    await fixtureFor('/');
    const pendingOn = async (siteIds: string[]) => {
      const [row] = await query<{ n: number }>(
        sql`select count(*)::int as n from absences a join employees e on e.id = a.employee_id
            where a.company_id = ${companyId} and a.status = 'pending' and e.site_id in ${siteIds}`,
      );
      return row!.n;
    };
    const waiting = async (cookie: string) => (await send('GET', '/api/account/waiting', cookie)).json();
    expect((await waiting(cookies.site_manager)).leaveRequests).toBe(await pendingOn([siteA]));
    expect((await waiting(owner.cookie)).leaveRequests).toBe(await pendingOn([siteA, siteB]));
    expect(await pendingOn([siteB])).toBeGreaterThan(0);
  });
});
