import type { Executor } from '../../db/client';

/**
 * What the Employés list shows from a module above employees (decision 039): 'Dernier pointage', each
 * employee's last arrival at a kiosk, which the clock's punches hold. app.ts hands it over from the
 * clock's face, so employees imports no module.
 */
export interface EmployeeViewSources {
  /** The latest arrival of each of these employees of the company who ever arrived at a kiosk. */
  lastArrivals(db: Executor, companyId: string, employeeIds: readonly string[]): Promise<Map<string, Date>>;
}
