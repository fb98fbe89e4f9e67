import { DAYS_BEFORE, periodDays } from '@pointeo/domain/hours-calendar';
import { hoursEntriesWindow, weeksWorkedMinutesOfSpans } from '@pointeo/domain/hours-engine';
import { AVERAGE_WEEKS, type HoursSettings } from '@pointeo/domain/hours-rules';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays, addMonths, dateAtMinute, parisDayStart } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import type { SiteIds } from '../../lib/site-scope';
import { approvedAbsenceDays } from '../leave';
import {
  daysWindow,
  type EmployeeMonthRecord,
  employeesOnSites,
  employeeValidatedMonthRecords,
  hoursSettingsForMonths,
  listCompanyEntries,
  listEmployeesForPeriod,
  listWorkedSpans,
  type TimesheetEmployeeRow,
  validatedEmployeeRecord,
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
   * None when every month of the period has a record, which keeps its own (decision 050).
   */
  absencesByEmployee: Map<string, AbsenceDayHours[]>;
  /** Each month's hours settings: a validated month keeps those it was validated with. */
  settingsByMonth: Map<string, HoursSettings>;
  /**
   * The validated months' records, employee id → their month as validated (decision 041): what every
   * view and file of those months reads instead of the facts as they stand.
   */
  records: Map<string, Map<string, EmployeeMonthRecord>>;
  /**
   * The employees validated one by one in months not validated as a whole (decision 049), month →
   * employee id → their row of the record (undefined: they had nothing in the month): each read as a
   * validated month's record reads every employee (decision 052).
   */
  oneByOne: Map<string, Map<string, EmployeeMonthRecord | undefined>>;
  /** The Monday of the first week the engine computes: the week's own, or the first month's first. */
  firstWeek: string;
  /**
   * The worked minutes of the 11 weeks before `firstWeek`, oldest first, per employee with entries in
   * them (none: zeros): with the period's own weeks, the 12 weeks of the L3121-22 average
   * (`monthHoursOf`, `weekHoursOf`). Left out when the loader was asked for none, or when every month
   * of the period has a record (its weeks keep their alerts, decision 050).
   */
  workedBefore?: Map<string, number[]>;
  now: Date;
}

/** The weeks before a period's first one that the 12-week average reads. */
export const WEEKS_BEFORE = AVERAGE_WEEKS - 1;

export interface LoadOptions {
  /**
   * Read the 11 weeks before the period for the 12-week average alert (default): one more query, the
   * closed live entries whose clock-in falls in those weeks (or the two days before them), one row per
   * employee. Off for a consumer that shows no alert (overtime since 1 January).
   */
  averageHistory?: boolean;
  /**
   * Whether the validated months' records come with the engine's days, weeks and alerts (default):
   * only their totals (and figures) otherwise, for a report row, a payroll line, the overtime since
   * 1 January (decision 041).
   */
  recordDays?: boolean;
  /**
   * Only the employees working on these sites now (decision 063): a Responsable de site's lists, or
   * a list filtered by site. Every employee when undefined.
   */
  sites?: SiteIds;
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
  options: LoadOptions = {},
): Promise<PeriodFacts> {
  return (await loadPeriodFactsAndEntries(db, companyId, { from, to }, now, { ...options, entries: false }))
    .facts;
}

/**
 * A period's facts and the entries the engine reads for its months, per employee, read together. When
 * every month of the period is validated with a record, the record answers for them (decision 041):
 * neither the entries, nor the absence days, nor the 11 weeks before are read (decision 050).
 */
export async function loadPeriodFactsAndEntries(
  db: Executor,
  companyId: string,
  { from, to }: { from: string; to: string },
  now: Date,
  { recordDays = true, entries = true, ...options }: LoadOptions & { entries?: boolean } = {},
): Promise<{ facts: PeriodFacts; entriesByEmployee: Map<string, PeriodEntry[]> }> {
  const months = monthsOf(from, to);
  return loadFacts(db, companyId, { from, to, months, engineDays: absenceDaysWindow(months) }, now, {
    ...options,
    readRecords: async () => {
      const [whole, oneByOne] = await Promise.all([
        validatedMonthRecords(db, companyId, months, { days: recordDays }),
        employeeValidatedMonthRecords(db, companyId, months, { days: recordDays }),
      ]);
      return { whole, oneByOne };
    },
    ...(entries && { readEntries: () => loadPeriodEntries(db, companyId, months) }),
  });
}

/**
 * One week's facts, for the Temps week view: who appears in it (archived employees with an entry or an
 * approved absence day in it included), their absence days of the week, the settings of its months
 * (the week is paid with the month of its Sunday) and the 11 weeks before it. A week its validated
 * month's record keeps is not read here: the week view shows it from that record (decision 050).
 */
export async function loadWeekFacts(
  db: Executor,
  companyId: string,
  week: string,
  now: Date,
): Promise<PeriodFacts> {
  const days = periodDays({ week });
  const months = monthsOf(days.first, days.last);
  const { facts } = await loadFacts(
    db,
    companyId,
    { from: days.first, to: days.last, months, engineDays: { first: days.first, last: days.last } },
    now,
    {},
  );
  return facts;
}

/**
 * One employee's month (the Temps month view): the same facts as the month's report gives that
 * employee, read for them alone, whether they appear in the month or not (the view names them); of a
 * validated month, their row of its record (decision 041).
 */
export function loadEmployeeMonthFacts(
  db: Executor,
  companyId: string,
  employee: TimesheetEmployeeRow,
  month: string,
  now: Date,
): Promise<{ facts: PeriodFacts; entriesByEmployee: Map<string, PeriodEntry[]> }> {
  const { monthFirst, last } = periodDays({ month });
  const months = [month];
  return loadFacts(
    db,
    companyId,
    { from: monthFirst!, to: last, months, engineDays: absenceDaysWindow(months) },
    now,
    {
      staff: [employee],
      readRecords: async () => {
        const [{ recorded, record }, oneByOne] = await Promise.all([
          validatedEmployeeRecord(db, companyId, month, employee.id),
          // Validated one by one, their row answers as the whole month's would (decision 052).
          employeeValidatedMonthRecords(db, companyId, months, { employeeId: employee.id }),
        ]);
        return { whole: new Map(recorded ? [[month, record ? [record] : []]] : []), oneByOne };
      },
      readEntries: () => loadPeriodEntries(db, companyId, months, [employee.id]),
    },
  );
}

interface FactsRange {
  from: string;
  to: string;
  months: string[];
  /** The days whose absences the engine reads; the first is the Monday of the first week computed. */
  engineDays: { first: string; last: string };
}

/** What `loadFacts` is asked for beyond the range. */
type FactsOptions = Omit<LoadOptions, 'recordDays' | 'sites'> & {
  /** Who appears, given: one employee's month names them whatever the facts. */
  staff?: TimesheetEmployeeRow[];
  /**
   * The validated months' records, by month in the report's order, and the rows of the employees
   * validated one by one (none read: the facts as they stand).
   */
  readRecords?: () => Promise<{
    whole: Map<string, EmployeeMonthRecord[]>;
    oneByOne: Map<string, Map<string, EmployeeMonthRecord | undefined>>;
  }>;
  /** The entries the engine reads, when wanted with the facts: none read if the records answer. */
  readEntries?: () => Promise<Map<string, PeriodEntry[]>>;
};

/** The facts of the range, of the employees on `sites` (all when undefined). */
async function loadFacts(
  db: Executor,
  companyId: string,
  range: FactsRange,
  now: Date,
  { sites, ...options }: FactsOptions & Pick<LoadOptions, 'sites'>,
): Promise<{ facts: PeriodFacts; entriesByEmployee: Map<string, PeriodEntry[]> }> {
  const [onSites, loaded] = await Promise.all([
    employeesOnSites(db, companyId, sites),
    loadAllFacts(db, companyId, range, now, options),
  ]);
  if (sites === undefined) return loaded;
  const staff = loaded.facts.staff.filter((employee) => onSites(employee.id));
  return { ...loaded, facts: { ...loaded.facts, staff } };
}

/** `loadFacts` of every employee of the company. */
async function loadAllFacts(
  db: Executor,
  companyId: string,
  { from, to, months, engineDays }: FactsRange,
  now: Date,
  { averageHistory = true, staff: given, readRecords, readEntries }: FactsOptions,
): Promise<{ facts: PeriodFacts; entriesByEmployee: Map<string, PeriodEntry[]> }> {
  const window = daysWindow(from, to);
  const firstWeek = engineDays.first;
  // The records first: when every month has one, they answer for the facts as they stand (050); so
  // do the rows of the employees validated one by one, for one employee's month (052).
  const read = readRecords ? await readRecords() : undefined;
  const recordLists = read?.whole ?? new Map<string, EmployeeMonthRecord[]>();
  const oneByOne = new Map([...(read?.oneByOne ?? [])].filter(([month]) => !recordLists.has(month)));
  const recorded = months.every(
    (month) =>
      recordLists.has(month) ||
      (given !== undefined &&
        given.length > 0 &&
        given.every((employee) => oneByOne.get(month)?.has(employee.id))),
  );
  const [listed, absencesByEmployee, settingsByMonth, workedBefore, entriesByEmployee] = await Promise.all([
    given ?? (recorded && months.length === 1 ? [] : listEmployeesForPeriod(db, companyId, window)),
    recorded
      ? new Map<string, AbsenceDayHours[]>()
      : approvedAbsenceDays(db, companyId, engineDays.first, engineDays.last),
    hoursSettingsForMonths(db, companyId, months),
    averageHistory && !recorded
      ? loadWorkedBefore(
          db,
          companyId,
          firstWeek,
          given?.map((employee) => employee.id),
        )
      : undefined,
    readEntries && !recorded ? readEntries() : new Map<string, PeriodEntry[]>(),
  ]);
  const records = new Map(
    [...recordLists].map(([month, list]) => [
      month,
      new Map(list.map((record) => [record.employee.id, record])),
    ]),
  );
  const shared = {
    from,
    to,
    months,
    absencesByEmployee,
    settingsByMonth,
    records,
    oneByOne,
    firstWeek,
    ...(workedBefore && { workedBefore }),
    now,
  };
  // A validated month shows who its record names, as they were (decision 041).
  const [onlyMonth] = months;
  const kept = !given && months.length === 1 ? recordLists.get(onlyMonth!) : undefined;
  if (kept) return { facts: { ...shared, staff: kept.map((record) => record.employee) }, entriesByEmployee };
  // An archived employee without entries still appears when absent in the period (their absence days
  // are paid): read again, in the same order, only then.
  const shown = new Set(listed.map((employee) => employee.id));
  const absentees = given
    ? []
    : [...absencesByEmployee]
        .filter(([id, days]) => !shown.has(id) && days.some((day) => day.date >= from && day.date <= to))
        .map(([id]) => id);
  const current =
    absentees.length > 0 ? await listEmployeesForPeriod(db, companyId, window, absentees) : listed;
  // Over several months, whoever a validated month's record names appears too, even archived since;
  // so does an employee validated one by one (052).
  const currentIds = new Set(current.map((employee) => employee.id));
  const recordedOnly = new Map<string, TimesheetEmployeeRow>();
  if (!given) {
    const named = [
      ...[...recordLists.values()].flat(),
      ...[...oneByOne.values()].flatMap((byEmployee) => [...byEmployee.values()]),
    ];
    for (const record of named) {
      if (record && !currentIds.has(record.employee.id))
        recordedOnly.set(record.employee.id, record.employee);
    }
  }
  return { facts: { ...shared, staff: [...current, ...recordedOnly.values()] }, entriesByEmployee };
}

/**
 * The worked minutes of the 11 weeks before `firstWeek`, per employee: one query, the closed live
 * entries whose clock-in falls from two days before the first of those weeks (the engine's window of a
 * week) to `firstWeek`'s Monday (a later entry cannot reach them), as epoch-minute pairs; then the
 * engine's count, linear in them.
 */
async function loadWorkedBefore(
  db: Executor,
  companyId: string,
  firstWeek: string,
  employeeIds?: readonly string[],
): Promise<Map<string, number[]>> {
  const firstMonday = addDays(firstWeek, -7 * WEEKS_BEFORE);
  const window = {
    from: dateAtMinute(parisDayStart(addDays(firstMonday, -DAYS_BEFORE))),
    to: dateAtMinute(parisDayStart(firstWeek)),
  };
  const worked = new Map<string, number[]>();
  for (const [employeeId, spans] of await listWorkedSpans(db, companyId, window, employeeIds)) {
    worked.set(employeeId, weeksWorkedMinutesOfSpans(spans, firstMonday, WEEKS_BEFORE));
  }
  return worked;
}

/** The entries the engine reads for these months, per employee; of some employees only, if given. */
export async function loadPeriodEntries(
  db: Executor,
  companyId: string,
  months: readonly string[],
  employeeIds?: readonly string[],
): Promise<Map<string, PeriodEntry[]>> {
  return groupByEmployee(await listCompanyEntries(db, companyId, entriesWindow(months), employeeIds));
}

/** The entries the engine reads for one week (the Temps week view), per employee. */
export async function loadWeekEntries(
  db: Executor,
  companyId: string,
  week: string,
): Promise<Map<string, PeriodEntry[]>> {
  return groupByEmployee(await listCompanyEntries(db, companyId, hoursEntriesWindow({ week })));
}

function groupByEmployee(entries: PeriodEntry[]): Map<string, PeriodEntry[]> {
  const entriesByEmployee = new Map<string, PeriodEntry[]>();
  for (const entry of entries) {
    const list = entriesByEmployee.get(entry.employeeId);
    if (list) list.push(entry);
    else entriesByEmployee.set(entry.employeeId, [entry]);
  }
  return entriesByEmployee;
}
