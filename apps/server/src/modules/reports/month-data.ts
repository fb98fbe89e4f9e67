import type { MonthHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { monthBounds } from '@pointeo/domain/paris-calendar';
import type { ReportEmployee, ReportFigures } from '@pointeo/domain/reports';
import type { Executor } from '../../db/client';
import type { SiteIds } from '../../lib/site-scope';
import {
  absenceDaysOf,
  loadPeriodFactsAndEntries,
  monthHoursOf,
  monthRecordOf,
  type PeriodEntry,
  type PeriodFacts,
} from '../period';
import type { EmployeeMonthRecord, TimesheetEmployeeRow } from '../timesheets';
import { loadDirectorName, withDirectorName } from './director-name';

/**
 * A company's month as the reports read it: the period loader's facts of the month (who appears,
 * their absences over the month's whole weeks, the month's settings) and its entries; then the hours
 * engine, one employee at a time, so a file being written holds one employee's computed month, never
 * the whole company's.
 */

export interface CompanyMonth {
  month: string;
  facts: PeriodFacts;
  entriesByEmployee: Map<string, PeriodEntry[]>;
}

export interface EmployeeReport {
  employee: TimesheetEmployeeRow;
  hours: MonthHours;
  figures: ReportFigures;
  /** The month's approved absence days, with their type: the detail sheet's and the payroll export's. */
  absences: AbsenceDayHours[];
}

/**
 * The employees on `sites` only, when given (decision 063). `days`: whether the rows need the engine's days and weeks (the XLSX detail, the statements); the
 * report's table, its CSV and the payroll file read only figures, and a validated month's record
 * then loads without them (decision 041).
 */
export async function loadCompanyMonth(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
  { days = true, sites }: { days?: boolean; sites?: SiteIds } = {},
): Promise<CompanyMonth> {
  const { first, last } = monthBounds(month);
  // A validated month's record answers for its entries, absences and history: those are not read.
  const [{ facts, entriesByEmployee }, director] = await Promise.all([
    loadPeriodFactsAndEntries(db, companyId, { from: first, to: last }, now, { recordDays: days, sites }),
    loadDirectorName(db, companyId),
  ]);
  return { month, facts: { ...facts, staff: withDirectorName(facts.staff, director) }, entriesByEmployee };
}

/**
 * Each employee's month in report order, computed as it is read; a validated month's as its record
 * keeps it (decision 041), figures included, so a change to how figures are derived never moves it.
 */
export function* employeeReports(data: CompanyMonth): Generator<EmployeeReport> {
  for (const employee of data.facts.staff) {
    const kept = monthRecordOf(data.facts, employee.id, data.month);
    if (kept) {
      const figures = { ...NO_FIGURES, ...kept.figures } as ReportFigures;
      yield { employee: kept.employee, hours: kept.hours, figures, absences: kept.absences };
      continue;
    }
    const entries = data.entriesByEmployee.get(employee.id) ?? [];
    const hours = monthHoursOf(data.facts, entries, employee, data.month);
    const absences = absenceDaysOf(data.facts, employee.id);
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
    complementary10Minutes: hours.complementary10Minutes,
    complementary25Minutes: hours.complementary25Minutes,
    nightMinutes: hours.nightMinutes,
    sundayMinutes: hours.sundayMinutes,
    holidayMinutes: hours.holidayMinutes,
    mayDayMinutes: hours.mayDayMinutes,
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
  complementary10Minutes: 0,
  complementary25Minutes: 0,
  nightMinutes: 0,
  sundayMinutes: 0,
  holidayMinutes: 0,
  mayDayMinutes: 0,
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

/**
 * The month's figures of each employee, computed from the facts as they stand: what 'Valider le mois'
 * keeps (decision 041), with the absence days of its weeks (decision 050). Called inside the
 * validation's transaction, before the month is validated.
 */
export async function monthRecord(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
): Promise<EmployeeMonthRecord[]> {
  const data = await loadCompanyMonth(db, companyId, month, now);
  // Each week keeps the absence days the engine read for it, those before the 1st included (050).
  return [...employeeReports(data)].map((report) => ({
    ...report,
    weekAbsences: data.facts.absencesByEmployee.get(report.employee.id) ?? [],
  }));
}
