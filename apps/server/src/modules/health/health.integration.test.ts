import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

describe('health endpoints', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

  it.each(['/api/health', '/api/health/ready'])(
    '%s answers ok with the kind of database after a real query',
    async (url) => {
      testApp = await buildTestApp();
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: expectedKind });
    },
  );

  it('readiness answers 503 when the database does not answer, liveness still 200', async () => {
    testApp = await buildTestApp();
    await testApp.database.close();
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('unavailable');
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
