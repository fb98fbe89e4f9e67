/** The face of timesheets: what app.ts and other modules may use; they import no other file of it. */
export { daysWindow, monthWindow } from './entry-times';
export { hoursSettingsForMonth, hoursSettingsForMonths } from './hours-settings';
export { monthLocks } from './months';
export {
  listCompanyEntries,
  listCorrectedEntryIds,
  listEmployeesForPeriod,
  type TimesheetEmployeeRow,
} from './repository';
export { timesheetRoutes } from './routes';
