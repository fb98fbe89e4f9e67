import { dateAtMinute, parisDateAndTime, parisDayStart, parisWallTime } from './paris-calendar';

/**
 * Forgotten clock-outs (issue 30 item 6, decision 068). A site may give its usual end of the day
 * ('Fin de journée habituelle', a Paris wall time 'HH:MM'); an employee still in REMINDER_DELAY_MINUTES
 * after it gets one e-mail, and the entries of the days before stay on the manager's list
 * 'Départs non pointés' until they are closed or become 'À régulariser'. Pure: instants in, instants out.
 */

/** How long after the site's end of the day the reminder goes. */
export const REMINDER_DELAY_MINUTES = 30;

/** The instants of one Paris day's arrivals that are owed a reminder: [from, to). */
export interface ReminderWindow {
  /** The Paris day ('YYYY-MM-DD'). */
  date: string;
  /** Its midnight. */
  from: Date;
  /** Its end of the day: an arrival from then on is an evening's or a night's, not forgotten. */
  to: Date;
}

/** The end of the day `date` at the site, and the instant its reminders are due. */
function endOf(date: string, endOfDay: string): { end: number; due: number } {
  const end = parisWallTime(date, endOfDay);
  return { end, due: end + REMINDER_DELAY_MINUTES };
}

/**
 * The arrivals owed a reminder at `now` for a site whose day ends at `endOfDay`, or null before its
 * end + 30 min. The day is the Paris day of `now` − 30 min, so a day ending at 23:45 is reminded at
 * 00:15, and an entry opened the day before is never reminded the next day (after 00:30 the day is
 * today, whose reminders are not due yet). Wall times come from the time-zone database (DST-safe).
 */
export function reminderWindow(now: Date, endOfDay: string): ReminderWindow | null {
  const date = parisDateAndTime(new Date(now.getTime() - REMINDER_DELAY_MINUTES * 60_000)).date;
  const { end, due } = endOf(date, endOfDay);
  if (now < dateAtMinute(due)) return null;
  return { date, from: dateAtMinute(parisDayStart(date)), to: dateAtMinute(end) };
}

/**
 * Whether an entry still open at `now` is a 'Départ non pointé' for the manager: it arrived on a
 * Paris day before today's, before that day's end at the site, and that day's reminder time has
 * passed. An arrival after the end of the day (an evening's or a night's) is not one.
 */
export function isForgottenDeparture(clockIn: Date, endOfDay: string, now: Date): boolean {
  const arrivalDay = parisDateAndTime(clockIn).date;
  if (arrivalDay >= parisDateAndTime(now).date) return false;
  const { end, due } = endOf(arrivalDay, endOfDay);
  return clockIn < dateAtMinute(end) && now >= dateAtMinute(due);
}
