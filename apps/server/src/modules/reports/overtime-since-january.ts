import { computeMonthOvertime } from '@pointeo/domain/hours-engine';
import { addMonths, monthBounds } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import { approvedAbsenceDays } from '../leave';
import { absencesOf, type CompanyMonth, loadMonthEntries } from './month-data';

/**
 * The statements' 'Heures supplémentaires depuis le 1er janvier': the engine's overtime of each month
 * from January to the one before the statement's, per employee (weeks paid with the month of their
 * Sunday, as everywhere), through `computeMonthOvertime`, which skips the days' details. Months are read one at a time, the next one's entries loading while this
 * one is computed, so memory holds two months of entries, never the year's. An employee with neither
 * an entry nor an absence counted as worked time in a month has no overtime in it: not computed.
 */
export async function overtimeSinceJanuary(
  db: Executor,
  companyId: string,
  data: CompanyMonth,
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const months: string[] = [];
  for (let month = `${data.month.slice(0, 4)}-01`; month < data.month; month = addMonths(month, 1)) {
    months.push(month);
  }
  if (months.length === 0) return totals;

  const absencesByEmployee = await approvedAbsenceDays(
    db,
    companyId,
    monthBounds(months[0]!).first,
    monthBounds(months.at(-1)!).last,
  );
  let next = loadMonthEntries(db, companyId, months[0]!);
  for (const [index, month] of months.entries()) {
    const entriesByEmployee = await next;
    if (index + 1 < months.length) next = loadMonthEntries(db, companyId, months[index + 1]!);
    const earlier: CompanyMonth = { ...data, month, entriesByEmployee, absencesByEmployee };
    for (const employee of data.staff) {
      const counted = absencesOf(earlier, employee).some(
        (day) => day.countsAsWorkedTime && day.paidMinutes > 0,
      );
      if (!entriesByEmployee.has(employee.id) && !counted) continue;
      const overtime = computeMonthOvertime({
        month,
        entries: entriesByEmployee.get(employee.id) ?? [],
        weeklyContractMinutes: employee.weeklyContractMinutes,
        absences: absencesOf(earlier, employee),
        settings: data.settings,
        now: data.now,
      });
      totals.set(employee.id, (totals.get(employee.id) ?? 0) + overtime);
    }
  }
  return totals;
}
