import { AUDIT_FAILURE_REASONS } from '@pointeo/domain/audit';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, createRecordingMailer, type TestApp } from '../../../test/helper';
import { auditEvents } from '../../db/schema/audit';
import { authUsers } from '../../db/schema/auth';

const mailer = createRecordingMailer();
let testApp: TestApp;
let address = 0;

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const send = (options: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  cookie?: string;
  payload?: object;
  userAgent?: string;
}) =>
  testApp.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: `10.33.${Math.floor(address / 250) % 250}.${address++ % 250}`,
    headers: {
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.userAgent && { 'user-agent': options.userAgent }),
    },
    ...(options.payload && { payload: options.payload }),
  });

/** The cookies a browser keeps from an answer: those it sets, not those it clears. */
const keptCookies = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

/** What the member's authenticator app shows now, from the key written out on the page. */
const codeOf = (key: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp });

async function signIn(company: SignedInCompany, userAgent?: string) {
  return send({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: company.email, password: company.password },
    ...(userAgent && { userAgent }),
  });
}

/** Turns 2FA on for the company's owner: the key and recovery codes, and the new session cookie. */
async function enrol(company: SignedInCompany) {
  const setup = await send({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    cookie: company.cookie,
    payload: { password: company.password },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { key, recoveryCodes, otpauthUri, qrCodeSvg } = setup.json();
  const confirmed = await send({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    cookie: company.cookie,
    payload: { code: codeOf(key) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  company.cookie = keptCookies(confirmed);
  return { key: key as string, recoveryCodes: recoveryCodes as string[], otpauthUri, qrCodeSvg };
}

/** The first step with the password: the short-lived cookie of the code step. */
async function passwordStep(company: SignedInCompany) {
  const first = await signIn(company);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().codeRequired).toBe(true);
  return keptCookies(first);
}

const sendCode = (stepCookie: string, code: string) =>
  send({ method: 'POST', url: '/api/account/sign-in/code', cookie: stepCookie, payload: { code } });

beforeAll(async () => {
  testApp = await buildTestApp({ mailer });
});
afterAll(() => testApp.close());

describe('two-factor sign-in', () => {
  let company: SignedInCompany;
  let key: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    company = await registerCompany(testApp.app, 'Double Facteur');
  });

  it('asks for the current password before turning it on', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/account/two-factor/enable',
      cookie: company.cookie,
      payload: { password: 'pas-le-bon-mot-de-passe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      message: 'Mot de passe incorrect',
    });
  });

  it('refuses a wrong first code, then turns on with the code computed from the written-out key', async () => {
    const setup = await send({
      method: 'POST',
      url: '/api/account/two-factor/enable',
      cookie: company.cookie,
      payload: { password: company.password },
    });
    const wrongCode = codeOf(setup.json().key) === '000000' ? '111111' : '000000';
    const refused = await send({
      method: 'POST',
      url: '/api/account/two-factor/confirm',
      cookie: company.cookie,
      payload: { code: wrongCode },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const off = await send({ method: 'GET', url: '/api/account/security', cookie: company.cookie });
    expect(off.json()).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: null });

    ({ key, recoveryCodes } = await enrol(company));
    expect(key).toMatch(/^[A-Z2-7]+$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(
      (await testApp.database.db.select({ action: auditEvents.action }).from(auditEvents)).map(
        (row) => row.action,
      ),
    ).toContain('auth.two_factor_enabled');
    const on = await send({ method: 'GET', url: '/api/account/security', cookie: company.cookie });
    expect(on.json()).toEqual({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
      companyRequiresTwoFactor: false,
    });
  });

  it('gives an authenticator URI of Pointeo and its QR code', async () => {
    const other = await registerCompany(testApp.app, 'Autre Facteur');
    const { otpauthUri, qrCodeSvg } = await enrol(other);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Pointeo:/);
    expect(new URL(otpauthUri).searchParams.get('issuer')).toBe('Pointeo');
    expect(qrCodeSvg).toMatch(/^<svg/);
  });

  it('asks for a code after the password, and opens no session before it', async () => {
    const first = await signIn(company);
    expect(first.json()).toEqual({ message: expect.any(String), codeRequired: true });
    const stepCookie = keptCookies(first);
    expect(stepCookie).not.toMatch(/session_token/);
    const account = await send({ method: 'GET', url: '/api/account', cookie: stepCookie });
    expect(account.statusCode).toBe(401);
  });

  it('signs in with the code of the app', async () => {
    const stepCookie = await passwordStep(company);
    const second = await sendCode(stepCookie, codeOf(key));
    expect(second.statusCode, second.body).toBe(200);
    const account = await send({ method: 'GET', url: '/api/account', cookie: keptCookies(second) });
    expect(account.statusCode).toBe(200);
  });

  it('refuses a wrong code in French, without a session', async () => {
    const stepCookie = await passwordStep(company);
    const wrong = await sendCode(stepCookie, codeOf(key, Date.now() - 10 * 60_000));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'TWO_FACTOR_CODE_INVALID',
      message: "Code incorrect. Vérifiez l'heure de votre téléphone ou utilisez un code de secours.",
      fields: { code: expect.any(String) },
    });
    expect(keptCookies(wrong)).not.toMatch(/session_token/);

    // In the activity log: a failed sign-in of the member whose password was right.
    const [failed] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sign_in_failed'));
    const [owner] = await testApp.database.db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, company.email));
    expect(failed).toMatchObject({
      actorKind: 'member',
      actorUserId: owner?.id,
      details: { reason: AUDIT_FAILURE_REASONS.code },
    });
  });

  it('logs no failed sign-in for a wrong code sent without the step of a password', async () => {
    const before = await testApp.database.db.$count(
      auditEvents,
      eq(auditEvents.action, 'auth.sign_in_failed'),
    );
    expect((await sendCode('pointeo.two_factor=2fa-inconnu.signature', '000001')).statusCode).toBe(401);
    expect(await testApp.database.db.$count(auditEvents, eq(auditEvents.action, 'auth.sign_in_failed'))).toBe(
      before,
    );
  });

  it('ends the step after 5 wrong codes', async () => {
    const stepCookie = await passwordStep(company);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await sendCode(stepCookie, '000001')).statusCode).toBe(401);
    }
    const after = await sendCode(stepCookie, codeOf(key));
    expect(after.json().error.code).toBe('TWO_FACTOR_STEP_EXPIRED');
  });

  it('takes a recovery code once only', async () => {
    const code = recoveryCodes[0]!;
    const first = await sendCode(await passwordStep(company), code);
    expect(first.statusCode, first.body).toBe(200);
    expect(keptCookies(first)).toMatch(/session_token/);
    const again = await sendCode(await passwordStep(company), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const state = await send({ method: 'GET', url: '/api/account/security', cookie: keptCookies(first) });
    expect(state.json().recoveryCodesLeft).toBe(9);
  });

  it('makes new recovery codes with the password, and the old ones stop working', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/account/two-factor/recovery-codes',
      cookie: company.cookie,
      payload: { password: company.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh: string[] = response.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await sendCode(await passwordStep(company), recoveryCodes[1]!)).statusCode).toBe(401);
    recoveryCodes = fresh;
    expect((await sendCode(await passwordStep(company), fresh[0]!)).statusCode).toBe(200);
  });

  it('takes the code step through the bare form too', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    const first = await testApp.app.inject({
      method: 'POST',
      url: '/login?redirect=%2Faccount%3Ftab%3Dsecurity',
      headers: form,
      payload: new URLSearchParams({ email: company.email, password: company.password }).toString(),
    });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/login?etape=code&redirect=%2Faccount%3Ftab%3Dsecurity');
    const stepCookie = keptCookies(first);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/login/code?redirect=%2Faccount%3Ftab%3Dsecurity',
      headers: { ...form, cookie: stepCookie },
      payload: 'code=000001',
    });
    expect(wrong.headers.location).toBe('/login?etape=code&echec=code&redirect=%2Faccount%3Ftab%3Dsecurity');
    const right = await testApp.app.inject({
      method: 'POST',
      url: '/login/code?redirect=%2Faccount%3Ftab%3Dsecurity',
      headers: { ...form, cookie: stepCookie },
      payload: new URLSearchParams({ code: codeOf(key) }).toString(),
    });
    expect(right.headers.location).toBe('/account?tab=security');
    expect(keptCookies(right)).toMatch(/session_token/);
  });

  it('turns off with the password, and the next sign-in needs no code', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie: company.cookie,
      payload: { password: company.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    company.cookie = keptCookies(response);
    const next = await signIn(company);
    expect(next.json().codeRequired).toBe(false);
  });
});

/** Invites a Paie member into the owner's company and returns their sign-in and cookie. */
async function invitedMember(owner: SignedInCompany, name: string): Promise<SignedInCompany> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}@exemple.fr`;
  const before = mailer.sent.length;
  const invited = await send({
    method: 'POST',
    url: '/api/team/invitations',
    cookie: owner.cookie,
    payload: { email, role: 'payroll' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = (await mailer.whenSent(before + 1))[before]!;
  const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const password = 'un-mot-de-passe-solide';
  const accepted = await send({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { name, password },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return { email, password, companyName: owner.companyName, cookie: keptCookies(accepted) };
}

async function premium(company: SignedInCompany) {
  await testApp.database.db.execute(
    sql`update entreprises set abonnement = 'Premium' where nom = ${company.companyName}`,
  );
}

describe('a company that requires two-factor sign-in', () => {
  let owner: SignedInCompany;
  let member: SignedInCompany;

  beforeAll(async () => {
    owner = await registerCompany(testApp.app, 'Facteur Exigé');
    await premium(owner);
    member = await invitedMember(owner, 'Paul Paie');
  });

  it('is set by an administrator only', async () => {
    const refused = await send({
      method: 'PUT',
      url: '/api/account/two-factor-requirement',
      cookie: member.cookie,
      payload: { required: true },
    });
    expect(refused.statusCode).toBe(403);
    const done = await send({
      method: 'PUT',
      url: '/api/account/two-factor-requirement',
      cookie: owner.cookie,
      payload: { required: true },
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('lets a member without it reach only its enrolment, with a French 403 elsewhere', async () => {
    const team = await send({ method: 'GET', url: '/api/account/waiting', cookie: member.cookie });
    expect(team.statusCode).toBe(403);
    expect(team.json().error).toEqual({
      code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
      message:
        'Votre entreprise exige la double authentification\u202f: activez-la dans Sécurité pour accéder au reste du compte.',
    });
    const me = await send({ method: 'GET', url: '/api/account/me', cookie: member.cookie });
    expect(me.json().mustEnrolTwoFactor).toBe(true);
    const security = await send({ method: 'GET', url: '/api/account/security', cookie: member.cookie });
    expect(security.json()).toMatchObject({ twoFactorEnabled: false, companyRequiresTwoFactor: true });
    expect(
      (await send({ method: 'GET', url: '/api/account/sessions', cookie: member.cookie })).statusCode,
    ).toBe(200);
  });

  it('opens the rest once the member turned it on, which they cannot turn off', async () => {
    await enrol(member);
    const team = await send({ method: 'GET', url: '/api/account/waiting', cookie: member.cookie });
    expect(team.statusCode).toBe(200);
    const off = await send({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie: member.cookie,
      payload: { password: member.password },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
  });

  it('refuses the administrator too until they enrol', async () => {
    const team = await send({ method: 'GET', url: '/api/team', cookie: owner.cookie });
    expect(team.json().error?.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    await enrol(owner);
    expect((await send({ method: 'GET', url: '/api/team', cookie: owner.cookie })).statusCode).toBe(200);
  });
});

describe("the member's sessions", () => {
  let company: SignedInCompany;
  let intruder: SignedInCompany;
  let laptop: string;
  let phone: string;
  let tablet: string;

  beforeAll(async () => {
    company = await registerCompany(testApp.app, 'Sessions Multiples');
    intruder = await registerCompany(testApp.app, 'Autre Entreprise');
    laptop = keptCookies(await signIn(company, CHROME_WINDOWS));
    phone = keptCookies(await signIn(company, SAFARI_IPHONE));
    tablet = keptCookies(await signIn(company));
  });

  const sessionsSeenFrom = async (cookie: string) =>
    (await send({ method: 'GET', url: '/api/account/sessions', cookie })).json().sessions as {
      id: string;
      device: string;
      current: boolean;
      ip: string | null;
    }[];

  it('lists them with their device, marking this one', async () => {
    const sessions = await sessionsSeenFrom(laptop);
    expect(sessions.length).toBe(4);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: 'Chrome sur Windows', ip: expect.stringMatching(/^10\.33\./) }),
    ]);
    expect(sessions.map((session) => session.device)).toContain('Safari sur iPhone');
  });

  it("refuses another member's session as unknown", async () => {
    const phoneSession = (await sessionsSeenFrom(phone)).find((session) => session.current)!;
    const response = await send({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      cookie: intruder.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('SESSION_NOT_FOUND');
    expect((await send({ method: 'GET', url: '/api/account', cookie: phone })).statusCode).toBe(200);
  });

  it('ends one session at once, even just read through the cache', async () => {
    // Read just now: the session cache remembers it for a few seconds.
    expect((await send({ method: 'GET', url: '/api/account', cookie: phone })).statusCode).toBe(200);
    const phoneSession = (await sessionsSeenFrom(laptop)).find(
      (session) => session.device === 'Safari sur iPhone',
    )!;
    const response = await send({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      cookie: laptop,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await send({ method: 'GET', url: '/api/account', cookie: phone })).statusCode).toBe(401);
    expect((await send({ method: 'GET', url: '/api/account', cookie: laptop })).statusCode).toBe(200);
  });

  it('signs out the other devices, keeping this one', async () => {
    expect((await send({ method: 'GET', url: '/api/account', cookie: tablet })).statusCode).toBe(200);
    const response = await send({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      cookie: laptop,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await send({ method: 'GET', url: '/api/account', cookie: tablet })).statusCode).toBe(401);
    expect((await send({ method: 'GET', url: '/api/account', cookie: company.cookie })).statusCode).toBe(401);
    expect((await send({ method: 'GET', url: '/api/account', cookie: laptop })).statusCode).toBe(200);
    expect(await sessionsSeenFrom(laptop)).toEqual([expect.objectContaining({ current: true })]);
  });
});
