import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { MonthEntry } from '@pointeo/domain/timesheets';
import { History, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { longDayLabel, parisDay, parisTime } from '../timesheet-display';
import type { EntryDialogState } from './entry-dialog';
import { badgeClass, StatusBadge } from './status-badge';

interface EntryLineProps {
  entry: MonthEntry;
  /** The month is validated, or the member may not correct: the entry shows, nothing corrects it. */
  locked: boolean;
  onOpen: (dialog: NonNullable<EntryDialogState>) => void;
}

const iconButtonClass =
  'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** One entry of a day: arrival, departure, its state, the 'Corrigé' mark and the corrections it allows. */
export function EntryLine({ entry, locked, onOpen }: EntryLineProps) {
  const name = `le pointage du ${longDayLabel(entry.date)}, arrivée ${parisTime(entry.arrival)}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <EntryTimes entry={entry} />
      {entry.status === 'missing-clock-out' && <StatusBadge tone="red">{M.toRegularise}</StatusBadge>}
      {entry.status === 'in-progress' && <StatusBadge tone="blue">{M.inProgress}</StatusBadge>}
      {entry.corrected && (
        <button
          type="button"
          className={`${badgeClass('amber')} hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600`}
          onClick={() => onOpen({ kind: 'history', entryId: entry.id })}
        >
          <History className="h-3.5 w-3.5" aria-hidden="true" />
          {M.corrected}
          <span className="sr-only">&#8239;: voir l'historique</span>
        </button>
      )}
      {entry.recordedAfterValidation && <StatusBadge tone="slate">{M.recordedAfterValidation}</StatusBadge>}
      {!locked && (
        <span className="ml-auto flex items-center gap-1">
          {entry.status !== 'closed' && (
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => onOpen({ kind: 'close', entry })}
            >
              {M.closeEntry}
            </Button>
          )}
          <button
            type="button"
            className={iconButtonClass}
            aria-label={`Modifier ${name}`}
            title="Modifier"
            onClick={() => onOpen({ kind: 'edit', entry })}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${iconButtonClass} hover:bg-red-50 hover:text-red-700`}
            aria-label={`Supprimer ${name}`}
            title="Supprimer"
            onClick={() => onOpen({ kind: 'delete', entry })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </span>
      )}
    </div>
  );
}

/** 'Arrivée 22:00 · Départ 06:00 (lendemain)', 'Départ —' while open. */
export function EntryTimes({ entry }: { entry: { arrival: string; departure: string | null } }) {
  const nextDay = entry.departure && parisDay(entry.departure) !== parisDay(entry.arrival);
  return (
    <span className="text-slate-900 tabular-nums">
      {M.arrival} <strong className="font-semibold">{parisTime(entry.arrival)}</strong>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {M.departure}{' '}
      <strong className="font-semibold">{entry.departure ? parisTime(entry.departure) : '—'}</strong>
      {nextDay && ' (lendemain)'}
    </span>
  );
}
