import type { DayCounting } from './leave-rules';
import { addDays, isoWeekday } from './paris-calendar';
import { publicHolidayName } from './public-holidays';

/**
 * Which days an absence takes off a balance: jours ouvrables skip Sundays and public holidays, jours
 * ouvrés skip weekends and public holidays (LEGAL.md). Holidays come from the hours engine's calendar
 * (public-holidays.ts, Alsace-Moselle included). Server only: it loads the holiday library.
 */

/** A span of days; a half day starts at noon on the first day or ends at noon on the last one. */
export interface AbsenceSpan {
  startDate: string;
  endDate: string;
  /** The absence starts in the afternoon of its first day. */
  startHalfDay: boolean;
  /** The absence ends at noon on its last day. */
  endHalfDay: boolean;
}

export interface AbsenceDay {
  date: string;
  /** 1 for a whole day, 0.5 for a half day. */
  share: number;
}

/** Whether this date is a leave day to count: not a Sunday, not a public holiday (nor a Saturday in ouvrés). */
export function isLeaveDay(date: string, counting: DayCounting, alsaceMoselle: boolean): boolean {
  const weekday = isoWeekday(date);
  if (weekday === 7 || (counting === 'ouvres' && weekday === 6)) return false;
  return publicHolidayName(date, alsaceMoselle) === undefined;
}

/** Every date of the span, first to last, with its share (half days at either end). */
export function spanDays(span: AbsenceSpan): AbsenceDay[] {
  const days: AbsenceDay[] = [];
  for (let date = span.startDate; date <= span.endDate; date = addDays(date, 1)) {
    let share = 1;
    if (date === span.startDate && span.startHalfDay) share -= 0.5;
    if (date === span.endDate && span.endHalfDay) share -= 0.5;
    if (share > 0) days.push({ date, share });
  }
  return days;
}

/** The days of the span that count as leave days, with their share. */
export function leaveDaysOf(span: AbsenceSpan, counting: DayCounting, alsaceMoselle: boolean): AbsenceDay[] {
  return spanDays(span).filter((day) => isLeaveDay(day.date, counting, alsaceMoselle));
}

/** How many leave days the span takes: '2,5 jours' for Monday to Wednesday noon. */
export function countLeaveDays(span: AbsenceSpan, counting: DayCounting, alsaceMoselle: boolean): number {
  return leaveDaysOf(span, counting, alsaceMoselle).reduce((total, day) => total + day.share, 0);
}
