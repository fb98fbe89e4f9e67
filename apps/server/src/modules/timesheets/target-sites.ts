import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { timeEntries } from '../../db/schema/clock';
import type { TargetSites } from '../../lib/route-authorization';
import { entryNotFound } from './not-found';

/** The site of each of `ids` that is a time entry of the company: its employee's. */
export function entryTargetSites(db: Executor): TargetSites {
  return {
    async sitesOf(companyId, ids) {
      const rows = await db
        .select({ siteId: employees.siteId })
        .from(timeEntries)
        .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
        .where(and(eq(timeEntries.companyId, companyId), inArray(timeEntries.id, [...ids])));
      return rows.map((row) => row.siteId);
    },
    notFound: entryNotFound,
  };
}
