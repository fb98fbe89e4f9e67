import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, employees } from './accounts';

/**
 * The employee's own space (issue 30, decision 071), owned by the employee-space module: the
 * one-time codes mailed to sign in, of which only a hash is kept, and the phones signed in.
 */
export const employeeSpaceCodes = pgTable(
  'employee_space_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes or PINs typed against it: spent at SPACE_CODE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('employee_space_codes_employee_created_idx').on(table.employeeId, table.createdAt),
    check('employee_space_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** A phone signed in to an employee's space: only the SHA-256 hash of its cookie's token is kept. */
export const employeeSpaceSessions = pgTable(
  'employee_space_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('employee_space_sessions_token_hash_key').on(table.tokenHash),
    index('employee_space_sessions_employee_idx').on(table.employeeId),
  ],
);
