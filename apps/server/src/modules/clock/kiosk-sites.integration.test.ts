import { randomUUID } from 'node:crypto';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { SITE_MESSAGES } from '@pointeo/domain/sites';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, registrationFor, type SignedInCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { clockPunches } from '../../db/schema/clock';

/** Decision 059: a kiosk serves one site; a punch records it, and another site's employee is a rule. */
let testApp: TestApp;
let company: SignedInCompany;
let other: SignedInCompany;
let main: { id: string; name: string };
let warehouse: { id: string; name: string };
let pairings = 0;
const DIRECTOR_PIN = registrationFor('x').directorPin;

const send = (
  who: SignedInCompany,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => testApp.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

async function pairFor(who: SignedInCompany, payload: { name: string; siteId?: string }) {
  const code = await send(who, 'POST', '/api/clock/pairing-codes', payload);
  expect(code.statusCode, code.body).toBe(201);
  pairings++;
  const paired = await testApp.app.inject({
    method: 'POST',
    url: '/api/kiosk/pairing',
    payload: { code: code.json().code },
    remoteAddress: `10.249.${(pairings >> 8) & 255}.${pairings & 255}`,
  });
  const credential = paired.cookies.find((cookie) => cookie.name === 'pointeo_kiosk')!;
  return `pointeo_kiosk=${credential.value}`;
}

const punch = (kiosk: string, pin = DIRECTOR_PIN) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/kiosk/punches',
    headers: { cookie: kiosk },
    payload: { id: randomUUID(), pin, punchedAt: new Date().toISOString() },
  });

beforeAll(async () => {
  testApp = await buildTestApp();
  company = await registerCompany(testApp.app, 'Bornes Sites');
  other = await registerCompany(testApp.app, 'Bornes Autre');
  await testApp.database.db.execute(
    sql`update entreprises set abonnement = 'Standard' where nom in (${company.companyName}, ${other.companyName})`,
  );
  warehouse = (await send(company, 'POST', '/api/sites', { name: 'Entrepôt' })).json();
  main = (await send(company, 'GET', '/api/sites')).json().sites[0];
  // Punches a few milliseconds apart are not double taps here (decision 030).
  const window = await send(company, 'PUT', '/api/timesheets/settings', {
    nightStart: '21:00',
    nightEnd: '06:00',
    alsaceMoselle: false,
    doublePunchWindowSeconds: 0,
  });
  expect(window.statusCode, window.body).toBe(200);
});

afterAll(() => testApp.close());

describe('kiosks per site', () => {
  it("pairs a kiosk for the site chosen, lists it with its site, and refuses another company's site", async () => {
    await pairFor(company, { name: 'Borne entrepôt', siteId: warehouse.id });
    await pairFor(company, { name: 'Borne accueil' });
    const devices = (await send(company, 'GET', '/api/clock/devices')).json();
    expect(devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Borne entrepôt', siteId: warehouse.id, siteName: 'Entrepôt' }),
        expect.objectContaining({ name: 'Borne accueil', siteId: main.id, siteName: 'Site principal' }),
      ]),
    );
    const foreignSite = (await send(other, 'GET', '/api/sites')).json().sites[0];
    const refused = await send(company, 'POST', '/api/clock/pairing-codes', {
      name: 'Volée',
      siteId: foreignSite.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ siteId: SITE_MESSAGES.unknownSite });
    const activation = await send(company, 'POST', '/api/clock/devices', {
      name: 'Volée',
      siteId: foreignSite.id,
    });
    expect(activation.statusCode).toBe(400);
    expect((await send(company, 'GET', '/api/sites')).json().sites[1]).toMatchObject({ kioskCount: 1 });
  });

  it('pairs nothing with a code made for a site archived since, and says why', async () => {
    const store = (await send(company, 'POST', '/api/sites', { name: 'Boutique fermée' })).json();
    const code = await send(company, 'POST', '/api/clock/pairing-codes', { name: 'Borne', siteId: store.id });
    expect(code.statusCode, code.body).toBe(201);
    const archived = await send(company, 'DELETE', `/api/sites/${store.id}`);
    expect(archived.statusCode, archived.body).toBeLessThan(300);
    const paired = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/pairing',
      payload: { code: code.json().code },
      remoteAddress: '10.249.200.1',
    });
    expect(paired.statusCode).toBe(400);
    expect(paired.json().error).toMatchObject({
      code: 'PAIRING_CODE_SITE_ARCHIVED',
      message: CLOCK_MESSAGES.pairingCodeSiteArchived,
    });
    const counted = (await testApp.database.db.execute(
      sql`select count(*)::int as n from kiosk_devices where site_id = ${store.id}`,
    )) as { rows: { n: number }[] };
    const [kiosks] = counted.rows;
    expect(kiosks!.n).toBe(0);
  });

  it("records the kiosk's site on a punch; another site's employee is refused unless the company allows it, then marked", async () => {
    const home = await pairFor(company, { name: 'Borne maison' });
    const away = await pairFor(company, { name: 'Borne loin', siteId: warehouse.id });
    expect((await send(company, 'GET', '/api/clock/settings')).json()).toMatchObject({
      otherSitePunches: false,
      breaks: false,
    });

    const refused = await punch(away);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'OTHER_SITE_PUNCH_REFUSED',
      message: CLOCK_MESSAGES.otherSiteRefused,
    });

    const arrival = await punch(home);
    expect(arrival.statusCode, arrival.body).toBe(200);
    expect(arrival.json().kind).toBe('in');

    const allowed = await send(company, 'PUT', '/api/clock/settings', { otherSitePunches: true });
    expect(allowed.json()).toMatchObject({ otherSitePunches: true, breaks: false });
    const departure = await punch(away);
    expect(departure.statusCode, departure.body).toBe(200);
    expect(departure.json().kind).toBe('out');
    const secondArrival = await punch(away);
    expect(secondArrival.json().kind).toBe('in');

    const punches = await testApp.database.db
      .select({ kind: clockPunches.kind, siteId: clockPunches.siteId, otherSite: clockPunches.otherSite })
      .from(clockPunches)
      .innerJoin(sql`employees`, sql`employees.id = ${clockPunches.employeeId}`)
      .where(eq(sql`employees.site_id`, main.id))
      .orderBy(clockPunches.receivedAt);
    expect(punches).toEqual([
      { kind: 'in', siteId: main.id, otherSite: false },
      { kind: 'out', siteId: warehouse.id, otherSite: true },
      { kind: 'in', siteId: warehouse.id, otherSite: true },
    ]);

    const entries = (await send(company, 'GET', '/api/clock/entries')).json();
    expect(entries).toEqual([
      expect.objectContaining({
        clockOut: null,
        siteId: warehouse.id,
        siteName: 'Entrepôt',
        otherSite: true,
      }),
      expect.objectContaining({ siteId: main.id, siteName: 'Site principal', otherSite: true }),
    ]);
    // Another company's setting is its own.
    expect((await send(other, 'GET', '/api/clock/settings')).json()).toMatchObject({
      otherSitePunches: false,
      breaks: false,
    });
  });

  it('keeps a punch the kiosk held offline, marked, even where the company refuses other sites', async () => {
    await send(company, 'PUT', '/api/clock/settings', { otherSitePunches: false });
    const away = await pairFor(company, { name: 'Borne hors ligne', siteId: warehouse.id });
    const added = await send(company, 'POST', '/api/employees', {
      firstName: 'Léa',
      lastName: 'Horsligne',
      pinCode: '731904',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = randomUUID();
    const held = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/punches',
      headers: { cookie: away },
      payload: { id, pin: '731904', punchedAt: new Date(Date.now() - 30 * 60_000).toISOString() },
    });
    expect(held.statusCode, held.body).toBe(200);
    const [kept] = await testApp.database.db
      .select({ siteId: clockPunches.siteId, otherSite: clockPunches.otherSite })
      .from(clockPunches)
      .where(eq(clockPunches.id, id));
    expect(kept).toEqual({ siteId: warehouse.id, otherSite: true });
  });
});
