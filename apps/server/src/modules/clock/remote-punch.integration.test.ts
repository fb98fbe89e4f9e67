import { randomUUID } from 'node:crypto';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSite } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
} from '../../../test/timesheets';
import { clockPunches, punchPositions } from '../../db/schema/clock';
import { sites } from '../../db/schema/sites';
import { purgePunchPositions, recordRemotePunch } from '.';

/** Clocking from a phone (issue 30 items 4 and 7, decision 069), below the route. */
const testApp = timesheetTestAppOfFile();
let company: Company;
let other: Company;
let siteId: string;
let zoeId: string;
let leoId: string;
let otherEmployeeId: string;

/** The site's position: Place Bellecour, Lyon. */
const SITE = { latitude: 45.7578, longitude: 4.832 };
/** About 110 m north of it. */
const NEAR = { latitude: 45.7588, longitude: 4.832, accuracy: 15 };
/** About 1.2 km north of it. */
const FAR = { latitude: 45.7686, longitude: 4.832, accuracy: 15 };

const db = () => testApp.database.db;

const setPlan = (companyId: string, plan: string) =>
  db().execute(sql`update entreprises set abonnement = ${plan} where id = ${companyId}`);

const setSite = (values: Partial<typeof sites.$inferInsert>) =>
  db().update(sites).set(values).where(eq(sites.id, siteId));

function punch(
  employeeId: string,
  at: Date,
  options: { id?: string; position?: { latitude: number; longitude: number; accuracy: number } } = {},
  who = { companyId: company.id, employeeId },
  site = siteId,
) {
  testApp.setNow(at);
  return recordRemotePunch(
    db(),
    who,
    { id: options.id ?? randomUUID(), punchedAt: at.toISOString(), position: options.position },
    'phone',
    site,
    at,
  );
}

const positionsOf = (companyId: string) =>
  db().select().from(punchPositions).where(eq(punchPositions.companyId, companyId));

async function setDoubleTapWindow(seconds: number) {
  const response = await company.request('PUT', '/api/timesheets/settings', {
    nightStart: '21:00',
    nightEnd: '06:00',
    alsaceMoselle: false,
    doublePunchWindowSeconds: seconds,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Téléphone Pointage');
  other = await companyWithKiosk(testApp, 'Téléphone Autre');
  zoeId = await company.addEmployee('Zoé', '250101');
  leoId = await company.addEmployee('Léo', '250102');
  otherEmployeeId = await other.addEmployee('Ines', '250103');
  const [site] = await db().select({ id: sites.id }).from(sites).where(eq(sites.companyId, company.id));
  siteId = site!.id;
  await setDoubleTapWindow(0);
});

describe('a phone punch refused', () => {
  it('when the site does not allow phone clocking, with nothing written', async () => {
    await setPlan(company.id, 'Standard');
    const before = await recordsOf(testApp, company.id);
    await expect(punch(zoeId, paris('2026-10-01', '08:00'))).rejects.toMatchObject({
      code: 'PHONE_CLOCKING_REFUSED',
      statusCode: 403,
      message: CLOCK_MESSAGES.phoneClockingRefused,
    });
    expect(await recordsOf(testApp, company.id)).toEqual(before);
  });

  it('on Gratuit, even with the setting on', async () => {
    await setSite({ phoneClocking: true });
    await setPlan(company.id, 'Gratuit');
    await expect(punch(zoeId, paris('2026-10-01', '08:00'))).rejects.toMatchObject({
      code: 'PHONE_CLOCKING_REFUSED',
      statusCode: 403,
    });
    await setPlan(company.id, 'Standard');
  });

  it('for another site than the employee’s', async () => {
    const elsewhere = await addSite(testApp, company.id, 'Entrepôt', null);
    await db().update(sites).set({ phoneClocking: true }).where(eq(sites.id, elsewhere));
    await expect(punch(zoeId, paris('2026-10-01', '08:00'), {}, undefined, elsewhere)).rejects.toMatchObject({
      code: 'PHONE_CLOCKING_REFUSED',
    });
  });

  it('for another company’s employee, whose records are never touched', async () => {
    await setPlan(other.id, 'Standard');
    await db().update(sites).set({ phoneClocking: true }).where(eq(sites.companyId, other.id));
    const before = await recordsOf(testApp, other.id);
    await expect(
      punch(
        otherEmployeeId,
        paris('2026-10-01', '08:00'),
        {},
        { companyId: company.id, employeeId: otherEmployeeId },
      ),
    ).rejects.toMatchObject({ code: 'EMPLOYEE_NOT_FOUND', statusCode: 404 });
    expect(await recordsOf(testApp, other.id)).toEqual(before);
  });
});

describe('a phone punch on a site that does not check positions', () => {
  it('toggles in and out like a kiosk punch, without a kiosk, and ignores a position sent anyway', async () => {
    const arrival = await punch(zoeId, paris('2026-10-02', '08:00'), { position: FAR });
    expect(arrival).toEqual({
      kind: 'in',
      firstName: 'Zoé',
      at: paris('2026-10-02', '08:00').toISOString(),
      previousEntryFlagged: false,
    });
    const departure = await punch(zoeId, paris('2026-10-02', '12:00'), { position: FAR });
    expect(departure).toMatchObject({ kind: 'out' });
    expect(departure.inZone).toBeUndefined();

    const { entries, punches } = await recordsOf(testApp, company.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      clockIn: paris('2026-10-02', '08:00'),
      clockOut: paris('2026-10-02', '12:00'),
    });
    expect(punches.map((row) => [row.kind, row.source, row.deviceId, row.siteId])).toEqual([
      ['in', 'phone', null, siteId],
      ['out', 'phone', null, siteId],
    ]);
    expect(await positionsOf(company.id)).toEqual([]);
  });
});

describe('a phone punch on a site that checks positions', () => {
  beforeAll(async () => {
    await setSite({
      checkPosition: true,
      ...SITE,
      radiusM: 200,
      positionJustification: 'Chantiers sans borne',
    });
  });

  it('needs the position: refused 400 without it, nothing recorded', async () => {
    const before = await recordsOf(testApp, company.id);
    await expect(punch(zoeId, paris('2026-10-05', '08:00'))).rejects.toMatchObject({
      code: 'POSITION_REQUIRED',
      statusCode: 400,
      message: CLOCK_MESSAGES.positionRequired,
    });
    expect(await recordsOf(testApp, company.id)).toEqual(before);
  });

  it('records a punch in the zone and one out of it, flagged, each with its position', async () => {
    const inId = randomUUID();
    const arrival = await punch(zoeId, paris('2026-10-05', '08:00'), { id: inId, position: NEAR });
    expect(arrival).toMatchObject({ kind: 'in', inZone: true });
    const outId = randomUUID();
    const departure = await punch(zoeId, paris('2026-10-05', '12:00'), { id: outId, position: FAR });
    expect(departure).toMatchObject({ kind: 'out', inZone: false });

    const positions = await positionsOf(company.id);
    const byPunch = new Map(positions.map((row) => [row.punchId, row]));
    expect(byPunch.get(inId)).toMatchObject({ ...{ latitude: NEAR.latitude }, accuracyM: 15, inZone: true });
    expect(byPunch.get(inId)!.distanceM).toBeGreaterThan(100);
    expect(byPunch.get(inId)!.distanceM).toBeLessThan(120);
    expect(byPunch.get(outId)).toMatchObject({ inZone: false, recordedAt: paris('2026-10-05', '12:00') });
    expect(byPunch.get(outId)!.distanceM).toBeGreaterThan(1_150);

    // The manager's 'Derniers pointages' mark the entry «Téléphone» and «Hors zone».
    const entries = (await company.request('GET', '/api/clock/entries')).json();
    const entry = entries.find(
      (row: { clockIn: string }) => row.clockIn === paris('2026-10-05', '08:00').toISOString(),
    );
    expect(entry).toMatchObject({ phone: true, outOfZoneDistanceM: byPunch.get(outId)!.distanceM });
    // So does the entry's history, punch by punch.
    const history = await company.request('GET', `/api/timesheets/entries/${entry.id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().punches).toEqual([
      expect.objectContaining({ kind: 'in', phone: true, outOfZoneDistanceM: null }),
      expect.objectContaining({
        kind: 'out',
        phone: true,
        outOfZoneDistanceM: byPunch.get(outId)!.distanceM,
      }),
    ]);
  });

  it('answers a replay as first recorded, writing nothing more', async () => {
    const id = randomUUID();
    const first = await punch(leoId, paris('2026-10-06', '08:00'), { id, position: FAR });
    const before = await recordsOf(testApp, company.id);
    const replay = await punch(leoId, paris('2026-10-06', '08:00'), { id, position: NEAR });
    expect(replay).toEqual(first);
    expect(replay.inZone).toBe(false);
    expect(await recordsOf(testApp, company.id)).toEqual(before);
    // Another employee sending that id is refused, and learns nothing of it.
    await expect(punch(zoeId, paris('2026-10-06', '08:05'), { id, position: NEAR })).rejects.toMatchObject({
      code: 'PUNCH_ID_TAKEN',
      statusCode: 409,
    });
  });

  it('records nothing for a double tap within the company’s window', async () => {
    await setDoubleTapWindow(60);
    await punch(leoId, paris('2026-10-06', '12:00'), { position: NEAR });
    const before = await recordsOf(testApp, company.id);
    await expect(
      punch(leoId, new Date(paris('2026-10-06', '12:00').getTime() + 30_000), { position: NEAR }),
    ).rejects.toMatchObject({
      code: 'PUNCH_ALREADY_RECORDED',
    });
    expect(await recordsOf(testApp, company.id)).toEqual(before);
    await setDoubleTapWindow(0);
  });

  it('answers twin requests of one punch with the one punch recorded', async () => {
    const id = randomUUID();
    const at = paris('2026-10-08', '08:00');
    const [first, second] = await Promise.all([
      punch(leoId, at, { id, position: NEAR }),
      punch(leoId, at, { id, position: NEAR }),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ kind: 'in', inZone: true });
    const { punches } = await recordsOf(testApp, company.id);
    expect(punches.filter((row) => row.id === id)).toHaveLength(1);
    expect((await positionsOf(company.id)).filter((row) => row.punchId === id)).toHaveLength(1);
  });
});

describe('the purge of positions', () => {
  it('deletes the positions over two months old, and keeps every punch', async () => {
    const punchesBefore = await db()
      .select({ id: clockPunches.id })
      .from(clockPunches)
      .where(eq(clockPunches.companyId, company.id));
    const kept = await positionsOf(company.id);
    expect(kept.length).toBeGreaterThan(0);

    // 2026-12-05 13:00 Paris: the positions of 5 October before noon are over two months old.
    const deleted = await purgePunchPositions(db(), new Date('2026-12-05T10:30:00Z'));
    const left = await positionsOf(company.id);
    expect(deleted).toBe(kept.length - left.length);
    expect(left.every((row) => row.recordedAt >= new Date('2026-10-05T10:30:00Z'))).toBe(true);
    expect(left.length).toBeGreaterThan(0);

    const later = await purgePunchPositions(db(), new Date('2027-01-01T00:00:00Z'));
    expect(later).toBe(left.length);
    expect(await positionsOf(company.id)).toEqual([]);
    const punchesAfter = await db()
      .select({ id: clockPunches.id })
      .from(clockPunches)
      .where(eq(clockPunches.companyId, company.id));
    expect(punchesAfter).toEqual(punchesBefore);
    // The entry keeps its «Téléphone» mark; «Hors zone» went with the position.
    const entries = (await company.request('GET', '/api/clock/entries')).json();
    expect(
      entries.every((row: { outOfZoneDistanceM: number | null }) => row.outOfZoneDistanceM === null),
    ).toBe(true);
  });
});

describe('a punch with a site code', () => {
  it('is recorded on the code’s site, marked as such, with no position read', async () => {
    const at = paris('2026-10-07', '08:00');
    testApp.setNow(at);
    const result = await recordRemotePunch(
      db(),
      { companyId: company.id, employeeId: zoeId },
      { id: randomUUID(), punchedAt: at.toISOString(), position: FAR },
      'site_code',
      siteId,
      at,
    );
    expect(result).toMatchObject({ kind: 'in' });
    expect(result.inZone).toBeUndefined();
    const [row] = await db()
      .select()
      .from(clockPunches)
      .where(and(eq(clockPunches.companyId, company.id), eq(clockPunches.punchedAt, at)));
    expect(row).toMatchObject({ source: 'site_code', deviceId: null, siteId });
  });
});

describe('the table', () => {
  it('refuses a kiosk punch without a kiosk', async () => {
    await expect(
      db().insert(clockPunches).values({
        id: randomUUID(),
        companyId: company.id,
        employeeId: zoeId,
        kind: 'late',
        punchedAt: new Date(),
        source: 'kiosk',
      }),
    ).rejects.toThrow();
  });
});
