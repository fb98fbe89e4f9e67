import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { timeEntries } from '../../db/schema/clock';
import { entryCorrections } from '../../db/schema/timesheets';
import { recordedEntryColumns } from './repository/entries';

/**
 * What a data export (decision 082) reads of the time sheets: every entry, deleted ones too (a
 * deletion is a correction the trail shows), and every correction with who, when, before, after and
 * why; of the company, or of one employee (his right of access).
 */
export async function entriesForExport(db: Executor, companyId: string, employeeId?: string) {
  return db
    .select({
      ...recordedEntryColumns,
      createdAt: timeEntries.createdAt,
      deletedAt: timeEntries.deletedAt,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        employeeId ? eq(timeEntries.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
}

export async function correctionsForExport(db: Executor, companyId: string, employeeId?: string) {
  return db
    .select({
      id: entryCorrections.id,
      entryId: entryCorrections.entryId,
      employeeId: timeEntries.employeeId,
      kind: entryCorrections.kind,
      before: entryCorrections.before,
      after: entryCorrections.after,
      reason: entryCorrections.reason,
      authorName: entryCorrections.authorName,
      createdAt: entryCorrections.createdAt,
    })
    .from(entryCorrections)
    .innerJoin(
      timeEntries,
      and(
        eq(timeEntries.companyId, entryCorrections.companyId),
        eq(timeEntries.id, entryCorrections.entryId),
      ),
    )
    .where(
      and(
        eq(entryCorrections.companyId, companyId),
        employeeId ? eq(timeEntries.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(entryCorrections.createdAt), asc(entryCorrections.id));
}
