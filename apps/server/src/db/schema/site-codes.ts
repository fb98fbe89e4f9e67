import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, employees } from './accounts';
import { sites } from './sites';

/**
 * The key that signs the sites' QR codes (decision 070) when SITE_CODE_SECRET is not set: one row,
 * made at random by the first start, so every instance and every restart signs alike. Owned by the
 * clock module.
 */
export const siteCodeKeys = pgTable(
  'site_code_keys',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_code_keys_one_row', sql`${table.id} = 1`)],
);

/**
 * Each site code an employee has used (decision 070), so that the same employee never uses the same
 * code twice; another employee may use it (a queue arriving together). Recorded in the transaction of
 * the punch it proves; purged once a day old (the code expired long before). Owned by the clock module.
 */
export const siteCodeUses = pgTable(
  'site_code_uses',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').notNull(),
    /** The code's window: whole 30-second periods since the Unix epoch. */
    codeWindow: bigint('code_window', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The company first: a unique key on a table distributed by company must hold it (decision 021).
    primaryKey({
      name: 'site_code_uses_pkey',
      columns: [table.companyId, table.employeeId, table.siteId, table.codeWindow],
    }),
    index('site_code_uses_used_at_idx').on(table.usedAt),
    foreignKey({
      name: 'site_code_uses_site_fk',
      columns: [table.companyId, table.siteId],
      foreignColumns: [sites.companyId, sites.id],
    }),
  ],
);
