/**
 * How durations read. No imports, so any page can show hours without pulling in the hours engine.
 * Durations are integer minutes everywhere in Pointeo.
 */

/** 450 → '7h30', 5 → '0h05', 2280 → '38h00': how the interface shows a duration. */
export function formatDuration(minutes: number): string {
  assertWholeMinutes(minutes);
  const sign = minutes < 0 ? '-' : '';
  const absolute = Math.abs(minutes);
  return `${sign}${Math.floor(absolute / 60)}h${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * 450 → '7,50', 20 → '0,33', 1 → '0,02': decimal hours with a comma, as payroll exports want them.
 * Rounded once to the hundredth, half away from zero, in integers (no floating-point drift).
 */
export function formatDecimalHours(minutes: number): string {
  assertWholeMinutes(minutes);
  const sign = minutes < 0 ? '-' : '';
  const hundredths = Math.floor((Math.abs(minutes) * 100 + 30) / 60);
  return `${sign}${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
}

function assertWholeMinutes(minutes: number): void {
  if (!Number.isSafeInteger(minutes))
    throw new RangeError(`Durée en minutes entières attendue, reçu ${minutes}`);
}

/** 2 → '2', 1.5 → '1,5': days of absence, whole or half, with a decimal comma. */
export function formatDays(days: number): string {
  return String(days).replace('.', ',');
}
