import type { PayrollCodes } from '@pointeo/domain/payroll';
import type { PayrollFormat } from '@pointeo/domain/payroll-layouts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** 'Export paie' settings per company; a company without a row has the suggested codes. */
export const companyPayrollSettings = pgTable(
  'company_payroll_settings',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The file layout: a preset ('generic', 'silae', 'ebp') or the company's own ('custom'), decision 078. */
    preset: text('preset', { enum: ['generic', 'silae', 'ebp', 'custom'] }).notNull(),
    /**
     * How the file is written (packages/domain/src/payroll-layouts.ts); null for settings saved before
     * the export builder: the preset's format.
     */
    format: jsonb('format').$type<PayrollFormat>(),
    /**
     * Figures and absence type ids not to export ('Ne pas exporter'); null for settings saved before
     * decision 078, where an empty code meant it.
     */
    skipped: jsonb('skipped').$type<string[]>(),
    /** The payroll software's code of each figure (packages/domain/src/payroll.ts); '' leaves it out. */
    codes: jsonb('codes').$type<PayrollCodes>().notNull(),
    /** Absence type id → its code ('' leaves it out); types missing here have the suggested code. */
    absenceCodes: jsonb('absence_codes').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'company_payroll_settings_preset_check',
      sql`${table.preset} in ('generic', 'silae', 'ebp', 'custom')`,
    ),
  ],
);

/**
 * Every payroll file handed out (decision 041): who took it, when, of which validated month, in which
 * layout, and the SHA-256 of its bytes. Append-only: the same month and layout give the same bytes,
 * so equal digests prove two downloads equal.
 */
export const payrollExports = pgTable(
  'payroll_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    /** The layout's preset, or 'custom' (decision 078). */
    preset: text('preset', { enum: ['generic', 'silae', 'ebp', 'custom'] }).notNull(),
    /** Hex SHA-256 of the file's bytes. */
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    authorId: text('author_id').notNull(),
    /** Their name when they did it (decision 060): a removed member's user is deleted. */
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payroll_exports_company_month_idx').on(table.companyId, table.month, table.createdAt),
    check('payroll_exports_preset_check', sql`${table.preset} in ('generic', 'silae', 'ebp', 'custom')`),
    check('payroll_exports_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
