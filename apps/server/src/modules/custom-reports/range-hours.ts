import { periodDays } from '@pointeo/domain/hours-calendar';
import {
  computeMonthHours,
  type DayHours,
  hoursEntriesWindow,
  type MonthHours,
  type WeekHours,
} from '@pointeo/domain/hours-engine';
import type { HoursSettings } from '@pointeo/domain/hours-rules';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays, addMonths } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import { approvedAbsenceDays } from '../leave/absence-days';
import { daysWindow } from '../timesheets/entry-times';
import { hoursSettingsForMonths } from '../timesheets/hours-settings';
import {
  listCompanyEntries,
  listEmployeesForPeriod,
  type TimesheetEmployeeRow,
} from '../timesheets/repository';

/**
 * Any period of whole days, read through the hours engine one month at a time, exactly as the Temps
 * tab reads each month: a day's figures are its month's, and a week's overtime belongs to the week,
 * counted when its Sunday falls in the period (the rule that pays it with the month of its Sunday).
 */

type EngineEntry = Awaited<ReturnType<typeof listCompanyEntries>>[number];

export interface CompanyRange {
  from: string;
  to: string;
  staff: TimesheetEmployeeRow[];
  entriesByEmployee: Map<string, EngineEntry[]>;
  absencesByEmployee: Map<string, AbsenceDayHours[]>;
  /** Each month's hours settings: a validated month keeps those it was validated with. */
  settingsByMonth: Map<string, HoursSettings>;
  now: Date;
}

/** One employee's period: the days in it, and the weeks whose Sunday is in it. */
export interface EmployeeRange {
  employee: TimesheetEmployeeRow;
  days: DayHours[];
  weeks: WeekHours[];
  /** Approved absence days in the period ('Jours d'absence'). */
  absences: AbsenceDayHours[];
}

/** The months 'YYYY-MM' the period touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Loads the period in four queries: who appears (as on the Temps tab), entries, absences, settings. */
export async function loadCompanyRange(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
  now: Date,
): Promise<CompanyRange> {
  const months = monthsOf(from, to);
  const first = months[0]!;
  const last = months.at(-1)!;
  const entriesWindow = {
    from: hoursEntriesWindow({ month: first }).from,
    to: hoursEntriesWindow({ month: last }).to,
  };
  const [staff, entries, absencesByEmployee, settingsByMonth] = await Promise.all([
    listEmployeesForPeriod(db, companyId, daysWindow(from, to)),
    listCompanyEntries(db, companyId, entriesWindow),
    approvedAbsenceDays(db, companyId, periodDays({ month: first }).first, periodDays({ month: last }).last),
    hoursSettingsForMonths(db, companyId, months),
  ]);
  const entriesByEmployee = new Map<string, EngineEntry[]>();
  for (const entry of entries) {
    const list = entriesByEmployee.get(entry.employeeId);
    if (list) list.push(entry);
    else entriesByEmployee.set(entry.employeeId, [entry]);
  }
  return { from, to, staff, entriesByEmployee, absencesByEmployee, settingsByMonth, now };
}

export function employeeRange(data: CompanyRange, employee: TimesheetEmployeeRow): EmployeeRange {
  const days: DayHours[] = [];
  const weeks: WeekHours[] = [];
  for (const month of monthsOf(data.from, data.to)) {
    const hours = computeMonthHours({
      month,
      entries: data.entriesByEmployee.get(employee.id) ?? [],
      weeklyContractMinutes: employee.weeklyContractMinutes,
      absences: data.absencesByEmployee.get(employee.id) ?? [],
      settings: data.settingsByMonth.get(month)!,
      now: data.now,
    });
    days.push(...hours.days.filter((day) => day.date >= data.from && day.date <= data.to));
    weeks.push(...hours.weeks.filter((week) => inPeriod(data, sundayOf(week))));
  }
  const absences = (data.absencesByEmployee.get(employee.id) ?? []).filter((day) => inPeriod(data, day.date));
  return { employee, days, weeks, absences };
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
    absenceMinutes: sum(days, (item) => item.absenceMinutes),
    overtime25Minutes: sum(weeks, (item) => item.overtime25Minutes),
    overtime50Minutes: sum(weeks, (item) => item.overtime50Minutes),
    complementaryMinutes: sum(weeks, (item) => item.complementaryMinutes),
    days: [...days],
    weeks: [...weeks],
    alerts: [
      ...days.flatMap((day) => day.alerts),
      ...weeks.flatMap((week) => week.alerts.filter((alert) => alert.scope === 'week')),
    ],
  };
}
