import { randomUUID } from 'node:crypto';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import type { QueueKey } from '@pointeo/domain/kiosk-queue-seal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { pairKiosk, sealPunch } from '../../../../test/kiosk';
import { employees } from '../../../db/schema/accounts';
import { clockPunches, kioskDevices, timeEntries } from '../../../db/schema/clock';
import { firstLiveSiteId } from '../../sites';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

interface Kiosk {
  company: SignedInCompany;
  companyId: string;
  cookie: string;
}

async function newKiosk(name: string): Promise<Kiosk> {
  const company = await registerCompany(testApp.app, name);
  const { cookie } = await pairKiosk(testApp.app, company.cookie);
  const account = await testApp.app.inject({
    method: 'GET',
    url: '/api/account',
    headers: { cookie: company.cookie },
  });
  return { company, companyId: account.json().id, cookie };
}

async function queueKeyOf(cookie: string): Promise<QueueKey> {
  const status = await testApp.app.inject({ method: 'GET', url: '/api/kiosk/status', headers: { cookie } });
  expect(status.statusCode).toBe(200);
  return status.json().queueKey;
}

async function addEmployee(companyId: string, firstName: string, pinCode: string) {
  const [row] = await db()
    .insert(employees)
    .values({ companyId, siteId: firstLiveSiteId(companyId), firstName, lastName: 'Roux', pinCode })
    .returning({ id: employees.id });
  return row!.id;
}

const send = (cookie: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/kiosk/punches', headers: { cookie }, payload });

const punchesOf = (employeeId: string) =>
  db().select().from(clockPunches).where(eq(clockPunches.employeeId, employeeId));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The same sealed punch with one byte of its ciphertext changed. */
function tampered(sealed: ReturnType<typeof sealPunch>) {
  const ct = Buffer.from(sealed.sealed.ct, 'base64url');
  ct[3]! ^= 0x01;
  return { ...sealed, sealed: { ...sealed.sealed, ct: ct.toString('base64url') } };
}

function expectUnreadable(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json().error).toEqual({
    code: 'PUNCH_UNREADABLE',
    message: CLOCK_MESSAGES.punchUnreadable,
  });
}

describe("the kiosk's queue key (decision 085)", () => {
  it('is made at pairing, its private half kept sealed, and given to the kiosk by its status', async () => {
    const kiosk = await newKiosk('Clé de file');
    const key = await queueKeyOf(kiosk.cookie);
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
    const [row] = await db().select().from(kioskDevices).where(eq(kioskDevices.companyId, kiosk.companyId));
    expect(row).toMatchObject({ queueKeyId: key.id, queuePublicKey: key.publicKey });
    expect(row!.queuePrivateKey).toMatch(/^v1\./);
    expect(await queueKeyOf(kiosk.cookie)).toEqual(key);
  });

  it('replays sealed punches in order, at the time they were typed, once per id', async () => {
    const kiosk = await newKiosk('Rejeu scellé');
    const employeeId = await addEmployee(kiosk.companyId, 'Léa', '424242');
    const key = await queueKeyOf(kiosk.cookie);
    const arrivedAt = minutesAgo(50);
    const leftAt = minutesAgo(20);
    const arrival = sealPunch(key, { id: randomUUID(), pin: '424242', punchedAt: arrivedAt });
    const departure = sealPunch(key, { id: randomUUID(), pin: '424242', punchedAt: leftAt });
    expect(JSON.stringify([arrival, departure])).not.toContain('424242');

    const first = await send(kiosk.cookie, arrival);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'in', firstName: 'Léa' });
    expect((await send(kiosk.cookie, arrival)).json()).toEqual(first.json());
    expect((await send(kiosk.cookie, departure)).json()).toMatchObject({ kind: 'out' });

    const [entry] = await db().select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));
    expect([entry!.clockIn.toISOString(), entry!.clockOut?.toISOString()]).toEqual([arrivedAt, leftAt]);
    expect(await punchesOf(employeeId)).toHaveLength(2);
  });

  it('counts a wrong PIN inside a seal as any wrong PIN', async () => {
    const kiosk = await newKiosk('Code scellé erroné');
    const key = await queueKeyOf(kiosk.cookie);
    const wrong = await send(
      kiosk.cookie,
      sealPunch(key, { id: randomUUID(), pin: '000001', punchedAt: minutesAgo(1) }),
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('UNKNOWN_PIN');
  });

  it('refuses a tampered ciphertext, or one moved to another punch id, records nothing, and never answers 500', async () => {
    const kiosk = await newKiosk('Chiffré altéré');
    const employeeId = await addEmployee(kiosk.companyId, 'Marc', '515151');
    const key = await queueKeyOf(kiosk.cookie);
    const sealed = sealPunch(key, { id: randomUUID(), pin: '515151', punchedAt: minutesAgo(5) });

    expectUnreadable(await send(kiosk.cookie, tampered(sealed)));
    expectUnreadable(await send(kiosk.cookie, { ...sealed, id: randomUUID() }));
    expectUnreadable(await send(kiosk.cookie, { ...sealed, sealed: { ...sealed.sealed, epk: 'AAAA' } }));
    expectUnreadable(await send(kiosk.cookie, { ...sealed, sealed: { ...sealed.sealed, iv: 'AAAA' } }));
    expect(await punchesOf(employeeId)).toEqual([]);

    expect((await send(kiosk.cookie, sealed)).statusCode).toBe(200);
  });

  it("refuses a punch sealed to another kiosk's key, even of the same company", async () => {
    const kiosk = await newKiosk('Deux tablettes');
    const employeeId = await addEmployee(kiosk.companyId, 'Inès', '626262');
    const other = (await pairKiosk(testApp.app, kiosk.company.cookie, 'Tablette voisine')).cookie;
    const otherKey = await queueKeyOf(other);
    const sealed = sealPunch(otherKey, { id: randomUUID(), pin: '626262', punchedAt: minutesAgo(5) });

    expectUnreadable(await send(kiosk.cookie, sealed));
    expect(await punchesOf(employeeId)).toEqual([]);
  });

  it('gives a kiosk paired before queue keys its key on its next status call', async () => {
    const kiosk = await newKiosk('Borne ancienne');
    await addEmployee(kiosk.companyId, 'Paul', '737373');
    await db()
      .update(kioskDevices)
      .set({ queueKeyId: null, queuePublicKey: null, queuePrivateKey: null })
      .where(eq(kioskDevices.companyId, kiosk.companyId));

    // Its punches in clear, as it sends them until it has a key, are still taken.
    expect(
      (await send(kiosk.cookie, { id: randomUUID(), pin: '737373', punchedAt: minutesAgo(30) })).statusCode,
    ).toBe(200);
    const [key, twin] = await Promise.all([queueKeyOf(kiosk.cookie), queueKeyOf(kiosk.cookie)]);
    expect(twin).toEqual(key);
    const [row] = await db().select().from(kioskDevices).where(eq(kioskDevices.companyId, kiosk.companyId));
    expect(row).toMatchObject({ queueKeyId: key.id, queuePublicKey: key.publicKey });

    const sealed = sealPunch(key, { id: randomUUID(), pin: '737373', punchedAt: minutesAgo(10) });
    expect((await send(kiosk.cookie, sealed)).json()).toMatchObject({ kind: 'out', firstName: 'Paul' });
  });

  describe('a tablet paired again', () => {
    async function pairAgain(company: SignedInCompany, formerCookie: string) {
      const code = await testApp.app.inject({
        method: 'POST',
        url: '/api/clock/pairing-codes',
        headers: { cookie: company.cookie },
        payload: { name: 'Tablette réassociée' },
      });
      const paired = await testApp.app.inject({
        method: 'POST',
        url: '/api/kiosk/pairing',
        headers: { cookie: formerCookie },
        payload: { code: code.json().code },
        remoteAddress: '10.251.0.1',
      });
      expect(paired.statusCode).toBe(201);
      return `pointeo_kiosk=${paired.cookies.find((cookie) => cookie.name === 'pointeo_kiosk')!.value}`;
    }

    it('still opens the punches it queued under its former key, until one sealed to its new key opens', async () => {
      const kiosk = await newKiosk('Réassociation');
      const employeeId = await addEmployee(kiosk.companyId, 'Zoé', '838383');
      const formerKey = await queueKeyOf(kiosk.cookie);
      const queued = sealPunch(formerKey, { id: randomUUID(), pin: '838383', punchedAt: minutesAgo(40) });
      const queuedLater = sealPunch(formerKey, {
        id: randomUUID(),
        pin: '838383',
        punchedAt: minutesAgo(35),
      });
      await testApp.app.inject({
        method: 'DELETE',
        url: `/api/clock/devices/${(await db().select().from(kioskDevices).where(eq(kioskDevices.companyId, kiosk.companyId)))[0]!.id}`,
        headers: { cookie: kiosk.company.cookie },
      });

      const cookie = await pairAgain(kiosk.company, kiosk.cookie);
      const key = await queueKeyOf(cookie);
      expect(key.id).not.toBe(formerKey.id);
      expect((await send(cookie, queued)).json()).toMatchObject({ kind: 'in' });

      const typedNow = sealPunch(key, { id: randomUUID(), pin: '838383', punchedAt: minutesAgo(1) });
      expect((await send(cookie, typedNow)).json()).toMatchObject({ kind: 'out' });
      // The former key is forgotten: a punch sealed to it now comes after one sealed to the new key.
      expectUnreadable(await send(cookie, queuedLater));
      expect(await punchesOf(employeeId)).toHaveLength(2);
    });

    it("does not keep another company's key", async () => {
      const kiosk = await newKiosk('Ancienne entreprise');
      const formerKey = await queueKeyOf(kiosk.cookie);
      const elsewhere = await registerCompany(testApp.app, 'Nouvelle entreprise');
      const cookie = await pairAgain(elsewhere, kiosk.cookie);
      const sealed = sealPunch(formerKey, { id: randomUUID(), pin: '949494', punchedAt: minutesAgo(5) });
      expectUnreadable(await send(cookie, sealed));
    });
  });

  describe("a browser activated again ('Activer ce navigateur', decision 088)", () => {
    async function activateAgain(company: SignedInCompany, formerQueueKeyId: string) {
      const activated = await testApp.app.inject({
        method: 'POST',
        url: '/api/clock/devices',
        headers: { cookie: company.cookie },
        payload: { name: 'Navigateur réactivé', formerQueueKeyId },
      });
      expect(activated.statusCode, activated.body).toBe(201);
      return `pointeo_kiosk=${activated.cookies.find((cookie) => cookie.name === 'pointeo_kiosk')!.value}`;
    }

    it('still opens the punches it queued under the key it names, of its own company', async () => {
      const kiosk = await newKiosk('Navigateur de la direction');
      const employeeId = await addEmployee(kiosk.companyId, 'Léa', '616161');
      const formerKey = await queueKeyOf(kiosk.cookie);
      const queued = sealPunch(formerKey, { id: randomUUID(), pin: '616161', punchedAt: minutesAgo(20) });

      const cookie = await activateAgain(kiosk.company, formerKey.id);
      expect((await queueKeyOf(cookie)).id).not.toBe(formerKey.id);
      expect((await send(cookie, queued)).json()).toMatchObject({ kind: 'in', firstName: 'Léa' });
      expect(await punchesOf(employeeId)).toHaveLength(1);
    });

    it("does not take another company's key, whatever id it names", async () => {
      const other = await newKiosk('Autre maison');
      const otherKey = await queueKeyOf(other.cookie);
      await addEmployee(other.companyId, 'Intrus', '626262');
      const company = await registerCompany(testApp.app, 'Maison qui active');
      const cookie = await activateAgain(company, otherKey.id);
      const sealed = sealPunch(otherKey, { id: randomUUID(), pin: '626262', punchedAt: minutesAgo(5) });
      expectUnreadable(await send(cookie, sealed));
    });
  });
});
