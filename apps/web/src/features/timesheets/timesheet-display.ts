import { parisIsoDate } from '@pointeo/domain/dates';
import { formatDuration } from '@pointeo/domain/hours-format';
import type { TimesheetEmployee } from '@pointeo/domain/timesheets';

/**
 * How the Temps tab reads days, times and people, in French and in Paris time. Calendar days
 * 'YYYY-MM-DD' are formatted at noon UTC, so no time zone can move them to the day before.
 */

const PARIS = 'Europe/Paris';
const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** A calendar day's name, never moved by a time zone. */
const calendar = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options });

const shortDay = calendar({ weekday: 'short', day: '2-digit', month: '2-digit' });
const longDay = calendar({ weekday: 'long', day: 'numeric', month: 'long' });
const dayMonth = calendar({ day: 'numeric', month: 'long' });
const dayMonthYear = calendar({ day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = calendar({ month: 'long', year: 'numeric' });
const numericDay = calendar({ day: '2-digit', month: '2-digit', year: 'numeric' });
const wallTime = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' });

/** '2026-11-16' → 'lun. 16/11': a column header. */
export const shortDayLabel = (date: string) => shortDay.format(atNoonUtc(date));

/** French writes the first of the month '1er': 'dimanche 1er novembre', 'du 1er au 7 mars'. */
const withFirst = (label: string) => label.replace(/\b1 (?=\p{L})/u, '1er ');

/** '2026-11-16' → 'lundi 16 novembre'. */
export const longDayLabel = (date: string) => withFirst(longDay.format(atNoonUtc(date)));

/** '2026-11-16' → '16/11/2026'. */
export const numericDayLabel = (date: string) => numericDay.format(atNoonUtc(date));

/** '2026-11' → 'novembre 2026'. */
export const monthLabel = (month: string) => monthYear.format(atNoonUtc(`${month}-01`));

/** 'du 16 au 22 novembre 2026', 'du 30 novembre au 6 décembre 2026', 'du 29 décembre 2025 au 4 janvier 2026'. */
export function weekSpanLabel(start: string, end: string): string {
  const from =
    start.slice(0, 4) !== end.slice(0, 4)
      ? dayMonthYear.format(atNoonUtc(start))
      : start.slice(0, 7) !== end.slice(0, 7)
        ? dayMonth.format(atNoonUtc(start))
        : String(Number(start.slice(8, 10)));
  return withFirst(`du ${from} au ${withFirst(dayMonthYear.format(atNoonUtc(end)))}`);
}

/** An instant → 'HH:MM' as the clock in Paris showed it. */
export const parisTime = (instant: string) => wallTime.format(new Date(instant));

/** An instant → the Paris calendar day 'YYYY-MM-DD'. */
export const parisDay = (instant: string) => parisIsoDate(new Date(instant));

/** '08:00 → 12:00', '22:00 → 06:00 (lendemain)', '08:00 → …' while open. */
export function entrySpan(entry: { arrival: string; departure: string | null }): string {
  const arrival = parisTime(entry.arrival);
  if (!entry.departure) return `${arrival} → …`;
  const nextDay = parisDay(entry.departure) !== parisDay(entry.arrival) ? ' (lendemain)' : '';
  return `${arrival} → ${parisTime(entry.departure)}${nextDay}`;
}

/** A duration, or a dash for a day without work. */
export const durationOrDash = (minutes: number) => (minutes === 0 ? '—' : formatDuration(minutes));

/** 'YYYY-MM-DD' plus some days, in the calendar (no clock involved). */
export function addDays(date: string, days: number): string {
  const moved = atNoonUtc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) holding that day. */
export function mondayOf(date: string): string {
  const weekday = (atNoonUtc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A week is paid with the month of its Sunday (decision 012): the month an employee's week opens in. */
export const monthOfWeek = (weekStart: string) => addDays(weekStart, 6).slice(0, 7);

export const fullName = (employee: Pick<TimesheetEmployee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`;
