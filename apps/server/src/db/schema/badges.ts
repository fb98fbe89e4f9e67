import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, employees } from './accounts';

/**
 * Employees' badges (issue 30, decision 065), owned by the employees module. The QR code carries a
 * random secret of which only the SHA-256 hash is kept, as a kiosk's credential: the sheet is drawn
 * when the badges are issued and cannot be drawn again. A revoked badge keeps its row.
 */
export const employeeBadges = pgTable(
  'employee_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('employee_badges_secret_hash_key').on(table.secretHash),
    // At most one live badge per employee: issuing again revokes the old one first.
    uniqueIndex('employee_badges_one_live_key').on(table.employeeId).where(sql`revoked_at is null`),
    index('employee_badges_company_id_idx').on(table.companyId),
  ],
);
