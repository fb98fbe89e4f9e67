import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRecordingMailer, type TestApp } from '../../test/helper';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const message = {
  fullName: 'Élodie Martin',
  email: 'elodie@boulangerie-martin.fr',
  company: '',
  message: 'Bonjour, combien coûte le plan Premium ?',
};

/** Two apps on one database stand for two server instances behind a load balancer. */
describe('rate limits kept in the database', () => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp({ mailer: createRecordingMailer() });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BILLING_JOB_INTERVAL_SECONDS: '0' }),
      database: first.database,
      mailer: createRecordingMailer(),
      logger: false,
    });
    await second.ready();
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('holds across instances: five contact messages in ten minutes, whichever instance takes them', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: message });
    const statuses = [];
    for (const app of [first.app, second, first.app, second, first.app])
      statuses.push((await send(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await send(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Trop de tentatives/);
  });

  it('keeps its counters out of the write-ahead log (UNLOGGED): a hit waits for no disk flush', async () => {
    const result = await first.database.db.execute(
      sql`select relpersistence from pg_class where oid = 'rate_limit_counters'::regclass`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ relpersistence: 'u' }]);
  });
});
