import { siteCodeWindowAt, siteCodeWindowEnd } from '@pointeo/domain/site-code';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Company, companyWithKiosk, timesheetTestAppOfFile } from '../../../test/timesheets';
import { siteCodeKeys, siteCodeUses } from '../../db/schema/site-codes';
import { issueSiteCode, purgeSiteCodeUsesOfYesterday, verifySiteCode } from './site-code/service';
import { loadSiteCodeKey, type SiteCodeKey, siteCodeKeyOf } from './site-code/site-code-key';

/** A site's QR code (issue 30 items 3 and 7, decision 070): shown by the kiosk, used once per employee. */
const testApp = timesheetTestAppOfFile();
let company: Company;
let other: Company;
let mainSite: string;
let zoe: string;
let yann: string;
let key: SiteCodeKey;
const T0 = new Date('2026-11-27T09:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const setPlan = (target: Company, plan: string) =>
  testApp.database.db.execute(sql`update entreprises set abonnement = ${plan} where id = ${target.id}`);

const firstSiteOf = async (target: Company): Promise<string> =>
  (await target.request('GET', '/api/sites')).json().sites[0].id;

const setSiteCode = (target: Company, siteId: string, on: boolean, name = 'Site principal') =>
  target.request('PATCH', `/api/sites/${siteId}`, { name, siteCode: on });

/** Verifies in a transaction of its own, as the punch's route will. */
const verify = (employeeId: string, code: string, now: Date, who = company) =>
  testApp.database.db.transaction((tx) =>
    verifySiteCode(tx, key, { companyId: who.id, employeeId }, code, now),
  );

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught as { code: string; statusCode: number; message: string },
  );
  if (!error) throw new Error('the code was taken');
  return { code: error.code, status: error.statusCode, message: error.message };
};

const shownCode = async (target = company) => {
  const response = await target.kioskRequest('GET', '/api/kiosk/site-code');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    code: string;
    siteName: string;
    expiresAt: string;
    expiresInMs: number;
    qrCode: string;
  };
};

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Code Site');
  other = await companyWithKiosk(testApp, 'Code Ailleurs');
  zoe = await company.addEmployee('Zoé', '240101');
  yann = await company.addEmployee('Yann', '240102');
  mainSite = await firstSiteOf(company);
  key = await loadSiteCodeKey(testApp.database.db, undefined);
});

describe('the setting «Code QR du site»', () => {
  it('is off by default, turned on only with «Pointage avancé», and told to the kiosk', async () => {
    expect((await company.request('GET', '/api/sites')).json().sites[0].siteCode).toBe(false);
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json().siteCode).toBe(false);

    const refused = await setSiteCode(company, mainSite, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FEATURE_NOT_IN_PLAN' });
    expect(refused.json().error.message).toMatch(/Pointage avancé/);
    expect((await company.request('GET', '/api/sites')).json().sites[0].siteCode).toBe(false);
    // Gratuit: the kiosk route answers the plan gate's 403, whatever the site says.
    expect((await company.kioskRequest('GET', '/api/kiosk/site-code')).statusCode).toBe(403);

    await setPlan(company, 'Standard');
    expect((await company.kioskRequest('GET', '/api/kiosk/site-code')).json().error.code).toBe(
      'SITE_CODE_OFF',
    );
    const saved = await setSiteCode(company, mainSite, true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().siteCode).toBe(true);
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json()).toMatchObject({
      siteCode: true,
      breaks: false,
    });

    // An edit that leaves it out keeps it.
    const renamed = await company.request('PATCH', `/api/sites/${mainSite}`, { name: 'Site principal' });
    expect(renamed.json().siteCode).toBe(true);

    // Back on Gratuit the kiosk stops showing it; the setting stays, and an edit keeping it is no new use.
    await setPlan(company, 'Gratuit');
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json().siteCode).toBe(false);
    expect((await company.kioskRequest('GET', '/api/kiosk/site-code')).statusCode).toBe(403);
    expect((await setSiteCode(company, mainSite, true)).statusCode).toBe(200);
    await setPlan(company, 'Standard');
  });

  it('keeps its signing key in the database, made once', async () => {
    const [keys] = await testApp.database.db.select({ n: count() }).from(siteCodeKeys);
    expect(keys!.n).toBe(1);
    const again = await loadSiteCodeKey(testApp.database.db, undefined);
    expect(again.sign(mainSite, 1)).toBe(key.sign(mainSite, 1));
    // A configured secret signs otherwise, and is not stored.
    const configured = await loadSiteCodeKey(testApp.database.db, 'x'.repeat(32));
    expect(configured.sign(mainSite, 1)).not.toBe(key.sign(mainSite, 1));
    expect((await testApp.database.db.select({ n: count() }).from(siteCodeKeys))[0]!.n).toBe(1);
  });
});

describe('the kiosk', () => {
  it("shows its own site's code, its QR code, and when it changes", async () => {
    testApp.setNow(at(7));
    const shown = await shownCode();
    expect(shown.siteName).toBe('Site principal');
    expect(shown.code).toMatch(
      new RegExp(`^PTS1\\.${mainSite}\\.${siteCodeWindowAt(at(7))}\\.[A-Za-z0-9_-]{22}$`),
    );
    expect(shown.expiresAt).toBe(at(30).toISOString());
    expect(shown.expiresInMs).toBe(23_000);
    expect(shown.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // The same code for the whole window, the next one after it.
    testApp.setNow(at(29));
    expect((await shownCode()).code).toBe(shown.code);
    testApp.setNow(at(30));
    const next = await shownCode();
    expect(next.code).not.toBe(shown.code);
    expect(next.expiresAt).toBe(siteCodeWindowEnd(siteCodeWindowAt(at(30))).toISOString());
  });

  it("of another site shows that site's code only", async () => {
    const added = await company.request('POST', '/api/sites', { name: 'Entrepôt', siteCode: true });
    expect(added.statusCode, added.body).toBe(201);
    const warehouse = added.json().id;
    const pairing = await company.request('POST', '/api/clock/pairing-codes', {
      name: 'Borne entrepôt',
      siteId: warehouse,
    });
    const paired = await testApp.app.inject({
      method: 'POST',
      url: '/api/kiosk/pairing',
      payload: { code: pairing.json().code },
      remoteAddress: '10.251.0.1',
    });
    const cookie = paired.cookies.find((each) => each.name === 'pointeo_kiosk')!;
    testApp.setNow(at(0));
    const shown = await testApp.app.inject({
      method: 'GET',
      url: '/api/kiosk/site-code',
      headers: { cookie: `pointeo_kiosk=${cookie.value}` },
    });
    expect(shown.json()).toMatchObject({ siteName: 'Entrepôt' });
    expect(shown.json().code).toContain(`.${warehouse}.`);
    expect((await shownCode()).code).toContain(`.${mainSite}.`);
  });

  it('is the only one to ask: a signed-in member and a browser without a kiosk are refused', async () => {
    expect((await company.request('GET', '/api/kiosk/site-code')).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/kiosk/site-code' })).statusCode).toBe(401);
  });
});

describe('verifySiteCode', () => {
  it('takes the code shown now, and the one shown just before, for the site', async () => {
    testApp.setNow(at(60));
    const { code } = await shownCode();
    expect(await verify(zoe, code, at(61))).toEqual({ siteId: mainSite });
    // Scanned at its 29th second, arrived in the next window.
    const late = issueSiteCode(key, mainSite, at(89)).code;
    expect(await verify(yann, late, at(118))).toEqual({ siteId: mainSite });
  });

  it('refuses an expired code: 61 seconds after it was shown', async () => {
    const { code } = issueSiteCode(key, mainSite, at(120));
    expect(await refusal(verify(zoe, code, at(181)))).toEqual({
      code: 'SITE_CODE_EXPIRED',
      status: 400,
      message: 'Ce code a expiré\u202f: scannez le code affiché maintenant.',
    });
    // A window not shown yet is no better.
    const ahead = issueSiteCode(key, mainSite, at(240)).code;
    expect((await refusal(verify(zoe, ahead, at(200)))).code).toBe('SITE_CODE_EXPIRED');
  });

  it('refuses the same code to the same employee, and takes it from another', async () => {
    const { code } = issueSiteCode(key, mainSite, at(300));
    expect(await verify(zoe, code, at(301))).toEqual({ siteId: mainSite });
    expect(await refusal(verify(zoe, code, at(305)))).toEqual({
      code: 'SITE_CODE_USED',
      status: 409,
      message: 'Ce code a déjà servi\u202f: scannez le nouveau code affiché.',
    });
    expect(await verify(yann, code, at(306))).toEqual({ siteId: mainSite });
    // The next code serves Zoé again.
    expect(await verify(zoe, issueSiteCode(key, mainSite, at(331)).code, at(331))).toEqual({
      siteId: mainSite,
    });
  });

  it('spends nothing when the caller rolls back (a punch that failed)', async () => {
    const { code } = issueSiteCode(key, mainSite, at(400));
    const failed = testApp.database.db.transaction(async (tx) => {
      await verifySiteCode(tx, key, { companyId: company.id, employeeId: zoe }, code, at(401));
      throw new Error('the punch failed');
    });
    await expect(failed).rejects.toThrow('the punch failed');
    expect(await verify(zoe, code, at(402))).toEqual({ siteId: mainSite });
  });

  it('refuses a tampered code, a code of another key and what is no site code', async () => {
    const { code } = issueSiteCode(key, mainSite, at(500));
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    const invalid = {
      code: 'SITE_CODE_INVALID',
      status: 400,
      message: 'Code de site invalide\u202f: scannez le code affiché sur la borne de votre site.',
    };
    expect(await refusal(verify(zoe, `${code.slice(0, -1)}${last}`, at(501)))).toEqual(invalid);
    // Another window under the same MAC.
    const [prefix, site, window, mac] = code.split('.');
    expect(await refusal(verify(zoe, [prefix, site, Number(window) - 1, mac].join('.'), at(501)))).toEqual(
      invalid,
    );
    const forged = issueSiteCode(siteCodeKeyOf('y'.repeat(32)), mainSite, at(500)).code;
    expect(await refusal(verify(zoe, forged, at(501)))).toEqual(invalid);
    for (const text of ['https://pointeo.fr', 'PTB1.AbCdEfGhIjKlMnOpQrStUvWx', code.slice(0, -2)]) {
      expect(await refusal(verify(zoe, text, at(501)))).toMatchObject({
        code: 'SITE_CODE_INVALID',
        status: 400,
      });
    }
    expect((await refusal(verify(zoe, 'bonjour', at(501)))).message).toMatch(/pas un code de site/);
  });

  it("refuses another company's site, as any invalid code", async () => {
    await setPlan(other, 'Standard');
    const otherSite = await firstSiteOf(other);
    expect((await setSiteCode(other, otherSite, true)).statusCode).toBe(200);
    testApp.setNow(at(600));
    const { code } = await shownCode(other);
    expect(await refusal(verify(zoe, code, at(601)))).toMatchObject({
      code: 'SITE_CODE_INVALID',
      status: 400,
    });
  });

  it('refuses the code of a site that no longer shows it, or that is archived', async () => {
    const added = await company.request('POST', '/api/sites', { name: 'Dépôt fermé', siteCode: true });
    const closing = added.json().id;
    const { code } = issueSiteCode(key, closing, at(700));
    expect(await verify(zoe, code, at(701))).toEqual({ siteId: closing });

    expect((await setSiteCode(company, closing, false, 'Dépôt fermé')).statusCode).toBe(200);
    expect((await refusal(verify(yann, code, at(702)))).code).toBe('SITE_CODE_INVALID');
    expect((await setSiteCode(company, closing, true, 'Dépôt fermé')).statusCode).toBe(200);
    expect(await verify(yann, code, at(703))).toEqual({ siteId: closing });

    expect((await company.request('DELETE', `/api/sites/${closing}`)).statusCode).toBe(204);
    const later = issueSiteCode(key, closing, at(730)).code;
    expect((await refusal(verify(yann, later, at(731)))).code).toBe('SITE_CODE_INVALID');
  });

  it('refuses the kiosk route once the site turns it off', async () => {
    expect((await setSiteCode(company, mainSite, false)).statusCode).toBe(200);
    const off = await company.kioskRequest('GET', '/api/kiosk/site-code');
    expect(off.statusCode).toBe(404);
    expect(off.json().error).toEqual({
      code: 'SITE_CODE_OFF',
      message: "Le code QR n'est pas activé pour le site de cette borne.",
    });
    expect((await company.kioskRequest('GET', '/api/kiosk/status')).json().siteCode).toBe(false);
    expect((await setSiteCode(company, mainSite, true)).statusCode).toBe(200);
  });
});

describe('the purge of used codes', () => {
  it('forgets the uses of a day ago and more, and keeps the others', async () => {
    const day = 24 * 60 * 60;
    const usesOf = async () =>
      (
        await testApp.database.db
          .select({ n: count() })
          .from(siteCodeUses)
          .where(eq(siteCodeUses.companyId, company.id))
      )[0]!.n;
    const before = await usesOf();
    const fresh = issueSiteCode(key, mainSite, at(day + 1000)).code;
    expect(await verify(zoe, fresh, at(day + 1001))).toEqual({ siteId: mainSite });
    expect(await usesOf()).toBe(before + 1);

    // A day after the uses above (all within T0 + 800 s) but before the fresh one's day is out.
    const forgotten = await purgeSiteCodeUsesOfYesterday(testApp.database.db, at(day + 900));
    expect(forgotten).toBeGreaterThanOrEqual(before);
    expect(await usesOf()).toBe(1);
    expect(await purgeSiteCodeUsesOfYesterday(testApp.database.db, at(day + 1002))).toBe(0);
    expect(await purgeSiteCodeUsesOfYesterday(testApp.database.db, at(2 * day + 1002))).toBe(1);
  });
});
