import { addDays } from '@pointeo/domain/paris-calendar';

/** An ISO week, 'AAAA-Wss' (2026-W48): the public API's week sheets (decision 076). */
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday of an ISO week, or undefined when the text names none (week 53 of a 52-week year). */
export function isoWeekMonday(week: string): string | undefined {
  const match = ISO_WEEK.exec(week);
  if (!match) return undefined;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > 53) return undefined;
  const monday = addDays(firstMonday(year), (number - 1) * 7);
  // Week 53 exists only when 28 December (always in the year's last week) is in it.
  if (number === 53 && monday > `${year}-12-28`) return undefined;
  return monday;
}

export const isIsoWeek = (week: string) => isoWeekMonday(week) !== undefined;

/** The Monday of week 1: the week of 4 January. */
function firstMonday(year: number): string {
  const january4 = new Date(Date.UTC(year, 0, 4));
  const weekday = (january4.getUTCDay() + 6) % 7; // Monday 0
  return addDays(`${year}-01-04`, -weekday);
}

/** The ISO week of a date, 'AAAA-Wss'. */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const number = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(number).padStart(2, '0')}`;
}
