import type { CustomReportDefinition } from '@pointeo/domain/custom-reports';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** 'Rapports personnalisés' saved under a name, to be run again on fresh figures. */
export const customReports = pgTable(
  'custom_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Checked by the domain's `customReportDefinitionSchema` when saved and when read back. */
    definition: jsonb('definition').$type<CustomReportDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('custom_reports_company_name_key').on(table.companyId, table.name)],
);
