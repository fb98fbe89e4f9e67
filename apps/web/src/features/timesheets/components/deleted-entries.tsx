import type { EmployeeMonth } from '@pointeo/domain/timesheets';
import { History } from 'lucide-react';
import { longDayLabel } from '../timesheet-display';
import { EntryTimes } from './entry-line';

interface DeletedEntriesProps {
  entries: EmployeeMonth['deletedEntries'];
  onHistory: (entryId: string) => void;
}

/** Entries deleted by a correction: they count nothing, and their history stays one click away. */
export function DeletedEntries({ entries, onHistory }: DeletedEntriesProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="supprimes-titre" className="rounded-lg border border-slate-200 p-4">
      <h3 id="supprimes-titre" className="font-semibold text-slate-900">
        Pointages supprimés
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
            <span className="first-letter:uppercase">{longDayLabel(entry.date)}</span>
            <EntryTimes entry={entry} />
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => onHistory(entry.id)}
            >
              <History className="h-4 w-4" aria-hidden="true" />
              Historique
              <span className="sr-only"> du pointage supprimé du {longDayLabel(entry.date)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
