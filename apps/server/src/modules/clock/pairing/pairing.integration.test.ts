import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { kioskDevices, kioskPairingCodes } from '../../../db/schema/clock';

let testApp: TestApp;
/** The app's clock; a test that sets it is given back the real one when it ends. */
let frozenAt: Date | undefined;
beforeAll(async () => {
  testApp = await buildTestApp({
    now: () => frozenAt ?? new Date(),
    env: { BASE_URL: 'https://pointeo.example' },
  });
});
afterEach(() => {
  frozenAt = undefined;
});
afterAll(() => testApp.close());

const MINUTE = 60_000;
let tablets = 0;
const inject = (options: InjectOptions) => testApp.app.inject(options);

function createCode(company: SignedInCompany, name = 'Tablette accueil') {
  return inject({
    method: 'POST',
    url: '/api/clock/pairing-codes',
    headers: { cookie: company.cookie },
    payload: { name },
  });
}

/** A tablet with no cookie at all, each from its own address as in separate shops. */
function pair(code: unknown) {
  tablets++;
  return inject({
    method: 'POST',
    url: '/api/kiosk/pairing',
    payload: { code },
    remoteAddress: `10.251.${(tablets >> 8) & 255}.${tablets & 255}`,
  });
}

const kioskCookieOf = (response: Awaited<ReturnType<typeof pair>>) =>
  `pointeo_kiosk=${response.cookies.find((cookie) => cookie.name === 'pointeo_kiosk')!.value}`;

const devicesOf = async (company: SignedInCompany) =>
  (await inject({ method: 'GET', url: '/api/clock/devices', headers: { cookie: company.cookie } })).json();

const statusOf = (company: SignedInCompany, codeId: string) =>
  inject({ method: 'GET', url: `/api/clock/pairing-codes/${codeId}`, headers: { cookie: company.cookie } });

describe('a pairing code', () => {
  it('is made for the signed-in company: 8 characters, its QR code opening the kiosk, only its hash stored', async () => {
    const company = await registerCompany(testApp.app, 'Code Fait');
    const response = await createCode(company, 'Tablette caisse');
    expect(response.statusCode).toBe(201);
    const made = response.json();
    expect(made.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(made.deviceName).toBe('Tablette caisse');
    expect(made.pairingUrl).toBe(`https://pointeo.example/pointage?code=${made.code}`);
    expect(made.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(made.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(new Date(made.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * MINUTE);
    expect(new Date(made.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * MINUTE);

    const [stored] = await testApp.database.db
      .select()
      .from(kioskPairingCodes)
      .where(eq(kioskPairingCodes.id, made.id));
    const plain = made.code.replace('-', '');
    expect(JSON.stringify(stored)).not.toContain(plain);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await statusOf(company, made.id)).json()).toMatchObject({ status: 'pending' });
  });

  it('needs the company session to be made, read or cancelled; a kiosk credential is not one', async () => {
    const company = await registerCompany(testApp.app, 'Sans Session');
    const kiosk = kioskCookieOf(await pair((await createCode(company)).json().code));
    for (const cookie of [undefined, kiosk]) {
      const headers = cookie ? { cookie } : {};
      const made = await inject({
        method: 'POST',
        url: '/api/clock/pairing-codes',
        headers,
        payload: { name: 'Tablette' },
      });
      expect(made.statusCode).toBe(401);
      expect(made.json().error.code).toBe('UNAUTHENTICATED');
      const someId = '00000000-0000-4000-8000-000000000000';
      for (const method of ['GET', 'DELETE'] as const) {
        const answer = await inject({ method, url: `/api/clock/pairing-codes/${someId}`, headers });
        expect(answer.statusCode).toBe(401);
      }
    }
  });
});

describe('pairing a tablet', () => {
  it('makes it a kiosk of the code’s company with only the kiosk cookie: no session is set', async () => {
    const company = await registerCompany(testApp.app, 'Boulangerie Appariée');
    const made = (await createCode(company, 'Tablette vitrine')).json();

    const paired = await pair(made.code.toLowerCase());
    expect(paired.statusCode).toBe(201);
    expect(paired.json()).toEqual({ companyName: 'Boulangerie Appariée', message: CLOCK_MESSAGES.paired });
    expect(paired.cookies.map((cookie) => cookie.name)).toEqual(['pointeo_kiosk']);
    expect(paired.cookies[0]).toMatchObject({ httpOnly: true, path: '/api/kiosk', sameSite: 'Strict' });

    const kiosk = kioskCookieOf(paired);
    const status = await inject({ method: 'GET', url: '/api/kiosk/status', headers: { cookie: kiosk } });
    expect(status.json()).toEqual({
      companyName: 'Boulangerie Appariée',
      badgeScan: false,
      breaks: false,
      siteCode: false,
      queueKey: { id: expect.any(String), publicKey: expect.any(String) },
    });
    const account = await inject({ method: 'GET', url: '/api/account', headers: { cookie: kiosk } });
    expect(account.statusCode).toBe(401);
    expect((await devicesOf(company)).map((device: { name: string }) => device.name)).toEqual([
      'Tablette vitrine',
    ]);
    expect((await statusOf(company, made.id)).json()).toMatchObject({ status: 'used' });
  });

  it('works once: a second tablet with the same code is refused and no device is added', async () => {
    const company = await registerCompany(testApp.app, 'Usage Unique');
    const { code } = (await createCode(company)).json();
    expect((await pair(code)).statusCode).toBe(201);

    const again = await pair(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'PAIRING_CODE_USED',
      message: CLOCK_MESSAGES.pairingCodeUsed,
    });
    expect(again.cookies).toEqual([]);
    expect(await devicesOf(company)).toHaveLength(1);
  });

  it('pairs two tablets sending the same code at once only one time', async () => {
    const company = await registerCompany(testApp.app, 'Course');
    const { code } = (await createCode(company)).json();
    const answers = await Promise.all([pair(code), pair(code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await devicesOf(company)).toHaveLength(1);
  });

  it('refuses a code past its ten minutes, with the app’s clock', async () => {
    const company = await registerCompany(testApp.app, 'Code Périmé');
    frozenAt = new Date('2026-11-26T09:00:00Z');
    const early = (await createCode(company)).json();
    const late = (await createCode(company)).json();

    frozenAt = new Date('2026-11-26T09:09:59Z');
    expect((await pair(early.code)).statusCode).toBe(201);
    frozenAt = new Date('2026-11-26T09:10:00Z');
    const expired = await pair(late.code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({
      code: 'PAIRING_CODE_EXPIRED',
      message: CLOCK_MESSAGES.pairingCodeExpired,
    });
    expect((await statusOf(company, late.id)).json()).toMatchObject({ status: 'expired' });
    expect(await devicesOf(company)).toHaveLength(1);
  });

  it('pairs a tablet with the company whose code it is, never with another', async () => {
    const mine = await registerCompany(testApp.app, 'Ma Boutique');
    const theirs = await registerCompany(testApp.app, 'Leur Boutique');
    const myCode = (await createCode(mine, 'Ma tablette')).json();
    const theirCode = (await createCode(theirs, 'Leur tablette')).json();

    // The other company can neither see nor cancel my code.
    expect((await statusOf(theirs, myCode.id)).statusCode).toBe(404);
    const cancel = await inject({
      method: 'DELETE',
      url: `/api/clock/pairing-codes/${myCode.id}`,
      headers: { cookie: theirs.cookie },
    });
    expect(cancel.statusCode).toBe(404);

    const paired = await pair(theirCode.code);
    expect(paired.json().companyName).toBe('Leur Boutique');
    expect(await devicesOf(mine)).toEqual([]);
    expect((await devicesOf(theirs)).map((device: { name: string }) => device.name)).toEqual([
      'Leur tablette',
    ]);
    expect((await statusOf(mine, myCode.id)).json()).toMatchObject({ status: 'pending' });
  });

  it('refuses an unknown code and a malformed one in French, writing nothing', async () => {
    const company = await registerCompany(testApp.app, 'Code Faux');
    await createCode(company);
    const devicesBefore = await testApp.database.db.$count(kioskDevices);

    const unknown = await pair('ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'PAIRING_CODE_UNKNOWN',
      message: CLOCK_MESSAGES.pairingCodeUnknown,
    });
    for (const malformed of ['ABC', 'ABCD-23456', 'ABCU-2345', '', 12345678, null, 'x'.repeat(1000)]) {
      const answer = await pair(malformed);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
      expect(answer.json().error.message).toMatch(/^(Le code d'association|Ce champ)/);
      expect(answer.cookies).toEqual([]);
    }
    const missing = await inject({ method: 'POST', url: '/api/kiosk/pairing', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await testApp.database.db.$count(kioskDevices)).toBe(devicesBefore);
  });

  it('refuses a cancelled code; a used code cannot be cancelled', async () => {
    const company = await registerCompany(testApp.app, 'Code Annulé');
    const made = (await createCode(company)).json();
    const cancel = await inject({
      method: 'DELETE',
      url: `/api/clock/pairing-codes/${made.id}`,
      headers: { cookie: company.cookie },
    });
    expect(cancel.json()).toEqual({ message: CLOCK_MESSAGES.pairingCodeCanceled });
    expect((await pair(made.code)).json().error.code).toBe('PAIRING_CODE_UNKNOWN');
    expect((await statusOf(company, made.id)).statusCode).toBe(404);

    const used = (await createCode(company)).json();
    await pair(used.code);
    const late = await inject({
      method: 'DELETE',
      url: `/api/clock/pairing-codes/${used.id}`,
      headers: { cookie: company.cookie },
    });
    expect(late.statusCode).toBe(404);
    expect(await devicesOf(company)).toHaveLength(1);
  });
});

describe('activating the browser the company is signed in on', () => {
  it('makes it a kiosk and signs it out: its session cookie no longer opens the account', async () => {
    const company = await registerCompany(testApp.app, 'Navigateur Borne');
    expect(
      (await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } })).statusCode,
    ).toBe(200);

    const activation = await inject({
      method: 'POST',
      url: '/api/clock/devices',
      headers: { cookie: company.cookie },
      payload: { name: 'Poste accueil' },
    });
    expect(activation.statusCode).toBe(201);
    expect(activation.json().message).toBe(CLOCK_MESSAGES.browserActivated);
    const session = activation.cookies.find((cookie) => cookie.name.endsWith('pointeo.session_token'));
    expect(session?.value).toBe('');
    expect(session?.maxAge).toBe(0);

    for (const url of ['/api/account', '/api/clock/devices']) {
      const answer = await inject({ method: 'GET', url, headers: { cookie: company.cookie } });
      expect(answer.statusCode).toBe(401);
    }
    const kiosk = kioskCookieOf(activation);
    const status = await inject({ method: 'GET', url: '/api/kiosk/status', headers: { cookie: kiosk } });
    expect(status.json()).toEqual({
      companyName: 'Navigateur Borne',
      badgeScan: false,
      breaks: false,
      siteCode: false,
      queueKey: { id: expect.any(String), publicKey: expect.any(String) },
    });
  });
});
