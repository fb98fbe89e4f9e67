import { CORRECTION_REQUEST_MESSAGES as M } from '@pointeo/domain/correction-requests';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { monthName } from '@pointeo/domain/timesheet-messages';

/** How the employee's space reads days and instants, in French and in Paris time. */

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const longDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const wallTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-10-05' → 'lundi 5 octobre'. */
export const dayLabel = (date: string) => longDay.format(atNoonUtc(date)).replace(/\b1 (?=\p{L})/u, '1er ');

/** '2026-09' → 'Septembre 2026'. */
export const monthTitle = (month: string) => monthName(month);

/** 'Confirmé le 20/10/2026 à 09:00'. */
export const confirmedAtLabel = (instant: string) =>
  M.confirmedAt(formatFrenchDate(instant), wallTime.format(new Date(instant)));
