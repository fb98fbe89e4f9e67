import { computeMonthHours, computeMonthOvertime, type MonthHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import type { TimesheetEmployeeRow } from '../timesheets';
import type { PeriodEntry, PeriodFacts } from './facts';

/**
 * The hours engine over a period's facts: every view hands it the same absences (those of the whole
 * weeks of the month, so a straddling week counts its earlier month's days too), the month's own
 * settings and the employee's contract.
 */

function engineInput(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee: TimesheetEmployeeRow,
  month: string,
) {
  const settings = facts.settingsByMonth.get(month);
  if (!settings) throw new Error(`month ${month} is not in the period ${facts.from}..${facts.to}`);
  return {
    month,
    entries,
    weeklyContractMinutes: employee.weeklyContractMinutes,
    absences: facts.absencesByEmployee.get(employee.id) ?? [],
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
  return computeMonthHours(engineInput(facts, entries, employee, month));
}

/** One employee's overtime of a month (25 % and 50 %), without the days' details. */
export function monthOvertimeOf(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee: TimesheetEmployeeRow,
  month: string,
): number {
  return computeMonthOvertime(engineInput(facts, entries, employee, month));
}

/** The employee's approved absence days within [from, to] (the period's own, by default). */
export function absenceDaysOf(
  facts: PeriodFacts,
  employeeId: string,
  from = facts.from,
  to = facts.to,
): AbsenceDayHours[] {
  return (facts.absencesByEmployee.get(employeeId) ?? []).filter((day) => day.date >= from && day.date <= to);
}
