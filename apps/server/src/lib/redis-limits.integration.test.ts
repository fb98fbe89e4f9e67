import { randomBytes, randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { pairKiosk } from '../../test/kiosk';
import { employees } from '../db/schema/accounts';
import { kioskWrongPins } from '../db/schema/clock';
import { openRedis } from './redis';
import { createRedisAttemptStore } from './redis-attempt-store';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.warn('REDIS_URL is not set: the tests of the limits kept in Redis are skipped.');
}

const MINUTE = 60_000;

/**
 * Two apps on two databases sharing one Redis stand for two instances: whatever they count in
 * common can only be in Redis. Each run writes under its own key prefix, deleted at the end.
 */
describe.skipIf(!REDIS_URL)('limits kept in Redis (REDIS_URL)', () => {
  const prefix = `pointeo-test-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  let clock = new Date('2030-03-04T08:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    redis = openRedis(REDIS_URL!, prefix);
    first = await buildTestApp({ redis, now });
    second = await buildTestApp({ redis, now });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = await redis.keys(`${prefix}*`);
    // KEYS answers whole names; DEL would add the prefix a second time.
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  it('shares @fastify/rate-limit counts: five contact messages, whichever instance takes them', async () => {
    const send = (testApp: TestApp) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          fullName: 'Élodie Martin',
          email: 'elodie@boulangerie-martin.fr',
          company: '',
          message: 'Bonjour, combien coûte le plan Premium ?',
        },
        remoteAddress: '192.0.2.10',
      });
    const statuses = [];
    for (const testApp of [first, second, first, second, first])
      statuses.push((await send(testApp)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect((await send(second)).statusCode).toBe(429);
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('shares the sign-in failures of an e-mail across instances', async () => {
    const email = `inconnue-${randomUUID()}@exemple.fr`;
    const signIn = (testApp: TestApp, attempt: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email, password: `essai-${attempt}-incorrect` },
        remoteAddress: `198.51.100.${attempt + 1}`,
      });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signIn(attempt % 2 === 0 ? first : second, attempt)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts a kiosk’s wrong PINs in Redis, not in the kiosk_wrong_pins table', async () => {
    const company = await registerCompany(first.app, 'Clavier partagé');
    const inject = (options: InjectOptions) => first.app.inject(options);
    const kiosk = (await pairKiosk(first.app, company.cookie)).cookie;
    const account = await inject({ method: 'GET', url: '/api/account', headers: { cookie: company.cookie } });
    await first.database.db.insert(employees).values({
      companyId: account.json().id,
      siteId: sql`(select id from sites where company_id = ${account.json().id} limit 1)`,
      firstName: 'Inès',
      lastName: 'Martin',
      pinCode: '555555',
    });
    const punch = (pin: string) =>
      inject({
        method: 'POST',
        url: '/api/kiosk/punches',
        headers: { cookie: kiosk },
        payload: { id: randomUUID(), pin, punchedAt: clock.toISOString() },
      });

    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await punch('000000')).statusCode);
    statuses.push((await punch('555555')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const [stored] = await first.database.db.select({ n: count() }).from(kioskWrongPins);
    expect(stored?.n).toBe(0);
    expect(await redis.keys(`${prefix}wrong-pins:*`)).toHaveLength(1);

    // The minute's budget frees up as its oldest guess turns a minute old.
    clock = new Date(clock.getTime() + MINUTE);
    expect((await punch('555555')).statusCode).toBe(200);
  });

  it('reserves under every limit or none, and frees a released attempt', async () => {
    const store = createRedisAttemptStore(redis, { now, retentionMs: 15 * MINUTE });
    const used = { key: `pleine-${randomUUID()}`, max: 1, windowMs: 15 * MINUTE };
    const free = { key: `libre-${randomUUID()}`, max: 1, windowMs: 15 * MINUTE };
    const reservation = await store.reserve([used]);
    expect(reservation).toBeDefined();
    expect(await store.reserve([used, free])).toBeUndefined();
    expect(await store.reserve([free])).toBeDefined();
    await store.release(reservation!);
    expect(await store.reserve([used])).toBeDefined();
    await store.forget(used.key);
    expect(await store.reserve([used])).toBeDefined();
  });

  it('lets exactly the limit through a burst of concurrent reservations', async () => {
    const store = createRedisAttemptStore(redis, { now, retentionMs: 15 * MINUTE });
    const limit = { key: `rafale-${randomUUID()}`, max: 5, windowMs: 15 * MINUTE };
    const results = await Promise.all(Array.from({ length: 50 }, () => store.reserve([limit])));
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
