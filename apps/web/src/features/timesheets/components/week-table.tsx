import { formatDuration } from '@pointeo/domain/hours-format';
import { HOURS_LINE_LABELS } from '@pointeo/domain/hours-rules';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { shortDayLabel, weekSpanLabel } from '../timesheet-display';
import {
  AlertsCount,
  DayFigure,
  EmployeeMonthLink,
  optionalWeekFigures,
  type WeekListProps,
} from './week-parts';

const headerClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-3 py-3 align-top';

/**
 * Employees down, the seven days across, then the week's total, absences, overtime, the part-time and
 * 1 May figures when someone has them, and alerts.
 */
export function WeekTable({ view, monthSearch, busy }: WeekListProps) {
  const optional = optionalWeekFigures(view.employees);
  return (
    <ScrollRegion label="Tableau des temps de la semaine">
      <table aria-busy={busy} className={`min-w-full divide-y divide-slate-200 ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Temps travaillés {weekSpanLabel(view.weekStart, view.weekEnd)}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              Employé
            </th>
            {view.days.map((day) => (
              <th key={day.date} scope="col" className={headerClass}>
                {shortDayLabel(day.date)}
                {day.holidayName && (
                  <span className="block font-normal tracking-normal normal-case">{day.holidayName}</span>
                )}
              </th>
            ))}
            <th scope="col" className={headerClass}>
              {M.total}
            </th>
            <th scope="col" className={headerClass}>
              {HOURS_LINE_LABELS.absence}
            </th>
            <th scope="col" className={headerClass}>
              {M.overtime}
            </th>
            {optional.map((figure) => (
              <th key={figure.key} scope="col" className={headerClass}>
                {figure.label}
              </th>
            ))}
            <th scope="col" className={headerClass}>
              {M.alerts}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-sm">
          {view.employees.length === 0 && (
            <tr>
              <td
                colSpan={view.days.length + 5 + optional.length}
                className="px-4 py-10 text-center text-slate-600"
              >
                Aucun employé cette semaine
              </td>
            </tr>
          )}
          {view.employees.map((row) => (
            <tr key={row.employee.id}>
              <th scope="row" className={`${cellClass} text-left font-normal`}>
                <EmployeeMonthLink employee={row.employee} monthSearch={monthSearch} />
              </th>
              {row.days.map((cell) => (
                <td key={cell.date} className={cellClass}>
                  <DayFigure cell={cell} />
                </td>
              ))}
              <td className={`${cellClass} font-semibold text-slate-900`}>
                {formatDuration(row.workedMinutes)}
              </td>
              <td className={cellClass}>{formatDuration(row.absenceMinutes)}</td>
              <td className={cellClass}>{formatDuration(row.overtimeMinutes)}</td>
              {optional.map((figure) => (
                <td key={figure.key} className={cellClass}>
                  {formatDuration(row[figure.key])}
                </td>
              ))}
              <td className={cellClass}>
                <AlertsCount count={row.alertsCount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
