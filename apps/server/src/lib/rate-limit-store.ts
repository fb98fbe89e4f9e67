import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';
import type { PeriodicJob } from '../jobs/job-queue';

type RouteLimitOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  /** Set by the plugin on a route's own limit (mergeParams with { routeInfo }), missing from its types. */
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's counts in PostgreSQL instead of each process's memory, so a limit holds
 * across instances. One statement per hit: the upsert takes the counter's row lock, so concurrent
 * hits on one key queue up and each reads the count of those before it. The database's clock decides
 * the windows, the same for every instance.
 */
export function createPostgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A route with its own limit counts apart from the others (the plugin's memory store keeps one map per route). */
    child(routeOptions: RouteLimitOptions): FastifyRateLimitStore {
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(routeOptions, `${method} ${routeOptions.routeInfo?.url ?? ''}|`);
    }
  }
  return PostgresRateLimitStore;
}

async function hit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = (await db.execute(sql`
    insert into ${rateLimitCounters} as counter (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
    returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`)) as unknown as {
    rows: Array<{ hits: number; ttl: number }>;
  };
  const row = result.rows[0]!;
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}

/** Deletes the counters whose window has ended, run by the job queue. */
export function rateLimitPurgeJob(db: Database): PeriodicJob {
  return {
    name: 'purge-expired-rate-limits',
    async run() {
      await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, sql`now()`));
    },
  };
}
