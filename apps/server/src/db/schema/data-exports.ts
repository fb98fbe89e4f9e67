import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** PostgreSQL's `bytea` as a Node Buffer (PGlite and pg both hand one back). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * 'Exporter les données de l'entreprise' (issue 33 item 4, decision 082), owned by the data-export
 * module. The ZIP is kept in the row, not on a disk: every instance reaches it, a backup never holds
 * a file without its row, and the purge drops it with one statement. It is cleared once downloaded
 * or expired; the row stays a month as the trace of the request.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who asked (their user id; the owner's is the company id, decision 004). */
    requestedBy: text('requested_by').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The ZIP, null until ready and again once downloaded or expired. */
    archive: bytea('archive'),
    byteSize: integer('byte_size'),
    /** SHA-256 (hex) of the one-time download token; the token itself is only in the answer and the mail. */
    tokenHash: text('token_hash').notNull(),
    /** 24 h after the ZIP is ready; null before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_token_hash_key').on(table.tokenHash),
    index('data_exports_company_created_idx').on(table.companyId, table.createdAt),
    // The purge's range.
    index('data_exports_created_at_idx').on(table.createdAt),
    check('data_exports_status_check', sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);
