const HOUR_MS = 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant on a Paris wall clock. */
export const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const parisClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** The instant a Paris wall clock shows `time` ('HH:MM') on `date` (Paris is UTC+1 or UTC+2). */
export function parisInstant(date: string, time: string): Date {
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(`${date}T${time}:00Z`);
    candidate.setTime(candidate.getTime() - offsetHours * HOUR_MS);
    if (parisDay.format(candidate) === date && parisClock.format(candidate) === time) return candidate;
  }
  throw new Error(`No Paris instant for ${date} ${time}`);
}
