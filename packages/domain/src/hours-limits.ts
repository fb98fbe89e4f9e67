import type { Interval } from './hours-calendar';
import {
  BREAK_REQUIRED_FROM_MINUTES,
  DAILY_REST_MINUTES,
  MIN_BREAK_MINUTES,
  SHIFT_CONTINUES_ACROSS_MIDNIGHT_MINUTES,
} from './hours-rules';

/**
 * The legal limits judged on time as it passed: shifts, their breaks and stretches of work, and the
 * rests between them, on the exact instants of the punches in milliseconds. The hours shown and paid
 * count each punch at its minute (decision 012); a limit does not, or a 19 min 01 s break would pass
 * for 20 min (decision 036).
 */

export const MS_PER_MINUTE = 60_000;

export function minutesToMs(minutes: number): number {
  return minutes * MS_PER_MINUTE;
}

/** Whole minutes of a duration, rounded down: the figure an alert carries. */
export function wholeMinutes(ms: number): number {
  return Math.floor(ms / MS_PER_MINUTE);
}

export interface Shift {
  /** The day the shift started on, as the caller's `dayOf` numbers days. */
  day: number;
  workedMs: number;
  longestBreakMs: number;
  /** The longest work without a break of 20 consecutive minutes (shorter breaks do not end it). */
  longestStretchMs: number;
  restBeforeMs: number | undefined;
}

const SHIFT_CONTINUES_MS = minutesToMs(SHIFT_CONTINUES_ACROSS_MIDNIGHT_MINUTES);
const DAILY_REST_MS = minutesToMs(DAILY_REST_MINUTES);
const MIN_BREAK_MS = minutesToMs(MIN_BREAK_MINUTES);
const BREAK_REQUIRED_FROM_MS = minutesToMs(BREAK_REQUIRED_FROM_MINUTES);

/**
 * Working days as the rest and maximum rules see them, from the sorted, disjoint worked periods. A
 * worked period joins the current shift after a break under 3 h, or after a break under 11 h on the
 * day the shift started; otherwise the gap is a rest and a new shift starts. So a night shift
 * 22:00 → 02:00, 02:30 → 06:00 is one shift with a 30 min break, not two shifts with 30 min of rest,
 * and a split day 10:00 → 15:00, 18:00 → 23:00 is one shift too. (Work going on for days with only
 * short breaks makes one long shift, which raises the daily maximum alert anyway.)
 */
export function shiftsOf(worked: readonly Interval[], dayOf: (ms: number) => number): Shift[] {
  const shifts: Shift[] = [];
  let current: Shift | undefined;
  let stretch = 0;
  let previousEnd = 0;
  for (const [start, end] of worked) {
    const day = dayOf(start);
    const gap = start - previousEnd;
    const isBreak =
      current !== undefined && (gap < SHIFT_CONTINUES_MS || (day === current.day && gap < DAILY_REST_MS));
    if (current && isBreak) {
      current.workedMs += end - start;
      current.longestBreakMs = Math.max(current.longestBreakMs, gap);
      stretch = gap >= MIN_BREAK_MS ? end - start : stretch + end - start;
    } else {
      stretch = end - start;
      current = {
        day,
        workedMs: stretch,
        longestBreakMs: 0,
        longestStretchMs: 0,
        restBeforeMs: current ? gap : undefined,
      };
      shifts.push(current);
    }
    current.longestStretchMs = Math.max(current.longestStretchMs, stretch);
    previousEnd = end;
  }
  return shifts;
}

/**
 * L3121-16 as LEGAL.md reads it: a shift whose work reaches 6 h takes a break of 20 consecutive
 * minutes, and no stretch of work runs past 6 h without one (a break after one hour does not cover
 * the next eight). 6 h 00 of work then a 20-minute break is right; 6 h 00 and no break at all is not.
 */
export function breakIsMissing(shift: Shift): boolean {
  const noBreakAtAll = shift.longestBreakMs < MIN_BREAK_MS && shift.workedMs >= BREAK_REQUIRED_FROM_MS;
  return noBreakAtAll || shift.longestStretchMs > BREAK_REQUIRED_FROM_MS;
}

/** A week, and how far around it the worked periods are known (the engine's loading window). */
export interface WeekHorizon {
  /** Where the known work begins: the Saturday 00:00 before the week (some 48 h before its Monday). */
  knownFrom: number;
  weekStart: number;
  weekEnd: number;
  /** Where the known work ends: the end of the Monday after the week. */
  knownUntil: number;
}

/**
 * L3132-2: the longest rest that counts for a week, from the sorted, disjoint worked periods. A rest
 * counts for every week it touches, by its whole length as far as it is known: from the Saturday
 * before the week to the end of the Monday after. So Saturday evening to Monday morning is the weekly rest of
 * both weeks it touches (a Sunday off), and Sunday 06:00 to Monday 22:00 is that of a night worker's
 * week too, though only 18 h of it fall on his week. A rest begun before the known start already
 * lasts 35 h when it reaches the week; one that starts on a Sunday after 13:00 and lasts past Tuesday
 * 00:00 counts for its week only by its hours up to then, so the week and month views, which load
 * different days around the week, judge it alike.
 */
export function longestWeeklyRest(worked: readonly Interval[], horizon: WeekHorizon): number {
  const { knownFrom, weekStart, weekEnd, knownUntil } = horizon;
  let longest = 0;
  let restStart = knownFrom;
  const restUntil = (restEnd: number) => {
    if (restEnd > weekStart && restStart < weekEnd) longest = Math.max(longest, restEnd - restStart);
  };
  for (const [start, end] of worked) {
    if (end <= knownFrom) continue;
    if (start >= knownUntil) break;
    restUntil(start);
    restStart = Math.max(restStart, end);
  }
  restUntil(knownUntil);
  return longest;
}
