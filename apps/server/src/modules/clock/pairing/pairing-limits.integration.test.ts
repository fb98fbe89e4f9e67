import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helper';

// A database per test: each limit is counted from zero.
let testApp: TestApp;
beforeEach(async () => {
  testApp = await buildTestApp();
});
afterEach(() => testApp.close());

async function freshCode() {
  const company = await registerCompany(testApp.app, 'Codes Devinés');
  const made = await testApp.app.inject({
    method: 'POST',
    url: '/api/clock/pairing-codes',
    headers: { cookie: company.cookie },
    payload: { name: 'Tablette' },
  });
  return made.json().code as string;
}

const pair = (code: string, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/kiosk/pairing', payload: { code }, remoteAddress });

describe('guessing pairing codes', () => {
  it('stops an address after 10 tries in a minute, even when its next guess is right', async () => {
    const code = await freshCode();
    for (let guess = 0; guess < 10; guess++) {
      expect((await pair('ZZZZ-ZZZZ', '192.0.2.7')).statusCode).toBe(400);
    }
    const stopped = await pair(code, '192.0.2.7');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.cookies).toEqual([]);
    expect((await pair(code, '192.0.2.8')).statusCode).toBe(201);
  });

  it('stops every address once 100 codes were looked up in a minute', async () => {
    const code = await freshCode();
    for (let guess = 0; guess < 100; guess++) {
      expect((await pair('ZZZZ-ZZZZ', `198.51.100.${guess + 1}`)).statusCode).toBe(400);
    }
    const stopped = await pair(code, '203.0.113.1');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: CLOCK_MESSAGES.tooManyPairingAttempts,
    });
    expect(stopped.cookies).toEqual([]);
  });
});
