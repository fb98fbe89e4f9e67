import { formatDays, formatDecimalHours } from '@pointeo/domain/hours-format';
import { monthBounds } from '@pointeo/domain/paris-calendar';
import type { ReportFigure } from '@pointeo/domain/report-messages';

/**
 * How every report file (monthly, payroll, statements, custom) writes what the engine gives: French
 * dates and decimal comma hours.
 */

/** '2026-11-09' → '09/11/2026'. */
export function frenchDay(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}

/** The first and last day of the month, 'JJ/MM/AAAA'. */
export function monthSpan(month: string): { from: string; to: string } {
  const { first, last } = monthBounds(month);
  return { from: frenchDay(first), to: frenchDay(last) };
}

/** A figure as text: durations in decimal hours ('7,50'), days with a decimal comma ('0,5'), counts as they are. */
export function figureText(figure: ReportFigure, value: number): string {
  return figure.unit === 'minutes' ? formatDecimalHours(value) : formatDays(value);
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'novembre 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year!, monthNumber! - 1, 15)));
}

// Files write tens of thousands of times: one formatter, several times faster than Temporal here.
const parisClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall clock of an instant, 'HH:MM'. */
export function parisWallClock(instant: Date): string {
  return parisClock.format(instant);
}
