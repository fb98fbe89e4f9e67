/**
 * The time sheets' face: what other modules may use (decision 035). The time sheets own the time
 * entries, their corrections, the month validations and the hours settings; they sit below leave and
 * the clock, and import neither.
 */

export { anonymiseCompanyTimesheets } from './closure';
export {
  askCorrection,
  confirmMyMonth,
  correctionRequestTargetSites,
  myCorrectionRequests,
  myMonths,
  type SpaceOwner,
} from './correction-requests';
export { addEntry, cancelKioskPunch } from './corrections';
export { type DepartureReminderDependencies, startDepartureReminders } from './departure-reminders';
export { entryChangedWhileWaiting, entryLockTaken } from './entry-lock';
export { currentParisMonth, daysWindow, monthWindow, overdueBefore } from './entry-times';
export { correctionsForExport, entriesForExport } from './export-reads';
export { currentHoursSettings, hoursSettingsForMonth, hoursSettingsForMonths } from './hours-settings';
export {
  type EmployeeMonthRecord,
  type EmployeeWeekRecord,
  employeeValidatedMonthRecords,
  employeeValidatedRecords,
  validatedEmployeeRecord,
  validatedMonthRecords,
  validatedWeekRecords,
} from './month-records';
export { employeesValidatedOneByOne, type MonthActor, monthLocks, refuseValidatedMonths } from './months';
export {
  doublePunchWindowSeconds,
  entryClosed,
  entryOpened,
  flagMissingClockOut,
  listRecentEntries,
  openEntryJoin,
  punchCancelled,
} from './punch-fragments';
export { deleteTimesheetsBefore } from './purge';
export { listCorrectedEntryIds } from './repository/corrections';
export { employeesOnSites, listEmployeesForPeriod, type TimesheetEmployeeRow } from './repository/employees';
export { findEntry, listCompanyEntries, listEntriesByArrival, listWorkedSpans } from './repository/entries';
export { timesheetRoutes } from './routes';
export { countToRegularise, employeeMonth, employeeWeek } from './service';
export { entryTargetSites } from './target-sites';
export type {
  EmployeeMonthHours,
  EntryPunchRow,
  LatePunchRow,
  TimesheetViewSources,
  WeekHoursOfStaff,
} from './view-sources';
