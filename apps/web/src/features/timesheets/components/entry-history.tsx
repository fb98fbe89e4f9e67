import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { formatDistance } from '@pointeo/domain/punch-position';
import {
  CORRECTION_KIND_LABELS,
  ENTRY_SOURCE_LABELS,
  TIMESHEET_MESSAGES as M,
} from '@pointeo/domain/timesheet-messages';
import type { Correction, EntryHistory, EntryTimes } from '@pointeo/domain/timesheets';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useEntryHistory } from '../api/entry-history';
import { entrySpan, longDayLabel, numericDayLabel, parisDay } from '../timesheet-display';

/** Who changed the entry, when, from what to what, and why; and the kiosk punches behind it. */
export function EntryHistoryView({ entryId }: { entryId: string }) {
  const history = useEntryHistory(entryId);
  if (history.isPending) return <LoadingIndicator />;
  if (history.isError && !history.data) return <ErrorAlert error={history.error} />;
  const [{ entry, punches, total }] = history.data.pages as [EntryHistory, ...EntryHistory[]];
  const corrections = history.data.pages.flatMap((page) => page.corrections);
  return (
    <div className="space-y-5 text-sm text-slate-800">
      <p>
        Pointage du <strong>{longDayLabel(entry.date)}</strong>&#8239;: {entrySpan(entry)}
        <span className="block text-slate-600">
          Origine&#8239;: {ENTRY_SOURCE_LABELS[entry.source]}
          {entry.deletedAt && ` — ${M.deleted.toLowerCase()} le ${formatFrenchDateTime(entry.deletedAt)}`}
        </span>
      </p>
      <PunchList punches={punches} />
      <section aria-labelledby="corrections-titre">
        <h3 id="corrections-titre" className="font-semibold text-slate-900">
          Corrections
        </h3>
        {corrections.length === 0 ? (
          <p className="mt-1 text-slate-600">Aucune correction.</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {corrections.map((correction) => (
              <li key={correction.id} className="rounded-md border border-slate-200 p-3">
                <CorrectionRecord correction={correction} />
              </li>
            ))}
          </ol>
        )}
        {history.hasNextPage && (
          <div className="mt-3 space-y-2 text-center">
            <p className="text-slate-600">
              {corrections.length} corrections affichées sur {total}
            </p>
            {history.isFetchNextPageError && <ErrorAlert error={history.error} />}
            <Button
              variant="secondary"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? 'Chargement...' : 'Afficher plus'}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

function CorrectionRecord({ correction }: { correction: Correction }) {
  return (
    <>
      <p>
        <strong className="font-semibold">{CORRECTION_KIND_LABELS[correction.kind]}</strong> par{' '}
        {correction.author.name}, le {formatFrenchDateTime(correction.createdAt)}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Avant</dt>
        <dd>{timesLabel(correction.before)}</dd>
        <dt className="text-slate-600">Après</dt>
        <dd>{timesLabel(correction.after)}</dd>
        <dt className="text-slate-600">{M.reason}</dt>
        <dd className="break-words whitespace-pre-line">{correction.reason}</dd>
      </dl>
    </>
  );
}

/** The entry's times on one side of a correction: nothing before an addition, nothing after a deletion. */
const timesLabel = (times: EntryTimes | null) =>
  times ? `${numericDayLabel(parisDay(times.arrival))} ${entrySpan(times)}` : '—';

function PunchList({ punches }: { punches: EntryHistory['punches'] }) {
  return (
    <section aria-labelledby="pointages-borne-titre">
      <h3 id="pointages-borne-titre" className="font-semibold text-slate-900">
        Pointages de la borne
      </h3>
      {punches.length === 0 ? (
        <p className="mt-1 text-slate-600">Aucun&#8239;: pointage ajouté à la main.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {punches.map((punch) => (
            <li key={`${punch.kind}-${punch.punchedAt}`}>
              {punch.kind === 'in' ? 'Arrivée pointée' : 'Départ pointé'} le{' '}
              {formatFrenchDateTime(punch.punchedAt)}
              {punch.phone && ` — ${CLOCK_MESSAGES.phoneBadge}`}
              {punch.outOfZoneDistanceM !== null &&
                ` — ${CLOCK_MESSAGES.outOfZone(formatDistance(punch.outOfZoneDistanceM))}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
