import type { ApiKeyScope } from '@pointeo/domain/api-keys';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The company's API keys (issue 31, decision 075), owned by the api-keys module. The secret is
 * shown once; only its SHA-256 hash is kept, and the first characters the lists show.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'pto_live_a1B2c3': the prefix and the secret's first characters, to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole secret: the guard finds the key by it. */
    secretHash: text('secret_hash').notNull(),
    /** 'read', or 'read' and 'write'. */
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The instant it stops working, or null: it never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The member who created it (their user id; the owner's is the company id, decision 004). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Kept to the minute at most: written once a minute of use, not on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_key').on(table.secretHash),
    index('api_keys_company_created_idx').on(table.companyId, table.createdAt),
    check(
      'api_keys_scopes_check',
      sql`cardinality(${table.scopes}) > 0 and ${table.scopes} <@ array['read', 'write']::text[]`,
    ),
  ],
);
