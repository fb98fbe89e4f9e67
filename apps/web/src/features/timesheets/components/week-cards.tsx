import { formatDuration } from '@pointeo/domain/hours-format';
import { HOURS_LINE_LABELS } from '@pointeo/domain/hours-rules';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { CardDetail } from '../../../components/ui/card-detail';
import { shortDayLabel } from '../timesheet-display';
import {
  AlertsCount,
  DayFigure,
  EmployeeMonthLink,
  optionalWeekFigures,
  type WeekListProps,
} from './week-parts';

/** The same week as the table, one card per employee, for phones (375 px). */
export function WeekCards({ view, monthSearch, busy }: WeekListProps) {
  if (view.employees.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 px-4 py-10 text-center text-slate-600">
        Aucun employé cette semaine
      </p>
    );
  }
  return (
    <ul
      aria-label="Temps de la semaine par employé"
      aria-busy={busy}
      className={`space-y-3 ${busy ? 'opacity-60' : ''}`}
    >
      {view.employees.map((row) => (
        <li key={row.employee.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <EmployeeMonthLink employee={row.employee} monthSearch={monthSearch} />
          <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-3">
            <CardDetail label={M.total}>
              <span className="font-semibold">{formatDuration(row.workedMinutes)}</span>
            </CardDetail>
            <CardDetail label={M.overtime}>{formatDuration(row.overtimeMinutes)}</CardDetail>
            {row.absenceMinutes > 0 && (
              <CardDetail label={HOURS_LINE_LABELS.absence}>{formatDuration(row.absenceMinutes)}</CardDetail>
            )}
            {optionalWeekFigures([row]).map((figure) => (
              <CardDetail key={figure.key} label={figure.label}>
                {formatDuration(row[figure.key])}
              </CardDetail>
            ))}
            <CardDetail label={M.alerts}>
              <AlertsCount count={row.alertsCount} />
            </CardDetail>
          </dl>
          <dl className="mt-3 grid grid-cols-4 gap-x-3 gap-y-3 border-t border-slate-100 pt-3">
            {row.days.map((cell) => (
              <CardDetail key={cell.date} label={shortDayLabel(cell.date)}>
                <DayFigure cell={cell} />
              </CardDetail>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
