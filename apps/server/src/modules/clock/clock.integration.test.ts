import { randomUUID } from 'node:crypto';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { Employee } from '@pointeo/domain/employees';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { pairKiosk } from '../../../test/kiosk';
import { companies, employees } from '../../db/schema/accounts';
import { clockPunches, kioskDevices, timeEntries } from '../../db/schema/clock';
import { firstLiveSiteId } from '../sites';

let testApp: TestApp;
/** The app's clock; a test that sets it is given back the real one when it ends. */
let frozenAt: Date | undefined;
beforeAll(async () => {
  testApp = await buildTestApp({ now: () => frozenAt ?? new Date() });
});
afterEach(() => {
  frozenAt = undefined;
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const db = () => testApp.database.db;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const moveClock = (ms: number) => {
  frozenAt = new Date((frozenAt ?? new Date()).getTime() + ms);
};

interface Kiosk {
  company: SignedInCompany;
  companyId: string;
  cookie: string;
}

async function companyId(company: SignedInCompany): Promise<string> {
  return (await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } })).json()
    .id;
}

async function activateKiosk(name: string): Promise<Kiosk> {
  const company = await registerCompany(testApp.app, name);
  const { cookie } = await pairKiosk(testApp.app, company.cookie);
  return { company, companyId: await companyId(company), cookie };
}

async function activateAnotherKiosk(kiosk: Kiosk): Promise<Kiosk> {
  return {
    ...kiosk,
    cookie: (await pairKiosk(testApp.app, kiosk.company.cookie, 'Tablette réserve')).cookie,
  };
}

/** Turns the double-tap rule off (decision 030): two punches at one instant are then in and out. */
async function withoutDoubleTapWindow(kiosk: Kiosk) {
  const saved = await inject({
    method: 'PUT',
    url: '/api/timesheets/settings',
    headers: { cookie: kiosk.company.cookie },
    payload: { nightStart: '21:00', nightEnd: '06:00', doublePunchWindowSeconds: 0 },
  });
  expect(saved.statusCode).toBe(200);
}

async function addEmployee(companyIdValue: string, firstName: string, pinCode: string) {
  const [row] = await db()
    .insert(employees)
    .values({
      companyId: companyIdValue,
      siteId: firstLiveSiteId(companyIdValue),
      firstName,
      lastName: 'Martin',
      pinCode,
    })
    .returning({ id: employees.id });
  return row!.id;
}

function punch(kiosk: Kiosk, pin: string, options: { id?: string; punchedAt?: Date } = {}) {
  return inject({
    method: 'POST',
    url: '/api/kiosk/punches',
    headers: { cookie: kiosk.cookie },
    payload: {
      id: options.id ?? randomUUID(),
      pin,
      punchedAt: (options.punchedAt ?? frozenAt ?? new Date()).toISOString(),
    },
  });
}

const entriesOf = (employeeId: string) =>
  db().select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId)).orderBy(timeEntries.clockIn);

describe('kiosk activation', () => {
  it('gives the device an httpOnly credential scoped to the kiosk API', async () => {
    const company = await registerCompany(testApp.app, 'Activation');
    const response = await inject({
      method: 'POST',
      url: '/api/clock/devices',
      headers: { cookie: company.cookie },
      payload: { name: 'Tablette atelier' },
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((item) => item.name === 'pointeo_kiosk');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/kiosk', sameSite: 'Strict' });
    const stored = await db().select().from(kioskDevices).where(eq(kioskDevices.name, 'Tablette atelier'));
    expect(stored[0]!.credentialHash).not.toBe(cookie!.value);

    const status = await inject({
      method: 'GET',
      url: '/api/kiosk/status',
      headers: { cookie: `pointeo_kiosk=${cookie!.value}` },
    });
    expect(status.json()).toEqual({
      companyName: 'Activation',
      badgeScan: false,
      breaks: false,
      siteCode: false,
      queueKey: { id: expect.any(String), publicKey: expect.any(String) },
    });
  });

  it('does not let a kiosk credential open the account', async () => {
    const kiosk = await activateKiosk('Cloisonnée');
    const account = await inject({ method: 'GET', url: '/api/account', headers: { cookie: kiosk.cookie } });
    expect(account.statusCode).toBe(401);
    const devices = await inject({
      method: 'GET',
      url: '/api/clock/devices',
      headers: { cookie: kiosk.cookie },
    });
    expect(devices.statusCode).toBe(401);
  });

  it('refuses kiosk routes without a credential, with a forged one, and once revoked', async () => {
    const kiosk = await activateKiosk('Révocable');
    const noCredential = await inject({ method: 'GET', url: '/api/kiosk/status' });
    expect(noCredential.statusCode).toBe(401);
    expect(noCredential.json().error.message).toBe("Ce terminal n'est pas activé pour le pointage.");
    const forged = await inject({
      method: 'GET',
      url: '/api/kiosk/status',
      headers: { cookie: 'pointeo_kiosk=abc' },
    });
    expect(forged.statusCode).toBe(401);

    const [device] = await inject({
      method: 'GET',
      url: '/api/clock/devices',
      headers: { cookie: kiosk.company.cookie },
    }).then((response) => response.json());
    const revoke = await inject({
      method: 'DELETE',
      url: `/api/clock/devices/${device.id}`,
      headers: { cookie: kiosk.company.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/kiosk/status', headers: { cookie: kiosk.cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it("never lets a company list or revoke another company's devices", async () => {
    const owner = await activateKiosk('Propriétaire');
    const other = await registerCompany(testApp.app, 'Voisine');
    const [device] = await inject({
      method: 'GET',
      url: '/api/clock/devices',
      headers: { cookie: owner.company.cookie },
    }).then((response) => response.json());
    const list = await inject({
      method: 'GET',
      url: '/api/clock/devices',
      headers: { cookie: other.cookie },
    });
    expect(list.json()).toEqual([]);
    for (const url of [`/api/clock/devices/${device.id}`, '/api/clock/devices/pas-un-uuid']) {
      const revoke = await inject({ method: 'DELETE', url, headers: { cookie: other.cookie } });
      expect(revoke.statusCode).toBe(404);
    }
    expect(
      (await inject({ method: 'GET', url: '/api/kiosk/status', headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('punching', () => {
  it('clocks in, then out, and records the last clock-in time', async () => {
    const kiosk = await activateKiosk('Bascule');
    const employeeId = await addEmployee(kiosk.companyId, 'Zoé', '111111');

    const arrival = await punch(kiosk, '111111', { punchedAt: new Date(Date.now() - 8 * HOUR) });
    expect(arrival.statusCode).toBe(200);
    expect(arrival.json()).toMatchObject({ kind: 'in', firstName: 'Zoé', previousEntryFlagged: false });
    const departure = await punch(kiosk, '111111');
    expect(departure.json()).toMatchObject({ kind: 'out', firstName: 'Zoé' });

    const entries = await entriesOf(employeeId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.clockOut).not.toBeNull();
    // 'Dernier pointage' is the arrival, wherever the Employés routes show the employee; a late punch
    // typed before it opened nothing and leaves it.
    const late = await punch(kiosk, '111111', { punchedAt: new Date(Date.now() - 9 * HOUR) });
    expect(late.json().error.code).toBe('PUNCH_OUT_OF_ORDER');
    const owner = { cookie: kiosk.company.cookie };
    const shown = await inject({ method: 'GET', url: `/api/employees/${employeeId}`, headers: owner });
    expect(shown.json().lastCheckInTime).toBe(arrival.json().at);
    const list = await inject({ method: 'GET', url: '/api/employees', headers: owner });
    expect(list.json().employees.map((row: Employee) => [row.firstName, row.lastCheckInTime])).toEqual([
      ['Direction', null],
      ['Zoé', arrival.json().at],
    ]);
    const newPin = await inject({
      method: 'PUT',
      url: `/api/employees/${employeeId}/pin`,
      headers: owner,
      payload: { pinCode: '121212' },
    });
    expect(newPin.json().lastCheckInTime).toBe(arrival.json().at);
  });

  it('flags an entry left open over 16 hours instead of joining it, and starts a new one', async () => {
    const kiosk = await activateKiosk('Oubli');
    const employeeId = await addEmployee(kiosk.companyId, 'Hugo', '222222');
    await punch(kiosk, '222222', { punchedAt: new Date(Date.now() - 17 * HOUR) });

    const next = await punch(kiosk, '222222');
    expect(next.json()).toMatchObject({ kind: 'in', previousEntryFlagged: true });
    const entries = await entriesOf(employeeId);
    expect(entries.map((entry) => [entry.missingClockOut, entry.clockOut])).toEqual([
      [true, null],
      [false, null],
    ]);
  });

  it('dates a punch by the app clock, not by the machine running it', async () => {
    frozenAt = new Date('2030-03-04T08:00:00Z');
    const kiosk = await activateKiosk('Horloge');
    await addEmployee(kiosk.companyId, 'Jade', '131313');
    const arrival = await punch(kiosk, '131313', { punchedAt: new Date('2030-03-04T07:58:00Z') });
    expect(arrival.json()).toMatchObject({ kind: 'in', at: '2030-03-04T07:58:00.000Z' });
  });

  it("says 'Code PIN inconnu' for an unknown PIN and for another company's employee", async () => {
    const kiosk = await activateKiosk('Étanche');
    const other = await activateKiosk('Autre maison');
    await addEmployee(other.companyId, 'Léa', '333333');

    for (const pin of ['999999', '333333']) {
      const response = await punch(kiosk, pin);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Code PIN inconnu');
    }
    expect(
      await db().select().from(timeEntries).where(eq(timeEntries.companyId, other.companyId)),
    ).toHaveLength(0);
  });

  it('refuses an archived employee', async () => {
    const kiosk = await activateKiosk('Archives');
    const employeeId = await addEmployee(kiosk.companyId, 'Paul', '444444');
    await db().update(employees).set({ archivedAt: new Date() }).where(eq(employees.id, employeeId));
    const response = await punch(kiosk, '444444');
    expect(response.json().error.message).toBe('Code PIN inconnu');
  });

  it('locks the pad after 5 wrong PINs in a minute, even for a right PIN, until the first is a minute old', async () => {
    frozenAt = new Date('2030-03-04T08:00:00Z');
    const kiosk = await activateKiosk('Verrou');
    await addEmployee(kiosk.companyId, 'Inès', '555555');
    const arrivalId = randomUUID();
    const arrival = await punch(kiosk, '555555', { id: arrivalId });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await punch(kiosk, '000000')).statusCode);
      moveClock(10_000);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404]);

    const locked = await punch(kiosk, '555555');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Trop de codes erronés\u202f: le clavier est verrouillé.');
    expect(locked.json().error.details.lockedUntil).toBe('2030-03-04T08:01:00.000Z');
    const replay = await punch(kiosk, '555555', { id: arrivalId });
    expect(replay.json()).toEqual(arrival.json());

    frozenAt = new Date('2030-03-04T08:01:00Z');
    expect((await punch(kiosk, '555555')).statusCode).toBe(200);
    expect((await punch(kiosk, '000000')).statusCode).toBe(404);
    expect((await punch(kiosk, '555555')).statusCode).toBe(429);
  });

  it("gives no wrong PIN back for a right one\u202f: typing one's own PIN every fourth try is locked all the same", async () => {
    frozenAt = new Date('2030-03-04T08:00:00Z');
    const kiosk = await activateKiosk('Devineur');
    await addEmployee(kiosk.companyId, 'Rémi', '565656');
    const statuses = [];
    for (let round = 0; round < 3; round++) {
      for (let guess = 0; guess < 3; guess++) statuses.push((await punch(kiosk, '000000')).statusCode);
      statuses.push((await punch(kiosk, '565656')).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 200, 404, 404, 429, 429, 429, 429, 429, 429]);
  });

  it('locks the pad for 15 minutes once 20 wrong PINs were typed in an hour, and after each one more', async () => {
    frozenAt = new Date('2030-03-04T08:00:00Z');
    const kiosk = await activateKiosk('Verrou horaire');
    await addEmployee(kiosk.companyId, 'Alix', '575757');
    const statuses = [];
    for (let minute = 0; minute < 4; minute++) {
      frozenAt = new Date(Date.parse('2030-03-04T08:00:00Z') + minute * 2 * MINUTE);
      for (let guess = 0; guess < 5; guess++) statuses.push((await punch(kiosk, '000000')).statusCode);
    }
    expect(statuses).toEqual(Array(20).fill(404));

    frozenAt = new Date('2030-03-04T08:10:00Z');
    const locked = await punch(kiosk, '575757');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.details.lockedUntil).toBe('2030-03-04T08:21:00.000Z');

    frozenAt = new Date('2030-03-04T08:21:00Z');
    expect((await punch(kiosk, '000000')).statusCode).toBe(404);
    expect((await punch(kiosk, '575757')).json().error.details.lockedUntil).toBe('2030-03-04T08:36:00.000Z');

    // The first five guesses are over an hour old: the hour holds 16.
    frozenAt = new Date('2030-03-04T09:00:01Z');
    expect((await punch(kiosk, '575757')).statusCode).toBe(200);
  });

  it('checks 5 PINs of 100 wrong ones sent at once and refuses the rest unchecked, on this device only', async () => {
    const kiosk = await activateKiosk('Rafale');
    await addEmployee(kiosk.companyId, 'Lou', '585858');
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, index) => punch(kiosk, String(100_000 + index))),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect((await punch(kiosk, '585858')).statusCode).toBe(429);

    const otherDevice = await activateAnotherKiosk(kiosk);
    expect((await punch(otherDevice, '585858')).statusCode).toBe(200);
  });

  it('answers a replayed punch id with its first result and records it once', async () => {
    const kiosk = await activateKiosk('Rejeu');
    const employeeId = await addEmployee(kiosk.companyId, 'Noé', '666666');
    const id = randomUUID();
    const punchedAt = new Date(Date.now() - 60_000);
    const first = await punch(kiosk, '666666', { id, punchedAt });
    const again = await punch(kiosk, '666666', { id, punchedAt });
    expect(again.json()).toEqual(first.json());

    const simultaneousId = randomUUID();
    const simultaneous = await Promise.all([
      punch(kiosk, '666666', { id: simultaneousId }),
      punch(kiosk, '666666', { id: simultaneousId }),
    ]);
    expect(simultaneous[0]!.json()).toEqual(simultaneous[1]!.json());

    expect(await entriesOf(employeeId)).toHaveLength(1);
    const punches = await db().select().from(clockPunches).where(eq(clockPunches.employeeId, employeeId));
    expect(punches).toHaveLength(2);
  });

  it("keeps one punch id sent by two companies' kiosks apart, each answered with its own punch", async () => {
    const first = await activateKiosk('Même identifiant A');
    const second = await activateKiosk('Même identifiant B');
    await addEmployee(first.companyId, 'Anna', '141414');
    await addEmployee(second.companyId, 'Bruno', '141414');
    const id = randomUUID();

    const fromFirst = await punch(first, '141414', { id });
    const fromSecond = await punch(second, '141414', { id });
    expect([fromFirst.statusCode, fromSecond.statusCode]).toEqual([200, 200]);
    expect(fromFirst.json()).toMatchObject({ kind: 'in', firstName: 'Anna' });
    expect(fromSecond.json()).toMatchObject({ kind: 'in', firstName: 'Bruno' });
    expect((await punch(second, '141414', { id })).json()).toEqual(fromSecond.json());
  });

  it('never opens two entries when two kiosks punch one employee at the same instant', async () => {
    const kiosk = await activateKiosk('Deux bornes');
    await withoutDoubleTapWindow(kiosk);
    const otherKiosk = await activateAnotherKiosk(kiosk);
    const employeeId = await addEmployee(kiosk.companyId, 'Sam', '777777');
    const punchedAt = new Date();
    const results = await Promise.all([
      punch(kiosk, '777777', { punchedAt }),
      punch(otherKiosk, '777777', { punchedAt }),
    ]);
    expect(results.map((result) => result.json().kind).sort()).toEqual(['in', 'out']);
    const open = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(timeEntries)
      .where(and(eq(timeEntries.employeeId, employeeId), sql`${timeEntries.clockOut} is null`));
    expect(open[0]!.n).toBe(0);
  });

  it('closes an entry once when two kiosks punch one employee at the same instant, the second punch opening the next', async () => {
    const kiosk = await activateKiosk('Deux bornes au départ');
    await withoutDoubleTapWindow(kiosk);
    const otherKiosk = await activateAnotherKiosk(kiosk);
    const employeeId = await addEmployee(kiosk.companyId, 'Lina', '787878');
    expect((await punch(kiosk, '787878', { punchedAt: new Date(Date.now() - HOUR) })).json().kind).toBe('in');
    const punchedAt = new Date();
    const results = await Promise.all([
      punch(kiosk, '787878', { punchedAt }),
      punch(otherKiosk, '787878', { punchedAt }),
    ]);
    expect(results.map((result) => result.json().kind).sort()).toEqual(['in', 'out']);
    const entries = await entriesOf(employeeId);
    expect(entries).toHaveLength(2);
    expect(entries.filter((entry) => entry.clockOut === null)).toHaveLength(1);
  });

  it("keeps a late punch older than the open entry for review, answers so, and leaves today's entry open", async () => {
    frozenAt = new Date('2030-03-05T09:00:00Z');
    const kiosk = await activateKiosk('Retardataire');
    const employeeId = await addEmployee(kiosk.companyId, 'Yanis', '161616');
    await punch(kiosk, '161616', { punchedAt: new Date('2030-03-05T07:00:00Z') });

    const lateId = randomUUID();
    const yesterdayEvening = new Date('2030-03-04T16:00:00Z');
    const late = await punch(kiosk, '161616', { id: lateId, punchedAt: yesterdayEvening });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      "Ce pointage est antérieur au dernier pointage enregistré\u202f: il est conservé pour que l'entreprise le vérifie.",
    );
    expect((await punch(kiosk, '161616', { id: lateId, punchedAt: yesterdayEvening })).json()).toEqual(
      late.json(),
    );
    const [kept] = await db().select().from(clockPunches).where(eq(clockPunches.id, lateId));
    expect(kept).toMatchObject({ kind: 'late', entryId: null, punchedAt: yesterdayEvening });

    const departure = await punch(kiosk, '161616');
    expect(departure.json()).toMatchObject({ kind: 'out', at: '2030-03-05T09:00:00.000Z' });
    const entries = await entriesOf(employeeId);
    expect(entries.map((entry) => [entry.clockIn.toISOString(), entry.clockOut?.toISOString()])).toEqual([
      ['2030-03-05T07:00:00.000Z', '2030-03-05T09:00:00.000Z'],
    ]);
  });

  it('keeps a punch typed more than 7 days ago for review instead of losing it, and opens no entry', async () => {
    frozenAt = new Date('2030-03-20T09:00:00Z');
    const kiosk = await activateKiosk('Tablette oubliée');
    const employeeId = await addEmployee(kiosk.companyId, 'Inès', '181818');
    const typedAt = new Date('2030-03-10T08:00:00Z');
    const punchId = randomUUID();
    const old = await punch(kiosk, '181818', { id: punchId, punchedAt: typedAt });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(CLOCK_MESSAGES.punchTooOldKept);
    expect((await punch(kiosk, '181818', { id: punchId, punchedAt: typedAt })).json()).toEqual(old.json());
    const [kept] = await db().select().from(clockPunches).where(eq(clockPunches.id, punchId));
    expect(kept).toMatchObject({ kind: 'late', entryId: null, punchedAt: typedAt });
    expect(await entriesOf(employeeId)).toEqual([]);
  });

  it('opens no entry in the past for a late punch older than the last departure', async () => {
    frozenAt = new Date('2030-03-05T13:00:00Z');
    const kiosk = await activateKiosk('Hors séquence');
    const employeeId = await addEmployee(kiosk.companyId, 'Chloé', '171717');
    await punch(kiosk, '171717', { punchedAt: new Date('2030-03-05T07:00:00Z') });
    await punch(kiosk, '171717', { punchedAt: new Date('2030-03-05T11:00:00Z') });

    const late = await punch(kiosk, '171717', { punchedAt: new Date('2030-03-05T09:00:00Z') });
    expect(late.statusCode).toBe(409);
    expect((await punch(kiosk, '171717')).json()).toMatchObject({ kind: 'in' });
    const entries = await entriesOf(employeeId);
    expect(
      entries.map((entry) => [entry.clockIn.toISOString(), entry.clockOut?.toISOString() ?? null]),
    ).toEqual([
      ['2030-03-05T07:00:00.000Z', '2030-03-05T11:00:00.000Z'],
      ['2030-03-05T13:00:00.000Z', null],
    ]);
  });

  it('refuses malformed punches in French', async () => {
    const kiosk = await activateKiosk('Bornes strictes');
    const malformed = await inject({
      method: 'POST',
      url: '/api/kiosk/punches',
      headers: { cookie: kiosk.cookie },
      payload: { id: 'pas-un-uuid', pin: '12', punchedAt: 'hier' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual(['id', 'pin', 'punchedAt']);
  });
});

describe('recent entries in the account', () => {
  it("shows a company its own entries and never another company's", async () => {
    const kiosk = await activateKiosk('Registre');
    const other = await activateKiosk('Registre voisin');
    await addEmployee(kiosk.companyId, 'Maya', '121212');
    await addEmployee(other.companyId, 'Tom', '121212');
    await punch(kiosk, '121212');
    await punch(other, '121212');

    const entries = await inject({
      method: 'GET',
      url: '/api/clock/entries',
      headers: { cookie: kiosk.company.cookie },
    });
    expect(entries.json().map((entry: { firstName: string }) => entry.firstName)).toEqual(['Maya']);
    const [company] = await db().select().from(companies).where(eq(companies.id, kiosk.companyId));
    expect(company!.name).toBe('Registre');
  });
});
