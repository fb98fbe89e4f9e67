import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue } from './job-queue';

export interface PgBossQueueOptions {
  /** The app's own pool: pg-boss needs no second set of connections. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** How long stop() waits for the jobs in progress. */
  stopTimeoutMs: number;
}

/** How often an idle worker asks for a job; a mail waits this long at most before it is sent. */
const POLLING_INTERVAL_SECONDS = 1;
/** Finished jobs (a mail job holds its links) are deleted after this. */
const DELETE_AFTER_SECONDS = 3_600;

/**
 * pg-boss in its own `pgboss` schema (created and migrated by pg-boss at start, under its own
 * advisory lock): a job is fetched with SKIP LOCKED, so each runs in one instance only, and a failed
 * one is retried with exponential backoff, even by another instance after a crash.
 */
export async function createPgBossQueue({ pool, log, stopTimeoutMs }: PgBossQueueOptions): Promise<JobQueue> {
  // pg-boss's stop() waits for the jobs its workers hold, not for a fetch still in flight: the job
  // it brings back would run, and be marked done or failed, on a pool already ended. Every query
  // and every run is counted, and stop() waits until none is left.
  const inFlight = new Set<Promise<unknown>>();
  const counted = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => counted(pool.query(text, values)) },
    schema: 'pgboss',
    deleteAfterSeconds: DELETE_AFTER_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const intervals = new Set<NodeJS.Timeout>();

  const work = <Data>(job: JobDefinition<Data>) =>
    boss.work<Data>(job.name, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, (jobs) =>
      counted(
        (async () => {
          for (const { data } of jobs) {
            try {
              await job.run(data);
            } catch (error) {
              log.warn({ err: error, job: job.name }, 'job failed (pg-boss retries it with backoff)');
              throw error;
            }
          }
        })(),
      ),
    );

  /** Waits for the last queries and runs (a run's completion is a query that follows it). */
  const settle = async (deadline: number) => {
    while (Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      if (inFlight.size === 0) return;
      await Promise.race([
        Promise.allSettled(inFlight),
        delay(deadline - Date.now(), undefined, { ref: false }),
      ]);
    }
  };

  return {
    kind: 'pg-boss',
    async define(job) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
      });
      await work(job);
    },
    async send(name, data) {
      await boss.send(name, data as object);
    },
    async every(job, intervalMs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'stately', retryLimit: 0 });
      await work({ ...job, retryLimit: 0, retryDelaySeconds: 0 });
      // Every instance offers a run each interval; the stately policy keeps one waiting at most.
      const timer = setInterval(() => {
        boss
          .send(job.name, {})
          .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job not queued'));
      }, intervalMs);
      timer.unref();
      intervals.add(timer);
    },
    async stop() {
      for (const timer of intervals) clearInterval(timer);
      const deadline = Date.now() + stopTimeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
      await settle(deadline);
    },
  };
}
