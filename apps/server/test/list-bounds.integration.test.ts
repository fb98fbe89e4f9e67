import { randomUUID } from 'node:crypto';
import { MAX_LISTED_API_KEYS, MAX_LIVE_API_KEYS } from '@pointeo/domain/api-keys';
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE } from '@pointeo/domain/audit';
import { INVOICE_PAGE_SIZE } from '@pointeo/domain/billing';
import { CLOCK_MESSAGES, MAX_ACTIVE_KIOSKS } from '@pointeo/domain/clock-messages';
import { CORRECTION_REQUESTS_LIMIT, MY_MONTHS_LIMIT } from '@pointeo/domain/correction-requests';
import { MAX_SAVED_CUSTOM_REPORTS } from '@pointeo/domain/custom-report-messages';
import { MAX_LISTED_DATA_EXPORTS } from '@pointeo/domain/data-export';
import { SPACE_LEAVE_REQUESTS, SPACE_RECENT_ENTRIES } from '@pointeo/domain/employee-space-views';
import { EMPLOYEE_PAGE_SIZE } from '@pointeo/domain/employees';
import { ABSENCE_PAGE_SIZE } from '@pointeo/domain/leave';
import { MAX_OWN_ABSENCE_TYPES } from '@pointeo/domain/leave-messages';
import { BUILT_IN_ABSENCE_TYPE_CODES } from '@pointeo/domain/leave-rules';
import { addDays, dateAtMinute, parisWallTime } from '@pointeo/domain/paris-calendar';
import { SILAE_PUSH_HISTORY_SIZE } from '@pointeo/domain/payroll-connectors';
import { MAX_LIVE_SITES } from '@pointeo/domain/sites';
import { MAX_ENTRIES_PER_DAY, tooManyEntriesOnDay } from '@pointeo/domain/timesheet-messages';
import { ENTRY_HISTORY_PAGE_SIZE, FORGOTTEN_DEPARTURES_LISTED } from '@pointeo/domain/timesheets';
import { MAX_LISTED_SESSIONS } from '@pointeo/domain/two-factor';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_DELIVERY_PAGE_SIZE } from '@pointeo/domain/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/db/schema/accounts';
import { kioskDevices, timeEntries } from '../src/db/schema/clock';
import { absences } from '../src/db/schema/leave';
import { entryCorrections } from '../src/db/schema/timesheets';
import { recordInvoice } from '../src/modules/billing';
import { LIST_LIMIT_MAX } from '../src/modules/public-api';
import { firstLiveSiteId } from '../src/modules/sites';
import { testSeller } from './billing';
import { buildTestApp } from './helper';
import { setPlan, typeId } from './leave';
import { type Company, companyWithKiosk, type TimesheetTestApp } from './timesheets';

/**
 * Every GET route of the API says here how large its answer can grow, so a list that grows with use
 * cannot be added without a bound (issue 25 item 4). The ones a company fills itself are filled past
 * their page or their cap below.
 */
const LIST_BOUNDS: Record<string, string> = {
  'GET /api/employees': `paged, ${EMPLOYEE_PAGE_SIZE} a page`,
  'GET /api/billing/invoices': `paged, ${INVOICE_PAGE_SIZE} a page`,
  'GET /api/timesheets/entries/:entryId/history': `paged, ${ENTRY_HISTORY_PAGE_SIZE} corrections a page, the newest first`,
  'GET /api/clock/devices': `capped, ${MAX_ACTIVE_KIOSKS} active kiosks a company`,
  'GET /api/leave/absences': `paged, ${ABSENCE_PAGE_SIZE} a page`,
  'GET /api/privacy/exports': `the ${MAX_LISTED_DATA_EXPORTS} latest exports of the company`,
  'GET /api/reports/custom': `capped, ${MAX_SAVED_CUSTOM_REPORTS} saved reports a company`,
  'GET /api/leave/types': `capped, the built-in types and ${MAX_OWN_ABSENCE_TYPES} of the company's own`,
  'GET /api/kiosk/leave/types': 'the same list as GET /api/leave/types',
  'GET /api/clock/entries': 'the 100 latest entries',
  'GET /api/timesheets/forgotten-departures': `the ${FORGOTTEN_DEPARTURES_LISTED} oldest, of the open entries (one per employee) under 16 h old`,
  'GET /api/timesheets/correction-requests': `the ${CORRECTION_REQUESTS_LIMIT} oldest pending (or latest answered) requests`,
  'GET /api/me/correction-requests': `the employee's ${CORRECTION_REQUESTS_LIMIT} latest requests`,
  'GET /api/me/months': `the employee's ${MY_MONTHS_LIMIT} latest validated months`,
  'GET /api/reports/months/:month/payroll-exports': 'the 100 latest payroll files of the month',
  // One row per employee of the company over a bounded period: the headcount is the bound (the plan's).
  'GET /api/timesheets/week': 'one row per employee, one week',
  'GET /api/reports/months/:month': 'one row per employee, one month',
  'GET /api/timesheets/months/:month/closing': 'one row per employee, one month',
  'GET /api/reports/months/:month/payroll/preview': 'one line per employee and payroll code, one month',
  'GET /api/reports/custom/options': 'one row per employee',
  'GET /api/employees/badges': 'one row per active employee (the dialog of «Émettre les badges»)',
  'GET /api/leave/balances': 'one row per employee, three periods each',
  'GET /api/leave/planning': 'one row per employee, one month',
  // Live entries of one employee never overlap (corrections refuse it, punches alternate), but one of
  // zero minutes takes no time, so time is no bound: a count is. A correction adding or moving an
  // entry to a day refuses past the cap; the kiosk opens one entry per arrival punch, at most one per
  // double-tap window (decision 030), and is not counted (decision 028: no statement added to a punch).
  'GET /api/sites': `capped, ${MAX_LIVE_SITES} live sites a company`,
  'GET /api/developers/keys': `capped, the ${MAX_LIVE_API_KEYS} live keys a company may have, then the latest revoked, ${MAX_LISTED_API_KEYS} in all`,
  'GET /api/developers/webhooks': `capped, ${MAX_WEBHOOK_ENDPOINTS} endpoints a company`,
  'GET /api/developers/webhooks/:endpointId/deliveries': `paged, ${WEBHOOK_DELIVERY_PAGE_SIZE} a page, the newest first (webhooks.integration.test.ts pages them)`,
  'GET /api/reports/months/:month/silae/check':
    "one month's payroll values, as its payroll file: a few per employee (decision 079)",
  'GET /api/reports/months/:month/silae/pushes': `the ${SILAE_PUSH_HISTORY_SIZE} latest pushes of the month, without their values`,
  'GET /api/audit/events': `paged by cursor, ${AUDIT_PAGE_SIZE} a page, the newest first (audit.integration.test.ts pages them)`,
  'GET /api/audit/events.csv': `the ${AUDIT_CSV_MAX_ROWS} newest events the filters keep, a year at most (the purge)`,
  'GET /api/account/sessions': `the ${MAX_LISTED_SESSIONS} most recently active sessions of the member`,
  'GET /api/team': 'the members and pending invitations, capped by the plan (Premium: 1000 in the answer)',
  // The employee's own space (decision 072).
  'GET /api/me/entries': `the ${SPACE_RECENT_ENTRIES} latest entries of the signed-in employee`,
  'GET /api/me/leave': `three periods, the ${SPACE_LEAVE_REQUESTS} latest requests of the signed-in employee`,
  'GET /api/me/hours/week': 'one week of the signed-in employee, from the month view below',
  'GET /api/me/hours/month': 'one month of the signed-in employee, as the month view below',
  'GET /api/timesheets/employees/:employeeId/month': `capped, ${MAX_ENTRIES_PER_DAY} entries a day added or moved by a correction, and the kiosk's arrivals`,
  // The public API (decision 076): its lists are pages of a cursor, `limit` refused past its maximum.
  'GET /api/v1/employees': `paged by cursor, ${LIST_LIMIT_MAX} a page at most`,
  'GET /api/v1/sites': `paged by cursor, ${LIST_LIMIT_MAX} a page at most`,
  'GET /api/v1/time-entries': `paged by cursor, ${LIST_LIMIT_MAX} a page at most, a period of 366 days at most`,
  'GET /api/v1/absences': `paged by cursor, ${LIST_LIMIT_MAX} a page at most`,
  'GET /api/v1/absence-types': 'the same list as GET /api/leave/types',
  'GET /api/v1/employees/:employee_id/time-sheets/weeks/:week': 'one employee, seven days',
  'GET /api/v1/employees/:employee_id/time-sheets/months/:month':
    'one employee, one month of days and its weeks',
  'GET /api/v1/reports/monthly/:month': 'one row per employee, one month',
};

/** GET routes whose answer is one thing, or a file computed from a bounded list above. */
const NOT_LISTS = new Set([
  'GET /api/account',
  'GET /api/account/employee-notice',
  'GET /api/account/me',
  'GET /api/account/onboarding',
  'GET /api/account/security',
  'GET /api/account/terms',
  'GET /api/account/waiting',
  'GET /api/billing/state',
  'GET /api/billing/upgrade-preview',
  'GET /api/clock/pairing-codes/:codeId',
  'GET /api/clock/settings',
  'GET /api/employees/:id',
  'GET /api/employees/:id/pin',
  'GET /api/developers/webhooks/:endpointId/secret',
  'GET /api/reports/silae/connection',
  'GET /api/employees/import/template',
  'GET /api/health',
  'GET /api/me',
  'GET /api/me/punching',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/invitations/:token',
  'GET /api/invoices/:id/pdf',
  'GET /api/kiosk/site-code',
  'GET /api/kiosk/status',
  'GET /api/leave/settings',
  'GET /api/me',
  'GET /api/me/statements/:month/pdf',
  'GET /api/payment-simulator/checkouts/:id',
  'GET /api/privacy/employees/:employeeId/export',
  'GET /api/privacy/exports/:exportId/download',
  'GET /api/privacy/retention',
  'GET /api/reports/custom/:reportId',
  'GET /api/reports/custom/:reportId/csv',
  'GET /api/reports/custom/:reportId/pdf',
  'GET /api/reports/custom/:reportId/xlsx',
  'GET /api/reports/months/:month/csv',
  'GET /api/reports/months/:month/pdf',
  'GET /api/reports/months/:month/payroll',
  'GET /api/reports/months/:month/xlsx',
  'GET /api/reports/payroll-settings',
  'GET /api/site',
  'GET /api/timesheets/months/:month',
  'GET /api/timesheets/settings',
  'GET /api/v1/employees/:employee_id',
  'GET /api/v1/sites/:site_id',
  'GET /api/v1/reports/monthly/:month/csv',
  'GET /api/v1/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/js/scalar.js',
]);

const getRoutes = new Set<string>();
let testApp: TimesheetTestApp;
let company: Company;

beforeAll(async () => {
  const app = await buildTestApp({
    onRoute(route) {
      const methods = [route.method].flat();
      if (methods.includes('GET') && route.url.startsWith('/api/') && !route.url.startsWith('/api/auth/'))
        getRoutes.add(`GET ${route.url}`);
    },
  });
  testApp = Object.assign(app, { setNow: () => {} });
  company = await companyWithKiosk(testApp, 'Liste Bornée');
  await setPlan(testApp, company, 'Premium');
});
afterAll(() => testApp.close());

describe('the size of every list the API answers', () => {
  it('is stated for every GET route, so a new list cannot grow unnoticed', () => {
    const unclassified = [...getRoutes].filter((route) => !(route in LIST_BOUNDS) && !NOT_LISTS.has(route));
    expect(unclassified).toEqual([]);
    expect([...getRoutes].length).toBeGreaterThan(30);
  });

  it('pages the absences and requests however many the company has', async () => {
    const zoe = await company.addEmployee('Zoé', '111111');
    const type = await typeId(company, 'Congés payés');
    const rows = ABSENCE_PAGE_SIZE + 10;
    await testApp.database.db.insert(absences).values(
      Array.from({ length: rows }, (_, index) => {
        const day = addDays('2027-01-04', index * 7);
        return {
          companyId: company.id,
          employeeId: zoe,
          typeId: type,
          startDate: day,
          endDate: day,
          startHalfDay: false,
          endHalfDay: false,
          comment: null,
          status: 'pending' as const,
          source: 'kiosk' as const,
          requestedAt: new Date(),
          decidedAt: null,
          decidedBy: null,
          refusalReason: null,
        };
      }),
    );
    for (const query of ['', '?status=pending']) {
      const first = (await company.request('GET', `/api/leave/absences${query}`)).json();
      expect([first.absences.length, first.total, first.pageSize]).toEqual([
        ABSENCE_PAGE_SIZE,
        rows,
        ABSENCE_PAGE_SIZE,
      ]);
      const second = (
        await company.request('GET', `/api/leave/absences${query}${query ? '&' : '?'}page=2`)
      ).json();
      expect(second.absences).toHaveLength(rows - ABSENCE_PAGE_SIZE);
      const seen = new Set(
        [...first.absences, ...second.absences].map((absence: { id: string }) => absence.id),
      );
      expect(seen.size).toBe(rows);
    }
    const decided = (await company.request('GET', '/api/leave/absences?status=decided')).json();
    expect([decided.absences.length, decided.total]).toEqual([0, 0]);
  });

  it('pages the employees however many the company has', async () => {
    await testApp.database.db.insert(employees).values(
      Array.from({ length: EMPLOYEE_PAGE_SIZE + 5 }, (_, index) => ({
        companyId: company.id,
        siteId: firstLiveSiteId(company.id),
        firstName: `Employé ${index}`,
        lastName: 'Liste',
        role: 'employee' as const,
      })),
    );
    const page = (await company.request('GET', '/api/employees')).json();
    expect(page.employees.length).toBe(EMPLOYEE_PAGE_SIZE);
  });

  it('pages the invoices however many months the company paid', async () => {
    const rows = INVOICE_PAGE_SIZE + 3;
    for (let month = 0; month < rows; month += 1) {
      await recordInvoice(testApp.database.db, testSeller, {
        companyId: company.id,
        amountCents: 2900,
        plan: 'Premium',
        periodStart: new Date(Date.UTC(2024, month, 1)),
        periodEnd: new Date(Date.UTC(2024, month + 1, 1)),
        paid: true,
        providerReference: `liste-bornee-${month}`,
        at: new Date(Date.UTC(2024, month, 1, 12)),
      });
    }
    const first = (await company.request('GET', '/api/billing/invoices')).json();
    expect([first.invoices.length, first.total, first.pageSize]).toEqual([
      INVOICE_PAGE_SIZE,
      rows,
      INVOICE_PAGE_SIZE,
    ]);
    const second = (await company.request('GET', '/api/billing/invoices?page=2')).json();
    expect(second.invoices).toHaveLength(rows - INVOICE_PAGE_SIZE);
    const seen = new Set(
      [...first.invoices, ...second.invoices].map((invoice: { id: string }) => invoice.id),
    );
    expect(seen.size).toBe(rows);
    const refused = await company.request('GET', '/api/billing/invoices?page=0');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      400,
      'Le numéro de page doit être un nombre entier entre 1 et 10 000',
    ]);
  });

  it("pages an entry's corrections, the newest first, however many it has", async () => {
    const employeeId = await company.addEmployee('Yves', '222222');
    const clockIn = new Date('2026-10-05T07:00:00Z');
    const [entry] = await testApp.database.db
      .insert(timeEntries)
      .values({ companyId: company.id, employeeId, clockIn, clockOut: new Date('2026-10-05T15:00:00Z') })
      .returning({ id: timeEntries.id });
    const times = { arrival: clockIn.toISOString(), departure: '2026-10-05T15:00:00.000Z' };
    const rows = ENTRY_HISTORY_PAGE_SIZE + 5;
    await testApp.database.db.insert(entryCorrections).values(
      Array.from({ length: rows }, (_, index) => ({
        companyId: company.id,
        entryId: entry!.id,
        kind: 'edit' as const,
        before: times,
        after: times,
        reason: `Correction ${index}`,
        authorId: company.id,
        createdAt: new Date(Date.UTC(2026, 9, 6, 0, index)),
      })),
    );
    const url = `/api/timesheets/entries/${entry!.id}/history`;
    const first = (await company.request('GET', url)).json();
    expect([first.corrections.length, first.total, first.pageSize]).toEqual([
      ENTRY_HISTORY_PAGE_SIZE,
      rows,
      ENTRY_HISTORY_PAGE_SIZE,
    ]);
    expect(first.corrections[0].reason).toBe(`Correction ${rows - 1}`);
    const second = (await company.request('GET', `${url}?page=2`)).json();
    expect(second.corrections.map((correction: { reason: string }) => correction.reason)).toEqual(
      Array.from({ length: rows - ENTRY_HISTORY_PAGE_SIZE }, (_, index) => `Correction ${4 - index}`),
    );
    const refused = await company.request('GET', `${url}?page=abc`);
    expect(refused.statusCode).toBe(400);
  });

  it("keeps one employee's day under its cap of entries, when adding and when moving one", async () => {
    const employeeId = await company.addEmployee('Xavier', '333333');
    const day = '2026-10-07';
    const at = (time: string) => dateAtMinute(parisWallTime(day, time));
    await testApp.database.db.insert(timeEntries).values(
      Array.from({ length: MAX_ENTRIES_PER_DAY }, (_, index) => {
        const start = at(`${String(index).padStart(2, '0')}:00`);
        return {
          companyId: company.id,
          employeeId,
          clockIn: start,
          clockOut: new Date(start.getTime() + 10 * 60_000),
          source: 'correction' as const,
          // Deleted ones count too: the month lists them.
          deletedAt: index % 2 ? new Date() : null,
        };
      }),
    );
    const refusal = [409, { code: 'TOO_MANY_ENTRIES_ON_DAY', message: tooManyEntriesOnDay('07/10/2026') }];
    const added = await company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: day,
      arrival: '23:20',
      departure: '23:40',
      reason: 'Un de trop',
    });
    expect([added.statusCode, added.json().error]).toEqual(refusal);

    const other = await company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: '2026-10-08',
      arrival: '09:00',
      departure: '10:00',
      reason: 'Autre jour',
    });
    expect(other.statusCode).toBe(201);
    const entryUrl = `/api/timesheets/entries/${other.json().entryId}`;
    const moved = await company.request('PATCH', entryUrl, {
      date: day,
      arrival: '23:20',
      departure: '23:40',
      reason: 'Déplacé',
    });
    expect([moved.statusCode, moved.json().error]).toEqual(refusal);
    // On its own day, it still changes.
    const edited = await company.request('PATCH', entryUrl, { arrival: '09:30', reason: 'Retard' });
    expect(edited.statusCode).toBe(200);

    const month = (
      await company.request('GET', `/api/timesheets/employees/${employeeId}/month?month=2026-10`)
    ).json();
    const entries = month.days.flatMap((oneDay: { entries: unknown[] }) => oneDay.entries);
    expect(entries.length + month.deletedEntries.length).toBe(MAX_ENTRIES_PER_DAY + 1);
  });

  it('keeps the active kiosks under their cap when pairing or activating, even at once', async () => {
    const shop = await companyWithKiosk(testApp, 'Bornes Nombreuses');
    const codeOf = async (name: string) => {
      const made = await shop.request('POST', '/api/clock/pairing-codes', { name });
      expect(made.statusCode).toBe(201);
      return made.json();
    };
    const pair = (code: string, address: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/kiosk/pairing',
        payload: { code },
        remoteAddress: address,
      });
    const early = await codeOf('Tablette en avance');
    const [last, lastButOne] = [await codeOf('Tablette A'), await codeOf('Tablette B')];
    // The set-up paired one: fill all but one place.
    await testApp.database.db.insert(kioskDevices).values(
      Array.from({ length: MAX_ACTIVE_KIOSKS - 2 }, (_, index) => ({
        companyId: shop.id,
        siteId: firstLiveSiteId(shop.id),
        name: `Borne ${index}`,
        credentialHash: randomUUID(),
      })),
    );
    const both = await Promise.all([pair(last.code, '10.251.0.1'), pair(lastButOne.code, '10.251.0.2')]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const devices = async () => (await shop.request('GET', '/api/clock/devices')).json();
    expect(await devices()).toHaveLength(MAX_ACTIVE_KIOSKS);

    const refusals = [
      await shop.request('POST', '/api/clock/pairing-codes', { name: 'Une de trop' }),
      await pair(early.code, '10.251.0.3'),
      await shop.request('POST', '/api/clock/devices', { name: 'Ce navigateur' }),
    ];
    for (const refused of refusals) {
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        { code: 'TOO_MANY_KIOSKS', message: CLOCK_MESSAGES.tooManyKiosks },
      ]);
      expect(refused.cookies.filter((cookie) => cookie.name === 'pointeo_kiosk')).toEqual([]);
    }
    // The company is still signed in, and the early code was not spent by its refusal.
    const [oldest] = (await devices()).slice(-1);
    expect((await shop.request('DELETE', `/api/clock/devices/${oldest.id}`)).statusCode).toBe(200);
    expect((await pair(early.code, '10.251.0.4')).statusCode).toBe(201);
    expect(await devices()).toHaveLength(MAX_ACTIVE_KIOSKS);
  });

  it("keeps the company's own absence types under their cap, saying so in French", async () => {
    for (let index = 1; index <= MAX_OWN_ABSENCE_TYPES; index += 1) {
      const created = await company.request('POST', '/api/leave/types', {
        name: `Type ${index}`,
        paid: false,
        countsAsWorkedTime: false,
      });
      expect(created.statusCode).toBe(201);
    }
    const refused = await company.request('POST', '/api/leave/types', {
      name: 'Un de trop',
      paid: false,
      countsAsWorkedTime: false,
    });
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      `Une entreprise peut ajouter au plus ${MAX_OWN_ABSENCE_TYPES} types d'absence`,
    ]);
    const types = (await company.request('GET', '/api/leave/types')).json();
    expect(types).toHaveLength(BUILT_IN_ABSENCE_TYPE_CODES.length + MAX_OWN_ABSENCE_TYPES);
  });
});
