import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

describe('GET /api/health', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('answers ok with the kind of database after a real query', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expectedKind });
  });

  it('answers 503 when the database does not answer', async () => {
    testApp = await buildTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('unavailable');
  });
});
