import { randomUUID } from 'node:crypto';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToSpace } from '../../../test/employee-space';
import { createRecordingMailer } from '../../../test/helper';
import { setPlan } from '../../../test/leave';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
} from '../../../test/timesheets';

/** 'Pointer' in the employee's own space: from the phone, or with a site's code (decisions 069, 070). */
const mailer = createRecordingMailer();
const testApp = timesheetTestAppOfFile({ mailer });
let company: Company;
let zoe: string;
let hugo: string;
let site: { id: string; name: string };

const punch = (cookie: string, body: object, at: Date) => {
  testApp.setNow(at);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/me/punches',
    headers: { cookie },
    payload: { id: randomUUID(), punchedAt: at.toISOString(), ...body },
  });
};

const siteCodeAt = async (at: Date) => {
  testApp.setNow(at);
  const shown = await company.kioskRequest('GET', '/api/kiosk/site-code');
  expect(shown.statusCode, shown.body).toBe(200);
  return shown.json().code as string;
};

beforeAll(async () => {
  testApp.setNow(paris('2026-11-20', '07:00'));
  company = await companyWithKiosk(testApp, 'Pointer Espace');
  await setPlan(testApp, company, 'Standard');
  for (const [firstName, pinCode, email] of [
    ['Zoé', '482913', 'zoe@exemple.fr'],
    ['Hugo', '771204', 'hugo@exemple.fr'],
  ] as const) {
    const added = await company.request('POST', '/api/employees', {
      firstName,
      lastName: 'Martin',
      pinCode,
      email,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  site = (await company.request('GET', '/api/sites')).json().sites[0];
  const saved = await company.request('PATCH', `/api/sites/${site.id}`, {
    name: site.name,
    phoneClocking: true,
    siteCode: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  zoe = await signInToSpace(testApp.app, mailer, 'zoe@exemple.fr', '482913');
  hugo = await signInToSpace(testApp.app, mailer, 'hugo@exemple.fr', '771204');
});

describe("'Pointer' in the employee's space", () => {
  it('says how the employee may punch, from his site and his plan', async () => {
    const punching = await testApp.app.inject({
      method: 'GET',
      url: '/api/me/punching',
      headers: { cookie: zoe },
    });
    expect(punching.json()).toEqual({ phone: true, position: false, siteCode: true });
  });

  it('punches from the phone, in then out, as a kiosk punch of the same site', async () => {
    const arrival = await punch(zoe, {}, paris('2026-11-20', '08:00'));
    expect(arrival.statusCode, arrival.body).toBe(200);
    expect(arrival.json()).toMatchObject({ kind: 'in', firstName: 'Zoé' });
    const departure = await punch(zoe, {}, paris('2026-11-20', '12:00'));
    expect(departure.json()).toMatchObject({ kind: 'out' });
    const { punches } = await recordsOf(testApp, company.id);
    expect(punches.map((row) => [row.kind, row.source, row.deviceId, row.siteId])).toEqual([
      ['in', 'phone', null, site.id],
      ['out', 'phone', null, site.id],
    ]);
  });

  it("punches with the code the site's kiosk shows, once per code, and not once it expired", async () => {
    const shownAt = paris('2026-11-20', '13:00');
    const code = await siteCodeAt(shownAt);
    const arrival = await punch(zoe, { siteCode: code }, new Date(shownAt.getTime() + 5_000));
    expect(arrival.statusCode, arrival.body).toBe(200);
    expect(arrival.json()).toMatchObject({ kind: 'in' });

    // Another employee may use the code on the screen; the same one may not use it twice.
    expect((await punch(hugo, { siteCode: code }, new Date(shownAt.getTime() + 8_000))).statusCode).toBe(200);
    const replayed = await punch(zoe, { siteCode: code }, new Date(shownAt.getTime() + 20_000));
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().error.message).toBe(SITE_CODE_MESSAGES.used);

    const late = await punch(
      zoe,
      { siteCode: await siteCodeAt(shownAt) },
      new Date(shownAt.getTime() + 120_000),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(SITE_CODE_MESSAGES.expired);

    const { punches } = await recordsOf(testApp, company.id);
    expect(punches.filter((row) => row.source === 'site_code')).toHaveLength(2);
  });

  it('answers a resent punch as the first time, without spending the code again', async () => {
    const shownAt = paris('2026-11-20', '17:00');
    const body = { id: randomUUID(), punchedAt: shownAt.toISOString(), siteCode: await siteCodeAt(shownAt) };
    const send = () =>
      testApp.app.inject({ method: 'POST', url: '/api/me/punches', headers: { cookie: zoe }, payload: body });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a forged code and a site code off the plan, and nothing is recorded', async () => {
    const before = await recordsOf(testApp, company.id);
    const forged = await punch(
      hugo,
      { siteCode: `PTS1.${site.id}.1.AAAAAAAAAAAAAAAAAAAAAA` },
      paris('2026-11-21', '08:00'),
    );
    expect(forged.statusCode).toBe(400);
    await setPlan(testApp, company, 'Gratuit');
    const offPlan = await punch(hugo, {}, paris('2026-11-21', '08:05'));
    expect(offPlan.statusCode).toBe(403);
    await setPlan(testApp, company, 'Standard');
    expect(await recordsOf(testApp, company.id)).toEqual(before);
  });

  it('refuses the phone when the site does not allow it, with the words of the clock', async () => {
    const saved = await company.request('PATCH', `/api/sites/${site.id}`, {
      name: site.name,
      siteCode: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await punch(zoe, {}, paris('2026-11-21', '09:00'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CLOCK_MESSAGES.phoneClockingRefused);
  });
});
