import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { employeeBadges } from '../../db/schema/badges';

/**
 * What a data export (decision 082) reads of employees: every employee of the company, archived ones
 * too, or one of them (an employee's right of access). Never the PIN nor a badge's secret hash: a
 * badge is exported as the fact that it exists, with its dates.
 */

export async function employeesForExport(db: Executor, companyId: string, employeeId?: string) {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      role: employees.role,
      zone: employees.zone,
      jobTitle: employees.jobTitle,
      payrollNumber: employees.payrollNumber,
      costCentre: employees.costCentre,
      email: employees.email,
      siteId: employees.siteId,
      weeklyContractMinutes: employees.weeklyContractMinutes,
      hireDate: employees.hireDate,
      leavingDate: employees.leavingDate,
      hasPin: sql<boolean>`${employees.pinCode} is not null`,
      createdAt: employees.createdAt,
      archivedAt: employees.archivedAt,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), employeeId ? eq(employees.id, employeeId) : undefined))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
}

export async function badgesForExport(db: Executor, companyId: string, employeeId?: string) {
  return db
    .select({
      id: employeeBadges.id,
      employeeId: employeeBadges.employeeId,
      createdAt: employeeBadges.createdAt,
      revokedAt: employeeBadges.revokedAt,
    })
    .from(employeeBadges)
    .where(
      and(
        eq(employeeBadges.companyId, companyId),
        employeeId ? eq(employeeBadges.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(employeeBadges.createdAt), asc(employeeBadges.id));
}

/** Whether the company has this employee (archived or not): an export of another's is a 404. */
export async function companyHasEmployee(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row !== undefined;
}
