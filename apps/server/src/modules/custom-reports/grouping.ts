import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportDefinition, CustomReportRow } from '@pointeo/domain/custom-reports';
import type { DayHours, WeekHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import { addDays, mondayOf, monthBounds } from '@pointeo/domain/paris-calendar';
import type { ReportFigures } from '@pointeo/domain/reports';
import { frenchDay, monthLabel } from '../../lib/file-formats';
import { monthsOf } from '../period';
import { addFigures, figuresOf, reportEmployee, totalOf } from '../reports';
import { type EmployeeRange, periodHours, sundayOf } from './range-hours';

/**
 * Turns employees' periods into the report's rows: one per employee, or one per day, week or month
 * of the period with the chosen employees summed. A week's overtime goes where its Sunday goes.
 */

interface Bucket {
  key: string;
  label: string;
  from: string;
  to: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The period's days, weeks or months, each clipped to the period. */
export function periodBuckets({ from, to, grouping }: CustomReportDefinition): Bucket[] {
  const buckets: Bucket[] = [];
  if (grouping === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      buckets.push({ key: day, label: frenchDay(day), from: day, to: day });
    }
  } else if (grouping === 'week') {
    for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
      buckets.push({
        key: monday,
        label: M.weekLabel(frenchDay(monday)),
        from: later(monday, from),
        to: earlier(addDays(monday, 6), to),
      });
    }
  } else {
    for (const month of monthsOf(from, to)) {
      const { first, last } = monthBounds(month);
      buckets.push({ key: month, label: monthLabel(month), from: later(first, from), to: earlier(last, to) });
    }
  }
  return buckets;
}

const dayKey: Record<Exclude<CustomReportDefinition['grouping'], 'employee'>, (date: string) => string> = {
  day: (date) => date,
  week: mondayOf,
  month: (date) => date.slice(0, 7),
};

/** One employee's figures per bucket key. */
function employeeFiguresByKey(range: EmployeeRange, keyOf: (date: string) => string) {
  const parts = new Map<string, { days: DayHours[]; weeks: WeekHours[]; absences: AbsenceDayHours[] }>();
  const part = (key: string) => {
    let found = parts.get(key);
    if (!found) {
      found = { days: [], weeks: [], absences: [] };
      parts.set(key, found);
    }
    return found;
  };
  for (const day of range.days) part(keyOf(day.date)).days.push(day);
  for (const week of range.weeks) part(keyOf(sundayOf(week))).weeks.push(week);
  for (const absence of range.absences) part(keyOf(absence.date)).absences.push(absence);
  return new Map(
    [...parts].map(([key, { days, weeks, absences }]) => [
      key,
      figuresOf(periodHours(days, weeks), absences),
    ]),
  );
}

/** The rows, read from each employee's period as it comes: no period is kept once summed. */
export async function groupedRows(
  definition: CustomReportDefinition,
  ranges: AsyncIterable<EmployeeRange>,
): Promise<{ rows: CustomReportRow[]; total: ReportFigures }> {
  const { grouping, from, to } = definition;
  if (grouping === 'employee') {
    const rows: CustomReportRow[] = [];
    for await (const { employee, days, weeks, absences } of ranges) {
      rows.push({
        label: `${employee.lastName} ${employee.firstName}`,
        from,
        to,
        employee: reportEmployee(employee),
        figures: figuresOf(periodHours(days, weeks), absences),
      });
    }
    return { rows, total: totalOf(rows.map((row) => row.figures)) };
  }
  const buckets = periodBuckets(definition);
  const sums = new Map(buckets.map((bucket) => [bucket.key, totalOf([])]));
  for await (const range of ranges) {
    for (const [key, figures] of employeeFiguresByKey(range, dayKey[grouping])) {
      sums.set(key, addFigures(sums.get(key) ?? totalOf([]), figures));
    }
  }
  const rows = buckets.map(
    (bucket): CustomReportRow => ({
      label: bucket.label,
      from: bucket.from,
      to: bucket.to,
      employee: null,
      figures: sums.get(bucket.key)!,
    }),
  );
  return { rows, total: totalOf(rows.map((row) => row.figures)) };
}
