import { elide } from '@pointeo/domain/french-elision';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { WeekView } from '@pointeo/domain/timesheets';
import { TriangleAlert } from 'lucide-react';
import { countOf } from '../../../lib/count-of';
import { fullName, longDayLabel, parisTime } from '../timesheet-display';
import { ReviewItem } from './review-item';

interface ToRegulariseListProps {
  toRegularise: WeekView['toRegularise'];
  monthSearch: (employeeId: string, month: string) => string;
}

/** Forgotten clock-outs of any week, oldest first, each a link to the month where it is corrected. */
export function ToRegulariseList({ toRegularise, monthSearch }: ToRegulariseListProps) {
  if (toRegularise.count === 0) return null;
  const notListed = toRegularise.count - toRegularise.entries.length;
  return (
    <section aria-labelledby="a-regulariser-titre" className="rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 id="a-regulariser-titre" className="flex items-center gap-2 font-semibold text-red-900">
        <TriangleAlert className="h-4 w-4" aria-hidden="true" />
        {M.toRegularise} ({toRegularise.count})
      </h3>
      <p className="mt-1 text-sm text-red-900">
        Ces pointages sont ouverts depuis plus de 16&#8239;h&#8239;: ils ne comptent aucune heure tant que le
        départ n'est pas indiqué.
      </p>
      <ul className="mt-3 space-y-2">
        {toRegularise.entries.map((entry) => {
          const when = `${longDayLabel(entry.date)} à ${parisTime(entry.arrival)}`;
          return (
            <ReviewItem
              key={entry.entryId}
              action="Régulariser"
              actionDetail={`le pointage ${elide('de', fullName(entry))} du ${when}`}
              search={monthSearch(entry.employeeId, entry.date.slice(0, 7))}
            >
              <strong className="font-semibold text-slate-900">{fullName(entry)}</strong>, arrivée le {when}
            </ReviewItem>
          );
        })}
      </ul>
      {notListed > 0 && (
        <p className="mt-2 text-sm text-red-900">
          Et {countOf(notListed, 'autre pointage', 'autres pointages')} à régulariser.
        </p>
      )}
    </section>
  );
}
