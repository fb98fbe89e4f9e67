import { randomUUID } from 'node:crypto';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/accounts';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
} from '../../../test/timesheets';

/** Double taps and 'Annuler ce pointage' (decision 030). */

const testApp = timesheetTestAppOfFile();
const SECOND = 1000;
// A Wednesday in the middle of March: every entry here feeds the month 2030-03 alone.
const DAY = '2030-03-13';
const EIGHT = paris(DAY, '08:02');
const after = (ms: number) => new Date(EIGHT.getTime() + ms);

/** Types the PIN on the company's kiosk, with the punch's id and typing time, the app's clock at `now`. */
function punchAt(company: Company, pin: string, at: Date, { id = randomUUID(), now = at } = {}) {
  testApp.setNow(now);
  return company.kioskRequest('POST', '/api/kiosk/punches', { id, pin, punchedAt: at.toISOString() });
}

function cancel(company: Company, pin: string, punchId: string, now: Date) {
  testApp.setNow(now);
  return company.kioskRequest('POST', '/api/kiosk/punches/cancel', { pin, punchId });
}

async function setWindow(company: Company, seconds: number) {
  const saved = await company.request('PUT', '/api/timesheets/settings', {
    nightStart: '21:00',
    nightEnd: '06:00',
    doublePunchWindowSeconds: seconds,
  });
  expect(saved.statusCode).toBe(200);
}

const errorOf = (response: LightMyRequestResponse) => response.json().error;

/** The entries and corrections a company holds, as plain values to compare before and after. */
async function entriesAndCorrections(company: Company) {
  const { entries, punches, corrections } = await recordsOf(testApp, company.id);
  return {
    entries: entries.map(({ id, clockIn, clockOut, deletedAt }) => ({ id, clockIn, clockOut, deletedAt })),
    punches: punches.map(({ id, kind }) => ({ id, kind })),
    corrections: corrections.length,
  };
}

describe('a double tap', () => {
  it('records one punch of two typed 10 s apart, and says when the first was taken', async () => {
    const company = await companyWithKiosk(testApp, 'Double tape');
    await company.addEmployee('Zoé', '101010');
    const firstId = randomUUID();
    expect((await punchAt(company, '101010', EIGHT, { id: firstId })).json()).toMatchObject({ kind: 'in' });

    const second = await punchAt(company, '101010', after(10 * SECOND));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toEqual({
      code: 'PUNCH_ALREADY_RECORDED',
      message: 'Zoé, arrivée déjà enregistrée à 08:02.',
      details: { punchId: firstId, punchedAt: EIGHT.toISOString(), kind: 'in' },
    });
    const { entries, punches } = await recordsOf(testApp, company.id);
    expect(punches.map((punch) => punch.id)).toEqual([firstId]);
    expect(entries.map((entry) => entry.clockOut)).toEqual([null]);
  });

  it('records both punches 61 s apart, an arrival and a departure', async () => {
    const company = await companyWithKiosk(testApp, 'Une minute passée');
    await company.addEmployee('Hugo', '111111');
    expect((await punchAt(company, '111111', EIGHT)).json().kind).toBe('in');
    expect((await punchAt(company, '111111', after(61 * SECOND))).json().kind).toBe('out');
    expect((await recordsOf(testApp, company.id)).punches).toHaveLength(2);
  });

  it('records both punches when the company set the window to 0', async () => {
    const company = await companyWithKiosk(testApp, 'Sans délai');
    await setWindow(company, 0);
    expect((await company.request('GET', '/api/timesheets/settings')).json()).toMatchObject({
      doublePunchWindowSeconds: 0,
    });
    await company.addEmployee('Inès', '121212');
    expect((await punchAt(company, '121212', EIGHT)).json().kind).toBe('in');
    expect((await punchAt(company, '121212', after(SECOND))).json().kind).toBe('out');
  });

  it('follows the window the company set: 120 s holds a punch 90 s later', async () => {
    const company = await companyWithKiosk(testApp, 'Délai long');
    await setWindow(company, 120);
    await company.addEmployee('Jade', '131313');
    await punchAt(company, '131313', EIGHT);
    expect(errorOf(await punchAt(company, '131313', after(90 * SECOND))).code).toBe('PUNCH_ALREADY_RECORDED');
    expect((await punchAt(company, '131313', after(120 * SECOND))).json().kind).toBe('out');
  });

  it('refuses a window outside 0 to 300 seconds in French, and keeps the one saved', async () => {
    const company = await companyWithKiosk(testApp, 'Délai borné');
    for (const seconds of [-1, 301, 1.5]) {
      const refused = await company.request('PUT', '/api/timesheets/settings', {
        nightStart: '21:00',
        nightEnd: '06:00',
        doublePunchWindowSeconds: seconds,
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields.doublePunchWindowSeconds).toBe(
        'Le délai de pointage en double doit être un nombre entier de secondes entre 0 et 300',
      );
    }
    expect((await company.request('GET', '/api/timesheets/settings')).json().doublePunchWindowSeconds).toBe(
      60,
    );
  });

  it('does not record a replayed offline punch typed within the window of the previous one', async () => {
    const company = await companyWithKiosk(testApp, 'Rejeu hors ligne');
    await company.addEmployee('Noé', '141414');
    // Typed offline 08:02:00 and 08:02:05, sent together at 08:30: the first counts, not the second.
    const receivedAt = after(28 * 60 * SECOND);
    expect((await punchAt(company, '141414', EIGHT, { now: receivedAt })).json().kind).toBe('in');
    const replayId = randomUUID();
    const replay = await punchAt(company, '141414', after(5 * SECOND), { id: replayId, now: receivedAt });
    expect(replay.statusCode).toBe(409);
    expect(errorOf(replay).code).toBe('PUNCH_ALREADY_RECORDED');
    // Sent once more (its answer lost): still nothing recorded.
    expect(
      (await punchAt(company, '141414', after(5 * SECOND), { id: replayId, now: receivedAt })).statusCode,
    ).toBe(409);
    const { punches, entries } = await recordsOf(testApp, company.id);
    expect(punches).toHaveLength(1);
    expect(entries).toHaveLength(1);
  });

  it('records one punch when two kiosks punch one employee at the same instant', async () => {
    const company = await companyWithKiosk(testApp, 'Deux bornes en double');
    const otherCookie = await company.pairAnotherKiosk('Tablette réserve');
    await company.addEmployee('Sam', '151515');
    testApp.setNow(EIGHT);
    const body = () => ({ id: randomUUID(), pin: '151515', punchedAt: EIGHT.toISOString() });
    const results = await Promise.all([
      company.kioskRequest('POST', '/api/kiosk/punches', body()),
      testApp.app.inject({
        method: 'POST',
        url: '/api/kiosk/punches',
        headers: { cookie: otherCookie },
        payload: body(),
      }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await recordsOf(testApp, company.id)).punches).toHaveLength(1);
  });
});

describe("'Annuler ce pointage'", () => {
  it('cancels an arrival: its entry is deleted with a correction, the punch kept, the next punch an arrival', async () => {
    const company = await companyWithKiosk(testApp, 'Annulation arrivée');
    const employeeId = await company.addEmployee('Léa', '161616');
    const arrivalId = randomUUID();
    await punchAt(company, '161616', EIGHT, { id: arrivalId });
    const entryId = (await recordsOf(testApp, company.id)).entries[0]!.id;

    const cancelled = await cancel(company, '161616', arrivalId, after(20 * SECOND));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ kind: 'in', message: 'Arrivée annulée.' });

    const { entries, punches, corrections } = await recordsOf(testApp, company.id);
    expect(entries.map((entry) => entry.deletedAt)).toEqual([after(20 * SECOND)]);
    expect(punches.map((punch) => [punch.id, punch.kind, punch.entryId])).toEqual([
      [arrivalId, 'in', entryId],
    ]);
    expect(corrections).toMatchObject([
      {
        entryId,
        kind: 'delete',
        before: { arrival: EIGHT.toISOString(), departure: null },
        after: null,
        reason: 'Annulé à la borne',
        punchId: arrivalId,
      },
    ]);
    const history = (await company.request('GET', `/api/timesheets/entries/${entryId}/history`)).json();
    expect(history.corrections[0].author.name).toBe("L'employé, à la borne");
    const shown = await company.request('GET', `/api/employees/${employeeId}`);
    expect(shown.json().lastCheckInTime).toBeNull();

    // Within a minute of the cancelled punch, yet a new arrival: a cancelled punch is no previous one.
    const next = await punchAt(company, '161616', after(30 * SECOND));
    expect(next.json()).toMatchObject({ kind: 'in', at: after(30 * SECOND).toISOString() });
    const live = (await recordsOf(testApp, company.id)).entries.filter((entry) => entry.deletedAt === null);
    expect(live.map((entry) => [entry.clockIn, entry.clockOut])).toEqual([[after(30 * SECOND), null]]);
  });

  it('cancels a departure: its entry is open again, and the next punch closes it', async () => {
    const company = await companyWithKiosk(testApp, 'Annulation départ');
    await company.addEmployee('Tom', '171717');
    const arrival = paris(DAY, '07:00');
    await punchAt(company, '171717', arrival);
    const departureId = randomUUID();
    expect((await punchAt(company, '171717', EIGHT, { id: departureId })).json().kind).toBe('out');

    const cancelled = await cancel(company, '171717', departureId, after(30 * SECOND));
    expect(cancelled.json()).toEqual({ kind: 'out', message: CLOCK_MESSAGES.departureCancelled });
    const { entries, corrections } = await recordsOf(testApp, company.id);
    expect(entries.map((entry) => [entry.clockIn, entry.clockOut, entry.deletedAt])).toEqual([
      [arrival, null, null],
    ]);
    expect(corrections).toMatchObject([
      {
        kind: 'edit',
        before: { arrival: arrival.toISOString(), departure: EIGHT.toISOString() },
        after: { arrival: arrival.toISOString(), departure: null },
        reason: 'Annulé à la borne',
        punchId: departureId,
      },
    ]);

    const next = await punchAt(company, '171717', after(40 * SECOND));
    expect(next.json()).toMatchObject({ kind: 'out' });
    const [entry] = (await recordsOf(testApp, company.id)).entries;
    expect(entry!.clockOut).toEqual(after(40 * SECOND));
  });

  it('refuses a wrong PIN, another employee, a punch no longer the latest, too late, twice, or from another company, writing nothing', async () => {
    const company = await companyWithKiosk(testApp, 'Annulation refusée');
    await company.addEmployee('Rémi', '181818');
    await company.addEmployee('Alix', '191919');
    const other = await companyWithKiosk(testApp, 'Annulation voisine');
    await other.addEmployee('Rémi bis', '181818');
    const punchId = randomUUID();
    await punchAt(company, '181818', EIGHT, { id: punchId });
    await punchAt(company, '191919', EIGHT);
    const before = await entriesAndCorrections(company);

    const refusals = [
      [await cancel(company, '000000', punchId, after(10 * SECOND)), 404, CLOCK_MESSAGES.unknownPin],
      [await cancel(company, '191919', punchId, after(10 * SECOND)), 409, CLOCK_MESSAGES.cancelNotLatest],
      [await cancel(other, '181818', punchId, after(10 * SECOND)), 409, CLOCK_MESSAGES.cancelNotLatest],
      [await cancel(other, '191919', punchId, after(10 * SECOND)), 404, CLOCK_MESSAGES.unknownPin],
      [await cancel(company, '181818', punchId, after(121 * SECOND)), 409, CLOCK_MESSAGES.cancelTooLate],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect([response.statusCode, errorOf(response).message]).toEqual([status, message]);
    }
    expect(await entriesAndCorrections(company)).toEqual(before);

    expect((await cancel(company, '181818', punchId, after(60 * SECOND))).statusCode).toBe(200);
    const twice = await cancel(company, '181818', punchId, after(70 * SECOND));
    expect([twice.statusCode, errorOf(twice).message]).toEqual([409, CLOCK_MESSAGES.cancelAlreadyDone]);

    // Punched again since: the older punch is not theirs to cancel at the kiosk any more.
    const laterId = randomUUID();
    await punchAt(company, '191919', after(90 * SECOND), { id: laterId });
    const alixFirst = (await recordsOf(testApp, company.id)).punches.find(
      (punch) => punch.id !== punchId && punch.id !== laterId,
    )!;
    const notLatest = await cancel(company, '191919', alixFirst.id, after(100 * SECOND));
    expect([notLatest.statusCode, errorOf(notLatest).message]).toEqual([409, CLOCK_MESSAGES.cancelNotLatest]);
    expect((await recordsOf(testApp, company.id)).corrections).toHaveLength(1);
  });

  it('refuses a cancellation without a kiosk credential', async () => {
    const company = await registerCompany(testApp.app, 'Sans borne');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/punches/cancel',
      headers: { cookie: company.cookie },
      payload: { pin: '246810', punchId: randomUUID() },
    });
    expect(response.statusCode).toBe(401);
  });
});

/**
 * Holds the company's month (as a validation would) on a connection of its own, until `release`:
 * a correction that locked the employee then waits behind it, with the employee still locked.
 */
async function holdMonth(companyId: string, month: string) {
  const pool = (testApp.database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  await connection.query('select pg_advisory_lock(hashtextextended($1, 0))', [`month ${companyId} ${month}`]);
  return {
    /** Until `count` statements of this database wait for a lock. */
    async waitForWaiters(count: number) {
      for (;;) {
        const { rows } = await connection.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      await connection.query('select pg_advisory_unlock_all()');
      connection.release();
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('a punch behind a correction of the same employee', () => {
  it('reads the clock state again after a company deleted the open entry while the punch waited', async () => {
    const company = await companyWithKiosk(testApp, 'Correction concurrente');
    await company.addEmployee('Yanis', '202020');
    await punchAt(company, '202020', paris(DAY, '07:00'));
    const [entry] = (await recordsOf(testApp, company.id)).entries;
    testApp.setNow(EIGHT);

    const month = await holdMonth(company.id, '2030-03');
    const deleting = company.request('DELETE', `/api/timesheets/entries/${entry!.id}`, { reason: 'Erreur' });
    await month.waitForWaiters(1);
    const punching = company.kioskRequest('POST', '/api/kiosk/punches', {
      id: randomUUID(),
      pin: '202020',
      punchedAt: EIGHT.toISOString(),
    });
    await month.waitForWaiters(2);
    await month.release();

    expect((await deleting).statusCode).toBe(200);
    // The entry it would have closed is deleted: the punch opens a new one.
    expect((await punching).json()).toMatchObject({ kind: 'in' });
    const live = (await recordsOf(testApp, company.id)).entries.filter((row) => row.deletedAt === null);
    expect(live.map((row) => [row.clockIn, row.clockOut])).toEqual([[EIGHT, null]]);
  });

  it('reads the clock state again after the employee cancelled their arrival while a punch waited', async () => {
    const company = await companyWithKiosk(testApp, 'Annulation concurrente');
    const otherKiosk = await company.pairAnotherKiosk('Tablette réserve');
    await company.addEmployee('Chloé', '212121');
    const arrivalId = randomUUID();
    await punchAt(company, '212121', EIGHT, { id: arrivalId });

    const month = await holdMonth(company.id, '2030-03');
    const cancelling = cancel(company, '212121', arrivalId, after(20 * SECOND));
    await month.waitForWaiters(1);
    // Past the window of the cancelled arrival: judged on a stale state it would close its entry.
    testApp.setNow(after(90 * SECOND));
    const punching = testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/punches',
      headers: { cookie: otherKiosk },
      payload: { id: randomUUID(), pin: '212121', punchedAt: after(90 * SECOND).toISOString() },
    });
    await month.waitForWaiters(2);
    await month.release();

    expect((await cancelling).statusCode).toBe(200);
    expect((await punching).json()).toMatchObject({ kind: 'in' });
    const live = (await recordsOf(testApp, company.id)).entries.filter((row) => row.deletedAt === null);
    expect(live.map((row) => [row.clockIn, row.clockOut])).toEqual([[after(90 * SECOND), null]]);
  });
});
