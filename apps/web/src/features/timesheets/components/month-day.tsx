import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { formatDuration } from '@pointeo/domain/hours-format';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { MonthDay } from '@pointeo/domain/timesheets';
import { Clock } from 'lucide-react';
import { durationOrDash, longDayLabel, parisTime } from '../timesheet-display';
import { AlertList } from './alert-list';
import { entryAnchor } from './correction-refusal';
import type { EntryDialogState } from './entry-dialog';
import { EntryLine } from './entry-line';

interface MonthDayRowProps {
  day: MonthDay;
  locked: boolean;
  onOpen: (dialog: NonNullable<EntryDialogState>) => void;
}

/** One day of the month: its entries, its worked time and breaks, its alerts. */
export function MonthDayRow({ day, locked, onOpen }: MonthDayRowProps) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[11rem_1fr_8rem]">
      <div>
        <p className="font-medium text-slate-900 first-letter:uppercase">{longDayLabel(day.date)}</p>
        {day.holidayName && <p className="text-xs text-slate-600">Férié&#8239;: {day.holidayName}</p>}
        {day.absenceName && (
          <p className="text-xs font-medium text-green-800">
            {day.absenceName}
            {day.absenceMinutes > 0 && ` (${formatDuration(day.absenceMinutes)} payées)`}
          </p>
        )}
      </div>
      <dl className="text-right text-sm sm:order-last">
        <div>
          <dt className="sr-only">Total du jour</dt>
          <dd className="font-semibold text-slate-900">{durationOrDash(day.workedMinutes)}</dd>
        </div>
        {day.breakMinutes > 0 && (
          <div>
            <dt className="inline text-slate-600">Pause </dt>
            <dd className="inline text-slate-700">{formatDuration(day.breakMinutes)}</dd>
          </div>
        )}
      </dl>
      <div className="col-span-2 text-sm sm:col-span-1">
        {day.entries.length === 0 ? (
          // On a phone the dash beside the day says it; the words stay for screen readers.
          <p className="text-slate-500 max-sm:sr-only">Aucun pointage</p>
        ) : (
          <ul className="space-y-2">
            {day.entries.map((entry) => (
              // The link of a refused correction leads here (`#pointage-…`), and the focus with it.
              <li
                key={entry.id}
                id={entryAnchor(entry.id)}
                tabIndex={-1}
                className="rounded-md focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
              >
                <EntryLine entry={entry} locked={locked} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
        {day.latePunches.length > 0 && (
          <ul className="mt-2 space-y-1">
            {day.latePunches.map((punch) => (
              <li key={punch.id} className="flex items-start gap-1.5 text-amber-900">
                <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  {M.latePunch}&#8239;: {parisTime(punch.punchedAt)}, reçu le{' '}
                  {formatFrenchDateTime(punch.receivedAt)}, non compté
                </span>
              </li>
            ))}
          </ul>
        )}
        <AlertList alerts={day.alerts} />
      </div>
    </div>
  );
}
