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

describe.skipIf(!process.env.DATABASE_URL)(
  'the pg-boss job queue, stopped while a fetch is in flight',
  () => {
    it('runs the job that fetch brings back, and marks it done, before stop() resolves', async () => {
      const { database, drop } = await openTestDatabase();
      const pool = database.pool!;
      // Holds the answer of the fetch that brings the job back, as a slow database would.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let fetched = () => {};
      const jobFetched = new Promise<void>((resolve) => {
        fetched = resolve;
      });
      const slowPool = {
        query: async (text: string, values?: unknown[]) => {
          const result = await pool.query(text, values);
          if (text.includes('SKIP LOCKED') && result.rows.length > 0) {
            fetched();
            await held;
          }
          return result;
        },
      } as unknown as typeof pool;
      const queue = await createPgBossQueue({ pool: slowPool, log: silentLog, stopTimeoutMs: 10_000 });
      const runs: string[] = [];
      await queue.define<{ to: string }>({
        name: 'mail-at-shutdown',
        retryLimit: 3,
        retryDelaySeconds: 1,
        run: async ({ to }) => {
          await pool.query('SELECT 1');
          runs.push(to);
        },
      });
      await queue.send('mail-at-shutdown', { to: 'paie@exemple.fr' });
      await jobFetched;

      let runsWhenStopped: string[] | undefined;
      const stopped = queue.stop().then(() => {
        runsWhenStopped = [...runs];
      });
      // pg-boss's own stop sees no job in its workers' hands: it is through long before this.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      release();
      await stopped;

      expect(runsWhenStopped).toEqual(['paie@exemple.fr']);
      const { rows } = await pool.query(`SELECT state FROM pgboss.job WHERE name = 'mail-at-shutdown'`);
      expect(rows).toEqual([{ state: 'completed' }]);
      await database.close();
      await drop();
    });
  },
);
