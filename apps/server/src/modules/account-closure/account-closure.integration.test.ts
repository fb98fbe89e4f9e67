import { CLOSURE_MESSAGES, DEFAULT_RETENTION_YEARS } from '@pointeo/domain/account-closure';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, issueApiKey, usePremium } from '../../../test/api-keys';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { createRecordingMailer } from '../../../test/helper';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { invitedSiteManager } from '../../../test/members';
import {
  buildTimesheetTestApp,
  type Company,
  companyWithKiosk,
  paris,
  type TimesheetTestApp,
  workShift,
} from '../../../test/timesheets';
import { accountClosures } from '../../db/schema/account-closure';
import { companies, employees } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { authAccounts, authSessions, authUsers } from '../../db/schema/auth';
import { invoices } from '../../db/schema/billing';
import { clockPunches, timeEntries } from '../../db/schema/clock';
import { absences } from '../../db/schema/leave';
import { companyMembers } from '../../db/schema/team';
import { monthEmployeeRecords, weekEmployeeRecords } from '../../db/schema/timesheets';
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
