import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { SITE_MESSAGES, siteStillUsed } from '@pointeo/domain/sites';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { pairKiosk } from '../../../test/kiosk';

let testApp: TestApp;
let standard: SignedInCompany;
let free: SignedInCompany;
let other: SignedInCompany;

const send = (
  company: SignedInCompany,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => testApp.app.inject({ method, url, headers: { cookie: company.cookie }, ...(payload && { payload }) });

const sitesOf = async (company: SignedInCompany) => (await send(company, 'GET', '/api/sites')).json();

async function setPlan(company: SignedInCompany, plan: string) {
  await testApp.database.db.execute(
    sql`update entreprises set abonnement = ${plan} where nom = ${company.companyName}`,
  );
}

async function addSite(company: SignedInCompany, payload: object) {
  const response = await send(company, 'POST', '/api/sites', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  standard = await registerCompany(testApp.app, 'Sites Standard');
  free = await registerCompany(testApp.app, 'Sites Gratuit');
  other = await registerCompany(testApp.app, 'Sites Autre');
  await setPlan(standard, 'Standard');
  await setPlan(other, 'Standard');
});

afterAll(() => testApp.close());

describe('the Sites section', () => {
  it('lists the default site with its director, and what the plan allows', async () => {
    const list = await sitesOf(free);
    expect(list).toEqual({
      plan: 'Gratuit',
      siteLimit: 1,
      sites: [
        expect.objectContaining({
          name: 'Site principal',
          employeeCount: 1,
          kioskCount: 0,
          departement: null,
        }),
      ],
    });
  });

  it('refuses a second site on Gratuit with the plan gate, explaining it needs Standard', async () => {
    const response = await send(free, 'POST', '/api/sites', { name: 'Entrepôt' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'FEATURE_NOT_IN_PLAN',
      message: featureUnavailableMessage('sites'),
    });
    expect((await sitesOf(free)).sites).toHaveLength(1);
  });

  it('adds sites on Standard, oldest first, with a normalised département', async () => {
    const added = await addSite(standard, {
      name: 'Entrepôt Metz',
      address: '1 rue des Allemands',
      postalCode: '57000',
      city: 'Metz',
      departement: ' 57 ',
    });
    expect(added).toMatchObject({
      name: 'Entrepôt Metz',
      departement: '57',
      employeeCount: 0,
      kioskCount: 0,
    });
    await addSite(standard, { name: 'Ajaccio', departement: '2a' });
    const list = await sitesOf(standard);
    expect(list.siteLimit).toBeNull();
    expect(list.sites.map((site: { name: string }) => site.name)).toEqual([
      'Site principal',
      'Entrepôt Metz',
      'Ajaccio',
    ]);
    expect(list.sites[2].departement).toBe('2A');
  });

  it('answers bad input with French messages on the fields', async () => {
    const response = await send(standard, 'POST', '/api/sites', {
      name: '  ',
      postalCode: '570',
      departement: '20',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: SITE_MESSAGES.nameRequired,
      postalCode: SITE_MESSAGES.badPostalCode,
      departement: SITE_MESSAGES.badDepartement,
    });
    const long = await send(standard, 'POST', '/api/sites', { name: 'x'.repeat(81) });
    expect(long.json().error.fields).toMatchObject({ name: SITE_MESSAGES.nameTooLong });
  });

  it('keeps live names unique per company, whatever their case, with a 409 on the field', async () => {
    const response = await send(standard, 'POST', '/api/sites', { name: 'entrepôt metz' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'SITE_NAME_TAKEN',
      fields: { name: SITE_MESSAGES.nameTaken },
    });
    // Another company may use the name.
    await addSite(other, { name: 'Entrepôt Metz' });
  });

  it('edits a site, and refuses a name another site has', async () => {
    const [, metz, ajaccio] = (await sitesOf(standard)).sites;
    const edited = await send(standard, 'PATCH', `/api/sites/${ajaccio.id}`, {
      name: 'Ajaccio port',
      city: 'Ajaccio',
      departement: '2A',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Ajaccio port', city: 'Ajaccio', departement: '2A' });
    const clash = await send(standard, 'PATCH', `/api/sites/${ajaccio.id}`, {
      name: metz.name.toUpperCase(),
    });
    expect(clash.statusCode).toBe(409);
  });

  it("never shows nor touches another company's site: 404", async () => {
    const foreign = (await sitesOf(other)).sites[0];
    const edit = await send(standard, 'PATCH', `/api/sites/${foreign.id}`, { name: 'Volé' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('SITE_NOT_FOUND');
    const archive = await send(standard, 'DELETE', `/api/sites/${foreign.id}`);
    expect(archive.statusCode).toBe(404);
    expect((await send(standard, 'DELETE', '/api/sites/not-a-uuid')).statusCode).toBe(404);
    expect((await sitesOf(other)).sites.map((site: { name: string }) => site.name)).toContain(
      'Site principal',
    );
  });

  it('refuses to archive a site that still has employees or kiosks, then archives it once empty', async () => {
    const company = await registerCompany(testApp.app, 'Sites Archives');
    await setPlan(company, 'Standard');
    const shop = await addSite(company, { name: 'Boutique' });
    // The director moves to the shop, and a kiosk is paired for it.
    await testApp.database.db.execute(
      sql`update employees set site_id = ${shop.id} where company_id = (select id from entreprises where nom = ${company.companyName})`,
    );
    await pairKiosk(testApp.app, company.cookie);
    const [main] = (await sitesOf(company)).sites;
    await testApp.database.db.execute(
      sql`update kiosk_devices set site_id = ${shop.id} where site_id = ${main.id}`,
    );
    const refused = await send(company, 'DELETE', `/api/sites/${shop.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'SITE_IN_USE', message: siteStillUsed(1, 1) });

    await testApp.database.db.execute(
      sql`update employees set site_id = ${main.id} where site_id = ${shop.id}`,
    );
    await testApp.database.db.execute(
      sql`update kiosk_devices set revoked_at = now() where site_id = ${shop.id}`,
    );
    const archived = await send(company, 'DELETE', `/api/sites/${shop.id}`);
    expect(archived.statusCode, archived.body).toBe(204);
    expect((await sitesOf(company)).sites.map((site: { name: string }) => site.name)).toEqual([
      'Site principal',
    ]);
    // Archived: gone for every route, and its name is free again.
    expect((await send(company, 'PATCH', `/api/sites/${shop.id}`, { name: 'Retour' })).statusCode).toBe(404);
    await addSite(company, { name: 'Boutique' });
  });

  it('never archives the last live site', async () => {
    const company = await registerCompany(testApp.app, 'Sites Dernier');
    await setPlan(company, 'Standard');
    const [main] = (await sitesOf(company)).sites;
    await testApp.database.db.execute(
      sql`update employees set archived_at = now() where site_id = ${main.id}`,
    );
    const response = await send(company, 'DELETE', `/api/sites/${main.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'LAST_SITE', message: SITE_MESSAGES.lastSite });
  });
});

describe("an employee's site", () => {
  const employee = { firstName: 'Inès', lastName: 'Lefèvre', role: 'employee' };

  it('is the first live site unless one is given, and shows with its name', async () => {
    const [main, metz] = (await sitesOf(standard)).sites;
    const first = await send(standard, 'POST', '/api/employees', employee);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ siteId: main.id, siteName: 'Site principal' });
    const second = await send(standard, 'POST', '/api/employees', { ...employee, siteId: metz.id });
    expect(second.json()).toMatchObject({ siteId: metz.id, siteName: metz.name });
    const moved = await send(standard, 'PATCH', `/api/employees/${first.json().id}`, {
      ...employee,
      siteId: metz.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ siteId: metz.id, siteName: metz.name });
    const list = (await send(standard, 'GET', '/api/employees')).json();
    expect(list.employees.filter((row: { siteId: string }) => row.siteId === metz.id)).toHaveLength(2);
    expect((await sitesOf(standard)).sites[1]).toMatchObject({ employeeCount: 2 });
    // The site still has people: it stays.
    const refused = await send(standard, 'DELETE', `/api/sites/${metz.id}`);
    expect(refused.json().error).toMatchObject({ code: 'SITE_IN_USE', message: siteStillUsed(2, 0) });
  });

  it("refuses another company's site, an archived one or a malformed id with a French 400, never a 500", async () => {
    const foreign = (await sitesOf(other)).sites[0];
    const added = await send(standard, 'POST', '/api/employees', { ...employee, siteId: foreign.id });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toMatchObject({
      code: 'SITE_NOT_FOUND',
      fields: { siteId: SITE_MESSAGES.unknownSite },
    });
    const someone = (await send(standard, 'GET', '/api/employees')).json().employees.at(-1);
    const edited = await send(standard, 'PATCH', `/api/employees/${someone.id}`, {
      ...employee,
      siteId: foreign.id,
    });
    expect(edited.statusCode).toBe(400);

    const gone = await addSite(standard, { name: 'Fermé' });
    expect((await send(standard, 'DELETE', `/api/sites/${gone.id}`)).statusCode).toBe(204);
    const archived = await send(standard, 'POST', '/api/employees', { ...employee, siteId: gone.id });
    expect(archived.statusCode).toBe(400);
    const malformed = await send(standard, 'POST', '/api/employees', { ...employee, siteId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toMatchObject({ siteId: SITE_MESSAGES.unknownSite });
  });
});
