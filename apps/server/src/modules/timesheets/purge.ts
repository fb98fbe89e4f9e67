import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { timeEntries } from '../../db/schema/clock';
import {
  correctionRequests,
  monthConfirmations,
  monthEmployeeRecords,
  monthEmployeeValidations,
  monthEvents,
  monthValidations,
  weekEmployeeRecords,
} from '../../db/schema/timesheets';
import { deleteInBatches } from '../../lib/batched-delete';

/**
 * The retention's purge (decision 083): the company's entries that began before `cutoff` (the first
 * Paris day kept, 'YYYY-MM-DD', and its instant), with their corrections and reminders (cascade),
 * in batches; then the months before it: validations, events, records, confirmations and the
 * employees' correction requests of those days. How many entries.
 */
export async function deleteTimesheetsBefore(
  db: Executor,
  companyId: string,
  cutoff: { date: string; instant: Date },
): Promise<number> {
  const entries = await deleteInBatches(async (limit) => {
    const batch = db
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(and(eq(timeEntries.companyId, companyId), lt(timeEntries.clockIn, cutoff.instant)))
      .limit(limit);
    const rows = await db
      .delete(timeEntries)
      .where(inArray(timeEntries.id, batch))
      .returning({ id: timeEntries.id });
    return rows.length;
  });
  const month = cutoff.date.slice(0, 7);
  await db
    .delete(correctionRequests)
    .where(and(eq(correctionRequests.companyId, companyId), lt(correctionRequests.date, cutoff.date)));
  for (const table of [
    monthConfirmations,
    monthEmployeeValidations,
    monthEmployeeRecords,
    weekEmployeeRecords,
    monthEvents,
    monthValidations,
  ]) {
    await db.delete(table).where(and(eq(table.companyId, companyId), lt(table.month, month)));
  }
  return entries;
}
