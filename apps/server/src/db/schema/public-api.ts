import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The public API's `Idempotency-Key`s (decision 076): per company and key, the request it came with
 * (a hash of its method, address and body) and, once answered, that answer, replayed to a retry for
 * 24 hours. No answer yet: the first request is still running.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.key] }),
    // The purge of keys over 24 hours old reads them by age.
    index('api_idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
