import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { employees } from '../db/schema/accounts';
import { openRedis } from './redis';

/** A small limit, as COMPANY_WRITES_PER_MINUTE sets it, so the test stays short. */
const PER_MINUTE = 4;

describe('writes per signed-in company', () => {
  let testApp: TestApp;
  let bakery: SignedInCompany;
  let florist: SignedInCompany;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { COMPANY_WRITES_PER_MINUTE: String(PER_MINUTE) } });
    bakery = await registerCompany(testApp.app, 'Boulangerie Limite');
    florist = await registerCompany(testApp.app, 'Fleuriste Voisin');
  });
  afterAll(() => testApp.close());

  const addEmployee = (company: SignedInCompany, firstName: string, address: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { cookie: company.cookie },
      remoteAddress: address,
      payload: { firstName, lastName: 'Martin' },
    });
  const staffOf = async (company: SignedInCompany) => {
    const account = await testApp.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: company.cookie },
    });
    return testApp.database.db.select().from(employees).where(eq(employees.companyId, account.json().id));
  };

  it('refuses the writes of one company past its limit in French, whatever its addresses, writing nothing', async () => {
    // One address per request: the per-address limits never see the same client twice.
    for (let index = 0; index < PER_MINUTE; index += 1) {
      expect((await addEmployee(bakery, `Employé ${index}`, `10.1.0.${index + 1}`)).statusCode).toBe(201);
    }
    const before = await staffOf(bakery);
    const refused = await addEmployee(bakery, 'De trop', '10.1.1.1');
    expect([refused.statusCode, refused.json().error]).toEqual([
      429,
      {
        code: 'COMPANY_WRITES_LIMITED',
        message:
          'Trop de modifications en peu de temps pour ce compte\u202f: veuillez patienter une minute avant de réessayer.',
        details: { retryAfterSeconds: expect.stringMatching(/^\d+$/) },
      },
    ]);
    expect(await staffOf(bakery)).toEqual(before);
  });

  it("still answers the same company's reads, and another company's writes", async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/employees',
      headers: { cookie: bakery.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect((await addEmployee(florist, 'Rose', '10.1.2.1')).statusCode).toBe(201);
  });
});

const addEmployeeOn = (app: FastifyInstance, company: SignedInCompany, firstName: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { cookie: company.cookie },
    remoteAddress: address,
    payload: { firstName, lastName: 'Martin' },
  });

/** Two apps on one database stand for two instances behind a load balancer. */
describe('writes per signed-in company, across instances', () => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    const env = { COMPANY_WRITES_PER_MINUTE: String(PER_MINUTE) };
    first = await buildTestApp({ env });
    second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        BILLING_JOB_INTERVAL_SECONDS: '0',
        ...env,
      }),
      database: first.database,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts the writes of one company whichever instance takes them', async () => {
    const company = await registerCompany(first.app, 'Boulangerie Deux Serveurs');
    const statuses = [];
    for (let index = 0; index <= PER_MINUTE; index += 1) {
      const app = index % 2 === 0 ? first.app : second;
      statuses.push(
        (await addEmployeeOn(app, company, `Employé ${index}`, `10.2.0.${index + 1}`)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(201), 429]);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('writes per signed-in company, counted in Redis (REDIS_URL)', () => {
  const prefix = `pointeo-test-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = openRedis(REDIS_URL!, prefix);
    testApp = await buildTestApp({ redis, env: { COMPANY_WRITES_PER_MINUTE: String(PER_MINUTE) } });
  });
  afterAll(async () => {
    await testApp?.close();
    const keys = await redis.keys(`${prefix}*`);
    // KEYS answers whole names; DEL would add the prefix a second time.
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  it('refuses the write past the limit, the count kept in Redis', async () => {
    const company = await registerCompany(testApp.app, 'Boulangerie Redis');
    const statuses = [];
    for (let index = 0; index <= PER_MINUTE; index += 1) {
      statuses.push(
        (await addEmployeeOn(testApp.app, company, `Employé ${index}`, `10.3.0.${index + 1}`)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(201), 429]);
    expect(await redis.keys(`${prefix}rate-limit:*company-writes*`)).not.toHaveLength(0);
  });
});
