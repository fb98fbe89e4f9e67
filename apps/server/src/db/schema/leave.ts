import { DEFAULT_LEAVE_RULES } from '@pointeo/domain/leave-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, employees } from './accounts';

/** The leave settings per company; a company without a row has the defaults (ouvrables, 1 June). */
export const leaveSettings = pgTable(
  'leave_settings',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    counting: text('counting', { enum: ['ouvrables', 'ouvres'] })
      .notNull()
      .default(DEFAULT_LEAVE_RULES.counting),
    referenceStartMonth: integer('reference_start_month')
      .notNull()
      .default(DEFAULT_LEAVE_RULES.referenceStartMonth),
    /** 'Autoriser un solde négatif': an overdraft of paid leave passes with a warning (decision 046). */
    allowNegativeBalance: boolean('allow_negative_balance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('leave_settings_counting_check', sql`${table.counting} in ('ouvrables', 'ouvres')`),
    check('leave_settings_month_check', sql`${table.referenceStartMonth} between 1 and 12`),
  ],
);

/**
 * The absence types of a company: the six built-in ones (a `code`, written the first time the
 * company uses leave) and its own (no code).
 */
export const absenceTypes = pgTable(
  'absence_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code'),
    name: text('name').notNull(),
    paid: boolean('paid').notNull(),
    /** Counts as worked time for overtime (paid leave does not, by law). */
    countsAsWorkedTime: boolean('counts_as_worked_time').notNull(),
    /** What the type does to paid leave earned: 'work' (assimilated), 'sick' (law 2024-364), 'none'. */
    accrual: text('accrual', { enum: ['work', 'sick', 'none'] }).notNull(),
    /** Its days come off the paid-leave balance ('Congés payés'). */
    takesPaidLeave: boolean('takes_paid_leave').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('absence_types_company_code_key')
      .on(table.companyId, table.code)
      .where(sql`${table.code} is not null`),
    uniqueIndex('absence_types_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    check('absence_types_accrual_check', sql`${table.accrual} in ('work', 'sick', 'none')`),
  ],
);

/**
 * An absence of an employee: recorded by the company (approved at once) or asked for at the kiosk
 * ('pending' until the company approves or refuses it). The decision keeps who and when.
 */
export const absences = pgTable(
  'absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => absenceTypes.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startHalfDay: boolean('start_half_day').notNull().default(false),
    endHalfDay: boolean('end_half_day').notNull().default(false),
    comment: text('comment'),
    /** 'cancelled': an approved absence undone ('Annuler l'absence'); its decision is kept. */
    status: text('status', { enum: ['pending', 'approved', 'refused', 'cancelled'] }).notNull(),
    source: text('source', { enum: ['company', 'kiosk'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The member who decided (decision 060). */
    decidedBy: text('decided_by'),
    /** Their name when they decided: a removed member's user is deleted (decision 060). */
    decidedByName: text('decided_by_name'),
    refusalReason: text('refusal_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The signed-in user who cancelled it, like `decidedBy`. */
    cancelledBy: text('cancelled_by'),
    cancelledByName: text('cancelled_by_name'),
    /** When the kiosk showed the decision to the employee, after their PIN; null until then. */
    employeeNotifiedAt: timestamp('employee_notified_at', { withTimezone: true }),
  },
  (table) => [
    index('absences_company_dates_idx').on(table.companyId, table.startDate),
    index('absences_employee_dates_idx').on(table.employeeId, table.startDate),
    // The public API's list, by request then id (keyset pages, decision 076): a page read in order.
    index('absences_company_requested_idx').on(table.companyId, table.requestedAt, table.id),
    // The requests waiting for an answer: the count on the Congés section and the 'Demandes' list.
    index('absences_pending_idx')
      .on(table.companyId, table.startDate)
      .where(sql`${table.status} = 'pending'`),
    // The decisions a punch shows the employee: few rows, read at every punch.
    index('absences_unnotified_idx')
      .on(table.employeeId)
      .where(
        sql`${table.source} = 'kiosk' and ${table.decidedAt} is not null and ${table.employeeNotifiedAt} is null`,
      ),
    check('absences_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check(
      'absences_half_days_check',
      sql`not (${table.startDate} = ${table.endDate} and ${table.startHalfDay} and ${table.endHalfDay})`,
    ),
    check('absences_status_check', sql`${table.status} in ('pending', 'approved', 'refused', 'cancelled')`),
    check(
      'absences_cancellation_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null) and (${table.cancelledAt} is null) = (${table.cancelledBy} is null)`,
    ),
    check('absences_source_check', sql`${table.source} in ('company', 'kiosk')`),
    check(
      'absences_decision_check',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null) and (${table.decidedAt} is null) = (${table.decidedBy} is null) and (${table.status} = 'refused') = (${table.refusalReason} is not null)`,
    ),
  ],
);

/**
 * Days given to or taken from an employee's paid-leave balance for one period: the opening balance
 * (one per employee and period, replaced when set again) or an adjustment with its reason.
 */
export const leaveCredits = pgTable(
  'leave_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The first day of the reference period it counts for. */
    periodStart: date('period_start').notNull(),
    days: numeric('days', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['opening', 'adjustment'] }).notNull(),
    reason: text('reason'),
    authorId: text('author_id').notNull(),
    /** Their name when they did it (decision 060): a removed member's user is deleted. */
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('leave_credits_employee_idx').on(table.employeeId, table.periodStart),
    uniqueIndex('leave_credits_one_opening_key')
      .on(table.employeeId, table.periodStart)
      .where(sql`${table.kind} = 'opening'`),
    check('leave_credits_kind_check', sql`${table.kind} in ('opening', 'adjustment')`),
    check('leave_credits_reason_check', sql`${table.kind} = 'opening' or ${table.reason} is not null`),
  ],
);

/**
 * The e-mails a leave request owes (decision 048): 'request' to the company when an employee asks at
 * the kiosk, 'answer' to an employee with an e-mail address when the company decides. Written in the
 * same transaction as the request or the decision, then sent by the `leave-notice` job, which claims
 * the row (`mailed_at`) in the transaction that hands the e-mail over: a retried or repeated job
 * never mails twice, and a failed send or a crash leaves the row to send again.
 */
export const leaveNotices = pgTable(
  'leave_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    absenceId: uuid('absence_id')
      .notNull()
      .references(() => absences.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['request', 'answer'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the job handed its e-mail over (claim and hand-over commit together); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    // One e-mail of each kind per request, however often it is asked for (the company first, as
    // every unique key of a table distributed by company, decision 021).
    uniqueIndex('leave_notices_absence_kind_key').on(table.companyId, table.absenceId, table.kind),
    // What the sweep sends again after a crash between the commit and the queue: few rows.
    index('leave_notices_unsent_idx').on(table.createdAt).where(sql`${table.mailedAt} is null`),
    check('leave_notices_kind_check', sql`${table.kind} in ('request', 'answer')`),
  ],
);
