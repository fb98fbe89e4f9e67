import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { absences } from '../../db/schema/leave';
import { deleteInBatches } from '../../lib/batched-delete';

/**
 * The retention's purge (decision 083): the company's absences that ended before `cutoffDate` (the
 * first Paris day kept, 'YYYY-MM-DD'), with their notices (cascade), in batches; how many. An
 * absence belongs to the month of its last day, so one that straddles the cutoff stays whole.
 */
export function deleteAbsencesBefore(db: Executor, companyId: string, cutoffDate: string): Promise<number> {
  return deleteInBatches(async (limit) => {
    const batch = db
      .select({ id: absences.id })
      .from(absences)
      .where(and(eq(absences.companyId, companyId), lt(absences.endDate, cutoffDate)))
      .limit(limit);
    const rows = await db.delete(absences).where(inArray(absences.id, batch)).returning({ id: absences.id });
    return rows.length;
  });
}
