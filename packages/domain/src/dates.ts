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
