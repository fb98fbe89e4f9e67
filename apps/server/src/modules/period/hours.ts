import {
  averageWeeklyMaxAlert,
  computeMonthHours,
  computeMonthOvertime,
  computeWeekHours,
  type MonthHours,
  type WeekHours,
  weeksWorkedMinutes,
} from '@pointeo/domain/hours-engine';
import type { HoursSettings } from '@pointeo/domain/hours-rules';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays } from '@pointeo/domain/paris-calendar';
import type { EmployeeMonthRecord, TimesheetEmployeeRow } from '../timesheets';
import { type PeriodEntry, type PeriodFacts, WEEKS_BEFORE } from './facts';

/**
 * The hours engine over a period's facts: every view hands it the same absences (those of the whole
 * weeks of the month, so a straddling week counts its earlier month's days too), the month's own
 * settings and the employee's contract. A validated month is read from its record instead (decision
 * 041); an employee the record does not name had nothing in that month.
 */

/**
 * The employee's month as it was validated, if the month is validated with a record naming them, or
 * they were validated one by one with a row (decision 052).
 */
export function monthRecordOf(
  facts: PeriodFacts,
  employeeId: string,
  month: string,
): EmployeeMonthRecord | undefined {
  return facts.records.get(month)?.get(employeeId) ?? facts.oneByOne.get(month)?.get(employeeId);
}

/**
 * Whether the month is validated with a record, as a whole or, given an employee, for them one by one
 * (decision 052): then the facts as they stand no longer count for it (for them). Without an employee,
 * whether it is validated as a whole: the fast paths that read nothing of the month (decision 050).
 */
export function monthRecorded(facts: PeriodFacts, month: string, employeeId?: string): boolean {
  return (
    facts.records.has(month) ||
    (employeeId !== undefined && facts.oneByOne.get(month)?.has(employeeId) === true)
  );
}

/** The month's settings with the holidays of the employee's site (issue 29 item 7). */
function employeeSettings(settings: HoursSettings, employee: TimesheetEmployeeRow): HoursSettings {
  return { ...settings, alsaceMoselle: employee.alsaceMoselle };
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
  const recorded = monthRecorded(facts, month, employee.id);
  return {
    month,
    entries: recorded ? [] : entries,
    weeklyContractMinutes: employee.weeklyContractMinutes,
    absences: recorded ? [] : (facts.absencesByEmployee.get(employee.id) ?? []),
    settings: employeeSettings(settings, employee),
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
  // A validated month as its record keeps it, alerts included; an employee it does not name had
  // nothing in the month (decision 041).
  if (monthRecorded(facts, month, employee.id)) {
    return (
      monthRecordOf(facts, employee.id, month)?.hours ??
      computeMonthHours(engineInput(facts, entries, employee, month))
    );
  }
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
    // Without an employee, the bare calendar of the company's days (its shared holidays).
    settings: employee ? employeeSettings(settings, employee) : settings,
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
    (day) => within(day) && !monthRecorded(facts, day.date.slice(0, 7), employeeId),
  );
  if (facts.records.size === 0 && facts.oneByOne.size === 0) return live;
  const kept = [...facts.records.values(), ...facts.oneByOne.values()].flatMap((byEmployee) =>
    (byEmployee.get(employeeId)?.absences ?? []).filter(within),
  );
  if (kept.length === 0 || live.length === 0) return kept.length === 0 ? live : kept;
  return [...live, ...kept].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
