import {
  averageWeeklyMaxAlert,
  computeMonthHours,
  computeMonthOvertime,
  computeWeekHours,
  type MonthHours,
  type WeekHours,
  weeksWorkedMinutes,
} from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays } from '@pointeo/domain/paris-calendar';
import type { TimesheetEmployeeRow } from '../timesheets';
import { type PeriodEntry, type PeriodFacts, WEEKS_BEFORE } from './facts';

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

/**
 * One employee's month as the engine computes it, each of its weeks with the 12-week average alert
 * when the facts carry the weeks before the period. `entries` are those `loadPeriodEntries` reads for
 * the period's months: for a month after the first, the earlier months' weeks count in its average.
 */
export function monthHoursOf(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee: TimesheetEmployeeRow,
  month: string,
): MonthHours {
  const hours = computeMonthHours(engineInput(facts, entries, employee, month));
  const firstWeek = hours.weeks[0]?.weekStart;
  const before = firstWeek && workedBefore(facts, entries, employee.id, firstWeek);
  if (!before) return hours;
  const weeks = withAverageAlerts(hours.weeks, before);
  return {
    ...hours,
    weeks,
    // As the engine lists a month's alerts: its days', then its weeks' own.
    alerts: [
      ...hours.days.flatMap((day) => day.alerts),
      ...weeks.flatMap((week) => week.alerts.filter((alert) => alert.scope === 'week')),
    ],
  };
}

/**
 * One employee's week (the period loader's facts of that week, `loadWeekFacts`), with the 12-week
 * average alert; without an employee, the week's bare calendar.
 */
export function weekHoursOf(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employee?: TimesheetEmployeeRow,
): WeekHours {
  // A week is paid with the month of its Sunday: its settings are that month's.
  const settings = facts.settingsByMonth.get(facts.to.slice(0, 7));
  if (!settings) throw new Error(`the week ${facts.from}..${facts.to} has no settings`);
  const week = computeWeekHours({
    week: facts.from,
    entries,
    ...(employee && {
      weeklyContractMinutes: employee.weeklyContractMinutes,
      absences: facts.absencesByEmployee.get(employee.id) ?? [],
    }),
    settings,
    now: facts.now,
  });
  const before = employee && workedBefore(facts, entries, employee.id, week.weekStart);
  return before ? withAverageAlerts([week], before)[0]! : week;
}

/**
 * The worked minutes of the 11 weeks before `monday`, oldest first: the loader's weeks before the
 * period, then the period's own weeks before `monday` (from `entries`). Undefined when the facts were
 * loaded without them.
 */
function workedBefore(
  facts: PeriodFacts,
  entries: readonly PeriodEntry[],
  employeeId: string,
  monday: string,
): number[] | undefined {
  if (!facts.workedBefore) return undefined;
  const loaded = facts.workedBefore.get(employeeId) ?? new Array<number>(WEEKS_BEFORE).fill(0);
  let weeksInPeriod = 0;
  while (addDays(facts.firstWeek, 7 * weeksInPeriod) < monday) weeksInPeriod += 1;
  if (weeksInPeriod === 0) return loaded;
  return [...loaded, ...weeksWorkedMinutes(entries, facts.firstWeek, weeksInPeriod)].slice(-WEEKS_BEFORE);
}

/**
 * L3121-22 on consecutive weeks: each week gets the alert when it and the 11 before it average more
 * than 44 h worked (`averageWeeklyMaxAlert`), listed after its other week alerts, before its days'.
 */
function withAverageAlerts(weeks: readonly WeekHours[], before: readonly number[]): WeekHours[] {
  const worked = [...before];
  return weeks.map((week) => {
    worked.push(week.workedMinutes);
    const alert = averageWeeklyMaxAlert(week.weekStart, worked.slice(-(WEEKS_BEFORE + 1)));
    if (!alert) return week;
    const weekAlerts = week.alerts.filter((item) => item.scope === 'week');
    const dayAlerts = week.alerts.filter((item) => item.scope !== 'week');
    return { ...week, alerts: [...weekAlerts, alert, ...dayAlerts] };
  });
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
