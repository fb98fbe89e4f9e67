import { periodDays } from '@pointeo/domain/hours-calendar';
import { addMonths, monthBounds } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import {
  absenceDaysOf,
  loadPeriodEntries,
  loadPeriodFacts,
  monthOvertimeOf,
  monthRecorded,
  monthRecordOf,
  type PeriodEntry,
} from '../period';
import type { CompanyMonth } from './month-data';

/**
 * The statements' 'Heures supplémentaires depuis le 1er janvier': the engine's overtime of each month
 * from January to the one before the statement's, per employee (weeks paid with the month of their
 * Sunday, as everywhere), through `computeMonthOvertime`, which skips the days' details. The period
 * loader gives those months' facts; their entries are read one month at a time, the next one's loading
 * while this one is computed, so memory holds two months of entries, never the year's. An employee with
 * neither an entry nor an absence counted as worked time in a month has no overtime in it: not computed.
 * A validated month's share is its record's (decision 041).
 */
export async function overtimeSinceJanuary(
  db: Executor,
  companyId: string,
  data: CompanyMonth,
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const january = `${data.month.slice(0, 4)}-01`;
  if (january === data.month) return totals;

  const earlier = await loadPeriodFacts(
    db,
    companyId,
    { from: monthBounds(january).first, to: monthBounds(addMonths(data.month, -1)).last },
    data.facts.now,
    // Overtime only: no alert, so not the 11 weeks before January; a validated month's totals only.
    { averageHistory: false, recordDays: false },
  );
  // A validated month's overtime is its record's: its entries are not read (decision 050).
  const load = async (month: string) =>
    monthRecorded(earlier, month)
      ? new Map<string, PeriodEntry[]>()
      : loadPeriodEntries(db, companyId, [month]);
  let next = load(earlier.months[0]!);
  for (const [index, month] of earlier.months.entries()) {
    const entriesByEmployee = await next;
    const following = earlier.months[index + 1];
    if (following) next = load(following);
    // The days the engine counts for the month: its first week's Monday may be in the month before.
    const { first, last } = periodDays({ month });
    for (const employee of data.facts.staff) {
      const counted = absenceDaysOf(earlier, employee.id, first, last).some(
        (day) => day.countsAsWorkedTime && day.paidMinutes > 0,
      );
      const entries = entriesByEmployee.get(employee.id);
      // A validated month counts the overtime its record keeps, and none for whom it does not name.
      // So does an employee validated one by one (decision 052).
      const recorded = monthRecorded(earlier, month, employee.id);
      if (recorded ? !monthRecordOf(earlier, employee.id, month) : !entries && !counted) continue;
      const overtime = monthOvertimeOf(earlier, entries ?? [], employee, month);
      totals.set(employee.id, (totals.get(employee.id) ?? 0) + overtime);
    }
  }
  return totals;
}
