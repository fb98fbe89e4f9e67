import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The push to Silae's API (issue 32 item 3, decision 079), owned by the payroll-connectors module: a
 * company's Silae connection, and each push of a month with every value sent and Silae's answer.
 */
export const silaeConnections = pgTable('silae_connections', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  /** The OAuth2 client secret, sealed with AES-256-GCM (lib/secret-box.ts). */
  clientSecret: text('client_secret').notNull(),
  /** The `Ocp-Apim-Subscription-Key`, sealed the same way. */
  subscriptionKey: text('subscription_key').notNull(),
  dossierNumber: text('dossier_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedByName: text('updated_by_name').notNull(),
});

export const silaePushes = pgTable(
  'silae_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** AAAA-MM. */
    month: text('month').notNull(),
    dryRun: boolean('dry_run').notNull(),
    status: text('status', { enum: ['running', 'dry-run', 'sent', 'partial', 'failed'] }).notNull(),
    dossierNumber: text('dossier_number').notNull(),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('silae_pushes_company_month_idx').on(table.companyId, table.month, table.createdAt),
    // One real push of a month at a time: a second click while one runs cannot send values twice.
    uniqueIndex('silae_pushes_one_running_key')
      .on(table.companyId, table.month)
      .where(sql`${table.status} = 'running'`),
  ],
);

export const silaePushValues = pgTable(
  'silae_push_values',
  {
    pushId: uuid('push_id')
      .notNull()
      .references(() => silaePushes.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The value's place in the month's list. */
    position: integer('position').notNull(),
    employeeId: text('employee_id').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    payrollNumber: text('payroll_number').notNull(),
    kind: text('kind', { enum: ['hours', 'absence', 'variable'] }).notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    value: doublePrecision('value').notNull(),
    /** AAAA-MM-JJ. */
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    endpoint: text('endpoint').notNull(),
    status: text('status', { enum: ['planned', 'sent', 'failed', 'already-sent'] }).notNull(),
    httpStatus: integer('http_status'),
    answer: text('answer').notNull().default(''),
  },
  (table) => [
    index('silae_push_values_push_idx').on(table.pushId, table.position),
    index('silae_push_values_company_idx').on(table.companyId, table.status),
  ],
);
