import type { DayHours, MonthHours, WeekHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import {
  absenceDaysOf,
  loadPeriodEntries,
  loadPeriodFacts,
  monthHoursOf,
  monthRecorded,
  type PeriodEntry,
  type PeriodFacts,
} from '../period';
import { loadDirectorName, withDirectorName } from '../reports';
import type { TimesheetEmployeeRow } from '../timesheets';

/**
 * Any period of whole days, read through the hours engine one month at a time, exactly as the Temps
 * tab reads each month: a day's figures are its month's, and a week's overtime belongs to the week,
 * counted when its Sunday falls in the period (the rule that pays it with the month of its Sunday).
 * The facts come from the period loader, as the monthly report's do.
 */

/**
 * Employees whose entries are read together: a year of a 1,000-employee company is some 500,000
 * entries, so the period is read a batch at a time, the next batch loading while this one is
 * computed. Memory holds two batches' entries, whatever the company's size.
 */
const EMPLOYEES_PER_BATCH = 100;

export type CompanyRange = PeriodFacts;

/** One employee's period: the days in it, and the weeks whose Sunday is in it. */
export interface EmployeeRange {
  employee: TimesheetEmployeeRow;
  days: DayHours[];
  weeks: WeekHours[];
  /** Approved absence days in the period ('Jours d'absence'). */
  absences: AbsenceDayHours[];
}

/**
 * Who appears in the period (as on the Temps tab), their absences and each month's settings. A
 * validated month alone lists its record's employees, named as the month was validated, the director
 * included (decision 041).
 */
export async function loadCompanyRange(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
  now: Date,
): Promise<CompanyRange> {
  const [facts, director] = await Promise.all([
    loadPeriodFacts(db, companyId, { from, to }, now),
    loadDirectorName(db, companyId),
  ]);
  const [onlyMonth] = facts.months;
  if (facts.months.length === 1 && monthRecorded(facts, onlyMonth!)) return facts;
  return { ...facts, staff: withDirectorName(facts.staff, director) };
}

/** The entries the engine reads for the months of the period, of some employees, per employee. */
function loadEntries(
  db: Executor,
  companyId: string,
  data: CompanyRange,
  employees: readonly TimesheetEmployeeRow[],
): Promise<Map<string, PeriodEntry[]>> {
  // Validated months are read from their records: when all are, no entry counts (decision 050); nor
  // when every employee of the batch is validated, as a whole or one by one, in each (decision 052).
  const recorded = (month: string) =>
    monthRecorded(data, month) || employees.every((employee) => monthRecorded(data, month, employee.id));
  if (data.months.every(recorded)) return Promise.resolve(new Map());
  return loadPeriodEntries(
    db,
    companyId,
    data.months,
    employees.map((employee) => employee.id),
  );
}

/** The period of each employee given, in order, read a batch of employees at a time. */
export async function* employeeRanges(
  db: Executor,
  companyId: string,
  data: CompanyRange,
  employees: readonly TimesheetEmployeeRow[],
  employeesPerBatch = EMPLOYEES_PER_BATCH,
): AsyncGenerator<EmployeeRange> {
  const batches: TimesheetEmployeeRow[][] = [];
  for (let index = 0; index < employees.length; index += employeesPerBatch) {
    batches.push(employees.slice(index, index + employeesPerBatch));
  }
  const load = (batch: TimesheetEmployeeRow[] | undefined) => {
    if (!batch) return undefined;
    const loading = loadEntries(db, companyId, data, batch);
    // Awaited when its turn comes; until then a failure must not count as unhandled (nor would it,
    // were the consumer to stop early).
    loading.catch(() => undefined);
    return loading;
  };
  let next = load(batches[0]);
  for (const [index, batch] of batches.entries()) {
    const entriesByEmployee = await next!;
    next = load(batches[index + 1]);
    for (const employee of batch)
      yield employeeRange(data, entriesByEmployee.get(employee.id) ?? [], employee);
  }
}

function employeeRange(
  data: CompanyRange,
  entries: PeriodEntry[],
  employee: TimesheetEmployeeRow,
): EmployeeRange {
  const days: DayHours[] = [];
  const weeks: WeekHours[] = [];
  for (const month of data.months) {
    const hours = monthHoursOf(data, entries, employee, month);
    days.push(...hours.days.filter((day) => day.date >= data.from && day.date <= data.to));
    weeks.push(...hours.weeks.filter((week) => inPeriod(data, sundayOf(week))));
  }
  return { employee, days, weeks, absences: absenceDaysOf(data, employee.id) };
}

export function sundayOf(week: WeekHours): string {
  return addDays(week.weekStart, 6);
}

function inPeriod({ from, to }: { from: string; to: string }, date: string): boolean {
  return date >= from && date <= to;
}

/**
 * Days and weeks summed the way the engine sums a month, so the monthly report's `figuresOf` reads
 * them: day totals from the days, overtime and complementary hours from the weeks.
 */
export function periodHours(days: readonly DayHours[], weeks: readonly WeekHours[]): MonthHours {
  const sum = <Item>(items: readonly Item[], minutes: (item: Item) => number) =>
    items.reduce((total, item) => total + minutes(item), 0);
  return {
    // `figuresOf` reads totals only: the month names the first day's month for completeness.
    month: days[0]?.date.slice(0, 7) ?? '',
    daysWorked: days.filter((day) => day.shiftStarted).length,
    workedMinutes: sum(days, (item) => item.workedMinutes),
    breakMinutes: sum(days, (item) => item.breakMinutes),
    nightMinutes: sum(days, (item) => item.nightMinutes),
    sundayMinutes: sum(days, (item) => item.sundayMinutes),
    holidayMinutes: sum(days, (item) => item.holidayMinutes),
    mayDayMinutes: sum(days, (item) => item.mayDayMinutes),
    absenceMinutes: sum(days, (item) => item.absenceMinutes),
    overtime25Minutes: sum(weeks, (item) => item.overtime25Minutes),
    overtime50Minutes: sum(weeks, (item) => item.overtime50Minutes),
    complementaryMinutes: sum(weeks, (item) => item.complementaryMinutes),
    complementary10Minutes: sum(weeks, (item) => item.complementary10Minutes),
    complementary25Minutes: sum(weeks, (item) => item.complementary25Minutes),
    days: [...days],
    weeks: [...weeks],
    alerts: [
      ...days.flatMap((day) => day.alerts),
      ...weeks.flatMap((week) => week.alerts.filter((alert) => alert.scope === 'week')),
    ],
  };
}
