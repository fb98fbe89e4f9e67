import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import { isIsoDate } from '@pointeo/domain/timesheets';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { PeriodNavigation } from './period-navigation';

interface WeekNavigationProps {
  /** The Monday shown and its neighbours', once the week has loaded. */
  weekStart: string | undefined;
  previousWeek: string | undefined;
  nextWeek: string | undefined;
  onWeek: (week: string | null) => void;
}

/** Previous and next week, a date picker that jumps to the week holding the chosen day, and this week. */
export function WeekNavigation({ weekStart, previousWeek, nextWeek, onWeek }: WeekNavigationProps) {
  const dateId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <PeriodNavigation
        label="Semaines"
        previousLabel={M.previousWeek}
        nextLabel={M.nextWeek}
        onPrevious={() => previousWeek && onWeek(previousWeek)}
        onNext={() => nextWeek && onWeek(nextWeek)}
      >
        <div>
          <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
            Semaine du
          </label>
          <input
            id={dateId}
            type="date"
            className={`${inputClass} mt-1 py-2`}
            value={weekStart ?? ''}
            onChange={(event) => isIsoDate(event.target.value) && onWeek(event.target.value)}
          />
        </div>
      </PeriodNavigation>
      <Button variant="secondary" onClick={() => onWeek(null)}>
        Cette semaine
      </Button>
    </div>
  );
}
