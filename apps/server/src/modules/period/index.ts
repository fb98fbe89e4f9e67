/**
 * The period loader's face (issue 27, decision 035): one loader of a company × a period's facts,
 * above leave and the time sheets, below the views that compute hours (reports, custom reports; the
 * Temps views, which app.ts hands `temps-views.ts`'s functions, decision 043).
 */

export {
  type LoadOptions,
  loadPeriodEntries,
  loadPeriodFacts,
  loadPeriodFactsAndEntries,
  monthsOf,
  type PeriodEntry,
  type PeriodFacts,
} from './facts';
export {
  absenceDaysOf,
  monthHoursOf,
  monthOvertimeOf,
  monthRecorded,
  monthRecordOf,
  weekHoursOf,
} from './hours';
export { employeeMonthHours, weekHoursOfStaff } from './temps-views';
