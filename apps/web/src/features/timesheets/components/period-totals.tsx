import { formatDuration } from '@pointeo/domain/hours-format';
import { HOURS_LINE_LABELS } from '@pointeo/domain/hours-rules';
import type { PeriodTotals } from '@pointeo/domain/timesheets';

type Line = { label: string; minutes: (totals: PeriodTotals) => number; always?: boolean };

/** Worked time and overtime always; the other lines when they hold something. */
const LINES: Line[] = [
  { label: HOURS_LINE_LABELS.worked, minutes: (t) => t.workedMinutes, always: true },
  { label: HOURS_LINE_LABELS.overtime25, minutes: (t) => t.overtime25Minutes, always: true },
  { label: HOURS_LINE_LABELS.overtime50, minutes: (t) => t.overtime50Minutes, always: true },
  { label: HOURS_LINE_LABELS.complementary10, minutes: (t) => t.complementary10Minutes },
  { label: HOURS_LINE_LABELS.complementary25, minutes: (t) => t.complementary25Minutes },
  { label: HOURS_LINE_LABELS.night, minutes: (t) => t.nightMinutes },
  { label: HOURS_LINE_LABELS.sunday, minutes: (t) => t.sundayMinutes },
  { label: HOURS_LINE_LABELS.holiday, minutes: (t) => t.holidayMinutes },
  { label: HOURS_LINE_LABELS.mayDay, minutes: (t) => t.mayDayMinutes },
  { label: HOURS_LINE_LABELS.absence, minutes: (t) => t.absenceMinutes },
  { label: 'Pauses', minutes: (t) => t.breakMinutes },
];

/** A period's figures from the hours engine, as a list of labelled durations. */
export function PeriodTotalsList({ totals, daysWorked }: { totals: PeriodTotals; daysWorked?: number }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      {LINES.filter((line) => line.always || line.minutes(totals) > 0).map((line) => (
        <div key={line.label}>
          <dt className="text-slate-600">{line.label}</dt>
          <dd className="font-semibold text-slate-900">{formatDuration(line.minutes(totals))}</dd>
        </div>
      ))}
      {daysWorked !== undefined && (
        <div>
          <dt className="text-slate-600">Jours travaillés</dt>
          <dd className="font-semibold text-slate-900">{daysWorked}</dd>
        </div>
      )}
    </dl>
  );
}
