import { type HoursPeriod, periodDays } from '@pointeo/domain/hours-calendar';
import { hoursEntriesWindow } from '@pointeo/domain/hours-engine';
import type { HoursSettings } from '@pointeo/domain/hours-rules';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addMonths } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import { approvedAbsenceDays } from '../leave';
import {
  daysWindow,
  type EmployeeMonthRecord,
  hoursSettingsForMonths,
  listCompanyEntries,
  listEmployeesForPeriod,
  type TimesheetEmployeeRow,
  validatedMonthRecords,
} from '../timesheets';

/**
 * One loader of a company's facts over a period of whole days, the same for every view that computes
 * hours (issue 27 item 1). The hours engine reads a period month by month, and a month's weeks start
 * on the Monday of its first week: so absences are loaded from that Monday (a week straddling two
 * months is paid with the month of its Sunday, whole), and entries over the engine's window (two days
 * before, for the rest before the first shift; the day after, for a shift past midnight). The loader
 * composes the owners' reads through their faces; it queries no table itself.
 */

export type PeriodEntry = Awaited<ReturnType<typeof listCompanyEntries>>[number];

export interface PeriodFacts {
  /** The period's first and last days, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** The months 'YYYY-MM' the period touches, in order: the engine computes each one whole. */
  months: string[];
  /**
   * Who appears in the period: active employees, and archived ones with an entry or an approved
   * absence day in it.
   */
  staff: TimesheetEmployeeRow[];
  /**
   * Approved absence days with their type's flags and paid minutes, per employee, over every day the
   * engine computes: from the Monday of the first month's first week to the last month's last day.
   */
  absencesByEmployee: Map<string, AbsenceDayHours[]>;
  /** Each month's hours settings: a validated month keeps those it was validated with. */
  settingsByMonth: Map<string, HoursSettings>;
  /**
   * The validated months' records, employee id → their month as validated (decision 041): what every
   * view and file of those months reads instead of the facts as they stand.
   */
  records: Map<string, Map<string, EmployeeMonthRecord>>;
  now: Date;
}

/** The months 'YYYY-MM' from `from`'s to `to`'s, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The days whose absences the engine reads for these months (whole weeks at the first one's start). */
export function absenceDaysWindow(months: readonly string[]): { first: string; last: string } {
  return { first: periodDays({ month: months[0]! }).first, last: periodDays({ month: months.at(-1)! }).last };
}

/**
 * The approved absence days the engine reads for one week or one month, per employee: what the Temps
 * views hand it (app.ts gives them this function, the time sheets sitting below the loader).
 */
export function periodAbsenceDays(
  db: Executor,
  companyId: string,
  period: HoursPeriod,
): Promise<Map<string, AbsenceDayHours[]>> {
  const { first, last } = 'week' in period ? periodDays(period) : absenceDaysWindow([period.month]);
  return approvedAbsenceDays(db, companyId, first, last);
}

/** The instants whose entries the engine reads for these months. */
export function entriesWindow(months: readonly string[]): { from: Date; to: Date } {
  return {
    from: hoursEntriesWindow({ month: months[0]! }).from,
    to: hoursEntriesWindow({ month: months.at(-1)! }).to,
  };
}

/**
 * A period's facts but its entries, which a long period reads a batch of employees or a month at a
 * time (`loadPeriodEntries`).
 */
export async function loadPeriodFacts(
  db: Executor,
  companyId: string,
  { from, to }: { from: string; to: string },
  now: Date,
  /**
   * Whether the validated months' records come with the engine's days, weeks and alerts: only their
   * totals (and figures) otherwise, for a report row, a payroll line, the overtime since 1 January.
   */
  { recordDays = true }: { recordDays?: boolean } = {},
): Promise<PeriodFacts> {
  const months = monthsOf(from, to);
  const absenceDays = absenceDaysWindow(months);
  const window = daysWindow(from, to);
  const [listed, absencesByEmployee, settingsByMonth, recordLists] = await Promise.all([
    listEmployeesForPeriod(db, companyId, window),
    approvedAbsenceDays(db, companyId, absenceDays.first, absenceDays.last),
    hoursSettingsForMonths(db, companyId, months),
    validatedMonthRecords(db, companyId, months, { days: recordDays }),
  ]);
  const records = new Map(
    [...recordLists].map(([month, list]) => [
      month,
      new Map(list.map((record) => [record.employee.id, record])),
    ]),
  );
  // A validated month shows who its record names, as they were (decision 041).
  const [onlyMonth] = months;
  const kept = months.length === 1 ? recordLists.get(onlyMonth!) : undefined;
  if (kept) {
    return {
      from,
      to,
      months,
      staff: kept.map((record) => record.employee),
      absencesByEmployee,
      settingsByMonth,
      records,
      now,
    };
  }
  // An archived employee without entries still appears when absent in the period (their absence days
  // are paid): read again, in the same order, only then.
  const shown = new Set(listed.map((employee) => employee.id));
  const absentees = [...absencesByEmployee]
    .filter(([id, days]) => !shown.has(id) && days.some((day) => day.date >= from && day.date <= to))
    .map(([id]) => id);
  const current =
    absentees.length > 0 ? await listEmployeesForPeriod(db, companyId, window, absentees) : listed;
  // Over several months, whoever a validated month's record names appears too, even archived since.
  const currentIds = new Set(current.map((employee) => employee.id));
  const recordedOnly = new Map<string, TimesheetEmployeeRow>();
  for (const list of recordLists.values()) {
    for (const { employee } of list)
      if (!currentIds.has(employee.id)) recordedOnly.set(employee.id, employee);
  }
  const staff = [...current, ...recordedOnly.values()];
  return { from, to, months, staff, absencesByEmployee, settingsByMonth, records, now };
}

/** The entries the engine reads for these months, per employee; of some employees only, if given. */
export async function loadPeriodEntries(
  db: Executor,
  companyId: string,
  months: readonly string[],
  employeeIds?: readonly string[],
): Promise<Map<string, PeriodEntry[]>> {
  const entriesByEmployee = new Map<string, PeriodEntry[]>();
  for (const entry of await listCompanyEntries(db, companyId, entriesWindow(months), employeeIds)) {
    const list = entriesByEmployee.get(entry.employeeId);
    if (list) list.push(entry);
    else entriesByEmployee.set(entry.employeeId, [entry]);
  }
  return entriesByEmployee;
}
