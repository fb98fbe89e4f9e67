import { Temporal } from 'temporal-polyfill';

/**
 * Paris calendar days as instants, through Temporal (clock changes come from the time-zone database,
 * never from a hand-made offset). Instants are epoch minutes: Paris offsets are whole hours, so every
 * Paris midnight and wall time is a whole minute and the hours engine can stay in integers.
 */

export const PARIS = 'Europe/Paris';
const MS_PER_MINUTE = 60_000;

/** 'YYYY-MM-DD', refusing what is not a real calendar date. */
export function parseIsoDate(date: string): Temporal.PlainDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Date AAAA-MM-JJ attendue, reçu ${date}`);
  return Temporal.PlainDate.from(date, { overflow: 'reject' });
}

const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of a calendar date 'YYYY-MM-DD', refusing what is not a real date. A calendar
 * day has no time zone, so plain UTC arithmetic is exact; the lists that walk days one by one (leave
 * days, weeks) spent most of their time building Temporal objects for it (decision 076's bench).
 */
function epochDay(date: string): number {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = [Number(parts?.[1]), Number(parts?.[2]), Number(parts?.[3])];
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  if (
    !parts ||
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    throw new RangeError(`Date AAAA-MM-JJ attendue, reçu ${date}`);
  }
  return utc.getTime() / MS_PER_DAY;
}

function dateOfEpochDay(days: number): string {
  const utc = new Date(days * MS_PER_DAY);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}`;
}

export function addDays(date: string, days: number): string {
  return dateOfEpochDay(epochDay(date) + days);
}

/** 1 for Monday … 7 for Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(date: string): number {
  return ((((epochDay(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week (Monday to Sunday) that holds this date. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** 'YYYY-MM' → its first and last dates. */
export function monthBounds(month: string): { first: string; last: string } {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new RangeError(`Mois AAAA-MM attendu, reçu ${month}`);
  const yearMonth = Temporal.PlainYearMonth.from(month, { overflow: 'reject' });
  return {
    first: yearMonth.toPlainDate({ day: 1 }).toString(),
    last: yearMonth.toPlainDate({ day: yearMonth.daysInMonth }).toString(),
  };
}

/** Paris midnight starting this date, in epoch minutes. */
export function parisDayStart(date: string): number {
  return toEpochMinutes(parseIsoDate(date).toZonedDateTime({ timeZone: PARIS }));
}

/**
 * This Paris wall time ('HH:MM') on this date, in epoch minutes. A time skipped by the spring change
 * moves forward by the gap (02:30 → 03:30); a time repeated in autumn is its first occurrence.
 */
export function parisWallTime(date: string, time: string): number {
  const minutes = wallTimeMinutes(time);
  const plainTime = new Temporal.PlainTime(Math.floor(minutes / 60), minutes % 60);
  return toEpochMinutes(parseIsoDate(date).toZonedDateTime({ timeZone: PARIS, plainTime }));
}

/** 'HH:MM' → minutes after midnight, refusing anything else. */
export function wallTimeMinutes(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Heure HH:MM attendue, reçu ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The instant of a Date counted at its minute, as the interface shows it (seconds dropped). */
export function epochMinute(date: Date): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Date invalide');
  return Math.floor(ms / MS_PER_MINUTE);
}

export function dateAtMinute(minute: number): Date {
  return new Date(minute * MS_PER_MINUTE);
}

function toEpochMinutes(zoned: Temporal.ZonedDateTime): number {
  return zoned.epochMilliseconds / MS_PER_MINUTE;
}

/** The Paris calendar day and wall time ('HH:MM', seconds dropped) of an instant. */
export function parisDateAndTime(instant: Date): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(PARIS);
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

/** 'YYYY-MM' plus (or minus) whole months. */
export function addMonths(month: string, months: number): string {
  monthBounds(month);
  return Temporal.PlainYearMonth.from(month).add({ months }).toString();
}
