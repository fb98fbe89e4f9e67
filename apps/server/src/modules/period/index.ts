/**
 * The period loader's face (issue 27, decision 035): one loader of a company × a period's facts,
 * above leave and the time sheets, below the views that compute hours (reports, custom reports).
 */

export {
  loadPeriodEntries,
  loadPeriodFacts,
  monthsOf,
  type PeriodEntry,
  type PeriodFacts,
  periodAbsenceDays,
} from './facts';
export { absenceDaysOf, monthHoursOf, monthOvertimeOf, monthRecorded, monthRecordOf } from './hours';
