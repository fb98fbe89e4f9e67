import { randomUUID } from 'node:crypto';
import type { Onboarding } from '@pointeo/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { pairKiosk } from '../../../test/kiosk';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const DIRECTOR_PIN = '246810';
const NOTHING_DONE: Onboarding = { employeeAdded: false, kioskActivated: false, punchRecorded: false };

function as(company: SignedInCompany, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie: company.cookie },
    ...(payload && { payload }),
  });
}

async function onboardingOf(company: SignedInCompany): Promise<Onboarding> {
  const response = await as(company, 'GET', '/api/account/onboarding');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function activateKiosk(company: SignedInCompany) {
  const { cookie } = await pairKiosk(testApp.app, company.cookie);
  const [device] = (await as(company, 'GET', '/api/clock/devices')).json();
  return { deviceId: device.id as string, cookie };
}

describe('the first steps of a new company', () => {
  it('starts with nothing done: the direction made at registration is not an added employee', async () => {
    expect(await onboardingOf(await registerCompany(testApp.app, 'Débuts'))).toEqual(NOTHING_DONE);
  });

  it('ticks each step from what the company did, and keeps it ticked after archiving or revoking', async () => {
    const company = await registerCompany(testApp.app, 'Premiers pas');
    const added = await as(company, 'POST', '/api/employees', { firstName: 'Zoé', lastName: 'Martin' });
    expect(await onboardingOf(company)).toEqual({ ...NOTHING_DONE, employeeAdded: true });

    const kiosk = await activateKiosk(company);
    expect(await onboardingOf(company)).toEqual({
      ...NOTHING_DONE,
      employeeAdded: true,
      kioskActivated: true,
    });

    const punch = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/punches',
      headers: { cookie: kiosk.cookie },
      payload: { id: randomUUID(), pin: DIRECTOR_PIN, punchedAt: new Date().toISOString() },
    });
    expect(punch.statusCode, punch.body).toBe(200);
    expect(await onboardingOf(company)).toEqual({
      employeeAdded: true,
      kioskActivated: true,
      punchRecorded: true,
    });

    expect((await as(company, 'DELETE', `/api/employees/${added.json().id}`)).statusCode).toBe(204);
    expect((await as(company, 'DELETE', `/api/clock/devices/${kiosk.deviceId}`)).statusCode).toBe(200);
    expect(await onboardingOf(company)).toEqual({
      employeeAdded: true,
      kioskActivated: true,
      punchRecorded: true,
    });
  });

  it("never counts another company's employees, kiosks or punches", async () => {
    const busy = await registerCompany(testApp.app, 'Entreprise active');
    await as(busy, 'POST', '/api/employees', { firstName: 'Luc', lastName: 'Petit' });
    const kiosk = await activateKiosk(busy);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/punches',
      headers: { cookie: kiosk.cookie },
      payload: { id: randomUUID(), pin: DIRECTOR_PIN, punchedAt: new Date().toISOString() },
    });
    const newcomer = await registerCompany(testApp.app, 'Nouvelle venue');
    expect(await onboardingOf(newcomer)).toEqual(NOTHING_DONE);
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/onboarding' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});
