import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, createRecordingMailer, type TestApp } from '../../../test/helper';
import { companies } from '../../db/schema/accounts';
import { sites } from '../../db/schema/sites';

const DAY_MS = 86_400_000;
let clock = new Date('2026-11-26T10:00:00Z').getTime();
const mailer = createRecordingMailer();
let testApp: TestApp;
let owner: SignedInCompany;
let other: SignedInCompany;
let address = 0;

const send = (options: {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  cookie?: string;
  payload?: object;
}) =>
  testApp.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: `10.9.${Math.floor(address / 250) % 250}.${address++ % 250}`,
    ...(options.cookie && { headers: { cookie: options.cookie } }),
    ...(options.payload && { payload: options.payload }),
  });

async function setPlan(company: SignedInCompany, plan: string) {
  await testApp.database.db.execute(
    sql`update entreprises set abonnement = ${plan} where nom = ${company.companyName}`,
  );
}

/** The company's default site, made at sign-up. */
async function siteOf(company: SignedInCompany): Promise<string> {
  const [site] = await testApp.database.db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(and(eq(companies.name, company.companyName), isNull(sites.archivedAt)));
  return site!.id;
}

/** Invites an address and returns the link's token read from the mail. */
async function invite(by: SignedInCompany | string, email: string, role = 'payroll', siteIds?: string[]) {
  const cookie = typeof by === 'string' ? by : by.cookie;
  const before = mailer.sent.length;
  const response = await send({
    method: 'POST',
    url: '/api/team/invitations',
    cookie,
    payload: { email, role, ...(siteIds && { siteIds }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = (await mailer.whenSent(before + 1))[before]!;
  expect(mail.to).toBe(email.toLowerCase());
  return /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

async function accept(token: string, name = 'Inès Durand', password = 'un-mot-de-passe-solide') {
  return send({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { name, password } });
}

beforeAll(async () => {
  testApp = await buildTestApp({ mailer, now: () => new Date(clock) });
  owner = await registerCompany(testApp.app, 'Boulangerie Équipe');
  other = await registerCompany(testApp.app, 'Autre Maison');
  await setPlan(owner, 'Premium');
});

afterAll(() => testApp.close());

describe('the team', () => {
  it('starts with the owner as its Administrateur', async () => {
    const team = (await send({ method: 'GET', url: '/api/team', cookie: owner.cookie })).json();
    expect(team.members).toEqual([
      expect.objectContaining({ email: owner.email, role: 'admin', isOwner: true, isYou: true }),
    ]);
    expect(team.invitations).toEqual([]);
    expect(team.sites).toEqual([{ id: await siteOf(owner), name: expect.any(String) }]);
  });

  it("lists the company's live sites only, never another company's nor an archived one", async () => {
    const live = await siteOf(other);
    await testApp.database.db.execute(
      sql`insert into sites (company_id, name, archived_at) select company_id, 'Ancien dépôt', now() from sites where id = ${live}`,
    );
    const team = (await send({ method: 'GET', url: '/api/team', cookie: other.cookie })).json();
    expect(team.sites).toEqual([{ id: live, name: expect.any(String) }]);
  });

  it('lets an invited member accept, sign in with his own e-mail and password and see the company', async () => {
    const token = await invite(owner, 'Ines.Durand@Exemple.fr');
    const preview = await send({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json()).toEqual({
      companyName: 'Boulangerie Équipe',
      inviterName: 'Boulangerie Équipe',
      email: 'ines.durand@exemple.fr',
      role: 'payroll',
    });
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const account = await send({ method: 'GET', url: '/api/account', cookie: cookieHeader(accepted) });
    expect(account.statusCode).toBe(200);
    expect(account.json().name).toBe('Boulangerie Équipe');

    const signIn = await send({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: 'ines.durand@exemple.fr', password: 'un-mot-de-passe-solide' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(
      (await send({ method: 'GET', url: '/api/account', cookie: cookieHeader(signIn) })).json().name,
    ).toBe('Boulangerie Équipe');

    // Single use.
    const again = await accept(token, 'Autre', 'un-autre-mot-de-passe');
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/n'est plus valable/);
  });

  it('refuses an expired invitation, 7 days and 1 second after', async () => {
    const token = await invite(owner, 'tard@exemple.fr');
    clock += 7 * DAY_MS + 1_000;
    try {
      expect((await send({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(410);
      expect((await accept(token)).statusCode).toBe(410);
    } finally {
      clock -= 7 * DAY_MS + 1_000;
    }
  });

  it('refuses a revoked invitation', async () => {
    const token = await invite(owner, 'annulee@exemple.fr');
    const { invitations } = (await send({ method: 'GET', url: '/api/team', cookie: owner.cookie })).json();
    const id = invitations.find((row: { email: string }) => row.email === 'annulee@exemple.fr').id;
    expect(
      (await send({ method: 'DELETE', url: `/api/team/invitations/${id}`, cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await send({ method: 'DELETE', url: `/api/team/invitations/${id}`, cookie: owner.cookie })).statusCode,
    ).toBe(200);
    expect((await accept(token)).statusCode).toBe(410);
  });

  it('refuses an address that already has an account', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/team/invitations',
      cookie: owner.cookie,
      payload: { email: other.email, role: 'accountant' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Cette adresse e-mail a déjà un compte Pointeo');
  });

  it("changes a role, refuses a non-admin, protects the owner and other companies, and ends a removed member's sessions at once", async () => {
    const accepted = await accept(await invite(owner, 'compta@exemple.fr', 'accountant'));
    const memberCookie = cookieHeader(accepted);
    const { members } = (await send({ method: 'GET', url: '/api/team', cookie: owner.cookie })).json();
    const userId = members.find((row: { email: string }) => row.email === 'compta@exemple.fr').userId;
    const ownerId = members.find((row: { isOwner: boolean }) => row.isOwner).userId;

    // A non-admin manages nothing.
    expect((await send({ method: 'GET', url: '/api/team', cookie: memberCookie })).statusCode).toBe(403);
    expect(
      (
        await send({
          method: 'POST',
          url: '/api/team/invitations',
          cookie: memberCookie,
          payload: { email: 'x@exemple.fr', role: 'admin' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send({ method: 'DELETE', url: `/api/team/members/${ownerId}`, cookie: memberCookie }))
        .statusCode,
    ).toBe(403);

    // Another company's ids: as if they did not exist.
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await send({
        method,
        url: `/api/team/members/${userId}`,
        cookie: other.cookie,
        ...(method === 'PATCH' && { payload: { role: 'admin' } }),
      });
      expect(response.statusCode).toBe(404);
    }

    // Nobody changes or removes the owner.
    expect(
      (
        await send({
          method: 'PATCH',
          url: `/api/team/members/${ownerId}`,
          cookie: owner.cookie,
          payload: { role: 'payroll' },
        })
      ).statusCode,
    ).toBe(403);

    const siteId = await siteOf(owner);
    const changed = await send({
      method: 'PATCH',
      url: `/api/team/members/${userId}`,
      cookie: owner.cookie,
      payload: { role: 'site_manager', siteIds: [siteId] },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await send({ method: 'GET', url: '/api/team', cookie: owner.cookie })).json();
    expect(after.members.find((row: { userId: string }) => row.userId === userId)).toMatchObject({
      role: 'site_manager',
      siteIds: [siteId],
    });
    expect(
      (await send({ method: 'GET', url: '/api/account/me', cookie: memberCookie })).json().sites,
    ).toEqual([siteId]);

    expect((await send({ method: 'GET', url: '/api/account', cookie: memberCookie })).statusCode).toBe(200);
    expect(
      (await send({ method: 'DELETE', url: `/api/team/members/${userId}`, cookie: owner.cookie })).statusCode,
    ).toBe(200);
    expect((await send({ method: 'GET', url: '/api/account', cookie: memberCookie })).statusCode).toBe(401);
  });
});

describe("a Responsable de site's sites", () => {
  const inviteSiteManager = (siteIds?: string[]) =>
    send({
      method: 'POST',
      url: '/api/team/invitations',
      cookie: owner.cookie,
      payload: { email: 'responsable@exemple.fr', role: 'site_manager', ...(siteIds && { siteIds }) },
    });

  it('are required, must be live sites of the company, and come with the accepted invitation', async () => {
    const none = await inviteSiteManager();
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ siteIds: 'Choisissez au moins un site' });

    const foreign = await inviteSiteManager([await siteOf(other)]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.siteIds).toBe("Un des sites choisis n'existe pas ou est archivé");

    const siteId = await siteOf(owner);
    const token = await invite(owner, 'responsable@exemple.fr', 'site_manager', [siteId, siteId]);
    const { invitations } = (await send({ method: 'GET', url: '/api/team', cookie: owner.cookie })).json();
    expect(
      invitations.find((row: { email: string }) => row.email === 'responsable@exemple.fr').siteIds,
    ).toEqual([siteId]);
    const accepted = await accept(token, 'Rachid Benali');
    const me = (await send({ method: 'GET', url: '/api/account/me', cookie: cookieHeader(accepted) })).json();
    expect(me).toMatchObject({
      name: 'Rachid Benali',
      role: 'site_manager',
      isOwner: false,
      sites: [siteId],
    });
  });

  it('are ignored for a role that reaches every site', async () => {
    const accepted = await accept(await invite(owner, 'paie@exemple.fr', 'payroll', [await siteOf(owner)]));
    const me = (await send({ method: 'GET', url: '/api/account/me', cookie: cookieHeader(accepted) })).json();
    expect(me).toMatchObject({ role: 'payroll', sites: 'all' });
    const owners = (await send({ method: 'GET', url: '/api/account/me', cookie: owner.cookie })).json();
    expect(owners).toMatchObject({ role: 'admin', isOwner: true, sites: 'all' });
  });
});

describe('the plan limits', () => {
  it('keep the owner alone on Gratuit and allow 5 members, owner and pending invitations included, on Standard', async () => {
    const inviteOver = (email: string) =>
      send({
        method: 'POST',
        url: '/api/team/invitations',
        cookie: other.cookie,
        payload: { email, role: 'payroll' },
      });
    const freePlanRefusal = await inviteOver('seul@exemple.fr');
    expect(freePlanRefusal.statusCode).toBe(403);
    expect(freePlanRefusal.json().error.message).toMatch(/plan Standard/);

    await setPlan(other, 'Standard');
    for (const n of [1, 2, 3, 4]) await invite(other.cookie, `membre${n}@exemple.fr`);
    const fifth = await inviteOver('membre5@exemple.fr');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error.message).toBe(
      'Votre plan Standard permet 5 membres, vous compris\u202f: passez au plan Premium pour en inviter davantage.',
    );
  });
});
