import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { PeriodicJob } from './job-queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cutoff of rows kept a fixed time: `now` less that age. */
export const olderThan =
  (ageMs: number) =>
  (now: Date): Date =>
    new Date(now.getTime() - ageMs);

export const olderThanDays = (days: number) => olderThan(days * DAY_MS);

/**
 * A periodic job that deletes the rows of `table` whose `column` is before `cutoff(now)`: one
 * ranged delete a run, for the tables kept a fixed time (audit events, idempotency keys, contact
 * messages, the mail outbox).
 */
export function purgeJob(
  name: string,
  db: Database,
  { table, column }: { table: PgTable; column: PgColumn },
  now: () => Date,
  cutoff: (now: Date) => Date,
): PeriodicJob {
  return {
    name,
    async run() {
      await db.delete(table).where(lt(column, sql`${cutoff(now()).toISOString()}::timestamptz`));
    },
  };
}
