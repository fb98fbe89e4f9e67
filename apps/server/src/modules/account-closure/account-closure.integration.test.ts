import {
  ANONYMISED_EMPLOYEE,
  ANONYMISED_MEMBER_NAME,
  CLOSURE_MESSAGES,
  DEFAULT_RETENTION_YEARS,
} from '@pointeo/domain/account-closure';
import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { CORRECTION_REQUEST_MESSAGES } from '@pointeo/domain/correction-requests';
import { and, eq, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registrationFor } from '../../../test/accounts';
import { bearer, issueApiKey, usePremium } from '../../../test/api-keys';
import { signInToSpace } from '../../../test/employee-space';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { invitedMember, invitedSiteManager } from '../../../test/members';
import {
  buildTimesheetTestApp,
  type Company,
  companyWithKiosk,
  paris,
  type TimesheetTestApp,
  workShift,
} from '../../../test/timesheets';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { accountClosures } from '../../db/schema/account-closure';
import { companies, employees } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { authAccounts, authSessions, authUsers } from '../../db/schema/auth';
import { invoices } from '../../db/schema/billing';
import { clockPunches, timeEntries } from '../../db/schema/clock';
import { absences, leaveCredits } from '../../db/schema/leave';
import { silaePushes, silaePushValues } from '../../db/schema/payroll-connectors';
import { companyMembers } from '../../db/schema/team';
import {
  entryCorrections,
  monthEmployeeRecords,
  monthEvents,
  monthValidations,
  weekEmployeeRecords,
} from '../../db/schema/timesheets';
import { purgeExpiredRecords } from './retention-purge';

let fake: FakeStripe;
let testApp: TimesheetTestApp;
const mailer = createRecordingMailer();
const db = () => testApp.database.db;

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await buildTimesheetTestApp({
    mailer,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_pointeo',
      STRIPE_WEBHOOK_SECRET: fake.config().webhookSecret,
      STRIPE_PRICE_STANDARD: fake.prices.Standard,
      STRIPE_PRICE_PREMIUM: fake.prices.Premium,
      STRIPE_API_URL: fake.url,
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

/** Standard through the hosted checkout, paid at the fake Stripe; the subscription's id. */
async function subscribe(company: Company): Promise<string> {
  const started = await company.request('POST', '/api/billing/change-plan', { plan: 'Standard' });
  expect(started.json().outcome, started.body).toBe('checkout');
  const sessionId = [...fake.sessions.keys()].at(-1)!;
  fake.completeCheckout(sessionId);
  const confirmed = await company.request('POST', '/api/billing/confirm-checkout', {
    sessionId,
    plan: 'Standard',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
  return row!.stripeSubscriptionId!;
}

/** An administrator invited by the company and signed up from the mail, with this name. */
async function invitedAdministrator(company: Company, email: string, name: string): Promise<void> {
  await invitedMember(testApp.app, company.cookie, mailer, { role: 'admin', email, name });
}

const ownerEmail = async (companyId: string) =>
  (await db().select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, companyId)))[0]!
    .email;

/** The company's privacy events in its activity log (registration records the terms' acceptance too). */
const auditOf = (companyId: string) =>
  db()
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), like(auditEvents.action, 'privacy.%')));

const entriesOf = (companyId: string) =>
  db().select().from(timeEntries).where(eq(timeEntries.companyId, companyId));

const monthRecordsOf = (companyId: string) =>
  db().select().from(monthEmployeeRecords).where(eq(monthEmployeeRecords.companyId, companyId));

describe('the retention of the time records', () => {
  it('keeps five years by default, refuses less than three in French, and saves what an administrator chooses', async () => {
    testApp.setNow(new Date());
    const company = await companyWithKiosk(testApp, 'Conservation Durée');
    const read = await company.request('GET', '/api/privacy/retention');
    expect(read.json()).toEqual({ retentionYears: DEFAULT_RETENTION_YEARS, updatedAt: null });

    const tooShort = await company.request('PUT', '/api/privacy/retention', { retentionYears: 2 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toContain(CLOSURE_MESSAGES.retentionTooShort);

    const saved = await company.request('PUT', '/api/privacy/retention', { retentionYears: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().retentionYears).toBe(7);
    expect((await company.request('GET', '/api/privacy/retention')).json().retentionYears).toBe(7);
    expect(await auditOf(company.id)).toEqual([
      { action: 'privacy.retention_changed', details: { from: DEFAULT_RETENTION_YEARS, to: 7 } },
    ]);
  });

  it('refuses the retention and the closing to a member who is not an administrator', async () => {
    const company = await companyWithKiosk(testApp, 'Conservation Équipe');
    await setPlan(testApp, company, 'Standard');
    const sites = (await company.request('GET', '/api/sites')).json();
    const siteId = (sites.sites ?? sites)[0].id;
    const manager = await invitedSiteManager(testApp.app, company.cookie, mailer, [siteId]);
    const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: { cookie: manager }, ...(payload && { payload }) });
    expect((await as('GET', '/api/privacy/retention')).statusCode).toBe(403);
    expect((await as('PUT', '/api/privacy/retention', { retentionYears: 4 })).statusCode).toBe(403);
    const closing = await as('POST', '/api/privacy/close-account', {
      companyName: company.name,
      password: 'un-mot-de-passe-solide',
    });
    expect(closing.statusCode).toBe(403);
    expect(
      await db().select().from(accountClosures).where(eq(accountClosures.companyId, company.id)),
    ).toEqual([]);
  });
});

describe("'Supprimer le compte'", () => {
  it('cancels the subscription, anonymises members and employees, stops kiosks and keys, and keeps invoices and time records', async () => {
    testApp.setNow(new Date());
    const company = await companyWithKiosk(testApp, 'Fermeture Complète');
    const email = await ownerEmail(company.id);
    const subscriptionId = await subscribe(company);
    const employeeId = await company.addEmployee('Camille', '135790');
    await workShift(company, '135790', '2026-11-02', '08:00', '12:00');
    testApp.setNow(new Date());
    await usePremium(testApp.app, company.id);
    const key = await issueApiKey(testApp.app, company.id);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/employees', headers: bearer(key) }))
        .statusCode,
    ).toBe(200);
    const sites = (await company.request('GET', '/api/sites')).json();
    const manager = await invitedSiteManager(testApp.app, company.cookie, mailer, [
      (sites.sites ?? sites)[0].id,
    ]);
    const invoicesBefore = await db().select().from(invoices).where(eq(invoices.companyId, company.id));
    expect(invoicesBefore).toHaveLength(1);

    const wrongName = await company.request('POST', '/api/privacy/close-account', {
      companyName: 'Une autre',
      password: 'mot-de-passe-solide',
    });
    expect([wrongName.statusCode, wrongName.json().error.message]).toEqual([
      400,
      CLOSURE_MESSAGES.nameMismatch,
    ]);
    const wrongPassword = await company.request('POST', '/api/privacy/close-account', {
      companyName: 'fermeture complète ',
      password: 'pas-le-bon',
    });
    expect([wrongPassword.statusCode, wrongPassword.json().error.message]).toEqual([
      400,
      CLOSURE_MESSAGES.wrongPassword,
    ]);
    expect(fake.subscriptions.get(subscriptionId)!.cancelAtPeriodEnd).toBe(false);

    const closed = await company.request('POST', '/api/privacy/close-account', {
      companyName: 'fermeture complète ',
      password: 'mot-de-passe-solide',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().message).toBe(CLOSURE_MESSAGES.closed);
    expect((await auditOf(company.id)).map((event) => event.action)).toContain('privacy.account_closed');

    // The subscription ends with the period paid: no new invoice, the one paid is kept.
    expect(fake.subscriptions.get(subscriptionId)!.cancelAtPeriodEnd).toBe(true);
    expect(await db().select().from(invoices).where(eq(invoices.companyId, company.id))).toEqual(
      invoicesBefore,
    );
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      name: 'Fermeture Complète',
      pendingSubscription: 'Gratuit',
      contactFirstName: null,
    });
    expect(row!.email).not.toBe(email);

    // No one can sign in, no session is left, and the old cookies are refused.
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'mot-de-passe-solide' },
      remoteAddress: '192.0.2.83',
    });
    expect(signIn.statusCode).toBe(401);
    for (const cookie of [company.cookie, manager]) {
      const account = await testApp.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
      expect(account.statusCode).toBe(401);
    }
    expect(await db().select().from(companyMembers).where(eq(companyMembers.companyId, company.id))).toEqual(
      [],
    );
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, company.id))).toEqual([]);
    expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, company.id))).toEqual([]);
    const [owner] = await db().select().from(authUsers).where(eq(authUsers.id, company.id));
    expect(owner!.email).toMatch(/@pointeo\.invalid$/);
    expect(owner!.name).not.toContain('Fermeture');

    // Kiosks and keys are dead.
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/employees', headers: bearer(key) }))
        .statusCode,
    ).toBe(401);

    // The employees keep their ids, so the time records still point at them, and nothing else.
    const people = await db().select().from(employees).where(eq(employees.companyId, company.id));
    expect(people.map((person) => person.id)).toContain(employeeId);
    for (const person of people) {
      expect(person).toMatchObject({
        firstName: 'Salarié',
        lastName: 'anonymisé',
        email: null,
        pinCode: null,
      });
      expect(person.archivedAt).not.toBeNull();
    }
    expect(await entriesOf(company.id)).toHaveLength(1);

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/privacy/close-account',
      headers: { cookie: company.cookie },
      payload: { companyName: 'Fermeture Complète', password: 'mot-de-passe-solide' },
    });
    expect(again.statusCode).toBe(401);
  });
});

/** A person the company's records copy, in every form a row may hold them. */
const EMPLOYEE = {
  firstName: 'Zéphyrine',
  lastName: 'Quenouille',
  email: 'zephyrine.quenouille@exemple.fr',
  payrollNumber: 'MAT-90817',
  pin: '909090',
};
const MEMBER = { name: 'Bérénice Fauconnier', email: 'berenice.fauconnier@exemple.fr', ip: '198.51.100.23' };
const OWNER_IP = '203.0.113.9';

/** Every row of the company, as text, in every table that has a company (and its own row and user). */
async function rowsOf(companyId: string): Promise<Array<{ table: string; row: string }>> {
  const select = async <Row>(query: SQL) => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await select<{ table_name: string }>(
    sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'company_id'`,
  );
  const rows: Array<{ table: string; row: string }> = [];
  const read = async (table: string, key: string) => {
    const found = await select<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(table)} t where ${sql.identifier(key)} = ${companyId}`,
    );
    for (const { row } of found) rows.push({ table, row });
  };
  for (const { table_name } of tables) await read(table_name, 'company_id');
  await read('entreprises', 'id');
  await read('auth_users', 'id');
  return rows;
}

/** What the records count: hours, days, amounts, each with the row's key, without any name. */
async function figuresOf(companyId: string) {
  const [months, weeks, events, entries, absenceRows, credits, pushes] = await Promise.all([
    db().select().from(monthEmployeeRecords).where(eq(monthEmployeeRecords.companyId, companyId)),
    db().select().from(weekEmployeeRecords).where(eq(weekEmployeeRecords.companyId, companyId)),
    db().select().from(monthEvents).where(eq(monthEvents.companyId, companyId)),
    entriesOf(companyId),
    db().select().from(absences).where(eq(absences.companyId, companyId)),
    db().select().from(leaveCredits).where(eq(leaveCredits.companyId, companyId)),
    db().select().from(silaePushValues).where(eq(silaePushValues.companyId, companyId)),
  ]);
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  return {
    months: months
      .map((row) => ({
        key: `${row.month} ${row.employeeId}`,
        hours: row.hours,
        totals: row.totals,
        figures: row.figures,
        absences: row.absences,
        contract: row.weeklyContractMinutes,
      }))
      .sort(byKey),
    weeks: weeks
      .map((row) => ({ key: `${row.weekStart} ${row.employeeId}`, hours: row.hours, absences: row.absences }))
      .sort(byKey),
    changes: events
      .map((row) => ({
        key: `${row.month} ${row.kind} ${row.createdAt.toISOString()}`,
        changes:
          row.changes?.map(({ employeeId, figure, before, after }) => ({
            employeeId,
            figure,
            before,
            after,
          })) ?? null,
        validated: row.employees?.map(({ employeeId }) => employeeId) ?? null,
      }))
      .sort(byKey),
    entries: entries
      .map((row) => ({ key: row.id, clockIn: row.clockIn, clockOut: row.clockOut }))
      .sort(byKey),
    absences: absenceRows
      .map((row) => ({ key: row.id, from: row.startDate, to: row.endDate, status: row.status }))
      .sort(byKey),
    credits: credits.map((row) => ({ key: row.id, days: row.days })).sort(byKey),
    pushed: pushes.map((row) => ({ key: `${row.position}`, code: row.code, value: row.value })).sort(byKey),
  };
}

describe("a closed company's SIRET", () => {
  const register = (registration: ReturnType<typeof registrationFor>, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: registration,
      remoteAddress,
    });
  const sameSiret = (siret: string) => ({ ...registrationFor('Retour Prévu'), siret });

  it('may be registered again once, while its closed row keeps it for its invoices', async () => {
    const first = registrationFor('Retour Prévu');
    const opened = await register(first, '192.0.2.91');
    expect(opened.statusCode, opened.body).toBe(201);
    const taken = await register(sameSiret(first.siret), '192.0.2.92');
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, ACCOUNT_MESSAGES.siretTaken]);

    const closed = await testApp.app.inject({
      method: 'POST',
      url: '/api/privacy/close-account',
      headers: { cookie: cookieHeader(opened) },
      payload: { companyName: first.companyName, password: first.password },
      // Its own address: the closing's rate limit counts per address, and the other tests close from the default one.
      remoteAddress: '192.0.2.95',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const back = await register(sameSiret(first.siret), '192.0.2.93');
    expect(back.statusCode, back.body).toBe(201);
    const twice = await register(sameSiret(first.siret), '192.0.2.94');
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, ACCOUNT_MESSAGES.siretTaken]);
    const holders = await db()
      .select({ id: companies.id, closedAt: companies.closedAt })
      .from(companies)
      .where(eq(companies.siret, first.siret));
    expect(holders).toHaveLength(2);
    expect(holders.filter((holder) => holder.closedAt === null)).toHaveLength(1);
  });
});

describe("what 'Supprimer le compte' leaves of a person", () => {
  it("anonymises every copy of an employee's or a member's name, e-mail, matricule and IP, and keeps every figure", async () => {
    testApp.setNow(paris('2026-10-05', '07:00'));
    const company = await companyWithKiosk(testApp, 'Fermeture Sans Nom');
    const ownerAddress = await ownerEmail(company.id);
    await setPlan(testApp, company, 'Premium');
    await allowNegativeBalance(testApp, company);
    const receiver = await startWebhookReceiver();
    try {
      const hooked = await company.request('POST', '/api/developers/webhooks', {
        url: receiver.url('/pointeo'),
        events: ['employee.created'],
      });
      expect(hooked.statusCode, hooked.body).toBe(201);
      const created = await company.request('POST', '/api/employees', {
        firstName: EMPLOYEE.firstName,
        lastName: EMPLOYEE.lastName,
        email: EMPLOYEE.email,
        pinCode: EMPLOYEE.pin,
        payrollNumber: EMPLOYEE.payrollNumber,
      });
      expect(created.statusCode, created.body).toBe(201);
      const employeeId: string = created.json().id;
      for (const day of ['2026-10-05', '2026-10-06', '2026-11-02']) {
        await workShift(company, EMPLOYEE.pin, day, '08:00', '12:00');
      }

      // Bérénice, an administrator, signs in from her address after one wrong password; she acts from it.
      testApp.setNow(paris('2026-10-06', '13:00'));
      await invitedAdministrator(company, MEMBER.email, MEMBER.name);
      const signIn = (password: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { email: MEMBER.email, password },
          remoteAddress: MEMBER.ip,
        });
      expect((await signIn('pas-le-bon-mot-de-passe')).statusCode).toBe(401);
      const signedIn = await signIn('un-mot-de-passe-solide');
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const cookie = cookieHeader(signedIn);
      const asMember = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
        testApp.app.inject({
          method,
          url,
          headers: { cookie },
          remoteAddress: MEMBER.ip,
          ...(payload && { payload }),
        });
      const ok = async (response: Promise<LightMyRequestResponse>) => {
        const answered = await response;
        expect(answered.statusCode, answered.body).toBeLessThan(300);
        return answered;
      };

      // She corrects an entry, decides and cancels absences, adjusts the balance, validates October.
      const entries = await entriesOf(company.id);
      const october6 = entries.find(
        (entry) => entry.clockIn.getTime() === paris('2026-10-06', '08:00').getTime(),
      )!;
      await ok(
        asMember('PATCH', `/api/timesheets/entries/${october6.id}`, {
          arrival: '07:45',
          reason: 'Arrivée oubliée',
        }),
      );
      const paidLeave = await typeId(company, 'Congés payés');
      const absenceOn = async (day: string) =>
        (
          await ok(
            asMember('POST', `/api/leave/employees/${employeeId}/absences`, {
              typeId: paidLeave,
              startDate: day,
              endDate: day,
            }),
          )
        ).json();
      await absenceOn('2026-10-08');
      const cancelled = await absenceOn('2026-10-09');
      await ok(asMember('POST', `/api/leave/absences/${cancelled.absence?.id ?? cancelled.id}/cancel`));
      await ok(
        asMember('POST', `/api/leave/employees/${employeeId}/adjustments`, {
          periodStart: '2026-06-01',
          days: 2,
          reason: 'Fractionnement',
        }),
      );
      testApp.setNow(paris('2026-11-03', '09:00'));
      await ok(asMember('POST', '/api/timesheets/months/2026-10/validate'));
      // Reopened, corrected and validated again: the month's event lists the changed figures, by name.
      await ok(asMember('POST', '/api/timesheets/months/2026-10/reopen', { reason: 'Départ à corriger' }));
      await ok(
        asMember('PATCH', `/api/timesheets/entries/${october6.id}`, {
          departure: '12:45',
          reason: 'Départ corrigé',
        }),
      );
      testApp.setNow(paris('2026-11-03', '09:10'));
      await ok(asMember('POST', '/api/timesheets/months/2026-10/validate'));
      await ok(asMember('GET', '/api/reports/months/2026-10/payroll'));

      // The employee asks from her phone for a correction of 2 November; Bérénice accepts it, then
      // validates November for her alone.
      testApp.setNow(paris('2026-11-20', '09:00'));
      const space = await signInToSpace(testApp.app, mailer, EMPLOYEE.email, EMPLOYEE.pin);
      const asked = await testApp.app.inject({
        method: 'POST',
        url: '/api/me/correction-requests',
        headers: { cookie: space },
        payload: { date: '2026-11-02', arrival: '08:00', departure: '12:15', reason: 'Badge oublié' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      await ok(asMember('POST', `/api/timesheets/correction-requests/${asked.json().id}/approve`));
      testApp.setNow(paris('2026-12-02', '09:00'));
      await ok(
        asMember('POST', '/api/timesheets/months/2026-11/validate-employees', { employeeIds: [employeeId] }),
      );

      // A push of October to Silae, as recorded.
      const [push] = await db()
        .insert(silaePushes)
        .values({
          companyId: company.id,
          month: '2026-10',
          dryRun: false,
          status: 'sent',
          dossierNumber: '123',
          authorId: 'x',
          authorName: MEMBER.name,
          createdAt: new Date(),
          finishedAt: new Date(),
        })
        .returning({ id: silaePushes.id });
      await db().insert(silaePushValues).values({
        pushId: push!.id,
        companyId: company.id,
        position: 0,
        employeeId,
        firstName: EMPLOYEE.firstName,
        lastName: EMPLOYEE.lastName,
        payrollNumber: EMPLOYEE.payrollNumber,
        kind: 'hours',
        code: 'HN',
        label: 'Heures normales',
        value: 8,
        fromDay: '2026-10-01',
        toDay: '2026-10-31',
        endpoint: '/hours',
        status: 'sent',
      });

      const identifying = [
        EMPLOYEE.firstName,
        EMPLOYEE.lastName,
        EMPLOYEE.email,
        EMPLOYEE.payrollNumber,
        MEMBER.name,
        'Fauconnier',
        MEMBER.email,
        MEMBER.ip,
        OWNER_IP,
        ownerAddress,
      ].map((text) => text.toLowerCase());
      const naming = async () =>
        (await rowsOf(company.id))
          .map(({ table, row }) => ({
            table,
            found: identifying.filter((text) => row.toLowerCase().includes(text)),
          }))
          .filter(({ found }) => found.length > 0);
      // Each copy is there before the closing, so the test would see it left behind.
      const tablesNaming = new Set((await naming()).map(({ table }) => table));
      for (const table of [
        'employees',
        'month_employee_records',
        'week_employee_records',
        'month_employee_validations',
        'month_validations',
        'month_events',
        'entry_corrections',
        'correction_requests',
        'absences',
        'leave_credits',
        'payroll_exports',
        'silae_pushes',
        'silae_push_values',
        'audit_events',
        'webhook_events',
      ]) {
        expect(tablesNaming, table).toContain(table);
      }
      const figures = await figuresOf(company.id);
      expect(figures.months.length).toBeGreaterThan(1);
      expect(figures.weeks.length).toBeGreaterThan(4);
      expect(figures.changes.some((event) => (event.changes?.length ?? 0) > 0)).toBe(true);

      const closed = await testApp.app.inject({
        method: 'POST',
        url: '/api/privacy/close-account',
        headers: { cookie: company.cookie },
        remoteAddress: OWNER_IP,
        payload: { companyName: company.name, password: 'mot-de-passe-solide' },
      });
      expect(closed.statusCode, closed.body).toBe(200);

      expect(await naming()).toEqual([]);
      expect(await figuresOf(company.id)).toEqual(figures);
      const log = await db().select().from(auditEvents).where(eq(auditEvents.companyId, company.id));
      expect(log.map((event) => event.action)).toEqual(
        expect.arrayContaining([
          'auth.sign_in',
          'auth.sign_in_failed',
          'timesheets.entry_corrected',
          'privacy.account_closed',
        ]),
      );
      expect(log.filter((event) => event.ip !== null)).toEqual([]);
      const [record] = await db()
        .select()
        .from(monthEmployeeRecords)
        .where(
          and(eq(monthEmployeeRecords.employeeId, employeeId), eq(monthEmployeeRecords.month, '2026-10')),
        );
      expect(record).toMatchObject({ ...ANONYMISED_EMPLOYEE, payrollNumber: null });
      const [validation] = await db()
        .select()
        .from(monthValidations)
        .where(eq(monthValidations.companyId, company.id));
      expect(validation!.validatedByName).toBe(ANONYMISED_MEMBER_NAME);
      const accepted = await db()
        .select({ reason: entryCorrections.reason })
        .from(entryCorrections)
        .where(and(eq(entryCorrections.companyId, company.id), isNotNull(entryCorrections.requestId)));
      expect(accepted).toEqual([
        { reason: CORRECTION_REQUEST_MESSAGES.correctionReason('Salarié', 'anonymisé', 'Badge oublié') },
      ]);
      // The records are still append-only for anything but the names.
      await expect(
        db()
          .update(monthEmployeeRecords)
          .set({ figures: {} })
          .where(eq(monthEmployeeRecords.companyId, company.id)),
      ).rejects.toThrow();
    } finally {
      await receiver.close();
    }
  });
});

describe('the purge of what has served its time', () => {
  it('deletes the records of the months past the retention, keeps the month just inside it and the other companies', async () => {
    testApp.setNow(paris('2026-10-01', '07:00'));
    const short = await companyWithKiosk(testApp, 'Purge Trois Ans');
    const other = await companyWithKiosk(testApp, 'Purge Cinq Ans');
    expect((await short.request('PUT', '/api/privacy/retention', { retentionYears: 3 })).statusCode).toBe(
      200,
    );
    await setPlan(testApp, short, 'Standard');
    await allowNegativeBalance(testApp, short);
    const shortEmployee = await short.addEmployee('Inès', '112233');
    await other.addEmployee('Paul', '445566');
    await workShift(short, '112233', '2026-10-30', '08:00', '12:00');
    await workShift(short, '112233', '2026-11-02', '08:00', '12:00');
    await workShift(other, '445566', '2026-10-30', '08:00', '12:00');
    const paidLeave = await typeId(short, 'Congés payés');
    for (const day of ['2026-10-29', '2026-11-03']) {
      const absence = await short.request('POST', `/api/leave/employees/${shortEmployee}/absences`, {
        typeId: paidLeave,
        startDate: day,
        endDate: day,
      });
      expect(absence.statusCode, absence.body).toBe(201);
    }

    // 30 November 2029: October 2026 ended three years and 29 days ago, November 2026 not three years ago.
    await purgeExpiredRecords(db(), paris('2029-11-30', '23:00'));
    expect((await entriesOf(short.id)).map((entry) => entry.clockIn)).toEqual([paris('2026-11-02', '08:00')]);
    const punches = await db().select().from(clockPunches).where(eq(clockPunches.companyId, short.id));
    expect(punches).toHaveLength(2);
    const left = await db().select().from(absences).where(eq(absences.companyId, short.id));
    expect(left.map((absence) => absence.startDate)).toEqual(['2026-11-03']);
    expect(await entriesOf(other.id)).toHaveLength(1);

    // Twice at once, then once more the next month: each finds only what is due.
    await Promise.all([
      purgeExpiredRecords(db(), paris('2029-12-01', '00:30')),
      purgeExpiredRecords(db(), paris('2029-12-01', '00:30')),
    ]);
    expect(await entriesOf(short.id)).toEqual([]);
    expect(await db().select().from(absences).where(eq(absences.companyId, short.id))).toEqual([]);
    expect(await entriesOf(other.id)).toHaveLength(1);
    await purgeExpiredRecords(db(), paris('2031-12-01', '00:30'));
    expect(await entriesOf(other.id)).toEqual([]);
  });

  it("deletes a closed company's employees once its retention has passed, then the company after its invoices' ten years", async () => {
    testApp.setNow(paris('2026-11-10', '07:00'));
    const company = await companyWithKiosk(testApp, 'Purge Fermée');
    await company.addEmployee('Léa', '778899');
    await workShift(company, '778899', '2026-11-10', '08:00', '12:00');
    await subscribe(company);
    testApp.setNow(paris('2026-11-20', '09:00'));
    // A validated month: its records refuse the employees' delete until the purge has taken them.
    const validated = await company.request('POST', '/api/timesheets/months/2026-11/validate');
    expect(validated.statusCode, validated.body).toBe(200);
    const closed = await company.request('POST', '/api/privacy/close-account', {
      companyName: 'Purge Fermée',
      password: 'mot-de-passe-solide',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    await purgeExpiredRecords(db(), paris('2031-11-30', '12:00'));
    expect(await entriesOf(company.id)).toHaveLength(1);
    expect(await monthRecordsOf(company.id)).not.toEqual([]);
    expect(await db().select().from(employees).where(eq(employees.companyId, company.id))).not.toEqual([]);

    await purgeExpiredRecords(db(), paris('2031-12-01', '12:00'));
    expect(await entriesOf(company.id)).toEqual([]);
    expect(await monthRecordsOf(company.id)).toEqual([]);
    expect(await db().select().from(employees).where(eq(employees.companyId, company.id))).toEqual([]);
    const [closure] = await db()
      .select()
      .from(accountClosures)
      .where(eq(accountClosures.companyId, company.id));
    expect(closure!.purgedAt).not.toBeNull();
    expect(await db().select().from(invoices).where(eq(invoices.companyId, company.id))).toHaveLength(1);

    await purgeExpiredRecords(db(), paris('2037-01-01', '12:00'));
    expect(await db().select().from(invoices).where(eq(invoices.companyId, company.id))).toEqual([]);
    expect(await db().select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
  });
});

describe('no cascade to the time records', () => {
  it('refuses to delete an employee or a company that still has time records', async () => {
    testApp.setNow(paris('2026-11-05', '07:00'));
    const company = await companyWithKiosk(testApp, 'Sans Cascade');
    const employeeId = await company.addEmployee('Noé', '246813');
    await workShift(company, '246813', '2026-11-05', '08:00', '12:00');

    await expect(db().delete(employees).where(eq(employees.id, employeeId))).rejects.toThrow();
    await expect(db().delete(companies).where(eq(companies.id, company.id))).rejects.toThrow();
    await expect(db().delete(authUsers).where(eq(authUsers.id, company.id))).rejects.toThrow();
    expect(await entriesOf(company.id)).toHaveLength(1);
    expect(await db().select().from(clockPunches).where(eq(clockPunches.companyId, company.id))).toHaveLength(
      2,
    );
  });

  it('refuses to delete an employee or a company that has only a validated month of records', async () => {
    testApp.setNow(paris('2026-10-05', '07:00'));
    const company = await companyWithKiosk(testApp, 'Sans Cascade Mois');
    await setPlan(testApp, company, 'Premium');
    const employeeId = await company.addEmployee('Maël', '135246');
    testApp.setNow(paris('2026-11-03', '09:00'));
    const validated = await company.request('POST', '/api/timesheets/months/2026-10/validate');
    expect(validated.statusCode, validated.body).toBe(200);
    const ofEmployee = { companyId: company.id, employeeId };
    expect(await entriesOf(company.id)).toEqual([]);
    expect(await db().select().from(absences).where(eq(absences.companyId, company.id))).toEqual([]);
    const months = await db()
      .select()
      .from(monthEmployeeRecords)
      .where(eq(monthEmployeeRecords.employeeId, employeeId));
    expect(months).toEqual([expect.objectContaining({ ...ofEmployee, month: '2026-10' })]);
    const weeks = await db()
      .select()
      .from(weekEmployeeRecords)
      .where(eq(weekEmployeeRecords.employeeId, employeeId));
    expect(weeks.length).toBeGreaterThan(0);

    await expect(db().delete(employees).where(eq(employees.id, employeeId))).rejects.toThrow();
    await expect(db().delete(companies).where(eq(companies.id, company.id))).rejects.toThrow();
    await expect(db().delete(authUsers).where(eq(authUsers.id, company.id))).rejects.toThrow();
    expect(
      await db().select().from(monthEmployeeRecords).where(eq(monthEmployeeRecords.employeeId, employeeId)),
    ).toEqual(months);
    expect(
      await db().select().from(weekEmployeeRecords).where(eq(weekEmployeeRecords.employeeId, employeeId)),
    ).toEqual(weeks);
  });
});
