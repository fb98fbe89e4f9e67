import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { elide } from '@pointeo/domain/french-elision';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { WeekView } from '@pointeo/domain/timesheets';
import { Clock } from 'lucide-react';
import { fullName, longDayLabel, parisTime } from '../timesheet-display';
import { ReviewItem } from './review-item';

interface LatePunchesListProps {
  latePunches: WeekView['latePunches'];
  monthSearch: (employeeId: string, month: string) => string;
}

/** The week's late punches (decision 010), each a link to the month where the entries are corrected. */
export function LatePunchesList({ latePunches, monthSearch }: LatePunchesListProps) {
  if (latePunches.length === 0) return null;
  return (
    <section aria-labelledby="en-retard-titre" className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <h3 id="en-retard-titre" className="flex items-center gap-2 font-semibold text-amber-950">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {M.latePunches} ({latePunches.length})
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        Tapés avant le dernier pointage déjà enregistré (une borne restée hors ligne, par exemple)&#8239;: ils
        n'ont ouvert ni fermé aucun pointage et ne comptent aucune heure. Vérifiez le mois de l'employé.
      </p>
      <ul className="mt-3 space-y-2">
        {latePunches.map((punch) => {
          const when = `${longDayLabel(punch.date)} à ${parisTime(punch.punchedAt)}`;
          return (
            <ReviewItem
              key={punch.id}
              action="Vérifier"
              actionDetail={`le mois ${elide('de', fullName(punch))} (${when})`}
              search={monthSearch(punch.employeeId, punch.date.slice(0, 7))}
            >
              <strong className="font-semibold text-slate-900">{fullName(punch)}</strong>, tapé le {when},
              reçu le {formatFrenchDateTime(punch.receivedAt)}
            </ReviewItem>
          );
        })}
      </ul>
    </section>
  );
}
