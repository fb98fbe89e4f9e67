import { randomBytes } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_PATTERN, MAX_LIVE_API_KEYS } from '@pointeo/domain/api-keys';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { bearer, errorCodeOf, issueApiKey, setCompanyPlan, usePremium } from '../../../test/api-keys';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { apiKeys } from '../../db/schema/api-keys';
import { openRedis } from '../../lib/redis';

/**
 * The API's door (decision 075): routes of `access: 'apiKey'` added for the test under /api/v1, as
 * the public API's are, answering which company and key the guard found.
 */
function addTestRoutes(app: FastifyInstance) {
  app.get('/api/v1/test/whoami', { config: { access: 'apiKey' } }, async (request) => ({
    companyId: request.companyId,
    keyId: request.apiKey.id,
    scopes: request.apiKey.scopes,
  }));
  app.post('/api/v1/test/things', { config: { access: 'apiKey' } }, async (request, reply) =>
    reply.status(201).send({ companyId: request.companyId }),
  );
}

interface Company extends SignedInCompany {
  id: string;
}

async function company(app: FastifyInstance, name: string): Promise<Company> {
  const signedIn = await registerCompany(app, name);
  const account = await app.inject({
    method: 'GET',
    url: '/api/account',
    headers: { cookie: signedIn.cookie },
  });
  return { ...signedIn, id: account.json().id };
}

const whoami = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers });
const postThing = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/test/things', headers, payload: { name: 'x' } });

describe('the API key guard', () => {
  let testApp: TestApp;
  let clock = new Date();
  let premium: Company;
  let other: Company;
  let standard: Company;
  let free: Company;
  const app = () => testApp.app;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock, beforeReady: addTestRoutes });
    premium = await company(app(), 'Clés Premium');
    other = await company(app(), 'Clés Autre Premium');
    standard = await company(app(), 'Clés Standard');
    free = await company(app(), 'Clés Gratuit');
    await usePremium(app(), premium.id);
    await usePremium(app(), other.id);
    await setCompanyPlan(app(), standard.id, 'Standard');
  });
  afterAll(() => testApp.close());

  async function expectInvalid(headers: Record<string, string>) {
    const response = await whoami(app(), headers);
    expect(response.statusCode, response.body).toBe(401);
    expect(errorCodeOf(response.json())).toBe('API_KEY_INVALID');
    expect(response.body).toContain(API_KEY_MESSAGES.invalid.slice(0, 20));
    expect(response.headers['www-authenticate']).toBe(
      headers.authorization
        ? 'Bearer realm="Pointeo API", error="invalid_token"'
        : 'Bearer realm="Pointeo API"',
    );
  }

  it('issues secrets of the recognisable form, each one different', async () => {
    const [first, second] = await Promise.all([
      issueApiKey(app(), premium.id),
      issueApiKey(app(), premium.id),
    ]);
    expect(first).toMatch(API_KEY_PATTERN);
    expect(first.startsWith('pto_live_')).toBe(true);
    expect(second).not.toBe(first);
  });

  it('refuses a call without a key, in French', async () => {
    await expectInvalid({});
  });

  it('refuses a malformed Authorization header before any lookup', async () => {
    const secret = await issueApiKey(app(), premium.id);
    for (const authorization of [
      'Bearer',
      'Bearer abc',
      `Basic ${secret}`,
      `Bearer ${secret.slice(0, -1)}`,
      `Bearer ${secret}x`,
      `Bearer ${secret.replace('pto_live_', 'pto_test_')}`,
      `Bearer ${secret.slice(0, -1)}-`,
      secret,
    ]) {
      await expectInvalid({ authorization });
    }
  });

  it('refuses a key of the right form that no company has', async () => {
    await expectInvalid(bearer(`pto_live_${'A'.repeat(40)}`));
  });

  it('opens the route to a key, with the key’s company and nothing else', async () => {
    const secret = await issueApiKey(app(), premium.id);
    const response = await whoami(app(), { authorization: `bearer  ${secret}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ companyId: premium.id, scopes: ['read'] });
  });

  it('never shows a company to another company’s key: the company is the key’s', async () => {
    const mine = await issueApiKey(app(), premium.id);
    const theirs = await issueApiKey(app(), other.id, { scopes: ['write'] });
    const asOther = await whoami(app(), {
      ...bearer(theirs),
      cookie: premium.cookie,
      'x-company-id': premium.id,
    });
    expect(asOther.json().companyId).toBe(other.id);
    const written = await postThing(app(), bearer(theirs));
    expect(written.json()).toEqual({ companyId: other.id });
    expect((await whoami(app(), bearer(mine))).json().companyId).toBe(premium.id);
  });

  it('refuses a write to a read-only key, and lets a read-write key read and write', async () => {
    const readOnly = await issueApiKey(app(), premium.id, { scopes: ['read'] });
    const refused = await postThing(app(), bearer(readOnly));
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused.json())).toBe('API_KEY_SCOPE');
    expect(refused.body).toContain('lecture seule');
    expect(refused.headers['www-authenticate']).toBe(
      'Bearer realm="Pointeo API", error="insufficient_scope", scope="write"',
    );

    const readWrite = await issueApiKey(app(), premium.id, { scopes: ['write'] });
    expect((await postThing(app(), bearer(readWrite))).statusCode).toBe(201);
    const read = await whoami(app(), bearer(readWrite));
    expect(read.statusCode).toBe(200);
    expect(read.json().scopes).toEqual(['read', 'write']);
  });

  it('refuses a revoked key from the next call on', async () => {
    const secret = await issueApiKey(app(), premium.id, { name: 'À révoquer' });
    expect((await whoami(app(), bearer(secret))).statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.name, 'À révoquer'));
    const revoked = await app().inject({
      method: 'DELETE',
      url: `/api/developers/keys/${row!.id}`,
      headers: { cookie: premium.cookie },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await expectInvalid(bearer(secret));
  });

  it('refuses a key once its expiry has passed', async () => {
    const expiresAt = new Date(clock.getTime() + 60 * 60_000);
    const secret = await issueApiKey(app(), premium.id, { expiresAt });
    expect((await whoami(app(), bearer(secret))).statusCode).toBe(200);
    const before = clock;
    try {
      clock = new Date(expiresAt.getTime() - 1);
      expect((await whoami(app(), bearer(secret))).statusCode).toBe(200);
      clock = expiresAt;
      await expectInvalid(bearer(secret));
    } finally {
      clock = before;
    }
  });

  it('answers 403 in French to a key of a company not on Premium, whatever the scope', async () => {
    for (const target of [standard, free]) {
      const secret = await issueApiKey(app(), target.id, { scopes: ['write'] });
      for (const response of [await whoami(app(), bearer(secret)), await postThing(app(), bearer(secret))]) {
        expect(response.statusCode).toBe(403);
        expect(errorCodeOf(response.json())).toBe('FEATURE_NOT_IN_PLAN');
        expect(response.body).toContain(featureUnavailableMessage('api').slice(0, 40));
      }
    }
  });

  it('refuses a key the company has once it leaves Premium', async () => {
    const secret = await issueApiKey(app(), other.id);
    expect((await whoami(app(), bearer(secret))).statusCode).toBe(200);
    await setCompanyPlan(app(), other.id, 'Standard');
    try {
      expect((await whoami(app(), bearer(secret))).statusCode).toBe(403);
    } finally {
      await usePremium(app(), other.id);
    }
  });

  it('keeps the session and the key apart: a cookie opens no API route, a key no company route', async () => {
    const cookieOnly = await whoami(app(), { cookie: premium.cookie });
    expect(cookieOnly.statusCode).toBe(401);
    expect(errorCodeOf(cookieOnly.json())).toBe('API_KEY_INVALID');
    const secret = await issueApiKey(app(), premium.id, { scopes: ['write'] });
    const company = await app().inject({ method: 'GET', url: '/api/employees', headers: bearer(secret) });
    expect(company.statusCode).toBe(401);
    expect(errorCodeOf(company.json())).toBe('UNAUTHENTICATED');
  });

  it('keeps the last use to the minute, writing it at most once a minute', async () => {
    const secret = await issueApiKey(app(), premium.id, { name: 'Dernière utilisation' });
    const lastUse = async () =>
      (
        await testApp.database.db
          .select({ at: apiKeys.lastUsedAt })
          .from(apiKeys)
          .where(eq(apiKeys.name, 'Dernière utilisation'))
      )[0]!.at;
    expect(await lastUse()).toBeNull();
    const before = clock;
    try {
      const first = new Date('2027-03-01T09:00:00Z');
      clock = first;
      await whoami(app(), bearer(secret));
      expect(await lastUse()).toEqual(first);
      clock = new Date(first.getTime() + 59_000);
      await whoami(app(), bearer(secret));
      expect(await lastUse()).toEqual(first);
      clock = new Date(first.getTime() + 60_000);
      await whoami(app(), bearer(secret));
      expect(await lastUse()).toEqual(clock);
    } finally {
      clock = before;
    }
  });
});

describe("'Développeurs' › 'Clés d'API'", () => {
  let testApp: TestApp;
  let premium: Company;
  let other: Company;
  let standard: Company;
  const app = () => testApp.app;
  const send = (target: Company, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie: target.cookie }, ...(payload && { payload }) });
  const keysOf = async (target: Company) => (await send(target, 'GET', '/api/developers/keys')).json().keys;

  beforeAll(async () => {
    testApp = await buildTestApp({ beforeReady: addTestRoutes });
    premium = await company(app(), 'Développeurs Premium');
    other = await company(app(), 'Développeurs Autre');
    standard = await company(app(), 'Développeurs Standard');
    await usePremium(app(), premium.id);
    await usePremium(app(), other.id);
    await setCompanyPlan(app(), standard.id, 'Standard');
  });
  afterAll(() => testApp.close());

  it('creates a key and answers its secret once; the list shows its prefix, never the secret', async () => {
    expect(await keysOf(premium)).toEqual([]);
    const created = await send(premium, 'POST', '/api/developers/keys', {
      name: ' Logiciel de paie ',
      scopes: ['read'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { key, secret } = created.json();
    expect(secret).toMatch(API_KEY_PATTERN);
    expect(key).toEqual({
      id: expect.any(String),
      name: 'Logiciel de paie',
      prefix: secret.slice(0, 'pto_live_'.length + 6),
      scopes: ['read'],
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    });
    const listed = await send(premium, 'GET', '/api/developers/keys');
    expect(listed.json().keys).toEqual([key]);
    expect(listed.body).not.toContain(secret.slice('pto_live_'.length + 6));
    const [row] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row!.createdBy).toBe(premium.id);

    // The secret opens the API; the list then shows its last use.
    expect((await whoami(app(), bearer(secret))).json()).toMatchObject({
      companyId: premium.id,
      keyId: key.id,
    });
    expect((await keysOf(premium))[0].lastUsedAt).not.toBeNull();
  });

  it('gives a read-write key both scopes, and stops a key at the end of its last day, Paris time', async () => {
    const created = await send(premium, 'POST', '/api/developers/keys', {
      name: 'ERP',
      scopes: ['write'],
      expiresOn: '2099-06-30',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().key).toMatchObject({
      scopes: ['read', 'write'],
      expiresAt: '2099-06-30T22:00:00.000Z',
    });
  });

  it('refuses a name left empty, no scope, or a last day that is not after today, in French', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
    for (const [payload, field, message] of [
      [{ name: '  ', scopes: ['read'] }, 'name', API_KEY_MESSAGES.nameRequired],
      [{ name: 'Paie', scopes: [] }, 'scopes', API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Paie', scopes: ['admin'] }, 'scopes.0', API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Paie', scopes: ['read'], expiresOn: '2099-02-30' }, 'expiresOn', API_KEY_MESSAGES.badExpiry],
      [{ name: 'Paie', scopes: ['read'], expiresOn: today }, 'expiresOn', API_KEY_MESSAGES.expiryPast],
    ] as const) {
      const response = await send(other, 'POST', '/api/developers/keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields).toMatchObject({ [field]: message });
    }
    expect(await keysOf(other)).toEqual([]);
  });

  it('revokes at once; the revoked key goes below the live ones', async () => {
    const first = (
      await send(other, 'POST', '/api/developers/keys', { name: 'Première', scopes: ['read'] })
    ).json();
    const second = (
      await send(other, 'POST', '/api/developers/keys', { name: 'Seconde', scopes: ['read'] })
    ).json();
    expect((await whoami(app(), bearer(first.secret))).statusCode).toBe(200);
    const revoked = await send(other, 'DELETE', `/api/developers/keys/${first.key.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await whoami(app(), bearer(first.secret))).statusCode).toBe(401);
    expect((await whoami(app(), bearer(second.secret))).statusCode).toBe(200);
    expect((await keysOf(other)).map((key: { name: string }) => key.name)).toEqual(['Seconde', 'Première']);
    // Revoking again changes nothing.
    const again = await send(other, 'DELETE', `/api/developers/keys/${first.key.id}`);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
  });

  it('answers 404 to another company’s key id, whatever it sends, and leaves that key working', async () => {
    const theirs = (
      await send(other, 'POST', '/api/developers/keys', { name: 'La leur', scopes: ['read'] })
    ).json();
    for (const url of [`/api/developers/keys/${theirs.key.id}`, '/api/developers/keys/pas-un-identifiant']) {
      const response = await send(premium, 'DELETE', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: expect.stringMatching(/NOT_FOUND/) });
    }
    expect((await whoami(app(), bearer(theirs.secret))).statusCode).toBe(200);
    expect((await keysOf(premium)).map((key: { id: string }) => key.id)).not.toContain(theirs.key.id);
  });

  it('is Premium’s: another plan gets the plan gate’s French 403', async () => {
    for (const [method, payload] of [['GET'], ['POST', { name: 'Paie', scopes: ['read'] }]] as const) {
      const response = await send(standard, method, '/api/developers/keys', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FEATURE_NOT_IN_PLAN',
        message: featureUnavailableMessage('api'),
      });
    }
  });

  it(`keeps at most ${MAX_LIVE_API_KEYS} live keys, and lists them all before the revoked ones`, async () => {
    const crowded = await company(app(), 'Développeurs Nombreux');
    await usePremium(app(), crowded.id);
    const revoked = (
      await send(crowded, 'POST', '/api/developers/keys', { name: 'Ancienne', scopes: ['read'] })
    ).json();
    await send(crowded, 'DELETE', `/api/developers/keys/${revoked.key.id}`);
    for (let index = 0; index < MAX_LIVE_API_KEYS; index++) {
      await issueApiKey(app(), crowded.id, { name: `Clé ${index}` });
    }
    const refused = await send(crowded, 'POST', '/api/developers/keys', {
      name: 'De trop',
      scopes: ['read'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_API_KEYS',
      message: API_KEY_MESSAGES.tooMany,
    });
    const keys = await keysOf(crowded);
    expect(keys).toHaveLength(MAX_LIVE_API_KEYS + 1);
    expect(keys.at(-1).name).toBe('Ancienne');
  });
});

/** A small limit, as API_REQUESTS_PER_MINUTE sets it, so the test stays short. */
const PER_MINUTE = 3;

describe('the calls of a key per minute', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let premium: Company;

  beforeAll(async () => {
    // The session's limit of company writes is lower still: it must not count the key's calls.
    const env = { API_REQUESTS_PER_MINUTE: String(PER_MINUTE), COMPANY_WRITES_PER_MINUTE: '1' };
    first = await buildTestApp({ env, beforeReady: addTestRoutes });
    // Two apps on one database stand for two instances behind a load balancer.
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
    addTestRoutes(second);
    await second.ready();
    premium = await company(first.app, 'Clés Limite');
    await usePremium(first.app, premium.id);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('tells each answer the limit, what remains and when it resets, then answers 429 with Retry-After', async () => {
    const secret = await issueApiKey(first.app, premium.id, { scopes: ['write'] });
    const answers = [];
    for (let index = 0; index <= PER_MINUTE; index++) {
      const app = index % 2 === 0 ? first.app : second;
      answers.push(await (index === 1 ? postThing(app, bearer(secret)) : whoami(app, bearer(secret))));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 200, 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-limit'])).toEqual(
      Array(4).fill(String(PER_MINUTE)),
    );
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    for (const answer of answers) {
      const reset = Number(answer.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const refused = answers[PER_MINUTE]!;
    expect(errorCodeOf(refused.json())).toBe('API_KEY_RATE_LIMITED');
    expect(refused.body).toContain('Trop de requêtes');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.slice(0, PER_MINUTE).every((answer) => answer.headers['retry-after'] === undefined)).toBe(
      true,
    );
  });

  it('counts each key apart, and the key’s writes apart from the session’s', async () => {
    const secret = await issueApiKey(first.app, premium.id, { scopes: ['write'] });
    const statuses = [];
    for (let index = 0; index < PER_MINUTE; index++)
      statuses.push((await postThing(first.app, bearer(secret))).statusCode);
    expect(statuses).toEqual(Array(PER_MINUTE).fill(201));
    // The session's own limit (COMPANY_WRITES_PER_MINUTE) still holds for the session's writes.
    const write = (name: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/employees',
        headers: { cookie: premium.cookie },
        payload: {
          firstName: name,
          lastName: 'Martin',
          pinCode: `${Math.floor(100000 + Math.random() * 800000)}`,
        },
      });
    expect((await write('Un')).statusCode).not.toBe(429);
    expect((await write('Deux')).statusCode).toBe(429);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('the calls of a key per minute, counted in Redis (REDIS_URL)', () => {
  const prefix = `pointeo-test-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = openRedis(REDIS_URL!, prefix);
    testApp = await buildTestApp({
      redis,
      env: { API_REQUESTS_PER_MINUTE: String(PER_MINUTE) },
      beforeReady: addTestRoutes,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    const keys = await redis.keys(`${prefix}*`);
    // KEYS answers whole names; DEL would add the prefix a second time.
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  it('refuses the call past the limit, the count kept in Redis', async () => {
    const premium = await company(testApp.app, 'Clés Redis');
    await usePremium(testApp.app, premium.id);
    const secret = await issueApiKey(testApp.app, premium.id);
    const answers = [];
    for (let index = 0; index <= PER_MINUTE; index++) answers.push(await whoami(testApp.app, bearer(secret)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(await redis.keys(`${prefix}rate-limit:*api-key:*`)).not.toHaveLength(0);
  });
});
