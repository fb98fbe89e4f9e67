import { SPACE_VIEW_MESSAGES as M } from '@pointeo/domain/employee-space-views';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useSpaceEntries } from '../api/space-views';
import { entryTimesLabel, longDayLabel, parisDay } from '../space-display';

/** 'Mes derniers pointages': the employee's latest entries, the newest first. */
export function SpaceEntriesSection() {
  const entries = useSpaceEntries();
  return (
    <section aria-labelledby="space-entries-title" className="space-y-3">
      <h2 id="space-entries-title" className="text-xl font-semibold text-slate-900">
        {M.entries}
      </h2>
      {entries.isPending ? (
        <LoadingIndicator />
      ) : entries.isError ? (
        <ErrorAlert error={entries.error} />
      ) : entries.data.entries.length === 0 ? (
        <p className="text-slate-600">{M.noEntries}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {entries.data.entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3">
              <p className="font-medium text-slate-900">{longDayLabel(parisDay(entry.arrival))}</p>
              <p className="text-sm text-slate-700">{entryTimesLabel(entry)}</p>
              {entry.siteName && (
                <p className="text-sm text-slate-600">
                  {M.site}&#8239;: {entry.siteName}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
