import { CORRECTION_REQUEST_MESSAGES } from '@pointeo/domain/correction-requests';
import { formatFrenchDate, parisIsoDate } from '@pointeo/domain/dates';
import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { EmployeeMonth } from '@pointeo/domain/timesheets';
import { ArrowLeft, CalendarCheck, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { countOf } from '../../../lib/count-of';
import { useCan } from '../../../lib/current-member';
import { useEmployeeMonth } from '../api/employee-month';
import { monthWeekGroups } from '../month-weeks';
import { fullName, monthLabel, parisTime } from '../timesheet-display';
import { useTimesheetsLocation } from '../use-timesheets-location';
import { DeletedEntries } from './deleted-entries';
import { EntryDialog, type EntryDialogState } from './entry-dialog';
import { MonthLock } from './month-lock';
import { MonthWeekSection } from './month-week-section';
import { PeriodNavigation } from './period-navigation';
import { PeriodTotalsList } from './period-totals';

/** «Confirmé par l'employé le 02/11/2026 à 08:15» (decision 073). */
const confirmedByEmployee = (at: string) =>
  CORRECTION_REQUEST_MESSAGES.confirmedByEmployee(formatFrenchDate(at), parisTime(at));

/** One employee's month: each day's entries, the weeks' and the month's totals, corrections, validation. */
export function MonthPanel({ employeeId }: { employeeId: string }) {
  const location = useTimesheetsLocation();
  const month = useEmployeeMonth(employeeId, location.month);
  const [dialog, setDialog] = useState<EntryDialogState>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = month.data;
  const mayCorrect = useCan('timesheets.correct');

  // Arriving from the week, keyboard and screen reader users start at the month they asked for.
  useEffect(() => headingRef.current?.focus(), []);
  useFocusOnAnchoredEntry(data !== undefined && !month.isPlaceholderData);

  return (
    <section aria-labelledby="mois-titre" className="space-y-6">
      <Link
        to={{ search: location.weekSearch }}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Retour à la semaine
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2
          id="mois-titre"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {data ? `${fullName(data.employee)} — ${monthLabel(data.month)}` : 'Mois'}
        </h2>
        <PeriodNavigation
          label="Mois"
          previousLabel="Mois précédent"
          nextLabel="Mois suivant"
          onPrevious={() => data && location.showMonth(data.previousMonth)}
          onNext={() => data && location.showMonth(data.nextMonth)}
        />
      </div>

      {month.isPending && <LoadingIndicator />}
      {month.isError && <ErrorAlert error={month.error} />}
      {data && (
        <div
          aria-busy={month.isPlaceholderData}
          className={`space-y-6 ${month.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <MonthLock month={data.month} status={data.status} />
          {data.employeeConfirmedAt && (
            <p className="flex items-center gap-2 text-sm text-green-800">
              <CalendarCheck className="h-4 w-4" aria-hidden="true" />
              {confirmedByEmployee(data.employeeConfirmedAt)}
            </p>
          )}
          <MonthSummary month={data} onAdd={mayCorrect ? () => setDialog({ kind: 'add' }) : undefined} />
          {monthWeekGroups(data).map((group) => (
            <MonthWeekSection
              key={group.weekStart}
              group={group}
              nextMonth={data.nextMonth}
              locked={data.status.validated || !mayCorrect}
              onOpen={setDialog}
            />
          ))}
          <DeletedEntries
            entries={data.deletedEntries}
            onHistory={(entryId) => setDialog({ kind: 'history', entryId })}
          />
        </div>
      )}
      <EntryDialog
        dialog={dialog}
        employeeId={employeeId}
        defaultDate={data ? defaultEntryDate(data.month) : ''}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}

/** `onAdd` is absent for a member who may not correct: no button then. */
function MonthSummary({ month, onAdd }: { month: EmployeeMonth; onAdd?: () => void }) {
  // A validated month takes no entry: the button says so beside it rather than a refusal after the form.
  const locked = month.status.validated;
  const whyLockedId = useId();
  return (
    <section aria-labelledby="totaux-mois-titre" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="totaux-mois-titre" className="font-semibold text-slate-900">
          Totaux du mois
        </h3>
        {onAdd && (
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            {locked && (
              <p id={whyLockedId} className="text-sm text-slate-700">
                {M.monthLocked}.
              </p>
            )}
            <Button onClick={onAdd} disabled={locked} aria-describedby={locked ? whyLockedId : undefined}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {M.addEntry}
            </Button>
          </div>
        )}
      </div>
      <PeriodTotalsList totals={month.totals} />
      {month.toRegulariseCount > 0 && (
        <p className="text-sm font-medium text-red-800">
          {countOf(month.toRegulariseCount, 'pointage à régulariser', 'pointages à régulariser')}&#8239;: tant
          que le départ manque, aucune heure n'est comptée.
        </p>
      )}
    </section>
  );
}

/**
 * The address's `#pointage-…` (a refused correction's link to the entry in the way): once the month
 * that holds it is shown, the focus goes to that entry, once per address.
 */
function useFocusOnAnchoredEntry(shown: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || !hash || done.current === key) return;
    const entry = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!entry) return;
    done.current = key;
    // In the middle of the screen, with its day, rather than just under the fixed navigation bar.
    entry.scrollIntoView?.({ block: 'center' });
    entry.focus({ preventScroll: true });
  }, [shown, hash, key]);
}

/** Today when the month shown is this month, else its first day. */
function defaultEntryDate(month: string): string {
  const today = parisIsoDate(new Date());
  return today.startsWith(month) ? today : `${month}-01`;
}
