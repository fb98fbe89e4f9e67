import { DEFAULT_RETENTION_YEARS, MIN_RETENTION_YEARS } from '@pointeo/domain/account-closure';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * How long the company keeps its time records (issue 33 item 4, decision 083), owned by the
 * account-closure module: no row means the default, the CNIL's five years.
 */
export const companyRetentionSettings = pgTable(
  'company_retention_settings',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    retentionYears: integer('retention_years').notNull().default(DEFAULT_RETENTION_YEARS),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'company_retention_settings_years_check',
      sql`${table.retentionYears} >= ${sql.raw(String(MIN_RETENTION_YEARS))}`,
    ),
  ],
);

/**
 * 'Supprimer le compte' (decision 083): the company is closed from `closed_at` on; its time records
 * are kept `retention_years` (the setting when it closed), then the purge job deletes them and what
 * was left of the company, and marks `purged_at`.
 */
export const accountClosures = pgTable('account_closures', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  retentionYears: integer('retention_years').notNull(),
  purgedAt: timestamp('purged_at', { withTimezone: true }),
});
