import { formatDuration } from '@pointeo/domain/hours-format';
import { HOURS_LINE_LABELS } from '@pointeo/domain/hours-rules';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { TimesheetEmployee, WeekRow, WeekView } from '@pointeo/domain/timesheets';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { countOf } from '../../../lib/count-of';
import { durationOrDash, fullName } from '../timesheet-display';
import { StatusBadge } from './status-badge';

/** The pieces of one employee's week that the table (wide screens) and the cards (phones) both show. */

export interface WeekListProps {
  view: WeekView;
  /** The address of an employee's month, where a click on their name leads. */
  monthSearch: (employeeId: string) => string;
  /** The next week is on its way; what shows is the previous answer. */
  busy: boolean;
}

type OptionalWeekFigure = {
  key: 'complementary10Minutes' | 'complementary25Minutes' | 'mayDayMinutes';
  label: string;
};

const OPTIONAL_WEEK_FIGURES: readonly OptionalWeekFigure[] = [
  { key: 'complementary10Minutes', label: HOURS_LINE_LABELS.complementary10 },
  { key: 'complementary25Minutes', label: HOURS_LINE_LABELS.complementary25 },
  { key: 'mayDayMinutes', label: HOURS_LINE_LABELS.mayDay },
];

/**
 * The week's heures complémentaires at 10 % and 25 % and its 1 May hours: shown when one of these
 * rows holds some, so a full-time team's table keeps its columns.
 */
export function optionalWeekFigures(rows: readonly WeekRow[]): readonly OptionalWeekFigure[] {
  return OPTIONAL_WEEK_FIGURES.filter((figure) => rows.some((row) => row[figure.key] > 0));
}

export function EmployeeMonthLink({
  employee,
  monthSearch,
}: {
  employee: TimesheetEmployee;
  monthSearch: WeekListProps['monthSearch'];
}) {
  return (
    <span className="min-w-0">
      <Link
        to={{ search: monthSearch(employee.id) }}
        className="font-medium break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {fullName(employee)}
      </Link>
      {employee.archived && <span className="block text-xs text-slate-600">Archivé</span>}
    </span>
  );
}

/** A day's worked time, and why it may count nothing yet. */
export function DayFigure({ cell }: { cell: WeekRow['days'][number] }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={cell.workedMinutes === 0 ? 'text-slate-500' : 'text-slate-900'}>
        {durationOrDash(cell.workedMinutes)}
      </span>
      {cell.absenceName && (
        <StatusBadge tone="green">
          {cell.absenceName}
          {cell.absenceMinutes > 0 && ` ${formatDuration(cell.absenceMinutes)}`}
        </StatusBadge>
      )}
      {cell.toRegularise && <StatusBadge tone="red">{M.toRegularise}</StatusBadge>}
      {cell.inProgress && <StatusBadge tone="blue">{M.inProgress}</StatusBadge>}
      {cell.alertsCount > 0 && <AlertsCount count={cell.alertsCount} />}
    </span>
  );
}

export function AlertsCount({ count }: { count: number }) {
  if (count === 0) return <span className="text-slate-500">—</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-amber-900">
      <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
      {countOf(count, 'alerte', 'alertes')}
    </span>
  );
}
