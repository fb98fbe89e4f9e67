import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { LEGAL_DOCUMENTS_VERSION, TERMS_MESSAGES } from '@pointeo/domain/legal-documents';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerCompany, registrationFor, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, createRecordingMailer, type TestApp } from '../../../test/helper';
import { extractPdfText } from '../../../test/pdf-text';
import { companies } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { termsAcceptances } from '../../db/schema/terms';

const mailer = createRecordingMailer();
const NOW = new Date('2026-11-27T10:00:00Z');
let testApp: TestApp;
let address = 0;
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: `10.33.${Math.floor(address / 250)}.${address++ % 250}`, ...options });
const db = () => testApp.database.db;
const tooCommon = { error: { code: 'PASSWORD_TOO_COMMON', message: ACCOUNT_MESSAGES.passwordTooCommon } };

beforeAll(async () => {
  testApp = await buildTestApp({ mailer, now: () => NOW });
});
afterAll(() => testApp.close());

async function companyIdOf(company: SignedInCompany): Promise<string> {
  const [row] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, company.email));
  return row!.id;
}

describe('common passwords', () => {
  it('refuses one at registration, whatever its case, under the password field', async () => {
    const registration = {
      ...registrationFor('Mot Courant'),
      password: 'Azerty123',
      passwordConfirmation: 'Azerty123',
    };
    const response = await inject({ method: 'POST', url: '/api/account/register', payload: registration });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      ...tooCommon,
      error: { ...tooCommon.error, fields: { password: ACCOUNT_MESSAGES.passwordTooCommon } },
    });
    const [row] = await db().select().from(companies).where(eq(companies.email, registration.email));
    expect(row).toBeUndefined();
  });

  it('accepts a 128-character password at registration and at sign-in', async () => {
    const password = 'Long mot de passe, '.repeat(7).slice(0, 128);
    expect(password).toHaveLength(128);
    const registration = { ...registrationFor('Mot Long'), password, passwordConfirmation: password };
    const response = await inject({ method: 'POST', url: '/api/account/register', payload: registration });
    expect(response.statusCode, response.body).toBe(201);
    const signIn = await inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: registration.email, password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('refuses one at the password reset before better-auth sees it', async () => {
    const company = await registerCompany(testApp.app, 'Réinitialisation Courante');
    await inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: company.email },
    });
    const mail = mailer.sent.findLast((message) => message.to === company.email)!;
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);

    const refused = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'motdepasse' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(tooCommon);
    expect(refused.json().error.fields).toEqual({ newPassword: ACCOUNT_MESSAGES.passwordTooCommon });

    // The link was not used: a good password still goes through with it.
    const done = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'un-mot-de-passe-bien-a-moi' },
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("refuses one at an invitation's acceptance, and the invitation stays open", async () => {
    const company = await registerCompany(testApp.app, 'Équipe Courante');
    await db().execute(sql`update entreprises set abonnement = 'Premium' where email = ${company.email}`);
    const before = mailer.sent.length;
    const invited = await inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: { cookie: company.cookie },
      payload: { email: 'paie-courante@exemple.fr', role: 'payroll' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = (await mailer.whenSent(before + 1))[before]!;
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

    const refused = await inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { name: 'Paul Paie', password: 'Password1' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordTooCommon });

    const accepted = await inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { name: 'Paul Paie', password: 'un-mot-de-passe-solide' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('terms acceptance', () => {
  it('refuses a registration without the box ticked', async () => {
    for (const acceptTerms of [false, undefined]) {
      const registration = { ...registrationFor('Sans Conditions'), acceptTerms };
      const response = await inject({ method: 'POST', url: '/api/account/register', payload: registration });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ acceptTerms: TERMS_MESSAGES.required });
    }
  });

  it('stores who accepted which version when, with the company', async () => {
    const company = await registerCompany(testApp.app, 'Conditions Acceptées');
    const companyId = await companyIdOf(company);
    const rows = await db().select().from(termsAcceptances).where(eq(termsAcceptances.companyId, companyId));
    expect(rows).toEqual([
      expect.objectContaining({ userId: companyId, version: LEGAL_DOCUMENTS_VERSION, acceptedAt: NOW }),
    ]);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.companyId, companyId));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'legal.terms_accepted',
        actorUserId: companyId,
        details: { version: LEGAL_DOCUMENTS_VERSION },
        at: NOW,
      }),
    ]);
    const status = await inject({
      method: 'GET',
      url: '/api/account/terms',
      headers: { cookie: company.cookie },
    });
    expect(status.json()).toEqual({
      currentVersion: LEGAL_DOCUMENTS_VERSION,
      accepted: true,
      acceptedAt: NOW.toISOString(),
      acceptedVersion: LEGAL_DOCUMENTS_VERSION,
    });
  });

  it('asks again for a new version, and records the administrator who accepts it', async () => {
    const company = await registerCompany(testApp.app, 'Nouvelle Version');
    const companyId = await companyIdOf(company);
    // The company accepted an older version only.
    await db()
      .update(termsAcceptances)
      .set({ version: '2025-01-01', acceptedAt: new Date('2025-01-01T09:00:00Z') })
      .where(eq(termsAcceptances.companyId, companyId));

    const before = await inject({
      method: 'GET',
      url: '/api/account/terms',
      headers: { cookie: company.cookie },
    });
    expect(before.json()).toMatchObject({ accepted: false, acceptedVersion: '2025-01-01' });

    const stale = await inject({
      method: 'POST',
      url: '/api/account/terms',
      headers: { cookie: company.cookie },
      payload: { version: '2025-01-01', accepted: true },
    });
    expect(stale.statusCode).toBe(400);

    const accepted = await inject({
      method: 'POST',
      url: '/api/account/terms',
      headers: { cookie: company.cookie },
      payload: { version: LEGAL_DOCUMENTS_VERSION, accepted: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: true, acceptedVersion: LEGAL_DOCUMENTS_VERSION });
    const rows = await db().select().from(termsAcceptances).where(eq(termsAcceptances.companyId, companyId));
    expect(rows.map((row) => row.version).sort()).toEqual(['2025-01-01', LEGAL_DOCUMENTS_VERSION]);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.companyId, companyId));
    expect(events.filter((event) => event.action === 'legal.terms_accepted')).toHaveLength(2);
  });

  it('lets only an administrator accept for the company', async () => {
    const company = await registerCompany(testApp.app, 'Acceptation Réservée');
    await db().execute(sql`update entreprises set abonnement = 'Premium' where email = ${company.email}`);
    const before = mailer.sent.length;
    await inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: { cookie: company.cookie },
      payload: { email: 'comptable-conditions@exemple.fr', role: 'accountant' },
    });
    const mail = (await mailer.whenSent(before + 1))[before]!;
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const joined = await inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { name: 'Claire Comptable', password: 'un-mot-de-passe-solide' },
    });
    const accountant = cookieHeader(joined);

    const status = await inject({
      method: 'GET',
      url: '/api/account/terms',
      headers: { cookie: accountant },
    });
    expect(status.statusCode).toBe(200);
    const refused = await inject({
      method: 'POST',
      url: '/api/account/terms',
      headers: { cookie: accountant },
      payload: { version: LEGAL_DOCUMENTS_VERSION, accepted: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("the 'Notice d'information des salariés'", () => {
  it("is the company's own PDF: its name, address and SIRET, no biometrics, the retention, the CNIL", async () => {
    const company = await registerCompany(testApp.app, 'Fromagerie Notice');
    await db().execute(
      sql`update entreprises set adresse = '3 place du Marché', code_postal = '69002', ville = 'Lyon' where email = ${company.email}`,
    );
    const response = await inject({
      method: 'GET',
      url: '/api/account/employee-notice',
      headers: { cookie: company.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('notice-information-salaries.pdf');
    const text = await extractPdfText(response.rawPayload);
    expect(text).toContain('Fromagerie Notice');
    expect(text).toContain('3 place du Marché, 69002 Lyon');
    expect(text).toContain('SIRET');
    expect(text).toContain('Aucune donnée biométrique');
    expect(text).toContain('conservés 5 ans');
    expect(text).toContain('CNIL');
    expect(text).not.toContain('Pointage depuis votre téléphone');
  });

  it('says the geolocation rule once a site reads the position at a phone punch', async () => {
    const company = await registerCompany(testApp.app, 'Chantiers Notice');
    const companyId = await companyIdOf(company);
    await db().execute(
      sql`update sites set phone_clocking = true, check_position = true, latitude = 45.76, longitude = 4.83,
          position_justification = 'Chantiers sans borne' where company_id = ${companyId}`,
    );
    const response = await inject({
      method: 'GET',
      url: '/api/account/employee-notice',
      headers: { cookie: company.cookie },
    });
    const text = await extractPdfText(response.rawPayload);
    expect(text).toContain('Pointage depuis votre téléphone');
    expect(text).toContain('lue une seule fois, au moment où vous pointez');
    expect(text).toContain('supprimées après 2 mois');
  });

  it('is refused to a member who may not read the employees', async () => {
    const response = await inject({ method: 'GET', url: '/api/account/employee-notice' });
    expect(response.statusCode).toBe(401);
  });
});
