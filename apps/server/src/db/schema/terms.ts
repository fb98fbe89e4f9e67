import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { authUsers } from './auth';

/**
 * Who accepted which version of the terms of sale, privacy policy and data-processing agreement, and
 * when (decision 084): one row per company and version, written by an administrator at registration
 * or in the dialog a new version opens. The row outlives the member who accepted (user id set null).
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('terms_acceptances_company_version_key').on(table.companyId, table.version)],
);
