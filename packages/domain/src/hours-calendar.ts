import type { HoursSettings } from './hours-rules';
import {
  addDays,
  isoWeekday,
  mondayOf,
  monthBounds,
  parisDayStart,
  parisWallTime,
  wallTimeMinutes,
} from './paris-calendar';
import { publicHolidayName } from './public-holidays';

/**
 * The calendar of a period for the hours engine, in epoch minutes: its Paris days with their bounds,
 * Sundays, public holidays and night windows, built once per period and settings and shared by every
 * employee computed for it; and the arithmetic that cuts an interval along those days.
 */

export type HoursPeriod = { week: string } | { month: string };

/** Days computed around the period: the rest before its first shift, a shift carrying on past its end. */
export const DAYS_BEFORE = 2;
export const DAYS_AFTER = 1;

export type Interval = readonly [start: number, end: number];

export interface CalendarDay {
  date: string;
  start: number;
  end: number;
  sunday: boolean;
  holidayName: string | undefined;
  /** Night windows clipped to the day (at most two: the morning's end, the evening's start). */
  nights: Interval[];
}

export interface PeriodCalendar {
  days: CalendarDay[];
  /** days[i].start, then the end of the last day: one sorted array for binary search. */
  bounds: number[];
}

export interface PeriodDays {
  /** The Monday of the first week computed. */
  first: string;
  last: string;
  /** For a month, its first day (the days before it belong to a week that ends in the month). */
  monthFirst?: string;
}

// The server computes the same period for every employee of a company: resolve it and build its
// calendar once, then each employee is integer arithmetic only.
const periods = new Map<string, PeriodDays>();
const calendars = new Map<string, PeriodCalendar>();

export function periodDays(period: HoursPeriod): PeriodDays {
  if ('week' in period) {
    return remember(periods, `week ${period.week}`, () => {
      const monday = mondayOf(period.week);
      return { first: monday, last: addDays(monday, 6) };
    });
  }
  return remember(periods, `month ${period.month}`, () => {
    const { first, last } = monthBounds(period.month);
    return { first: mondayOf(first), last, monthFirst: first };
  });
}

export function calendarFor({ first, last }: PeriodDays, settings: HoursSettings): PeriodCalendar {
  const key = `${first} ${last} ${settings.nightStart} ${settings.nightEnd} ${settings.alsaceMoselle}`;
  return remember(calendars, key, () => buildCalendar(first, last, settings));
}

const MAX_REMEMBERED = 64;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= MAX_REMEMBERED) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}

function buildCalendar(first: string, last: string, settings: HoursSettings): PeriodCalendar {
  const from = addDays(first, -DAYS_BEFORE);
  const to = addDays(last, DAYS_AFTER);
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const bounds = [...dates, addDays(dates.at(-1)!, 1)].map(parisDayStart);
  // The window that starts the evening before the first day reaches into it.
  const nights = [addDays(from, -1), ...dates].flatMap((date) => nightWindow(date, settings));
  const days = dates.map((date, index): CalendarDay => {
    const start = bounds[index]!;
    const end = bounds[index + 1]!;
    return {
      date,
      start,
      end,
      sunday: isoWeekday(date) === 7,
      holidayName: publicHolidayName(date, settings.alsaceMoselle),
      nights: nights
        .filter(([nightStart, nightEnd]) => nightStart < end && nightEnd > start)
        .map(([nightStart, nightEnd]) => [Math.max(nightStart, start), Math.min(nightEnd, end)] as const),
    };
  });
  return { days, bounds };
}

/** The night that starts on this date: 21:00 to 06:00 the next morning by default. */
function nightWindow(date: string, { nightStart, nightEnd }: HoursSettings): Interval[] {
  const start = wallTimeMinutes(nightStart);
  const end = wallTimeMinutes(nightEnd);
  if (start === end) return [];
  return [[parisWallTime(date, nightStart), parisWallTime(start < end ? date : addDays(date, 1), nightEnd)]];
}

/** Index of the day holding this minute: -1 before the first day, days.length after the last. */
export function dayIndex(bounds: readonly number[], minute: number): number {
  if (minute < bounds[0]!) return -1;
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (bounds[middle]! <= minute) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Calls back with each day's part of [start, end), clipped to the calendar. */
export function forEachDayPart(
  bounds: readonly number[],
  start: number,
  end: number,
  part: (day: number, start: number, end: number) => void,
): void {
  const lastDay = bounds.length - 2;
  for (let day = Math.max(0, dayIndex(bounds, start)); day <= lastDay && bounds[day]! < end; day += 1) {
    const partStart = Math.max(start, bounds[day]!);
    const partEnd = Math.min(end, bounds[day + 1]!);
    if (partEnd > partStart) part(day, partStart, partEnd);
  }
}

/** How much of [start, end) the disjoint windows cover, in the unit they are written in. */
export function overlapLength(windows: readonly Interval[], start: number, end: number): number {
  let total = 0;
  for (const [windowStart, windowEnd] of windows) {
    total += Math.max(0, Math.min(end, windowEnd) - Math.max(start, windowStart));
  }
  return total;
}
