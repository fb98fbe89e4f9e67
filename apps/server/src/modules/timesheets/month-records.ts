import type { MonthHours, WeekHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import type { MonthFigureChange } from '@pointeo/domain/timesheets';
import { type AnyColumn, and, asc, eq, getTableColumns, inArray, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type MonthTotals,
  monthEmployeeRecords,
  monthEmployeeValidations,
  monthValidations,
  weekEmployeeRecords,
} from '../../db/schema/timesheets';
import type { TimesheetEmployeeRow } from './repository/employees';

/**
 * A validated month's record (decision 041): each employee's figures as computed when the month was
 * validated, with who they were and their absence days. Every view and file of a validated month reads
 * it, so nothing changed afterwards (an absence type's flags, an archiving, Alsace-Moselle, contract
 * hours, a leave approval) moves what the month shows or exports. The record outlives a reopening,
 * so the next validation says which figures moved, then replaces it.
 */

export interface EmployeeMonthRecord {
  /** The employee as they were at validation. */
  employee: TimesheetEmployeeRow;
  /** The hours engine's month. */
  hours: MonthHours;
  /** The report's figures (`ReportFigures`), kept as computed. */
  figures: Record<string, number>;
  /** The month's own approved absence days, with their type. */
  absences: AbsenceDayHours[];
  /**
   * The approved absence days of the month's weeks as the engine read them, the days before the 1st
   * of its first week included: given by the validation's computation, kept with each week (decision
   * 050); not read back with the month.
   */
  weekAbsences?: AbsenceDayHours[];
}

/** One employee's week of a validated month, as the month's record computed it (decision 050). */
export interface EmployeeWeekRecord {
  /** The employee as they were at validation. */
  employee: TimesheetEmployeeRow;
  /** The engine's week, without its days' entry slices. */
  hours: WeekHours;
  /** The week's approved absence days, with their type. */
  absences: AbsenceDayHours[];
}

/** Rows written per statement: 13 parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

/** Writes the month's record in place of the previous one, inside the validation's transaction. */
export async function replaceMonthRecord(
  tx: Executor,
  companyId: string,
  month: string,
  records: readonly EmployeeMonthRecord[],
) {
  await tx
    .delete(monthEmployeeRecords)
    .where(and(eq(monthEmployeeRecords.companyId, companyId), eq(monthEmployeeRecords.month, month)));
  await tx
    .delete(weekEmployeeRecords)
    .where(and(eq(weekEmployeeRecords.companyId, companyId), eq(weekEmployeeRecords.month, month)));
  await insertRecords(
    tx,
    companyId,
    month,
    records.map((record, position) => ({ record, position })),
  );
}

/**
 * Writes these employees' rows of the month's record in place of theirs (decision 049: 'Valider la
 * sélection'); `employeeIds` may name employees without a row now (they had nothing in the month).
 */
export async function replaceEmployeeRecords(
  tx: Executor,
  companyId: string,
  month: string,
  employeeIds: readonly string[],
  rows: ReadonlyArray<{ record: EmployeeMonthRecord; position: number }>,
) {
  if (employeeIds.length === 0) return;
  await tx
    .delete(monthEmployeeRecords)
    .where(
      and(
        eq(monthEmployeeRecords.companyId, companyId),
        eq(monthEmployeeRecords.month, month),
        inArray(monthEmployeeRecords.employeeId, [...employeeIds]),
      ),
    );
  await tx
    .delete(weekEmployeeRecords)
    .where(
      and(
        eq(weekEmployeeRecords.companyId, companyId),
        eq(weekEmployeeRecords.month, month),
        inArray(weekEmployeeRecords.employeeId, [...employeeIds]),
      ),
    );
  await insertRecords(tx, companyId, month, rows);
}

async function insertRecords(
  tx: Executor,
  companyId: string,
  month: string,
  rows: ReadonlyArray<{ record: EmployeeMonthRecord; position: number }>,
) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(monthEmployeeRecords).values(
      rows.slice(start, start + ROWS_PER_INSERT).map(({ record, position }) => ({
        companyId,
        month,
        employeeId: record.employee.id,
        position,
        firstName: record.employee.firstName,
        lastName: record.employee.lastName,
        role: record.employee.role,
        archivedAt: record.employee.archivedAt,
        weeklyContractMinutes: record.employee.weeklyContractMinutes,
        payrollNumber: record.employee.payrollNumber,
        hours: record.hours,
        totals: totalsOf(record.hours),
        figures: record.figures,
        absences: record.absences,
      })),
    );
  }
  await insertWeekRecords(tx, companyId, month, rows);
}

/**
 * The weeks the month pays, one row per employee and week (decision 050): the week view reads a week
 * of a validated month from them, some 2 kB a row, rather than 1,000 whole months.
 */
async function insertWeekRecords(
  tx: Executor,
  companyId: string,
  month: string,
  records: ReadonlyArray<{ record: EmployeeMonthRecord; position: number }>,
) {
  const rows = records.flatMap(({ record, position }) =>
    record.hours.weeks.map((week) => {
      const sunday = week.days.at(-1)?.date ?? week.weekStart;
      return {
        companyId,
        month,
        weekStart: week.weekStart,
        employeeId: record.employee.id,
        position,
        firstName: record.employee.firstName,
        lastName: record.employee.lastName,
        role: record.employee.role,
        archivedAt: record.employee.archivedAt,
        weeklyContractMinutes: record.employee.weeklyContractMinutes,
        payrollNumber: record.employee.payrollNumber,
        hours: { ...week, days: week.days.map((day) => ({ ...day, entries: [] })) },
        absences: (record.weekAbsences ?? record.absences).filter(
          (day) => day.date >= week.weekStart && day.date <= sunday,
        ),
      };
    }),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(weekEmployeeRecords).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * The recorded weeks of a week (decision 050, 052), in the report's order, from one read: `whole`,
 * each employee's week when the month that pays it (its Sunday's) is validated as a whole; otherwise
 * `oneByOne`, the weeks of the employees validated one by one in that month.
 */
export async function validatedWeekRecords(
  db: Executor,
  companyId: string,
  weekStart: string,
): Promise<{ whole: EmployeeWeekRecord[]; oneByOne: EmployeeWeekRecord[] }> {
  const wholeMonth = monthValidated(companyId, weekEmployeeRecords.month);
  const rows = await db
    .select({ row: weekEmployeeRecords, whole: sql<boolean>`${wholeMonth}` })
    .from(weekEmployeeRecords)
    .where(
      and(
        eq(weekEmployeeRecords.companyId, companyId),
        eq(weekEmployeeRecords.weekStart, weekStart),
        or(wholeMonth, validatedOneByOne(companyId, weekEmployeeRecords)),
      ),
    )
    .orderBy(asc(weekEmployeeRecords.position));
  const whole = rows.filter((row) => row.whole).map(({ row }) => weekRecordOf(row));
  return {
    whole,
    oneByOne: whole.length > 0 ? [] : rows.map(({ row }) => weekRecordOf(row)),
  };
}

function weekRecordOf(row: typeof weekEmployeeRecords.$inferSelect): EmployeeWeekRecord {
  return { employee: employeeOf(row), hours: reviveInstants(row.hours), absences: row.absences };
}

/** Whether the month in `month` (a column) is validated as a whole now. */
const monthValidated = (companyId: string, month: AnyColumn) =>
  sql`exists (select 1 from ${monthValidations} where ${monthValidations.companyId} = ${companyId}
    and ${monthValidations.month} = ${month})`;

/** Whether a record's employee is validated one by one in its month now (decision 049). */
const validatedOneByOne = (companyId: string, table: { month: AnyColumn; employeeId: AnyColumn }) =>
  sql`exists (select 1 from ${monthEmployeeValidations} where ${monthEmployeeValidations.companyId} = ${companyId}
    and ${monthEmployeeValidations.month} = ${table.month}
    and ${monthEmployeeValidations.employeeId} = ${table.employeeId})`;

/** Who the employee was when the month was validated, as a record keeps them. */
function employeeOf(row: RecordedEmployee): TimesheetEmployeeRow {
  return {
    id: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    archivedAt: row.archivedAt,
    weeklyContractMinutes: row.weeklyContractMinutes,
    payrollNumber: row.payrollNumber,
    // A record keeps the figures its holidays gave: no engine reads this employee's calendar for it.
    alsaceMoselle: false,
  };
}

type RecordedEmployee = Pick<
  typeof monthEmployeeRecords.$inferSelect,
  'employeeId' | 'firstName' | 'lastName' | 'role' | 'archivedAt' | 'weeklyContractMinutes' | 'payrollNumber'
>;

/**
 * The rows of the employees validated one by one in a month not validated as a whole (decision 049),
 * without the engine's days, weeks and alerts: what the payroll file of those employees reads.
 */
export async function employeeValidatedRecords(
  db: Executor,
  companyId: string,
  month: string,
): Promise<EmployeeMonthRecord[]> {
  const byEmployee = (await employeeValidatedMonthRecords(db, companyId, [month], { days: false })).get(
    month,
  );
  return [...(byEmployee?.values() ?? [])].filter((record) => record !== undefined);
}

type RecordRow = Omit<typeof monthEmployeeRecords.$inferSelect, 'hours' | 'totals'> &
  ({ hours: MonthHours; totals?: undefined } | { hours?: undefined; totals: MonthTotals });

/**
 * The engine's month with only its totals (the `totals` column, written beside `hours`): all a report
 * row, a payroll line or the overtime since 1 January read. A 1,000-employee month's `hours` is some
 * 30 MB of JSON, its totals some 300 kB. Reading the days, weeks or alerts then is a programming
 * error, said at once.
 */
function totalsOnly(totals: MonthTotals): MonthHours {
  const hours = { ...totals } as MonthHours;
  for (const detail of ['days', 'weeks', 'alerts'] as const) {
    Object.defineProperty(hours, detail, {
      get() {
        throw new Error(`the ${detail} of a validated month were not loaded (loadPeriodFacts' recordDays)`);
      },
    });
  }
  return hours;
}

/** The engine's month without its days, weeks and alerts, whatever other totals it gains. */
function totalsOf({ days: _days, weeks: _weeks, alerts: _alerts, ...totals }: MonthHours): MonthTotals {
  return totals;
}

function recordOf(row: RecordRow): EmployeeMonthRecord {
  return {
    employee: employeeOf(row),
    hours: row.hours ? reviveInstants(row.hours) : totalsOnly(row.totals),
    figures: row.figures,
    absences: row.absences,
  };
}

/** The month's last record, validated or not (a reopened month keeps it until validated again). */
export async function findMonthRecord(
  db: Executor,
  companyId: string,
  month: string,
): Promise<EmployeeMonthRecord[]> {
  const { totals: _totals, ...columns } = getTableColumns(monthEmployeeRecords);
  const rows = await db
    .select(columns)
    .from(monthEmployeeRecords)
    .where(and(eq(monthEmployeeRecords.companyId, companyId), eq(monthEmployeeRecords.month, month)))
    .orderBy(asc(monthEmployeeRecords.position));
  return rows.map((row) => recordOf(row));
}

/** Only the months validated now, and only their rows: a reopened month's record is not read. */
const whileValidated = (companyId: string) => monthValidated(companyId, monthEmployeeRecords.month);

/**
 * The records of those months that are validated, by month, each in the report's order. A month
 * validated before records were kept (decision 041) has none, and is computed as it stands.
 */
export async function validatedMonthRecords(
  db: Executor,
  companyId: string,
  months: readonly string[],
  /** false: the engine's totals without its days, weeks and alerts (`totalsOnly`). */
  { days = true }: { days?: boolean } = {},
): Promise<Map<string, EmployeeMonthRecord[]>> {
  const byMonth = new Map<string, EmployeeMonthRecord[]>();
  if (months.length === 0) return byMonth;
  const { hours, totals, ...columns } = getTableColumns(monthEmployeeRecords);
  const rows: RecordRow[] = await db
    .select(days ? { ...columns, hours } : { ...columns, totals })
    .from(monthEmployeeRecords)
    .where(
      and(
        eq(monthEmployeeRecords.companyId, companyId),
        inArray(monthEmployeeRecords.month, [...months]),
        whileValidated(companyId),
      ),
    )
    .orderBy(asc(monthEmployeeRecords.month), asc(monthEmployeeRecords.position));
  for (const row of rows) {
    const record = recordOf(row);
    const list = byMonth.get(row.month);
    if (list) list.push(record);
    else byMonth.set(row.month, [record]);
  }
  return byMonth;
}

/**
 * One employee's part of a validated month's record: `recorded` says whether the month has one at
 * all; an employee absent from it had nothing in the month when it was validated.
 */
export async function validatedEmployeeRecord(
  db: Executor,
  companyId: string,
  month: string,
  employeeId: string,
): Promise<{ recorded: boolean; record: EmployeeMonthRecord | undefined }> {
  const { totals: _totals, ...columns } = getTableColumns(monthEmployeeRecords);
  const rows = await db
    .select(columns)
    .from(monthEmployeeRecords)
    .where(
      and(
        eq(monthEmployeeRecords.companyId, companyId),
        eq(monthEmployeeRecords.month, month),
        whileValidated(companyId),
      ),
    )
    .orderBy(sql`${monthEmployeeRecords.employeeId} = ${employeeId} desc`)
    .limit(1);
  const [row] = rows;
  return { recorded: row !== undefined, record: row?.employeeId === employeeId ? recordOf(row) : undefined };
}

/**
 * The employees validated one by one in those months not validated as a whole (decision 049), by
 * month, each with their row of the month's record in the report's order (undefined: they had nothing
 * in the month when validated): every view and file reads them as a validated month's record
 * (decision 052). Of one employee only, if given.
 */
export async function employeeValidatedMonthRecords(
  db: Executor,
  companyId: string,
  months: readonly string[],
  /** false: the engine's totals without its days, weeks and alerts (`totalsOnly`). */
  { days = true, employeeId }: { days?: boolean; employeeId?: string } = {},
): Promise<Map<string, Map<string, EmployeeMonthRecord | undefined>>> {
  const byMonth = new Map<string, Map<string, EmployeeMonthRecord | undefined>>();
  if (months.length === 0) return byMonth;
  const { hours, totals, ...columns } = getTableColumns(monthEmployeeRecords);
  const rows = await db
    .select({
      validatedMonth: monthEmployeeValidations.month,
      validatedEmployeeId: monthEmployeeValidations.employeeId,
      record: days ? { ...columns, hours } : { ...columns, totals },
    })
    .from(monthEmployeeValidations)
    .leftJoin(
      monthEmployeeRecords,
      and(
        eq(monthEmployeeRecords.companyId, monthEmployeeValidations.companyId),
        eq(monthEmployeeRecords.month, monthEmployeeValidations.month),
        eq(monthEmployeeRecords.employeeId, monthEmployeeValidations.employeeId),
      ),
    )
    .where(
      and(
        eq(monthEmployeeValidations.companyId, companyId),
        inArray(monthEmployeeValidations.month, [...months]),
        employeeId === undefined ? undefined : eq(monthEmployeeValidations.employeeId, employeeId),
        not(monthValidated(companyId, monthEmployeeValidations.month)),
      ),
    )
    .orderBy(
      asc(monthEmployeeValidations.month),
      asc(monthEmployeeRecords.position),
      asc(monthEmployeeValidations.employeeId),
    );
  for (const { validatedMonth, validatedEmployeeId, record } of rows) {
    const list = byMonth.get(validatedMonth) ?? new Map<string, EmployeeMonthRecord | undefined>();
    byMonth.set(validatedMonth, list);
    list.set(validatedEmployeeId, record ? recordOf(record as RecordRow) : undefined);
  }
  return byMonth;
}

/**
 * Each figure of each employee that differs between two records, before → after, in the new record's
 * order then the employees it no longer has; a figure missing on one side counts 0 there.
 */
export function figureChanges(
  before: readonly EmployeeMonthRecord[],
  after: readonly EmployeeMonthRecord[],
): MonthFigureChange[] {
  const previous = new Map(before.map((record) => [record.employee.id, record]));
  const next = new Map(after.map((record) => [record.employee.id, record]));
  const employeeIds = [...next.keys(), ...[...previous.keys()].filter((id) => !next.has(id))];
  return employeeIds.flatMap((employeeId) => {
    const old = previous.get(employeeId);
    const now = next.get(employeeId);
    const { firstName, lastName } = (now ?? old)!.employee;
    const figures = [...new Set([...Object.keys(now?.figures ?? {}), ...Object.keys(old?.figures ?? {})])];
    return figures.flatMap((figure) => {
      const was = old?.figures[figure] ?? 0;
      const is = now?.figures[figure] ?? 0;
      return was === is ? [] : [{ employeeId, firstName, lastName, figure, before: was, after: is }];
    });
  });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A JSON document read back with its instants as Dates again: the engine's Dates (a day's first
 * arrival, its slices, its open entries) were written as ISO strings. Any field, so an instant the
 * engine adds later comes back too; a date 'YYYY-MM-DD' or a label never looks like one.
 */
export function reviveInstants<T>(value: T): T {
  if (typeof value === 'string') return (ISO_INSTANT.test(value) ? new Date(value) : value) as T;
  if (Array.isArray(value)) return value.map(reviveInstants) as T;
  if (value !== null && typeof value === 'object') {
    const revived: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) revived[key] = reviveInstants(field);
    return revived as T;
  }
  return value;
}
