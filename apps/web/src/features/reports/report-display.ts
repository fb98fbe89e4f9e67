import { formatDays, formatDuration } from '@pointeo/domain/hours-format';
import type { ReportFigure } from '@pointeo/domain/report-messages';

/** A figure as the tab shows it: durations '7h30', days '0,5', counts as they are. */
export function figureDisplay(figure: ReportFigure, value: number): string {
  return figure.unit === 'minutes' ? formatDuration(value) : formatDays(value);
}

/** '2026-11' → 'novembre 2026'. */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 15)),
  );
}
