import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per attempt counted against a limit (sign-ins per e-mail and per IP), shared by every
 * instance. Rows older than the longest window no longer count and are pruned.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('attempts_key_attempted_at_idx').on(table.key, table.attemptedAt),
    index('attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);
