import { elide } from '@pointeo/domain/french-elision';
import { useId } from 'react';
import type { MonthWeekGroup } from '../month-weeks';
import { monthLabel, weekSpanLabel } from '../timesheet-display';
import { AlertList } from './alert-list';
import type { EntryDialogState } from './entry-dialog';
import { MonthDayRow } from './month-day';
import { PeriodTotalsList } from './period-totals';

interface MonthWeekSectionProps {
  group: MonthWeekGroup;
  /** The month that pays a last week whose Sunday is after this month. */
  nextMonth: string;
  locked: boolean;
  onOpen: (dialog: NonNullable<EntryDialogState>) => void;
}

/** A week of the month: its totals (or where they are counted), then its days. */
export function MonthWeekSection({ group, nextMonth, locked, onOpen }: MonthWeekSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-lg border border-slate-200">
      <div className="space-y-2 bg-slate-50 px-4 py-3">
        <h3 id={titleId} className="font-semibold text-slate-900">
          Semaine {weekSpanLabel(group.weekStart, group.weekEnd)}
        </h3>
        {group.week ? (
          <>
            <PeriodTotalsList totals={group.week} daysWorked={group.week.daysWorked} />
            <AlertList alerts={group.week.alerts} />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Semaine comptée avec le mois {elide('de', monthLabel(nextMonth))}, qui contient son
            dimanche&#8239;: ses totaux y figurent.
          </p>
        )}
      </div>
      <ul aria-label="Jours" className="divide-y divide-slate-200 bg-white">
        {group.days.map((day) => (
          <li key={day.date}>
            <MonthDayRow day={day} locked={locked} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
