import { SPACE_VIEW_MESSAGES as M, type SpaceHours } from '@pointeo/domain/employee-space-views';
import { formatDuration } from '@pointeo/domain/hours-format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Tabs } from '../../../components/ui/tabs';
import { type SpacePeriodKind, useSpaceHours } from '../api/space-views';
import { entryTimesLabel, fullDayLabel, longDayLabel, monthLabel } from '../space-display';

/** 'Mes heures': this week's and this month's figures, as the company's Temps tab computes them. */
export function SpaceHoursSection() {
  const [kind, setKind] = useState<SpacePeriodKind>('week');
  return (
    <section aria-labelledby="space-hours-title" className="space-y-3">
      <h2 id="space-hours-title" className="text-xl font-semibold text-slate-900">
        {M.hours}
      </h2>
      <Tabs
        label={M.hours}
        selected={kind}
        onSelect={setKind}
        tabs={[
          { id: 'week', label: M.thisWeek, panel: <HoursPanel kind="week" /> },
          { id: 'month', label: M.thisMonth, panel: <HoursPanel kind="month" /> },
        ]}
      />
    </section>
  );
}

function HoursPanel({ kind }: { kind: SpacePeriodKind }) {
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const hours = useSpaceHours(kind, period);
  if (hours.isPending) return <LoadingIndicator />;
  if (hours.isError) return <ErrorAlert error={hours.error} />;
  const data = hours.data;
  const title = kind === 'week' ? periodTitle(data) : capitalised(monthLabel(data.first.slice(0, 7)));
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={kind === 'week' ? M.previousWeek : M.previousMonth}
          onClick={() => setPeriod(data.previous)}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <p className="text-center font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          aria-label={kind === 'week' ? M.nextWeek : M.nextMonth}
          onClick={() => setPeriod(data.next)}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <Totals hours={data} />
      <p className={data.validated ? 'text-sm text-green-800' : 'text-sm text-slate-600'}>
        {data.validated ? M.validated : M.notValidated}
      </p>
      <Days hours={data} />
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function periodTitle({ first, last }: SpaceHours) {
  return M.weekOf(fullDayLabel(first), fullDayLabel(last));
}

function Totals({ hours }: { hours: SpaceHours }) {
  const { totals } = hours;
  const lines: Array<[string, number, boolean]> = [
    [M.worked, totals.workedMinutes, true],
    [M.overtime25, totals.overtime25Minutes, !hours.partTime],
    [M.overtime50, totals.overtime50Minutes, !hours.partTime],
    [M.complementary, totals.complementaryMinutes, hours.partTime],
    [M.night, totals.nightMinutes, false],
    [M.sunday, totals.sundayMinutes, false],
    [M.holiday, totals.holidayMinutes, false],
    [M.mayDay, totals.mayDayMinutes, false],
    [M.absence, totals.absenceMinutes, false],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {lines
        .filter(([, minutes, always]) => always || minutes > 0)
        .map(([label, minutes]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatDuration(minutes)}</dd>
          </div>
        ))}
    </dl>
  );
}

function Days({ hours }: { hours: SpaceHours }) {
  if (hours.days.length === 0) return <p className="text-slate-600">{M.noDays}</p>;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{M.days}</h3>
      <ul className="divide-y divide-slate-200">
        {hours.days.map((day) => (
          <li key={day.date} className="flex items-start justify-between gap-3 py-2">
            <div>
              <p className="font-medium text-slate-900">{capitalised(longDayLabel(day.date))}</p>
              {day.holidayName && <p className="text-sm text-slate-600">{day.holidayName}</p>}
              {day.absenceName && <p className="text-sm text-slate-600">{day.absenceName}</p>}
              {day.entries.map((entry) => (
                <p key={entry.id} className="text-sm text-slate-700">
                  {entryTimesLabel(entry)}
                </p>
              ))}
            </div>
            <p className="font-semibold text-slate-900">{formatDuration(day.workedMinutes)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
