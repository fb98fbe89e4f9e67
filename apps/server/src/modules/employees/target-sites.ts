import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import type { TargetSites } from '../../lib/route-authorization';

/** The site of each of `ids` that is an employee of the company (lib/route-authorization.ts). */
export function employeeTargetSites(db: Executor): TargetSites {
  return {
    async sitesOf(companyId, ids) {
      const rows = await db
        .select({ siteId: employees.siteId })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
      return rows.map((row) => row.siteId);
    },
    notFound: () => new AppError('EMPLOYEE_NOT_FOUND', 404, EMPLOYEE_MESSAGES.notFound),
  };
}
