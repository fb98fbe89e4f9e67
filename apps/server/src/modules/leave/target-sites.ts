import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { absences } from '../../db/schema/leave';
import { AppError } from '../../lib/app-error';
import type { TargetSites } from '../../lib/route-authorization';

/** The site of each of `ids` that is an absence of the company: its employee's. */
export function absenceTargetSites(db: Executor): TargetSites {
  return {
    async sitesOf(companyId, ids) {
      const rows = await db
        .select({ siteId: employees.siteId })
        .from(absences)
        .innerJoin(employees, eq(employees.id, absences.employeeId))
        .where(and(eq(absences.companyId, companyId), inArray(absences.id, [...ids])));
      return rows.map((row) => row.siteId);
    },
    notFound: () => new AppError('ABSENCE_NOT_FOUND', 404, LEAVE_MESSAGES.absenceNotFound),
  };
}
