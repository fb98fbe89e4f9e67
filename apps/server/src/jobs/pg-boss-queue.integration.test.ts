import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

const silentLog = pino({ level: 'silent' }) as FastifyBaseLogger;
const WAIT = { timeout: 30_000, interval: 50 };

/** Two server instances on one PostgreSQL database, each with its own pool and pg-boss workers. */
describe.skipIf(!process.env.DATABASE_URL)('the pg-boss job queue, two instances on one database', () => {
  const instances: { database: DatabaseHandle; queue: JobQueue }[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const first = await openTestDatabase();
    drop = first.drop;
    const second = await openDatabase({ databaseUrl: first.url, dataDir: '' });
    for (const database of [first.database, second]) {
      instances.push({
        database,
        queue: await createPgBossQueue({ pool: database.pool!, log: silentLog, stopTimeoutMs: 5_000 }),
      });
    }
  });

  afterAll(async () => {
    for (const { queue, database } of instances) {
      await queue.stop();
      await database.close();
    }
    await drop();
  });

  it('runs each sent job once, whichever instance takes it', async () => {
    const runs: number[] = [];
    for (const { queue } of instances) {
      await queue.define<{ n: number }>({
        name: 'count-once',
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async ({ n }) => {
          runs.push(n);
        },
      });
    }
    for (let n = 0; n < 20; n++) await instances[n % 2]!.queue.send('count-once', { n });
    await vi.waitFor(() => expect(runs).toHaveLength(20), WAIT);
    expect(new Set(runs).size).toBe(20);
  });

  it('retries a failing job until it succeeds (a mail through an SMTP outage)', async () => {
    let failuresLeft = 2;
    const delivered: string[] = [];
    await instances[0]!.queue.define<{ to: string }>({
      name: 'flaky-mail',
      retryLimit: 5,
      retryDelaySeconds: 1,
      run: async ({ to }) => {
        if (failuresLeft-- > 0) throw new Error('SMTP indisponible');
        delivered.push(to);
      },
    });
    await instances[1]!.queue.send('flaky-mail', { to: 'direction@exemple.fr' });
    await vi.waitFor(() => expect(delivered).toEqual(['direction@exemple.fr']), WAIT);
    expect(failuresLeft).toBe(-1);
  });

  it('never runs a periodic job twice at once, though both instances queue it', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    for (const { queue } of instances) {
      await queue.every(
        {
          name: 'renewals-once',
          run: async () => {
            running++;
            mostAtOnce = Math.max(mostAtOnce, running);
            await new Promise((resolve) => setTimeout(resolve, 300));
            running--;
            runs++;
          },
        },
        100,
      );
    }
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), WAIT);
    expect(mostAtOnce).toBe(1);
  });
});
