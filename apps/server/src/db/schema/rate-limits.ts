import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * @fastify/rate-limit's counters (one fixed window per route and client), shared by every instance.
 * A counter past its window restarts at its next hit; the purge job deletes those left behind.
 * UNLOGGED (migration 0061, decision 090): a crash empties it, which only restarts the windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);
