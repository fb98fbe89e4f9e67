import { CORRECTION_REQUEST_MESSAGES as M } from '@pointeo/domain/correction-requests';
import { formatFrenchDate, parisIsoDate } from '@pointeo/domain/dates';
import { SPACE_VIEW_MESSAGES } from '@pointeo/domain/employee-space-views';
import { monthName } from '@pointeo/domain/timesheet-messages';

/**
 * How the employee's space reads days, months and times, in French and in Paris time. Calendar days
 * 'YYYY-MM-DD' are formatted at noon UTC, so no time zone moves them to the day before.
 */

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const calendar = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options });

const longDay = calendar({ weekday: 'long', day: 'numeric', month: 'long' });
const dayMonthYear = calendar({ day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = calendar({ month: 'long', year: 'numeric' });
const wallTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** French writes the first of the month '1er': 'dimanche 1er novembre'. */
const withFirst = (label: string) => label.replace(/\b1 (?=\p{L})/u, '1er ');

/** '2026-11-16' → 'lundi 16 novembre'. */
export const longDayLabel = (date: string) => withFirst(longDay.format(atNoonUtc(date)));

/** '2026-11-16' → '16 novembre 2026'. */
export const fullDayLabel = (date: string) => withFirst(dayMonthYear.format(atNoonUtc(date)));

/** '2026-11' → 'novembre 2026'. */
export const monthLabel = (month: string) => monthYear.format(atNoonUtc(`${month}-01`));

/** An instant → 'HH:MM' as the clock in Paris showed it. */
export const parisTime = (instant: string) => wallTime.format(new Date(instant));

/** An instant → its Paris calendar day 'YYYY-MM-DD'. */
export const parisDay = (instant: string) => parisIsoDate(new Date(instant));

/** '14/12/2026' from '2026-12-14'. */
export const numericDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** This month in Paris, 'YYYY-MM'. */
export const currentMonth = (now = new Date()) => parisIsoDate(now).slice(0, 7);

/** 'YYYY-MM' moved by whole months, without a calendar library. */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-09' → 'Septembre 2026'. */
export const monthTitle = (month: string) => monthName(month);

/** 'Confirmé le 20/10/2026 à 09:00'. */
export const confirmedAtLabel = (instant: string) =>
  M.confirmedAt(formatFrenchDate(instant), parisTime(instant));

/** An entry's times as the space writes them: 'Arrivée 08:02 · Départ 17:31', or '· En cours'. */
export function entryTimesLabel(entry: { arrival: string; departure: string | null; status: string }) {
  const end = entry.departure
    ? `${SPACE_VIEW_MESSAGES.departure} ${parisTime(entry.departure)}`
    : entry.status === 'missing-clock-out'
      ? SPACE_VIEW_MESSAGES.toRegularise
      : SPACE_VIEW_MESSAGES.inProgress;
  return `${SPACE_VIEW_MESSAGES.arrival} ${parisTime(entry.arrival)} · ${end}`;
}
