import { API_KEY_MESSAGES, API_KEY_PATTERN } from '@pointeo/domain/api-keys';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type SignedInCompany } from '../../../test/accounts';
import { bearer, errorCodeOf, issueApiKey, setCompanyPlan, usePremium } from '../../../test/api-keys';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { apiKeys } from '../../db/schema/api-keys';

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
