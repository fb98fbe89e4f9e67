import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays, isoWeekday, monthBounds } from '@pointeo/domain/paris-calendar';
import { PAYROLL_VARIABLES, type PayrollSettings } from '@pointeo/domain/payroll';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import { PAYROLL_FIGURE_KINDS } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { publicHolidayName } from '@pointeo/domain/public-holidays';
import { reportFigure } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SiteIds } from '../../lib/site-scope';
import { payrollDetailsOf } from '../employees';
import { employeesValidatedOneByOne, employeeValidatedRecords, monthLocks } from '../timesheets';
import { employeeReports, loadCompanyMonth } from './month-data';

/**
 * The list every payroll file and the push to Silae start from (contract 1 of issue 32, decision 078):
 * a validated month's values per employee, read from the record its validation wrote (decision 041),
 * never recomputed. A month validated as a whole, or the employees validated one by one (decision 049).
 */

export interface PayrollMonth {
  items: PayrollItem[];
  /** The employees whose figures the items carry: the validated ones (on `sites`, when given). */
  validatedCount: number;
}

/** Decimal hours as every file writes them: minutes to hundredths, rounded half up (as `formatDecimalHours`). */
export function decimalHours(minutes: number): number {
  const hundredths = Math.floor((Math.abs(minutes) * 100 + 30) / 60);
  return (Math.sign(minutes) || 1) * (hundredths / 100);
}

/** A working day for an absence (leave-hours.ts): Monday to Friday, not a public holiday. */
const isAbsenceWorkday = (date: string) => isoWeekday(date) <= 5 && !publicHolidayName(date, false);

/**
 * A month's absence days of one type (the record keeps days, not absences) as runs: days follow one
 * another when only days off (weekends, public holidays) lie between. Each run is one absence of the
 * month, from its first to its last day in the month, its value the sum of its shares (a half day 0.5).
 * Two absences of one type that touch make one run: the payroll tool is told the same days.
 */
export function absenceRuns(days: readonly AbsenceDayHours[]): Array<{
  typeId: string;
  typeName: string;
  from: string;
  to: string;
  days: number;
}> {
  const byType = new Map<string, AbsenceDayHours[]>();
  for (const day of days) byType.set(day.typeId, [...(byType.get(day.typeId) ?? []), day]);
  const runs: Array<{ typeId: string; typeName: string; from: string; to: string; days: number }> = [];
  for (const [typeId, typeDays] of byType) {
    const sorted = [...typeDays].sort((a, b) => a.date.localeCompare(b.date));
    let run: (typeof runs)[number] | undefined;
    for (const day of sorted) {
      if (run && follows(run.to, day.date)) {
        run.to = day.date;
        run.days += day.share;
        continue;
      }
      run = { typeId, typeName: day.typeName, from: day.date, to: day.date, days: day.share };
      runs.push(run);
    }
  }
  return runs.sort((a, b) => a.from.localeCompare(b.from) || a.typeName.localeCompare(b.typeName));
}

function follows(last: string, next: string): boolean {
  if (next <= last) return true;
  for (let date = addDays(last, 1); date < next; date = addDays(date, 1)) {
    if (isAbsenceWorkday(date)) return false;
  }
  return true;
}

/**
 * The month's items under `settings`' codes: each employee with a value (the direction account
 * left out, as ever), in the report's order; their figures in PAYROLL_VARIABLES' order, dated with the
 * month; then their absences by first day, dated with their own first and last day in the month,
 * valued in days. A figure or type the company chose not to export makes no item; one without a
 * code makes an item with an empty code (a problem, `payrollProblems`). Refuses a month with nobody
 * validated (409).
 */
export async function payrollMonth(
  db: Executor,
  companyId: string,
  month: string,
  settings: PayrollSettings,
  { sites, now }: { sites?: SiteIds; now: Date },
): Promise<PayrollMonth> {
  const [[lock], oneByOne] = await Promise.all([
    monthLocks(db, companyId, [month]),
    employeesValidatedOneByOne(db, companyId, month),
  ]);
  if (!lock?.validated && oneByOne.length === 0) {
    throw new AppError('MONTH_NOT_VALIDATED', 409, M.monthNotValidated);
  }
  const reports = lock?.validated
    ? [...employeeReports(await loadCompanyMonth(db, companyId, month, now, { days: false, sites }))]
    : (await employeeValidatedRecords(db, companyId, month)).map(({ employee, figures, absences }) => ({
        employee,
        figures: figures as ReportFigures,
        absences,
      }));
  const details = await payrollDetailsOf(
    db,
    companyId,
    reports.map(({ employee }) => employee.id),
  );
  const skipped = new Set(settings.skipped);
  const absenceCodes = new Map(settings.absenceCodes.map(({ typeId, code }) => [typeId, code]));
  const { first, last } = monthBounds(month);
  const items: PayrollItem[] = [];
  let validatedCount = 0;
  for (const { employee, figures, absences } of reports) {
    const detail = details.get(employee.id);
    // One by one, the record names every validated employee: keep those of the member's sites.
    if (sites && !lock?.validated && (!detail || !sites.includes(detail.siteId))) continue;
    validatedCount += 1;
    if (employee.role === 'direction') continue;
    const who = {
      employeeId: employee.id,
      // The record's matricule, else the one entered since (decision 041: a file is refused while one is missing).
      payrollNumber: employee.payrollNumber ?? detail?.payrollNumber ?? '',
      lastName: employee.lastName,
      firstName: employee.firstName,
      siteName: detail?.siteName ?? '',
      costCentre: detail?.costCentre ?? '',
    };
    for (const { key } of PAYROLL_VARIABLES) {
      const value = figures[key] ?? 0;
      if (value === 0 || skipped.has(key)) continue;
      const { kind, unit } = PAYROLL_FIGURE_KINDS[key];
      items.push({
        ...who,
        kind,
        source: key,
        code: settings.codes[key],
        label: reportFigure(key).label,
        value: unit === 'hours' ? decimalHours(value) : value,
        unit,
        from: first,
        to: last,
      });
    }
    for (const run of absenceRuns(absences)) {
      if (run.days === 0 || skipped.has(run.typeId)) continue;
      items.push({
        ...who,
        kind: 'absence',
        source: run.typeId,
        code: absenceCodes.get(run.typeId) ?? '',
        label: run.typeName,
        value: run.days,
        unit: 'days',
        from: run.from,
        to: run.to,
      });
    }
  }
  return { items, validatedCount };
}
