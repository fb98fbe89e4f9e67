import { computeMonthHours, computeMonthOvertime, type MonthHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import type { EmployeeMonthRecord, TimesheetEmployeeRow } from '../timesheets';
import type { PeriodEntry, PeriodFacts } from './facts';

/**
 * The hours engine over a period's facts: every view hands it the same absences (those of the whole
 * weeks of the month, so a straddling week counts its earlier month's days too), the month's own
 * settings and the employee's contract. A validated month is read from its record instead (decision
 * 041); an employee the record does not name had nothing in that month.
 */

/** The employee's month as it was validated, if the month is validated with a record naming them. */
export function monthRecordOf(
  facts: PeriodFacts,
  employeeId: string,
  month: string,
): EmployeeMonthRecord | undefined {
  return facts.records.get(month)?.get(employeeId);
}

/** Whether the month is validated with a record: then the facts as they stand no longer count for it. */
export function monthRecorded(facts: PeriodFacts, month: string): boolean {
  return facts.records.has(month);
}

function engineInput(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee: TimesheetEmployeeRow,
  month: string,
) {
  const settings = facts.settingsByMonth.get(month);
  if (!settings) throw new Error(`month ${month} is not in the period ${facts.from}..${facts.to}`);
  // Named by a validated month's record or not, nothing that happened since counts for that month.
  const recorded = monthRecorded(facts, month);
  return {
    month,
    entries: recorded ? [] : entries,
    weeklyContractMinutes: employee.weeklyContractMinutes,
    absences: recorded ? [] : (facts.absencesByEmployee.get(employee.id) ?? []),
    settings,
    now: facts.now,
  };
}

/** One employee's month as the engine computes it. */
export function monthHoursOf(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee: TimesheetEmployeeRow,
  month: string,
): MonthHours {
  return (
    monthRecordOf(facts, employee.id, month)?.hours ??
    computeMonthHours(engineInput(facts, entries, employee, month))
  );
}

/** One employee's overtime of a month (25 % and 50 %), without the days' details. */
export function monthOvertimeOf(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee: TimesheetEmployeeRow,
  month: string,
): number {
  const kept = monthRecordOf(facts, employee.id, month)?.hours;
  if (kept) return kept.overtime25Minutes + kept.overtime50Minutes;
  return computeMonthOvertime(engineInput(facts, entries, employee, month));
}

/**
 * The employee's approved absence days within [from, to] (the period's own, by default): those of a
 * validated month as its record keeps them, the others as they stand.
 */
export function absenceDaysOf(
  facts: PeriodFacts,
  employeeId: string,
  from = facts.from,
  to = facts.to,
): AbsenceDayHours[] {
  const within = (day: AbsenceDayHours) => day.date >= from && day.date <= to;
  const live = (facts.absencesByEmployee.get(employeeId) ?? []).filter(
    (day) => within(day) && !monthRecorded(facts, day.date.slice(0, 7)),
  );
  if (facts.records.size === 0) return live;
  const kept = [...facts.records.values()].flatMap((byEmployee) =>
    (byEmployee.get(employeeId)?.absences ?? []).filter(within),
  );
  if (kept.length === 0 || live.length === 0) return kept.length === 0 ? live : kept;
  return [...live, ...kept].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
