import { elide } from '@pointeo/domain/french-elision';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { WeekView } from '@pointeo/domain/timesheets';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { SiteFilter } from '../../../components/ui/site-filter';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useWeekView } from '../api/week-view';
import { monthLabel, monthOfWeek, weekSpanLabel } from '../timesheet-display';
import { useTimesheetsLocation } from '../use-timesheets-location';
import { CorrectionRequestsList } from './correction-requests-list';
import { ForgottenDeparturesList } from './forgotten-departures-list';
import { LatePunchesList } from './late-punches-list';
import { StatusBadge } from './status-badge';
import { ToRegulariseList } from './to-regularise-list';
import { WeekCards } from './week-cards';
import { WeekNavigation } from './week-navigation';
import { WeekTable } from './week-table';

/** Tailwind's `lg`: the ten columns need the room; below it, one card per employee. */
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * The week of every employee, the entries 'À régulariser' and the 'Départs non pointés' (decision
 * 068), and the way to each employee's month.
 */
export function WeekPanel() {
  const location = useTimesheetsLocation();
  const view = useWeekView(location.week);
  const WeekList = useMediaQuery(WIDE_SCREEN) ? WeekTable : WeekCards;
  const data = view.data;

  return (
    <section aria-labelledby="semaine-titre" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="semaine-titre" className="text-lg font-semibold text-slate-900">
            {data ? `Semaine ${weekSpanLabel(data.weekStart, data.weekEnd)}` : 'Semaine'}
          </h2>
          {data && <MonthLocks months={data.months} />}
        </div>
        {/* Below `sm` the filter takes its own line, the week's navigation the next. */}
        <div className="flex w-full flex-wrap items-end gap-4 sm:w-auto">
          <SiteFilter />
          <WeekNavigation
            weekStart={data?.weekStart}
            previousWeek={data?.previousWeek}
            nextWeek={data?.nextWeek}
            onWeek={location.showWeek}
          />
        </div>
      </div>

      {view.isPending && <LoadingIndicator />}
      {view.isError && <ErrorAlert error={view.error} />}
      {data && (
        <>
          <ToRegulariseList toRegularise={data.toRegularise} monthSearch={location.monthSearch} />
          <ForgottenDeparturesList monthSearch={location.monthSearch} />
          <CorrectionRequestsList />
          <LatePunchesList latePunches={data.latePunches} monthSearch={location.monthSearch} />
          <WeekList
            view={data}
            busy={view.isPlaceholderData}
            monthSearch={(employeeId) => location.monthSearch(employeeId, monthOfWeek(data.weekStart))}
          />
        </>
      )}
    </section>
  );
}

/** Which of the week's months are validated, hence locked. */
function MonthLocks({ months }: { months: WeekView['months'] }) {
  const validated = months.filter((month) => month.validated);
  if (validated.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-2">
      {validated.map((month) => (
        <StatusBadge key={month.month} tone="green">
          Mois {elide('de', monthLabel(month.month))} {M.validated.toLowerCase()}
        </StatusBadge>
      ))}
    </p>
  );
}
