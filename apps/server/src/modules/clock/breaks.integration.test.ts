import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
} from '../../../test/timesheets';

/** «Pauses sur la borne» (issue 30, decision 066): 'Départ' or 'Pause', then 'Fin de pause'. */
const testApp = timesheetTestAppOfFile();
let company: Company;
let zoeId: string;
const ZOE = '240101';
const DAY = '2026-11-10';

const punchWith = (pin: string, at: Date, action?: string, id = randomUUID()) => {
  testApp.setNow(at);
  return company.kioskRequest('POST', '/api/kiosk/punches', {
    id,
    pin,
    punchedAt: at.toISOString(),
    ...(action && { action }),
  });
};

const setPlan = (plan: string) =>
  testApp.database.db.execute(sql`update entreprises set abonnement = ${plan} where id = ${company.id}`);

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Pauses Borne');
  zoeId = await company.addEmployee('Zoé', ZOE);
  // Punches a few minutes apart in these tests are not double taps (decision 030).
  const window = await company.request('PUT', '/api/timesheets/settings', {
    nightStart: '21:00',
    nightEnd: '06:00',
    alsaceMoselle: false,
    doublePunchWindowSeconds: 0,
  });
  expect(window.statusCode, window.body).toBe(200);
});

describe('the breaks setting', () => {
  it('is off by default, turned on only on a plan with «Pointage avancé», and told to the kiosk', async () => {
    expect((await company.request('GET', '/api/clock/settings')).json()).toEqual({
      otherSitePunches: false,
      breaks: false,
      breaksInPlan: false,
    });
    const refused = await company.request('PUT', '/api/clock/settings', { breaks: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Pointage avancé/);
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json().breaks).toBe(false);

    await setPlan('Standard');
    const saved = await company.request('PUT', '/api/clock/settings', { breaks: true });
    expect(saved.statusCode, saved.body).toBe(200);
    // A change of one setting leaves the other as it was.
    expect(saved.json()).toEqual({ otherSitePunches: false, breaks: true, breaksInPlan: true });
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json().breaks).toBe(true);

    // Back on Gratuit, the kiosk stops offering breaks; the setting is kept for a return to Standard.
    await setPlan('Gratuit');
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json().breaks).toBe(false);
    await setPlan('Standard');
  });
});

describe('a punched break', () => {
  it('asks an employee who is in, records the break, ends it, and counts it as a break, not as work', async () => {
    // Out: the arrival is recorded at once, nothing to choose.
    const arrival = await punchWith(ZOE, paris(DAY, '08:00'), 'ask');
    expect(arrival.json()).toMatchObject({ kind: 'in', firstName: 'Zoé' });
    expect(arrival.json().breakPunch).toBeUndefined();

    // In: the kiosk is asked to offer the choice; nothing is recorded.
    const before = await recordsOf(testApp, company.id);
    const punchId = randomUUID();
    const asked = await punchWith(ZOE, paris(DAY, '12:00'), 'ask', punchId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ kind: 'choice', firstName: 'Zoé' });
    expect(await recordsOf(testApp, company.id)).toEqual(before);

    // 'Pause', under the same punch id.
    const onBreak = await punchWith(ZOE, paris(DAY, '12:00'), 'break', punchId);
    expect(onBreak.json()).toMatchObject({ kind: 'out', breakPunch: true });
    // A replay answers the same.
    expect((await punchWith(ZOE, paris(DAY, '12:00'), 'break', punchId)).json()).toEqual(onBreak.json());

    const back = await punchWith(ZOE, paris(DAY, '12:45'), 'ask');
    expect(back.json()).toMatchObject({ kind: 'in', breakPunch: true });

    const leaving = await punchWith(ZOE, paris(DAY, '17:00'), 'out');
    expect(leaving.json()).toMatchObject({ kind: 'out' });
    expect(leaving.json().breakPunch).toBeUndefined();

    const { punches } = await recordsOf(testApp, company.id);
    expect(punches.map((punch) => [punch.kind, punch.breakPunch])).toEqual([
      ['in', false],
      ['out', true],
      ['in', true],
      ['out', false],
    ]);

    const month = (
      await company.request('GET', `/api/timesheets/employees/${zoeId}/month?month=2026-11`)
    ).json();
    const day = month.days.find((item: { date: string }) => item.date === DAY);
    expect(day).toMatchObject({ workedMinutes: 8 * 60 + 15, breakMinutes: 45 });
  });

  it('ends no break the next morning: eleven hours or more is a rest between two days', async () => {
    const date = '2026-11-12';
    await punchWith(ZOE, paris(date, '08:00'));
    expect((await punchWith(ZOE, paris(date, '16:00'), 'break')).json()).toMatchObject({ breakPunch: true });
    const nextMorning = await punchWith(ZOE, paris('2026-11-13', '08:00'), 'ask');
    expect(nextMorning.json()).toMatchObject({ kind: 'in' });
    expect(nextMorning.json().breakPunch).toBeUndefined();
    await punchWith(ZOE, paris('2026-11-13', '16:00'), 'out');
  });

  it('applies a queued punch as ever: in if out, out if in, whatever it asked', async () => {
    const date = '2026-11-16';
    await punchWith(ZOE, paris(date, '08:00'));
    // Typed at 12:00, sent at 12:30 after the kiosk was offline: no one is there to choose.
    const typedAt = paris(date, '12:00');
    testApp.setNow(paris(date, '12:30'));
    const queued = await company.kioskRequest('POST', '/api/kiosk/punches', {
      id: randomUUID(),
      pin: ZOE,
      punchedAt: typedAt.toISOString(),
      action: 'ask',
    });
    expect(queued.json()).toMatchObject({ kind: 'out' });
    expect(queued.json().breakPunch).toBeUndefined();
  });

  it('ignores the choice when the setting is off', async () => {
    const saved = await company.request('PUT', '/api/clock/settings', { breaks: false });
    expect(saved.statusCode).toBe(200);
    const date = '2026-11-17';
    await punchWith(ZOE, paris(date, '08:00'));
    expect((await punchWith(ZOE, paris(date, '12:00'), 'ask')).json()).toMatchObject({ kind: 'out' });
    const notABreak = await punchWith(ZOE, paris(date, '13:00'), 'ask');
    expect(notABreak.json().breakPunch).toBeUndefined();
  });

  it('refuses an unknown action with a French message and records nothing', async () => {
    const before = await recordsOf(testApp, company.id);
    const response = await punchWith(ZOE, paris('2026-11-18', '08:00'), 'lunch');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Action de pointage invalide');
    expect(await recordsOf(testApp, company.id)).toEqual(before);
  });
});
