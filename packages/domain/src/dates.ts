const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '22/11/2026', as the day reads in Paris whatever the server's time zone. */
export function formatFrenchDate(date: Date | string): string {
  return frenchDate.format(typeof date === 'string' ? new Date(date) : date);
}

const frenchDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '22/11/2026 08:02', in Paris time. */
export function formatFrenchDateTime(date: Date | string): string {
  return frenchDateTime.format(typeof date === 'string' ? new Date(date) : date).replace(',', '');
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-22': the calendar day in Paris, as a date column stores it. */
export function parisIsoDate(date: Date): string {
  return isoDay.format(date);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' within the years given (no 31 April, no 29 February 2027). */
export function isCalendarDay(value: string, years: { firstYear: number; lastYear: number }): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= years.firstYear &&
    year <= years.lastYear &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
