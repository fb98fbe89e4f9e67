import { elide } from '@pointeo/domain/french-elision';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { DoorOpen } from 'lucide-react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { countOf } from '../../../lib/count-of';
import { useForgottenDepartures } from '../api/forgotten-departures';
import { fullName, longDayLabel, parisTime } from '../timesheet-display';
import { ReviewItem } from './review-item';

interface ForgottenDeparturesListProps {
  monthSearch: (employeeId: string, month: string) => string;
}

/**
 * 'Départs non pointés' (decision 068): the days before today's entries still open past their site's
 * end of the day, each a link to the month where 'Clôturer le pointage' gives the departure. Shown
 * only when there are some; after 16 h an entry leaves it for 'À régulariser'.
 */
export function ForgottenDeparturesList({ monthSearch }: ForgottenDeparturesListProps) {
  const list = useForgottenDepartures();
  if (list.isError) return <ErrorAlert error={list.error} />;
  if (!list.data || list.data.count === 0) return null;
  const { count, entries } = list.data;
  const notListed = count - entries.length;
  return (
    <section
      aria-labelledby="departs-non-pointes-titre"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="departs-non-pointes-titre" className="flex items-center gap-2 font-semibold text-amber-950">
        <DoorOpen className="h-4 w-4" aria-hidden="true" />
        {M.forgottenDepartures} ({count})
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        Encore ouverts après la fin de journée habituelle de leur site&#8239;: indiquez l'heure de départ.
        Après 16&#8239;h, ils passent «&#8239;{M.toRegularise}&#8239;».
      </p>
      <ul className="mt-3 space-y-2">
        {entries.map((entry) => {
          const when = `${longDayLabel(entry.date)} à ${parisTime(entry.arrival)}`;
          return (
            <ReviewItem
              key={entry.entryId}
              action="Indiquer le départ"
              actionDetail={`du pointage ${elide('de', fullName(entry))} du ${when}`}
              search={monthSearch(entry.employeeId, entry.date.slice(0, 7))}
            >
              <strong className="font-semibold text-slate-900">{fullName(entry)}</strong> ({entry.siteName}),
              arrivée le {when}, fin de journée à {entry.endOfDay}
            </ReviewItem>
          );
        })}
      </ul>
      {notListed > 0 && (
        <p className="mt-2 text-sm text-amber-950">
          Et {countOf(notListed, 'autre départ non pointé', 'autres départs non pointés')}.
        </p>
      )}
    </section>
  );
}
