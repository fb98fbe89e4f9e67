import type { PayrollCodes } from '@pointeo/domain/payroll';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** 'Export paie' settings per company; a company without a row has the suggested codes. */
export const companyPayrollSettings = pgTable(
  'company_payroll_settings',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The file layout: 'generic' or 'silae'. */
    preset: text('preset', { enum: ['generic', 'silae'] }).notNull(),
    /** The payroll software's code of each figure (packages/domain/src/payroll.ts); '' leaves it out. */
    codes: jsonb('codes').$type<PayrollCodes>().notNull(),
    /** Absence type id → its code ('' leaves it out); types missing here have the suggested code. */
    absenceCodes: jsonb('absence_codes').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('company_payroll_settings_preset_check', sql`${table.preset} in ('generic', 'silae')`)],
);
