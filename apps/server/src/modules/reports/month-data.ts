import type { MonthHours } from '@pointeo/domain/hours-engine';
import { computeMonthHours, hoursEntriesWindow } from '@pointeo/domain/hours-engine';
import type { HoursSettings } from '@pointeo/domain/hours-rules';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { monthBounds } from '@pointeo/domain/paris-calendar';
import type { ReportEmployee, ReportFigures } from '@pointeo/domain/reports';
import type { Executor } from '../../db/client';
import { approvedAbsenceDays } from '../leave';
import {
  hoursSettingsForMonth,
  listCompanyEntries,
  listEmployeesForPeriod,
  monthWindow,
  type TimesheetEmployeeRow,
} from '../timesheets';

/**
 * A company's month as the reports read it: who appears (as on the Temps tab), their entries, their
 * approved absence days of the month (as the Temps tab's month adds them), the company's settings;
 * then the hours engine, one employee at a time, so a file being written holds one employee's
 * computed month, never the whole company's.
 */

type EngineEntry = Awaited<ReturnType<typeof listCompanyEntries>>[number];

export interface CompanyMonth {
  month: string;
  staff: TimesheetEmployeeRow[];
  entriesByEmployee: Map<string, EngineEntry[]>;
  /** Approved absence days of the month, per employee. */
  absencesByEmployee: Map<string, AbsenceDayHours[]>;
  settings: HoursSettings;
  now: Date;
}

export interface EmployeeReport {
  employee: TimesheetEmployeeRow;
  hours: MonthHours;
  figures: ReportFigures;
  /** The month's approved absence days, with their type: the detail sheet's and the payroll export's. */
  absences: AbsenceDayHours[];
}

export async function loadCompanyMonth(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
): Promise<CompanyMonth> {
  const { first, last } = monthBounds(month);
  const [staff, entries, settings, absencesByEmployee] = await Promise.all([
    listEmployeesForPeriod(db, companyId, monthWindow(month)),
    loadMonthEntries(db, companyId, month),
    hoursSettingsForMonth(db, companyId, month),
    approvedAbsenceDays(db, companyId, first, last),
  ]);
  return { month, staff, entriesByEmployee: entries, absencesByEmployee, settings, now };
}

/** The entries the engine reads for a month (its window), per employee. */
export async function loadMonthEntries(
  db: Executor,
  companyId: string,
  month: string,
): Promise<Map<string, EngineEntry[]>> {
  const entriesByEmployee = new Map<string, EngineEntry[]>();
  for (const entry of await listCompanyEntries(db, companyId, hoursEntriesWindow({ month }))) {
    const list = entriesByEmployee.get(entry.employeeId);
    if (list) list.push(entry);
    else entriesByEmployee.set(entry.employeeId, [entry]);
  }
  return entriesByEmployee;
}

/** The engine's month of one employee of the company month (any month its entries cover). */
export function monthHoursOf(
  data: CompanyMonth,
  employee: TimesheetEmployeeRow,
  month = data.month,
): MonthHours {
  return computeMonthHours({
    month,
    entries: data.entriesByEmployee.get(employee.id) ?? [],
    weeklyContractMinutes: employee.weeklyContractMinutes,
    absences: absencesOf(data, employee, month),
    settings: data.settings,
    now: data.now,
  });
}

/** The employee's absence days of one month: the Temps tab gives the engine those of the month only. */
export function absencesOf(
  data: CompanyMonth,
  employee: TimesheetEmployeeRow,
  month = data.month,
): AbsenceDayHours[] {
  const days = data.absencesByEmployee.get(employee.id) ?? [];
  return days.filter((day) => day.date.startsWith(month));
}

/** Each employee's month in report order, computed as it is read. */
export function* employeeReports(data: CompanyMonth): Generator<EmployeeReport> {
  for (const employee of data.staff) {
    const hours = monthHoursOf(data, employee);
    const absences = absencesOf(data, employee);
    yield { employee, hours, figures: figuresOf(hours, absences), absences };
  }
}

/** A report row's figures: the engine's month, as the Temps tab shows it, and its absence days. */
export function figuresOf(hours: MonthHours, absences: readonly AbsenceDayHours[] = []): ReportFigures {
  return {
    daysWorked: hours.daysWorked,
    workedMinutes: hours.workedMinutes,
    overtime25Minutes: hours.overtime25Minutes,
    overtime50Minutes: hours.overtime50Minutes,
    complementaryMinutes: hours.complementaryMinutes,
    nightMinutes: hours.nightMinutes,
    sundayMinutes: hours.sundayMinutes,
    holidayMinutes: hours.holidayMinutes,
    absenceMinutes: hours.absenceMinutes,
    absenceDays: absences.reduce((total, day) => total + day.share, 0),
    alertsCount: hours.alerts.length,
  };
}

const NO_FIGURES: ReportFigures = {
  daysWorked: 0,
  workedMinutes: 0,
  overtime25Minutes: 0,
  overtime50Minutes: 0,
  complementaryMinutes: 0,
  nightMinutes: 0,
  sundayMinutes: 0,
  holidayMinutes: 0,
  absenceMinutes: 0,
  absenceDays: 0,
  alertsCount: 0,
};

/** The company total row: each figure summed over the rows. */
export function addFigures(total: ReportFigures, figures: ReportFigures): ReportFigures {
  const sum = { ...total };
  for (const key of Object.keys(sum) as (keyof ReportFigures)[]) sum[key] += figures[key];
  return sum;
}

export function totalOf(rows: Iterable<ReportFigures>): ReportFigures {
  let total = NO_FIGURES;
  for (const figures of rows) total = addFigures(total, figures);
  return total;
}

export function reportEmployee(row: TimesheetEmployeeRow): ReportEmployee {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    payrollNumber: row.payrollNumber,
    archived: row.archivedAt !== null,
  };
}
