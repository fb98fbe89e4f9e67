/** The face of employees: all that app.ts and other modules may import from it. */

export { type BadgeSecretMaker, hashBadgeSecret, newBadgeSecret } from './badges/badge-secret';
export { holdsLiveBadge } from './badges/repository';
export { badgeRoutes } from './badges/routes';
export { anonymiseCompanyEmployees, deleteCompanyEmployees } from './closure';
export { badgesForExport, companyHasEmployee, employeesForExport } from './export-reads';
export {
  countLiveEmployeesBySite,
  EMPLOYEE_LIST_ORDER,
  employeeOnSites,
  hasEverAddedEmployee,
  insertDirectorEmployee,
  listEmployeeFilters,
  payrollDetailsOf,
} from './repository';
export { employeeRoutes } from './routes';
export {
  addEmployee,
  type EmployeeWithoutBadge,
  editEmployee,
  findEmployee,
  pageEmployees,
  removeEmployee,
} from './service';
export { activeEmployeeHasPin, findActiveEmployeesByEmail, findSpaceEmployee } from './space-identities';
export { employeeTargetSites } from './target-sites';
export type { EmployeeViewSources } from './view-sources';
