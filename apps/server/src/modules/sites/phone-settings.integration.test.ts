import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { SITE_MESSAGES } from '@pointeo/domain/sites';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';

/** A site's 'Pointage depuis le téléphone' and 'Vérifier la position au pointage' (decision 069). */
let testApp: TestApp;
let standard: SignedInCompany;
let free: SignedInCompany;
let other: SignedInCompany;

const send = (company: SignedInCompany, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: company.cookie }, ...(payload && { payload }) });

const siteOf = async (company: SignedInCompany) => (await send(company, 'GET', '/api/sites')).json().sites[0];

const setPlan = (company: SignedInCompany, plan: string) =>
  testApp.database.db.execute(
    sql`update entreprises set abonnement = ${plan} where nom = ${company.companyName}`,
  );

const CHECKED = {
  name: 'Site principal',
  phoneClocking: true,
  checkPosition: true,
  latitude: 45.7578,
  longitude: 4.832,
  radiusM: 300,
  positionJustification: 'Chantiers itinérants sans borne possible',
};

beforeAll(async () => {
  testApp = await buildTestApp();
  standard = await registerCompany(testApp.app, 'Téléphone Standard');
  free = await registerCompany(testApp.app, 'Téléphone Gratuit');
  other = await registerCompany(testApp.app, 'Téléphone Autre');
  await setPlan(standard, 'Standard');
  await setPlan(other, 'Standard');
});

afterAll(() => testApp.close());

describe("a site's phone clocking", () => {
  it('is off by default, with a 200 m radius and no position', async () => {
    expect(await siteOf(standard)).toMatchObject({
      phoneClocking: false,
      checkPosition: false,
      latitude: null,
      longitude: null,
      radiusM: 200,
      positionJustification: null,
    });
  });

  it('is turned on only on a plan with «Pointage avancé»', async () => {
    const site = await siteOf(free);
    const refused = await send(free, 'PATCH', `/api/sites/${site.id}`, {
      name: site.name,
      phoneClocking: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FEATURE_NOT_IN_PLAN',
      message: featureUnavailableMessage('advancedClocking'),
    });
    // Off, the site is edited as ever.
    const edited = await send(free, 'PATCH', `/api/sites/${site.id}`, { name: site.name, city: 'Lyon' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ city: 'Lyon', phoneClocking: false });
  });

  it('checks positions only with the site’s position and a justification, in French', async () => {
    const site = await siteOf(standard);
    const url = `/api/sites/${site.id}`;
    const cases: [object, string, string][] = [
      [{ ...CHECKED, latitude: null, longitude: null }, 'latitude', SITE_MESSAGES.positionRequired],
      [
        { ...CHECKED, positionJustification: '  ' },
        'positionJustification',
        SITE_MESSAGES.justificationRequired,
      ],
      [
        { ...CHECKED, positionJustification: 'x'.repeat(1001) },
        'positionJustification',
        SITE_MESSAGES.justificationTooLong,
      ],
      [{ ...CHECKED, latitude: 91 }, 'latitude', SITE_MESSAGES.badLatitude],
      [{ ...CHECKED, longitude: -180.5 }, 'longitude', SITE_MESSAGES.badLongitude],
      [{ ...CHECKED, longitude: null }, 'longitude', SITE_MESSAGES.positionHalf],
      [{ ...CHECKED, radiusM: 49 }, 'radiusM', SITE_MESSAGES.badRadius],
      [{ ...CHECKED, radiusM: 5001 }, 'radiusM', SITE_MESSAGES.badRadius],
      [{ ...CHECKED, radiusM: 150.5 }, 'radiusM', SITE_MESSAGES.badRadius],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(standard, 'PATCH', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await siteOf(standard)).toMatchObject({ phoneClocking: false, checkPosition: false });

    const saved = await send(standard, 'PATCH', url, CHECKED);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(CHECKED);
    expect(await siteOf(standard)).toMatchObject(CHECKED);
  });

  it('is never set on another company’s site', async () => {
    const foreign = await siteOf(other);
    const response = await send(standard, 'PATCH', `/api/sites/${foreign.id}`, CHECKED);
    expect(response.statusCode).toBe(404);
    expect(await siteOf(other)).toMatchObject({ phoneClocking: false, checkPosition: false });
  });

  it('is given with a new site too', async () => {
    const response = await send(standard, 'POST', '/api/sites', { ...CHECKED, name: 'Chantier Est' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ...CHECKED, name: 'Chantier Est' });
  });
});
