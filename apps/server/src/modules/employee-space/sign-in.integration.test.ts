import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { addEmployeeAs, lastSpaceCodeSentTo, postFromNewAddress } from '../../../test/employee-space';
import { buildTestApp, createRecordingMailer, type TestApp } from '../../../test/helper';

/** The employee's own space (issue 30, decision 071): a code by e-mail and the PIN open it. */
const mailer = createRecordingMailer();
let now = new Date('2026-11-27T08:00:00Z');
let testApp: TestApp;
let company: SignedInCompany;
let other: SignedInCompany;
let zoeId: string;

const ZOE_EMAIL = 'zoe.martin@exemple.fr';
const ZOE_PIN = '482913';

const post = (url: string, payload: object) => postFromNewAddress(testApp.app, url, payload);

const askCode = (email = ZOE_EMAIL) => post('/api/employee-space/codes', { email });

const lastCodeSentTo = (email: string) => lastSpaceCodeSentTo(mailer.sent, email);

const spaceCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'pointeo_employee');
  return cookie ? `pointeo_employee=${cookie.value}` : '';
};

const addEmployee = (who: SignedInCompany, payload: object) =>
  addEmployeeAs(testApp.app, who.cookie, payload);

beforeAll(async () => {
  testApp = await buildTestApp({ mailer, now: () => now });
  company = await registerCompany(testApp.app, 'Espace Salarié');
  other = await registerCompany(testApp.app, 'Espace Autre');
  zoeId = await addEmployee(company, {
    firstName: 'Zoé',
    lastName: 'Martin',
    pinCode: ZOE_PIN,
    email: 'Zoe.Martin@exemple.fr',
  });
});

afterAll(() => testApp.close());

describe("the employee's space sign-in", () => {
  it('mails a code to the address of an employee form, and says the same for an unknown address', async () => {
    const known = await askCode('  ZOE.martin@exemple.fr ');
    expect(known.statusCode).toBe(202);
    expect(known.json().message).toBe(SPACE_MESSAGES.codeSent);
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: ZOE_EMAIL, subject: SPACE_MESSAGES.mailSubject('Espace Salarié') });
    expect(mail.text).toContain('Bonjour Zoé,');

    const sentBefore = mailer.sent.length;
    const unknown = await askCode('personne@exemple.fr');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().message).toBe(SPACE_MESSAGES.codeSent);
    expect(mailer.sent.length).toBe(sentBefore);
  });

  it('opens the space with the code and the PIN, once, and signs out', async () => {
    await askCode();
    const code = lastCodeSentTo(ZOE_EMAIL);
    const signedIn = await post('/api/employee-space/sessions', { email: ZOE_EMAIL, code, pin: ZOE_PIN });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json()).toEqual({
      employeeId: zoeId,
      firstName: 'Zoé',
      lastName: 'Martin',
      companyName: 'Espace Salarié',
    });
    const cookie = spaceCookie(signedIn);
    expect(signedIn.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/);
    expect(signedIn.headers['set-cookie']).toMatch(/Path=\/api\/me;/);

    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: 'Zoé', companyName: 'Espace Salarié' });

    // The code is spent.
    const again = await post('/api/employee-space/sessions', { email: ZOE_EMAIL, code, pin: ZOE_PIN });
    expect(again.statusCode).toBe(400);

    const out = await testApp.app.inject({ method: 'DELETE', url: '/api/me/session', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/Max-Age=0/);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('EMPLOYEE_NOT_SIGNED_IN');
  });

  it('refuses a wrong PIN or a wrong code with one message, and spends a code after five wrong tries', async () => {
    await askCode();
    const code = lastCodeSentTo(ZOE_EMAIL);
    const wrongPin = await post('/api/employee-space/sessions', { email: ZOE_EMAIL, code, pin: '000000' });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().error).toMatchObject({
      code: 'SPACE_SIGN_IN_FAILED',
      message: SPACE_MESSAGES.signInFailed,
    });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 4; attempt++) {
      const refused = await post('/api/employee-space/sessions', {
        email: ZOE_EMAIL,
        code: wrongCode,
        pin: ZOE_PIN,
      });
      expect(refused.json().error.message).toBe(SPACE_MESSAGES.signInFailed);
    }
    // Five wrong tries: the right code and PIN no longer open anything.
    const spent = await post('/api/employee-space/sessions', { email: ZOE_EMAIL, code, pin: ZOE_PIN });
    expect(spent.statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await askCode();
    const code = lastCodeSentTo(ZOE_EMAIL);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const late = await post('/api/employee-space/sessions', { email: ZOE_EMAIL, code, pin: ZOE_PIN });
    expect(late.statusCode).toBe(400);
  });

  it('sends at most five codes an hour to one employee', async () => {
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const before = mailer.sent.length;
    for (let request = 0; request < 7; request++) expect((await askCode()).statusCode).toBe(202);
    expect(mailer.sent.length - before).toBe(5);
    now = new Date(now.getTime() + 61 * 60 * 1000);
    await askCode();
    expect(mailer.sent.length - before).toBe(6);
  });

  it("never opens an archived employee's space, nor a space with another company's session", async () => {
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const hugoId = await addEmployee(other, {
      firstName: 'Hugo',
      lastName: 'Petit',
      pinCode: '777111',
      email: 'hugo@exemple.fr',
    });
    await askCode('hugo@exemple.fr');
    const signedIn = await post('/api/employee-space/sessions', {
      email: 'hugo@exemple.fr',
      code: lastCodeSentTo('hugo@exemple.fr'),
      pin: '777111',
    });
    const cookie = spaceCookie(signedIn);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json(),
    ).toMatchObject({
      firstName: 'Hugo',
      companyName: 'Espace Autre',
    });
    // Its company's session does not open the employee's space, nor does the employee's open the company's.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/employees', headers: { cookie } })).statusCode,
    ).toBe(401);

    const archived = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/employees/${hugoId}`,
      headers: { cookie: other.cookie },
      payload: { leavingDate: '2026-11-27' },
    });
    expect(archived.statusCode, archived.body).toBe(204);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    const before = mailer.sent.length;
    await askCode('hugo@exemple.fr');
    expect(mailer.sent.length).toBe(before);
    expect(zoeId).toBeTruthy();
  });
});
