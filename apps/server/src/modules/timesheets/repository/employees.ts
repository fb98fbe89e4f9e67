import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employees } from '../../../db/schema/accounts';
import { timeEntries } from '../../../db/schema/clock';
import type { SiteIds } from '../../../lib/site-scope';
import { EMPLOYEE_LIST_ORDER } from '../../employees';
import { siteInAlsaceMoselle } from '../../sites';
import { clockInWithin, liveEntry, type Window } from './entries';

/** Employees as the time sheets show them. */

const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  role: employees.role,
  archivedAt: employees.archivedAt,
  weeklyContractMinutes: employees.weeklyContractMinutes,
  /** 'Matricule', which the reports carry. */
  payrollNumber: employees.payrollNumber,
  /** Their site's département has the Alsace-Moselle holidays (issue 29 item 7). */
  alsaceMoselle: siteInAlsaceMoselle(employees.siteId),
};
export type TimesheetEmployeeRow = Pick<
  typeof employees.$inferSelect,
  Exclude<keyof typeof employeeColumns, 'alsaceMoselle'>
> & { alsaceMoselle: boolean };

/**
 * The company's active employees, and the archived ones with an entry in the window or among
 * `alsoIds` (the period loader names those with an absence in the period).
 */
export async function listEmployeesForPeriod(
  db: Executor,
  companyId: string,
  window: Window,
  alsoIds: readonly string[] = [],
): Promise<TimesheetEmployeeRow[]> {
  const withEntries = db
    .select({ id: timeEntries.employeeId })
    .from(timeEntries)
    .where(and(liveEntry(companyId), clockInWithin(window)));
  return db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        or(
          isNull(employees.archivedAt),
          inArray(employees.id, withEntries),
          ...(alsoIds.length > 0 ? [inArray(employees.id, [...alsoIds])] : []),
        ),
      ),
    )
    .orderBy(...EMPLOYEE_LIST_ORDER);
}

/** The site each of the company's employees works at now, by employee id. */
export async function siteOfEmployees(db: Executor, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: employees.id, siteId: employees.siteId })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.siteId]));
}

/**
 * Whether an employee works on `sites` now (decision 063): every employee when undefined, with no
 * query. A list filters its rows with it, a validated month's record included, whose employees carry
 * no site.
 */
export async function employeesOnSites(
  db: Executor,
  companyId: string,
  sites: SiteIds,
): Promise<(employeeId: string) => boolean> {
  if (sites === undefined) return () => true;
  const siteOf = await siteOfEmployees(db, companyId);
  return (employeeId) => sites.includes(siteOf.get(employeeId) ?? '');
}

/** Any employee of the company, archived or not; with `forUpdate`, locked until the transaction ends. */
export async function findEmployee(
  db: Executor,
  companyId: string,
  employeeId: string,
  { forUpdate = false } = {},
): Promise<TimesheetEmployeeRow | undefined> {
  const query = db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
