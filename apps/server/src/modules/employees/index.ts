/** The face of employees: all that app.ts and other modules may import from it. */
export {
  countLiveEmployeesBySite,
  hasEverAddedEmployee,
  insertDirectorEmployee,
  listEmployeeFilters,
} from './repository';
export { employeeRoutes } from './routes';
export { employeeTargetSites } from './target-sites';
export type { EmployeeViewSources } from './view-sources';
