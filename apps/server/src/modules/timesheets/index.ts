/** The face of timesheets: all that app.ts and other modules may import from it. */
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
