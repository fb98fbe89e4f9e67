import type { EmployeeMonth, MonthDay, MonthWeek } from '@pointeo/domain/timesheets';
import { addDays, mondayOf } from './timesheet-display';

export interface MonthWeekGroup {
  weekStart: string;
  weekEnd: string;
  /** The week's days that are in the month. */
  days: MonthDay[];
  /** The week's figures, or null for a last week whose Sunday is in the next month, which pays it. */
  week: MonthWeek | null;
}

/** The month's days gathered by week (Monday to Sunday), each with the week's totals when the month pays it. */
export function monthWeekGroups(month: Pick<EmployeeMonth, 'days' | 'weeks'>): MonthWeekGroup[] {
  const groups: MonthWeekGroup[] = [];
  for (const day of month.days) {
    const weekStart = mondayOf(day.date);
    let group = groups.at(-1);
    if (group?.weekStart !== weekStart) {
      group = {
        weekStart,
        weekEnd: addDays(weekStart, 6),
        days: [],
        week: month.weeks.find((week) => week.weekStart === weekStart) ?? null,
      };
      groups.push(group);
    }
    group.days.push(day);
  }
  return groups;
}
