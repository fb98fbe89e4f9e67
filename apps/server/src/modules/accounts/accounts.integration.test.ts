import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS, cookieHeader, registerCompany, registrationFor } from '../../../test/accounts';
import { buildTestApp, createLogCapture, createRecordingMailer, type TestApp } from '../../../test/helper';
import { whileDatabaseRefuses } from '../../../test/refusing-writes';
import { loadConfig } from '../../config';
import { companies, employees } from '../../db/schema/accounts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema/auth';
import { createAuth } from './auth';
import { storedResetIdentifier } from './reset-tokens';

const mailer = createRecordingMailer();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ mailer });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const db = () => testApp.database.db;
const countRows = async (
  table: typeof authUsers | typeof authAccounts | typeof companies | typeof employees,
) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('registration', () => {
  it('creates the company on Gratuit, its director employee, and signs it in', async () => {
    const registration = registrationFor('Boulangerie Élodie');
    const response = await inject({ method: 'POST', url: '/api/account/register', payload: registration });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Compte créé avec succès' });
    const sessionCookie = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookie?.httpOnly).toBe(true);

    const account = await inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: cookieHeader(response) },
    });
    expect(account.statusCode).toBe(200);
    const company = account.json();
    expect(company).toMatchObject({
      name: 'Boulangerie Élodie',
      siret: registration.siret,
      email: registration.email,
      plan: 'Gratuit',
      pendingPlan: null,
      address: null,
    });
    expect(Math.abs(Date.parse(company.renewsAt) - Date.now())).toBeLessThan(60_000);

    const staff = await db().select().from(employees).where(eq(employees.companyId, company.id));
    expect(staff).toEqual([
      expect.objectContaining({
        firstName: 'Direction',
        lastName: 'Boulangerie Élodie',
        role: 'direction',
        zone: 'Toutes les zones',
        pinCode: '246810',
      }),
    ]);
    const [user] = await db().select().from(authUsers).where(eq(authUsers.id, company.id));
    expect(user?.email).toBe(registration.email);
    const [credential] = await db().select().from(authAccounts).where(eq(authAccounts.userId, company.id));
    expect(credential?.password).not.toContain(registration.password);
  });

  it('refuses bad input with the French messages of SPEC §5 and creates nothing', async () => {
    const before = await countRows(companies);
    const response = await inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { ...registrationFor('X'), passwordConfirmation: 'autre', directorPin: '12345', siret: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      siret: 'Le numéro SIRET doit contenir exactement 14 chiffres',
      directorPin: 'Le code PIN doit contenir exactement 6 chiffres',
      passwordConfirmation: 'Les mots de passe ne correspondent pas',
    });
    expect(await countRows(companies)).toBe(before);
  });

  it('refuses an e-mail or a SIRET that already has an account', async () => {
    const first = registrationFor('Premier');
    await inject({ method: 'POST', url: '/api/account/register', payload: first });

    const sameEmail = await inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { ...registrationFor('Second'), email: first.email.toUpperCase() },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe(ACCOUNT_MESSAGES.emailTaken);

    const sameSiret = await inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { ...registrationFor('Troisième'), siret: first.siret },
    });
    expect(sameSiret.statusCode).toBe(409);
    expect(sameSiret.json().error.message).toBe(ACCOUNT_MESSAGES.siretTaken);
  });

  it('lets only one of two simultaneous registrations of one e-mail through', async () => {
    const registration = registrationFor('Course');
    const responses = await Promise.all([
      inject({ method: 'POST', url: '/api/account/register', payload: registration }),
      inject({
        method: 'POST',
        url: '/api/account/register',
        payload: { ...registration, siret: registrationFor('B').siret },
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const users = await db().select().from(authUsers).where(eq(authUsers.email, registration.email));
    expect(users).toHaveLength(1);
  });

  it('leaves no row behind when a step fails half-way', async () => {
    const tables = [authUsers, authAccounts, companies, employees] as const;
    const before = await Promise.all(tables.map(countRows));
    const refused = {
      event: 'insert',
      table: 'employees',
      message: 'director insert refused for the test',
    } as const;
    await whileDatabaseRefuses(db(), refused, async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/account/register',
        payload: registrationFor('Échec'),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Erreur lors de la création du compte');
      expect(await Promise.all(tables.map(countRows))).toEqual(before);
    });
  });

  it('outside NODE_ENV=test, hashes and checks passwords with better-auth’s own full-cost scrypt', async () => {
    for (const NODE_ENV of ['production', 'development']) {
      const auth = createAuth({
        config: loadConfig({
          NODE_ENV,
          AUTH_SECRET: 'un-secret-de-test-de-trente-deux-caracteres',
          ALLOW_EMBEDDED_IN_PRODUCTION: 'true',
        }),
        db: db(),
        mailer,
        secret: 'un-secret-de-test-de-trente-deux-caracteres',
        log: testApp.app.log,
        now: () => new Date(),
      });
      const { password } = await auth.$context;
      expect([password.hash, password.verify]).toEqual([hashPassword, verifyPassword]);
    }
    // This app (NODE_ENV=test) stores a hash at the test cost, which the full cost refuses.
    const company = await registerCompany(testApp.app, 'Coût Réduit');
    const [credential] = await db()
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .innerJoin(authUsers, eq(authUsers.id, authAccounts.userId))
      .where(eq(authUsers.email, company.email));
    expect(await verifyPassword({ hash: credential!.password!, password: company.password })).toBe(false);
  });
});

describe('sign-in', () => {
  it("opens a 30-day session when 'remember me' is checked, a browser session otherwise", async () => {
    const company = await registerCompany(testApp.app, 'Souvenir');
    const remembered = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: company.email, password: company.password, rememberMe: true },
    });
    expect(remembered.statusCode).toBe(200);
    expect(remembered.json()).toEqual({ message: 'Connexion réussie', codeRequired: false });
    const longCookie = remembered.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(longCookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const forgotten = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: company.email, password: company.password, rememberMe: false },
    });
    const browserCookie = forgotten.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(browserCookie).toBeDefined();
    expect(browserCookie?.maxAge).toBeUndefined();
    expect(browserCookie?.expires).toBeUndefined();
  });

  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const company = await registerCompany(testApp.app, 'Discrète');
    const wrongPassword = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: company.email, password: 'mauvais-mot-de-passe' },
    });
    const unknownEmail = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: 'personne@exemple.fr', password: 'mauvais-mot-de-passe' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Erreur lors de la connexion. Vérifiez vos identifiants.');
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('slows down an e-mail after five failures, even with the right password', async () => {
    const company = await registerCompany(testApp.app, 'Obstinée');
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: company.email, password: `essai-${attempt}-incorrect` },
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: company.email, password: company.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Trop de tentatives de connexion/);
  });

  it('checks at most five of a hundred simultaneous wrong passwords for one e-mail and refuses the rest', async () => {
    const company = await registerCompany(testApp.app, 'Rafale');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { email: company.email, password: `essai-${attempt}-incorrect` },
          remoteAddress: `10.1.${Math.floor(attempt / 50)}.${(attempt % 50) + 1}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
  });

  it('checks at most twenty simultaneous sign-ins from one address and refuses the rest', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { email: `inconnu-${attempt}@exemple.fr`, password: 'mauvais-mot-de-passe' },
          remoteAddress: '192.0.2.20',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('forgets the failures of an e-mail once it signs in', async () => {
    const company = await registerCompany(testApp.app, 'Distraite');
    const signIn = (password: string) =>
      inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: company.email, password },
        remoteAddress: '192.0.2.21',
      });
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await signIn('faute-de-frappe')).statusCode).toBe(401);
    expect((await signIn(company.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await signIn('faute-de-frappe')).statusCode).toBe(401);
  });

  it('answers 503, not a wrong password, when the database fails, and does not count it as a failure', async () => {
    const company = await registerCompany(testApp.app, 'Panne');
    const signIn = () =>
      inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: company.email, password: company.password },
        remoteAddress: '192.0.2.22',
      });
    const refused = {
      event: 'insert',
      table: 'auth_sessions',
      message: 'session insert refused for the test',
    } as const;
    await whileDatabaseRefuses(db(), refused, async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await signIn();
        expect(response.statusCode).toBe(503);
        expect(response.json().error.message).toBe(
          'La connexion est momentanément indisponible. Veuillez réessayer dans quelques instants.',
        );
        expect(response.cookies).toHaveLength(0);
      }
    });
    expect((await signIn()).statusCode).toBe(200);
  });

  it('requires the e-mail and the password', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: "L'adresse e-mail est obligatoire",
      password: 'Le mot de passe est obligatoire',
    });
  });
});

describe('the session read', () => {
  it('answers who is signed in and nothing more (not the session token), or null', async () => {
    const company = await registerCompany(testApp.app, 'Lecture de session');
    const session = await inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: company.cookie },
    });
    expect(session.json()).toEqual({
      user: { id: expect.any(String), email: company.email, name: 'Lecture de session' },
    });
    const anonymous = await inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    // better-auth answers this one too, token included: it is not exposed.
    const posted = await inject({
      method: 'POST',
      url: '/api/auth/get-session',
      headers: { cookie: company.cookie },
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
  });
});

describe('sign-out', () => {
  it('revokes the session on the server', async () => {
    const company = await registerCompany(testApp.app, 'Départ');
    // A first read leaves the session in the guard's short cache: sign-out must still end it at once.
    const before = await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } });
    expect(before.statusCode).toBe(200);
    const signOut = await inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: company.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    const account = await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } });
    expect(account.statusCode).toBe(401);
    expect(account.json().error.message).toBe('Utilisateur non authentifié');
  });

  it('signs out with the empty JSON body the browser sends, whatever else a client sends', async () => {
    for (const payload of ['{}', `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
      const company = await registerCompany(testApp.app, 'Départ JSON');
      const signOut = await inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: company.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(signOut.statusCode).toBe(200);
      const account = await inject({
        method: 'GET',
        url: '/api/account',
        headers: { cookie: company.cookie },
      });
      expect(account.statusCode).toBe(401);
    }
  });
});

describe('password reset', () => {
  const resetLinkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(text);

  it('mails a single-use link, sets the new password and revokes every session', async () => {
    const company = await registerCompany(testApp.app, 'Oublieuse');
    const before = await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } });
    expect(before.statusCode).toBe(200);
    const request = await inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: company.email },
    });
    expect(request.statusCode).toBe(200);
    const mail = mailer.sent.findLast((message) => message.to === company.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Pointeo');
    const token = decodeURIComponent(resetLinkIn(mail!.text)![1]!);

    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'nouveau-mot-de-passe' },
    });
    expect(reset.statusCode).toBe(200);

    const oldSession = await inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: company.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    const signIn = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: company.email, password: 'nouveau-mot-de-passe' },
    });
    expect(signIn.statusCode).toBe(200);

    const reused = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'encore-un-autre' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: { code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.resetLinkInvalid },
    });
  });

  it('answers the same, in French, for an unknown address and mails nothing', async () => {
    const sentBefore = mailer.sent.length;
    const response = await inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'inconnu@exemple.fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: ACCOUNT_MESSAGES.resetInstructionsSent });
    expect(mailer.sent.length).toBe(sentBefore);
  });

  const requestLink = async (email: string, remoteAddress: string) => {
    await inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      remoteAddress,
    });
    const mail = mailer.sent.findLast((message) => message.to === email);
    return decodeURIComponent(resetLinkIn(mail!.text)![1]!);
  };
  const resetWith = (token: string, remoteAddress: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'nouveau-mot-de-passe' },
      remoteAddress,
    });

  it('refuses an older link once a newer one was used', async () => {
    const company = await registerCompany(testApp.app, 'Double demande');
    const older = await requestLink(company.email, '192.0.2.30');
    const newer = await requestLink(company.email, '192.0.2.30');
    expect((await resetWith(newer, '192.0.2.30')).statusCode).toBe(200);
    const late = await resetWith(older, '192.0.2.30');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('INVALID_TOKEN');
  });

  it('accepts only the newest of two links', async () => {
    const company = await registerCompany(testApp.app, 'Seul lien');
    const older = await requestLink(company.email, '192.0.2.31');
    const newer = await requestLink(company.email, '192.0.2.31');
    expect((await resetWith(older, '192.0.2.31')).statusCode).toBe(400);
    expect((await resetWith(newer, '192.0.2.31')).statusCode).toBe(200);
  });

  it('ends a link issued at the same time as the one used, by a concurrent request', async () => {
    const company = await registerCompany(testApp.app, 'Concurrence');
    const used = await requestLink(company.email, '192.0.2.32');
    const [row] = await db()
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, await storedResetIdentifier(`reset-password:${used}`)));
    // What a request served by another instance at that moment leaves behind.
    const concurrent = 'jeton-concurrent-de-test-0123';
    await db()
      .insert(authVerifications)
      .values({
        id: crypto.randomUUID(),
        identifier: await storedResetIdentifier(`reset-password:${concurrent}`),
        value: row!.value,
        expiresAt: row!.expiresAt,
      });
    expect((await resetWith(used, '192.0.2.32')).statusCode).toBe(200);
    expect((await resetWith(concurrent, '192.0.2.32')).statusCode).toBe(400);
  });

  it('keeps only a digest of the reset token in the database', async () => {
    const company = await registerCompany(testApp.app, 'Coffre');
    const token = await requestLink(company.email, '192.0.2.33');
    const rows = await db().select().from(authVerifications);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    expect(rows.map((row) => row.identifier)).toContain(
      await storedResetIdentifier(`reset-password:${token}`),
    );
  });

  it('refuses a malformed reset request field by field in French, before better-auth sees it', async () => {
    const cases = [
      [
        '/api/auth/request-password-reset',
        { email: 'pas-un-mail' },
        { email: "L'adresse e-mail n'est pas valide" },
      ],
      [
        '/api/auth/request-password-reset',
        { email: 'a\u0000@exemple.fr' },
        { email: "L'adresse e-mail n'est pas valide" },
      ],
      ['/api/auth/request-password-reset', {}, { email: "L'adresse e-mail est obligatoire" }],
      [
        '/api/auth/reset-password',
        { token: 'abc', newPassword: 'court' },
        { newPassword: 'Le mot de passe doit contenir au moins 8 caractères' },
      ],
      [
        '/api/auth/reset-password',
        { token: 'a\u0000', newPassword: 'nouveau-mot-de-passe' },
        { token: 'Ce champ contient un caractère non autorisé (caractère de contrôle).' },
      ],
      [
        '/api/auth/reset-password',
        { newPassword: 'nouveau-mot-de-passe' },
        { token: ACCOUNT_MESSAGES.resetLinkInvalid },
      ],
    ] as const;
    for (const [url, payload, fields] of cases) {
      const response = await inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
  });

  it("words better-auth's own refusals in French and keeps their status", async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'jeton-inconnu', newPassword: 'nouveau-mot-de-passe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.resetLinkInvalid },
    });
    const wrongMethod = await inject({ method: 'GET', url: '/api/auth/sign-out' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
  });

  it('refuses a link older than one hour', async () => {
    const company = await registerCompany(testApp.app, 'Tardive');
    await inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: company.email },
    });
    const token = decodeURIComponent(resetLinkIn(mailer.sent.at(-1)!.text)![1]!);
    await db()
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.identifier, await storedResetIdentifier(`reset-password:${token}`)));
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'nouveau-mot-de-passe' },
    });
    expect(reset.statusCode).toBe(400);
  });
});

describe('the account details', () => {
  it('saves the address, contact and phones with French validation', async () => {
    const company = await registerCompany(testApp.app, 'Complète');
    const details = COMPANY_DETAILS;
    const saved = await inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: company.cookie },
      payload: details,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(details);

    const invalid = await inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: company.cookie },
      payload: { ...details, postalCode: '6900' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      postalCode: 'Le code postal doit contenir exactement 5 chiffres',
    });
  });

  it('never changes the e-mail, SIRET, plan or another company, whatever the request says', async () => {
    const victim = await registerCompany(testApp.app, 'Victime');
    const attacker = await registerCompany(testApp.app, 'Attaquante');
    const victimAccount = (
      await inject({ method: 'GET', url: '/api/account', headers: { cookie: victim.cookie } })
    ).json();

    const response = await inject({
      method: 'PATCH',
      url: `/api/account?id=${victimAccount.id}`,
      headers: { cookie: attacker.cookie },
      payload: {
        id: victimAccount.id,
        email: 'pirate@exemple.fr',
        siret: '73282932000074',
        name: 'Nom pirate',
        plan: 'Premium',
        address: 'Adresse pirate',
        postalCode: '',
        city: '',
        phone: '',
        contactFirstName: '',
        contactLastName: '',
        contactMobile: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Attaquante',
      email: attacker.email,
      plan: 'Gratuit',
    });

    const victimAfter = (
      await inject({ method: 'GET', url: '/api/account', headers: { cookie: victim.cookie } })
    ).json();
    expect(victimAfter).toEqual(victimAccount);
  });

  it('answers 401 without a session', async () => {
    const response = await inject({ method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Utilisateur non authentifié');
  });
});

describe('the auth surface', () => {
  it("does not expose better-auth's own sign-up and sign-in", async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const response = await inject({
        method: 'POST',
        url,
        payload: { email: 'a@exemple.fr', password: 'x' },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a state-changing request sent from another site', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: 'https://site-malveillant.example' },
      payload: { email: 'a@exemple.fr', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps sessions in the database, not only in the cookie', async () => {
    const company = await registerCompany(testApp.app, 'Persistante');
    const account = (
      await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } })
    ).json();
    const sessions = await db().select().from(authSessions).where(eq(authSessions.userId, account.id));
    expect(sessions.length).toBeGreaterThan(0);
  });
});

describe('rate limits of the auth endpoints', () => {
  it('lets an office behind one address read its sessions freely', async () => {
    const company = await registerCompany(testApp.app, 'Grand Bureau');
    const reads = await Promise.all(
      Array.from({ length: 60 }, () =>
        inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: company.cookie } }),
      ),
    );
    expect(reads.every((response) => response.statusCode === 200)).toBe(true);
  });

  it('allows only a few password-reset requests a minute from one address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'inconnu@exemple.fr' },
        remoteAddress: '192.0.2.10',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the logs', () => {
  const logs = createLogCapture();
  let loggedApp: TestApp;
  beforeAll(async () => {
    loggedApp = await buildTestApp({ mailer, logStream: logs });
  });
  afterAll(() => loggedApp.close());

  it('keep the real cause of a failed registration, without the PIN the query was writing', async () => {
    const refused = {
      event: 'insert',
      table: 'employees',
      message: 'director insert refused for the test',
    } as const;
    await whileDatabaseRefuses(loggedApp.database.db, refused, async () => {
      const response = await loggedApp.app.inject({
        method: 'POST',
        url: '/api/account/register',
        payload: { ...registrationFor('Journal'), directorPin: '975318' },
      });
      expect(response.statusCode).toBe(500);
    });
    expect(logs.text()).toContain('director insert refused for the test');
    expect(logs.text()).not.toContain('975318');
  });

  it('never show the values of a query that failed inside better-auth', async () => {
    const company = await registerCompany(loggedApp.app, 'Journal Auth');
    await loggedApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: company.email },
      remoteAddress: '192.0.2.40',
    });
    const mail = mailer.sent.findLast((message) => message.to === company.email);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail!.text)![1]!);
    const refused = {
      event: 'update',
      table: 'auth_accounts',
      message: 'password update refused for the test',
    } as const;
    await whileDatabaseRefuses(loggedApp.database.db, refused, async () => {
      const reset = await loggedApp.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'nouveau-mot-de-passe' },
      });
      expect(reset.statusCode).toBe(500);
    });
    expect(logs.text()).toContain('password update refused for the test');
    expect(logs.text()).not.toMatch(/params: (?!\[redacted\])/);
    expect(logs.text()).not.toContain(token);
  });

  it('never show the token of a password reset link opened in the browser', async () => {
    await loggedApp.app.inject({ method: 'GET', url: '/reset-password?token=jeton-secret-1234' });
    expect(logs.text()).toContain('/reset-password?token=');
    expect(logs.text()).not.toContain('jeton-secret-1234');
  });
});
