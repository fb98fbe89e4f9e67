import {
  DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS,
  MAX_DOUBLE_PUNCH_WINDOW_SECONDS,
} from '@pointeo/domain/clock-messages';
import type { MonthHours, WeekHours } from '@pointeo/domain/hours-engine';
import { DEFAULT_HOURS_SETTINGS, type HoursSettings } from '@pointeo/domain/hours-rules';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import type { MonthEventEmployee, MonthFigureChange } from '@pointeo/domain/timesheets';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, employees } from './accounts';
import { clockPunches, timeEntries } from './clock';

/** An entry's times as a correction records them (ISO instants). */
export interface RecordedEntryTimes {
  arrival: string;
  departure: string | null;
}

/**
 * Every correction of a time entry, append-only (LEGAL.md: who, when, before, after, why). Written in
 * the transaction that changes the entry; no route updates or deletes a row, and the database refuses
 * an update (trigger in the migration).
 */
export const entryCorrections = pgTable(
  'entry_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['add', 'edit', 'close', 'delete'] }).notNull(),
    before: jsonb('before').$type<RecordedEntryTimes>(),
    after: jsonb('after').$type<RecordedEntryTimes>(),
    reason: text('reason').notNull(),
    /**
     * The member who made it (decision 060), or 'kiosk:<device id>' for a punch cancelled at a kiosk
     * by its employee.
     */
    authorId: text('author_id').notNull(),
    /** The member's name when they made it: a removed member's user is deleted (decision 060). */
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The kiosk punch this correction cancelled ('Annuler ce pointage', decision 030): the punch
     * stays as it was typed, and no longer counts as the employee's previous punch.
     */
    punchId: uuid('punch_id'),
    /**
     * The employee's correction request this correction answers (decision 073): the member who
     * accepted it is the author, the employee's reason is quoted in `reason`. No foreign key: the
     * request points back here, and this table is never updated.
     */
    requestId: uuid('request_id'),
  },
  (table) => [
    index('entry_corrections_entry_idx').on(table.entryId, table.createdAt),
    // A punch is cancelled once, whatever two kiosks send at once; the punch path looks it up here.
    uniqueIndex('entry_corrections_punch_key')
      .on(table.companyId, table.punchId)
      .where(sql`${table.punchId} is not null`),
    foreignKey({
      name: 'entry_corrections_punch_fkey',
      columns: [table.companyId, table.punchId],
      foreignColumns: [clockPunches.companyId, clockPunches.id],
    }).onDelete('cascade'),
    check('entry_corrections_kind_check', sql`${table.kind} in ('add', 'edit', 'close', 'delete')`),
    check(
      'entry_corrections_before_after_check',
      sql`(${table.before} is null) = (${table.kind} = 'add') and (${table.after} is null) = (${table.kind} = 'delete')`,
    ),
  ],
);

/**
 * The entry lock: one row per employee, which every writer of the employee's time entries (a kiosk
 * punch, a cancellation at the kiosk, a correction) locks and raises in the statement that takes it.
 * A punch reads the employee's clock state from its snapshot in that same statement, and compares the
 * version it raised with the one its snapshot saw: another writer committed meanwhile when they are
 * more than one apart (decision 039). The row is made by the first lock (an upsert), so an employee
 * needs none until their entries first change.
 */
export const employeeEntryLocks = pgTable(
  'employee_entry_locks',
  {
    /** The employee's company (every query names it); the row goes with its employee. */
    companyId: text('company_id').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(0),
  },
  // A key on a table distributed by company must hold it (decision 021); the employee first, so
  // the cascade of an employee's deletion finds their row by this key.
  (table) => [
    primaryKey({ name: 'employee_entry_locks_pkey', columns: [table.employeeId, table.companyId] }),
  ],
);

// The months' validations, events and records, and the employees' requests and confirmations, are
// time records too: they restrict the delete of their company and employee (no cascade), and the
// retention's purge deletes them before either (decision 091).
const MONTH_FORMAT = sql.raw(`'^[0-9]{4}-(0[1-9]|1[0-2])$'`);

/** The months a company validated and has not reopened: corrections into them are refused. */
export const monthValidations = pgTable(
  'month_validations',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** 'YYYY-MM', Paris calendar. */
    month: text('month').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    validatedBy: text('validated_by').notNull(),
    /** Their name when they did it (decision 060): a removed member's user is deleted. */
    validatedByName: text('validated_by_name'),
    /**
     * The database's clock when the validation was written: entries whose created_at (the database's
     * clock too) is later were recorded after it, by a kiosk (decision 015).
     */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The hours settings the month was validated with; null for months validated before they were kept. */
    hoursSettings: jsonb('hours_settings').$type<HoursSettings>(),
  },
  (table) => [
    primaryKey({ name: 'month_validations_pkey', columns: [table.companyId, table.month] }),
    check('month_validations_month_check', sql`${table.month} ~ ${MONTH_FORMAT}`),
  ],
);

/** Every validation and reopening, append-only: the month's history. */
export const monthEvents = pgTable(
  'month_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    kind: text('kind', { enum: ['validate', 'reopen'] }).notNull(),
    /** Required to reopen. */
    reason: text('reason'),
    authorId: text('author_id').notNull(),
    /** Their name when they did it (decision 060): a removed member's user is deleted. */
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * A validation after a reopening: each figure of each employee that differs from the previous
     * validation's record, before → after (decision 041); null for a first validation or a reopening.
     */
    changes: jsonb('changes').$type<MonthFigureChange[]>(),
    /**
     * A validation of some employees only ('Valider la sélection', decision 049): who, as named then;
     * null for a validation of the whole month or a reopening.
     */
    employees: jsonb('employees').$type<MonthEventEmployee[]>(),
  },
  (table) => [
    index('month_events_company_month_idx').on(table.companyId, table.month, table.createdAt),
    check('month_events_kind_check', sql`${table.kind} in ('validate', 'reopen')`),
    check('month_events_reopen_reason_check', sql`${table.kind} = 'validate' or ${table.reason} is not null`),
  ],
);

/**
 * The employees validated one by one in a month not validated as a whole (decision 049): their
 * entries and absences of the month are locked and their row of `month_employee_records` is their
 * figures as validated. Deleted when the whole month is validated or reopened.
 */
export const monthEmployeeValidations = pgTable(
  'month_employee_validations',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    validatedBy: text('validated_by').notNull(),
    /** Their name when they did it (decision 060): a removed member's user is deleted. */
    validatedByName: text('validated_by_name'),
  },
  (table) => [
    primaryKey({
      name: 'month_employee_validations_pkey',
      columns: [table.companyId, table.month, table.employeeId],
    }),
    index('month_employee_validations_employee_idx').on(table.employeeId),
    check('month_employee_validations_month_check', sql`${table.month} ~ ${MONTH_FORMAT}`),
  ],
);

/** A month's figures without its days, weeks and alerts. */
export type MonthTotals = Omit<MonthHours, 'days' | 'weeks' | 'alerts'>;

/**
 * Who an employee was when a month was validated, as its records keep them: a function, since a
 * column builder belongs to one table.
 */
function recordedEmployeeColumns() {
  return {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /** The employee's place in the report's order at validation. */
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    weeklyContractMinutes: integer('weekly_contract_minutes').notNull(),
    /** 'Matricule'. */
    payrollNumber: text('payroll_number'),
  };
}

/**
 * What a validated month shows and exports, per employee, as computed when it was validated
 * (decision 041): who they were (names, matricule, contract hours), the hours engine's month and the
 * report's figures as JSON documents (a figure the engine adds later is kept without a migration),
 * and the month's absence days with their type. Written by 'Valider le mois', kept through a reopening
 * (the next validation compares with it), replaced by the next validation; read only while the
 * month is validated.
 */
export const monthEmployeeRecords = pgTable(
  'month_employee_records',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    ...recordedEmployeeColumns(),
    /** The hours engine's month (`MonthHours`), its instants as ISO strings. */
    hours: jsonb('hours').$type<MonthHours>().notNull(),
    /**
     * The same month's totals alone (`hours` without its days, weeks and alerts): all a report row,
     * a payroll line or the overtime since 1 January read, some 300 bytes against 30 kB.
     */
    totals: jsonb('totals').$type<MonthTotals>().notNull(),
    /** The report's figures of the row (`ReportFigures`). */
    figures: jsonb('figures').$type<Record<string, number>>().notNull(),
    /** The month's approved absence days, with their type's id, name, code and flags. */
    absences: jsonb('absences').$type<AbsenceDayHours[]>().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'month_employee_records_pkey',
      columns: [table.companyId, table.month, table.employeeId],
    }),
    index('month_employee_records_employee_idx').on(table.employeeId),
    check('month_employee_records_month_check', sql`${table.month} ~ ${MONTH_FORMAT}`),
  ],
);

/**
 * The weeks a validated month pays (those whose Sunday is in it), per employee, as the month's record
 * computed them (decision 050): what the Temps week view of such a week shows, read by week without
 * the month's whole `hours`. Written with `month_employee_records` by 'Valider le mois', replaced by
 * the next validation; read only while the month is validated. `hours` is the engine's week without
 * its days' entry slices, which the week view does not show; `absences` the approved absence days of
 * the week as the engine read them (the days before the 1st of the month's first week included).
 */
export const weekEmployeeRecords = pgTable(
  'week_employee_records',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The month that pays the week: the month of its Sunday. */
    month: text('month').notNull(),
    /** The week's Monday, 'YYYY-MM-DD'. */
    weekStart: text('week_start').notNull(),
    ...recordedEmployeeColumns(),
    /** The hours engine's week (`WeekHours`) without its days' entry slices, instants as ISO strings. */
    hours: jsonb('hours').$type<WeekHours>().notNull(),
    /** The week's approved absence days, with their type. */
    absences: jsonb('absences').$type<AbsenceDayHours[]>().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'week_employee_records_pkey',
      columns: [table.companyId, table.weekStart, table.employeeId],
    }),
    index('week_employee_records_month_idx').on(table.companyId, table.month),
    index('week_employee_records_employee_idx').on(table.employeeId),
    check('week_employee_records_month_check', sql`${table.month} ~ ${MONTH_FORMAT}`),
  ],
);

const WALL_TIME_FORMAT = sql.raw(`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/** The hours engine's settings per company; a company without a row has the engine's defaults. */
export const companyTimeSettings = pgTable(
  'company_time_settings',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nightStart: text('night_start').notNull().default(DEFAULT_HOURS_SETTINGS.nightStart),
    nightEnd: text('night_end').notNull().default(DEFAULT_HOURS_SETTINGS.nightEnd),
    /** An agreement allows heures complémentaires up to one third of the contract (L3123-20). */
    complementaryUpToThird: boolean('complementary_up_to_third')
      .notNull()
      .default(DEFAULT_HOURS_SETTINGS.complementaryUpToThird),
    /**
     * A second punch of an employee this soon after their previous one is a double tap, not a punch
     * (0: off). Not an hours setting: a validated month does not keep it. The punch path reads it.
     */
    doublePunchWindowSeconds: integer('double_punch_window_seconds')
      .notNull()
      .default(DEFAULT_DOUBLE_PUNCH_WINDOW_SECONDS),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'company_time_settings_times_check',
      sql`${table.nightStart} ~ ${WALL_TIME_FORMAT} and ${table.nightEnd} ~ ${WALL_TIME_FORMAT}`,
    ),
    check(
      'company_time_settings_double_punch_window_check',
      sql`${table.doublePunchWindowSeconds} between 0 and ${sql.raw(String(MAX_DOUBLE_PUNCH_WINDOW_SECONDS))}`,
    ),
  ],
);

/**
 * The reminders of forgotten clock-outs sent (decision 068): one row per entry, written in the
 * transaction that hands the e-mail to the mailer, so an entry is reminded once whatever runs the job.
 */
export const departureReminders = pgTable(
  'departure_reminders',
  {
    companyId: text('company_id').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  // A key on a table distributed by company must hold it (decision 021); the entry first, so the
  // cascade of an entry's deletion finds its row by this key.
  (table) => [primaryKey({ name: 'departure_reminders_pkey', columns: [table.entryId, table.companyId] })],
);

/**
 * An employee's correction requests ('Signaler une erreur', decision 073): the day, the times as they
 * should be (no departure: only the arrival is wrong), why; a member of their site accepts one, which
 * becomes a correction (`correction_id`) in the same transaction, or refuses it with a reason.
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /** The Paris day, 'YYYY-MM-DD'. */
    date: text('date').notNull(),
    /** Paris wall times 'HH:MM'; a departure earlier than the arrival is on the next day. */
    arrival: text('arrival').notNull(),
    departure: text('departure'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    /** The member who answered, signed as corrections are (decision 060). */
    answeredBy: text('answered_by'),
    answeredByName: text('answered_by_name'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    correctionId: uuid('correction_id').references(() => entryCorrections.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('correction_requests_company_status_idx').on(table.companyId, table.status, table.createdAt),
    index('correction_requests_employee_idx').on(table.employeeId, table.createdAt),
    check('correction_requests_status_check', sql`${table.status} in ('pending', 'approved', 'refused')`),
    check(
      'correction_requests_answer_check',
      sql`(${table.status} = 'pending') = (${table.answeredAt} is null) and (${table.status} = 'refused') = (${table.refusalReason} is not null)`,
    ),
  ],
);

/** 'Je confirme mes heures' (decision 073): an employee confirmed a validated month's hours, once. */
export const monthConfirmations = pgTable(
  'month_confirmations',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'month_confirmations_pkey',
      columns: [table.employeeId, table.companyId, table.month],
    }),
    check('month_confirmations_month_check', sql`${table.month} ~ ${MONTH_FORMAT}`),
  ],
);
