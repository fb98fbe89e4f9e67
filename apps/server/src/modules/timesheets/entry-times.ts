import { MAX_SHIFT_HOURS } from '@pointeo/domain/clock-messages';
import {
  addDays,
  dateAtMinute,
  epochMinute,
  mondayOf,
  monthBounds,
  parisDateAndTime,
  parisDayStart,
  parisWallTime,
  wallTimeMinutes,
} from '@pointeo/domain/paris-calendar';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';

/**
 * What the company types (a Paris day, 'HH:MM' arrival and departure) turned into instants, and the
 * checks every corrected entry passes. Pure: the service adds the database's rules (lock, overlap).
 */

export interface EntryTimes {
  clockIn: Date;
  /** null while the entry is open. */
  clockOut: Date | null;
}

/** Arrival on `date`; the departure on the same day when later, on the next day otherwise (a night shift). */
export function entryFromWallTimes(date: string, arrival: string, departure: string): EntryTimes {
  return {
    clockIn: dateAtMinute(parisWallTime(date, arrival)),
    clockOut: departureAfter(date, arrival, departure),
  };
}

/** The departure typed for an entry that arrived at `clockIn` (closing a forgotten clock-out). */
export function departureFor(clockIn: Date, departure: string): Date {
  const arrival = parisDateAndTime(clockIn);
  return departureAfter(arrival.date, arrival.time, departure);
}

/**
 * An entry after an edit. A moved entry (`date`) takes its times again from the wall times, typed or
 * kept; otherwise what was not typed keeps its exact instant (a kiosk punch keeps its seconds), and a
 * typed departure falls after the arrival's wall time as when adding.
 */
export function editedTimes(
  current: EntryTimes,
  edit: { date?: string | undefined; arrival?: string | undefined; departure?: string | undefined },
): EntryTimes {
  const arrivalNow = parisDateAndTime(current.clockIn);
  if (edit.date !== undefined) {
    const arrival = edit.arrival ?? arrivalNow.time;
    const departure = edit.departure ?? (current.clockOut && parisDateAndTime(current.clockOut).time);
    return {
      clockIn: dateAtMinute(parisWallTime(edit.date, arrival)),
      clockOut: departure ? departureAfter(edit.date, arrival, departure) : null,
    };
  }
  const clockIn =
    edit.arrival === undefined ? current.clockIn : dateAtMinute(parisWallTime(arrivalNow.date, edit.arrival));
  const clockOut =
    edit.departure === undefined
      ? current.clockOut
      : departureAfter(arrivalNow.date, edit.arrival ?? arrivalNow.time, edit.departure);
  return { clockIn, clockOut };
}

function departureAfter(date: string, arrival: string, departure: string): Date {
  const departureDate = wallTimeMinutes(departure) > wallTimeMinutes(arrival) ? date : addDays(date, 1);
  return dateAtMinute(parisWallTime(departureDate, departure));
}

const MAX_ENTRY_MINUTES = MAX_SHIFT_HOURS * 60;

/**
 * Why these times cannot be an entry, or undefined. Judged at the minute, as the hours engine counts:
 * after its arrival, at most 16 h (beyond, the kiosk itself calls an entry forgotten), not in the future.
 */
export function entryTimesProblem({ clockIn, clockOut }: EntryTimes, now: Date): string | undefined {
  if (clockIn > now) return TIMESHEET_MESSAGES.startsInFuture;
  if (clockOut === null) return undefined;
  const minutes = epochMinute(clockOut) - epochMinute(clockIn);
  if (minutes <= 0) return TIMESHEET_MESSAGES.departureBeforeArrival;
  if (minutes > MAX_ENTRY_MINUTES) return TIMESHEET_MESSAGES.tooLong;
  if (clockOut > now) return TIMESHEET_MESSAGES.endsInFuture;
  return undefined;
}

/**
 * The months whose figures an entry's times feed: the Paris months of its arrival and departure
 * days, and of the Sundays ending those weeks (a straddling week is paid with its Sunday's month).
 */
export function monthsFed({ clockIn, clockOut }: EntryTimes): string[] {
  const days = [parisDateAndTime(clockIn).date];
  // A departure at midnight ends the day before, as in the hours engine.
  if (clockOut) days.push(parisDateAndTime(new Date(clockOut.getTime() - 60_000)).date);
  const months = days.flatMap((day) => [day.slice(0, 7), addDays(mondayOf(day), 6).slice(0, 7)]);
  return [...new Set(months)].sort();
}

/** 'YYYY-MM' of the Paris day `now` falls on. */
export function currentParisMonth(now: Date): string {
  return parisDateAndTime(now).date.slice(0, 7);
}

/** Open since before this, an entry is 'À régulariser' (as the kiosk and the hours engine judge it). */
export function overdueBefore(now: Date): Date {
  return new Date(now.getTime() - MAX_SHIFT_HOURS * 3_600_000);
}

/** The instants of a Paris month: its first midnight to the next month's. */
export function monthWindow(month: string): { from: Date; to: Date } {
  const { first, last } = monthBounds(month);
  return daysWindow(first, last);
}

/** The instants of Paris days `first` to `last`, both included. */
export function daysWindow(first: string, last: string): { from: Date; to: Date } {
  return { from: dateAtMinute(parisDayStart(first)), to: dateAtMinute(parisDayStart(addDays(last, 1))) };
}
