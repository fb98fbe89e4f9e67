import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, createRecordingMailer } from '../../../test/helper';
import { invitedSiteManager } from '../../../test/members';
import { paris, type TimesheetTestApp } from '../../../test/timesheets';
import type { Executor } from '../../db/client';
import { companies, employees } from '../../db/schema/accounts';
import { timeEntries } from '../../db/schema/clock';
import { mailOutbox } from '../../db/schema/mail';
import { sites } from '../../db/schema/sites';
import { departureReminders } from '../../db/schema/timesheets';
import { createOutboxMailer } from '../../mail/outbox-mailer';
import { remindForgottenDepartures } from './departure-reminders';

/**
 * Issue 30 item 6 (decision 068): the e-mail of a forgotten clock-out, once per entry, and the
 * manager's 'Départs non pointés', by site.
 */

const invitations = createRecordingMailer();
const testApp = {} as TimesheetTestApp;
let now = paris('2026-11-27', '09:00');

interface Place {
  company: SignedInCompany;
  companyId: string;
  mainSite: string;
}

let bakery: Place;
let neighbour: Place;

beforeAll(async () => {
  Object.assign(
    testApp,
    await buildTestApp({ mailer: invitations, now: () => now, env: { COMPANY_WRITES_PER_MINUTE: '100000' } }),
    {
      setNow(at: Date) {
        now = at;
      },
    },
  );
  bakery = await placeOf(await registerCompany(testApp.app, 'Boulangerie Martin'));
  neighbour = await placeOf(await registerCompany(testApp.app, 'Fromagerie Voisine'));
}, 60_000);
afterAll(() => testApp.close());

async function placeOf(company: SignedInCompany): Promise<Place> {
  const db = testApp.database.db;
  const [row] = await db
    .select({ id: companies.id, site: sites.id })
    .from(companies)
    .innerJoin(sites, eq(sites.companyId, companies.id))
    .where(eq(companies.name, company.companyName));
  await db.update(companies).set({ plan: 'Premium' }).where(eq(companies.id, row!.id));
  return { company, companyId: row!.id, mainSite: row!.site };
}

const send = (cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

async function addSite(place: Place, name: string, endOfDay: string | null): Promise<string> {
  const [row] = await testApp.database.db
    .insert(sites)
    .values({ companyId: place.companyId, name, endOfDay })
    .returning({ id: sites.id });
  return row!.id;
}

async function addEmployee(
  place: Place,
  firstName: string,
  siteId: string,
  email: string | null = `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@exemple.fr`,
) {
  const [row] = await testApp.database.db
    .insert(employees)
    .values({ companyId: place.companyId, firstName, lastName: 'Test', siteId, email })
    .returning({ id: employees.id, email: employees.email });
  return row!;
}

async function openEntry(place: Place, employeeId: string, clockIn: Date): Promise<string> {
  const [row] = await testApp.database.db
    .insert(timeEntries)
    .values({ companyId: place.companyId, employeeId, clockIn, source: 'correction' })
    .returning({ id: timeEntries.id });
  return row!.id;
}

/** One run of the job, as JobQueue.every runs it, with the outbox mailer writing in its transaction. */
const runJob = (at: Date) => {
  now = at;
  const db = testApp.database.db;
  return remindForgottenDepartures({
    db,
    mailer: createOutboxMailer(db, testApp.app.log, { logLinks: false }),
    companyContact,
    now: () => at,
    log: testApp.app.log,
  });
};

/** The company's name, as accounts' face gives it to app.ts (the time sheets cannot import accounts). */
const companyContact = async (db: Executor, companyId: string) => {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row;
};

const remindersTo = async (email: string | null) =>
  email === null
    ? []
    : testApp.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, 'Départ non pointé%')));

describe('the reminder of a forgotten clock-out', () => {
  it('mails once each employee still in 30 minutes after their site’s end of the day', async () => {
    const day = '2026-11-27';
    // The site's form: 'Fin de journée habituelle' at 18:00.
    const edited = await send(bakery.company.cookie, 'PATCH', `/api/sites/${bakery.mainSite}`, {
      name: 'Site principal',
      endOfDay: '18:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().endOfDay).toBe('18:00');
    const badTime = await send(bakery.company.cookie, 'PATCH', `/api/sites/${bakery.mainSite}`, {
      name: 'Site principal',
      endOfDay: '25:00',
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.fields.endOfDay).toBe(
      'Heure invalide\u202f: format attendu HH:MM (par exemple 18:00)',
    );

    const noSetting = await addSite(bakery, 'Entrepôt sans horaire', null);
    const archivedSite = await addSite(bakery, 'Ancien dépôt', '18:00');
    const zoe = await addEmployee(bakery, 'Zoé', bakery.mainSite);
    const adam = await addEmployee(bakery, 'Adam', bakery.mainSite, null);
    const eve = await addEmployee(bakery, 'Ève', bakery.mainSite);
    const lea = await addEmployee(bakery, 'Léa', bakery.mainSite);
    const hugo = await addEmployee(bakery, 'Hugo', bakery.mainSite);
    const paul = await addEmployee(bakery, 'Paul', bakery.mainSite);
    const luc = await addEmployee(bakery, 'Luc', noSetting);
    const nina = await addEmployee(bakery, 'Nina', archivedSite);
    const zoeEntry = await openEntry(bakery, zoe.id, paris(day, '08:00'));
    await openEntry(bakery, adam.id, paris(day, '08:00'));
    await openEntry(bakery, eve.id, paris(day, '08:30'));
    await openEntry(bakery, lea.id, paris(day, '18:10')); // after the end of the day: an evening's
    await openEntry(bakery, hugo.id, paris('2026-11-26', '08:00')); // yesterday's
    await openEntry(bakery, luc.id, paris(day, '08:00'));
    await openEntry(bakery, nina.id, paris(day, '08:00'));
    const paulEntry = await openEntry(bakery, paul.id, paris(day, '09:00'));
    await testApp.database.db
      .update(timeEntries)
      .set({ clockOut: paris(day, '17:00') })
      .where(eq(timeEntries.id, paulEntry));
    await testApp.database.db.update(employees).set({ archivedAt: now }).where(eq(employees.id, eve.id));
    await testApp.database.db.update(sites).set({ archivedAt: now }).where(eq(sites.id, archivedSite));
    // Another company, same end of the day: its employee hears of their own company only.
    await testApp.database.db
      .update(sites)
      .set({ endOfDay: '18:00' })
      .where(eq(sites.id, neighbour.mainSite));
    const marc = await addEmployee(neighbour, 'Marc', neighbour.mainSite);
    await openEntry(neighbour, marc.id, paris(day, '07:45'));

    expect(await runJob(paris(day, '18:29'))).toBe(0);
    expect(await runJob(paris(day, '18:30'))).toBe(2);
    // Again, and two at once (two instances): nothing more.
    expect(await runJob(paris(day, '18:35'))).toBe(0);
    expect(await Promise.all([runJob(paris(day, '18:40')), runJob(paris(day, '18:40'))])).toEqual([0, 0]);

    const [toZoe, ...more] = await remindersTo(zoe.email);
    expect(more).toEqual([]);
    expect(toZoe!.subject).toBe('Départ non pointé\u202f: arrivée à 08:00 chez Boulangerie Martin');
    expect(toZoe!.text).toContain('Bonjour Zoé,');
    expect(toZoe!.text).toContain('le 27/11/2026 à 08:00');
    const [toMarc] = await remindersTo(marc.email);
    expect(toMarc!.subject).toBe('Départ non pointé\u202f: arrivée à 07:45 chez Fromagerie Voisine');
    expect(toMarc!.text).not.toContain('Boulangerie');
    for (const nobody of [eve, lea, hugo, luc, nina, paul])
      expect(await remindersTo(nobody.email)).toEqual([]);
    const reminded = await testApp.database.db.select().from(departureReminders);
    expect(reminded.map((row) => row.entryId)).toContain(zoeEntry);
    expect(reminded).toHaveLength(2);
    // The next morning, yesterday's entries are not reminded again (the 'today' rule).
    expect(await runJob(paris('2026-11-28', '08:00'))).toBe(0);
  });

  it('gives the claim back when the mailer fails, for the next run', async () => {
    const day = '2026-12-01';
    const rose = await addEmployee(bakery, 'Rose', bakery.mainSite);
    await openEntry(bakery, rose.id, paris(day, '08:00'));
    const db = testApp.database.db;
    const failing = await remindForgottenDepartures({
      db,
      mailer: {
        kind: 'outbox',
        send: async () => {
          throw new Error('SMTP en panne');
        },
      },
      companyContact,
      now: () => paris(day, '18:30'),
      log: testApp.app.log,
    });
    expect(failing).toBe(0);
    expect(await runJob(paris(day, '18:35'))).toBe(1);
    expect(await remindersTo(rose.email)).toHaveLength(1);
  });
});

describe("the manager's 'Départs non pointés'", () => {
  it('lists the days before today’s entries still open past the end of the day, by the member’s sites', async () => {
    const day = '2026-12-07';
    const lyon = await addSite(bakery, 'Lyon', '17:00');
    const siteManager = await invitedSiteManager(testApp.app, bakery.company.cookie, invitations, [lyon]);
    const ines = await addEmployee(bakery, 'Inès', bakery.mainSite);
    const omar = await addEmployee(bakery, 'Omar', lyon);
    const tom = await addEmployee(bakery, 'Tom', bakery.mainSite);
    const yann = await addEmployee(bakery, 'Yann', bakery.mainSite);
    const ugo = await addEmployee(bakery, 'Ugo', bakery.mainSite);
    const inesEntry = await openEntry(bakery, ines.id, paris(day, '16:30'));
    const omarEntry = await openEntry(bakery, omar.id, paris(day, '16:45'));
    await openEntry(bakery, tom.id, paris(day, '18:30')); // after the end of the day
    const yannEntry = await openEntry(bakery, yann.id, paris(day, '07:00')); // over 16 h: 'À régulariser'
    await openEntry(bakery, ugo.id, paris('2026-12-08', '07:00')); // today's
    const elsewhere = await addEmployee(neighbour, 'Jade', neighbour.mainSite);
    await openEntry(neighbour, elsewhere.id, paris(day, '16:00'));

    now = paris('2026-12-08', '08:00');
    const listOf = async (cookie: string, query = '') => {
      const response = await send(cookie, 'GET', `/api/timesheets/forgotten-departures${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        count: number;
        entries: {
          entryId: string;
          firstName: string;
          siteName: string;
          endOfDay: string;
          arrival: string;
        }[];
      };
    };
    const admin = await listOf(bakery.company.cookie);
    expect(admin.count).toBe(2);
    expect(admin.entries).toEqual([
      expect.objectContaining({
        entryId: inesEntry,
        firstName: 'Inès',
        siteName: 'Site principal',
        endOfDay: '18:00',
        date: day,
        arrival: paris(day, '16:30').toISOString(),
      }),
      expect.objectContaining({ entryId: omarEntry, siteName: 'Lyon', endOfDay: '17:00' }),
    ]);
    expect((await listOf(bakery.company.cookie, `?siteId=${lyon}`)).entries.map((e) => e.entryId)).toEqual([
      omarEntry,
    ]);
    // The Responsable de site of Lyon: Lyon's only, and nothing of another site asked for.
    expect((await listOf(siteManager)).entries.map((entry) => entry.entryId)).toEqual([omarEntry]);
    expect(await listOf(siteManager, `?siteId=${bakery.mainSite}`)).toEqual({ count: 0, entries: [] });
    // Another company: never ours, whatever site it names.
    expect((await listOf(neighbour.company.cookie, `?siteId=${lyon}`)).count).toBe(0);
    expect((await listOf(neighbour.company.cookie)).entries.map((entry) => entry.firstName)).toEqual([
      'Jade',
    ]);
    // An entry open over 16 h is 'À régulariser', listed there and not here: never in both.
    const week = (await send(bakery.company.cookie, 'GET', '/api/timesheets/week?week=2026-12-07')).json();
    const toRegularise = (week.toRegularise.entries as { entryId: string }[]).map((entry) => entry.entryId);
    expect(toRegularise).toContain(yannEntry);
    expect(toRegularise).not.toContain(inesEntry);
    // Its departure given through the existing correction, it leaves the list.
    const closed = await send(bakery.company.cookie, 'POST', `/api/timesheets/entries/${inesEntry}/close`, {
      departure: '18:05',
      reason: 'Oubli de pointage',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await listOf(bakery.company.cookie)).entries.map((entry) => entry.entryId)).toEqual([omarEntry]);
  });
});
