import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { timeEntries } from '../../../db/schema/clock';
import { entryCorrections, type RecordedEntryTimes } from '../../../db/schema/timesheets';
import { clockInWithin, liveEntry, type Window } from './entries';

/** The entries' corrections: their records, and which entries have any ('Corrigé'). */

export type CorrectionKind = (typeof entryCorrections.$inferSelect)['kind'];

export async function insertCorrection(
  db: Executor,
  correction: {
    companyId: string;
    entryId: string;
    kind: CorrectionKind;
    before: RecordedEntryTimes | null;
    after: RecordedEntryTimes | null;
    reason: string;
    authorId: string;
    authorName: string;
    createdAt: Date;
    /** The kiosk punch the correction cancels, if it is a cancellation at a kiosk. */
    punchId?: string;
    /** The employee's correction request it answers (decision 073). */
    requestId?: string;
  },
): Promise<string> {
  const [row] = await db.insert(entryCorrections).values(correction).returning({ id: entryCorrections.id });
  return row!.id;
}

/** One page of the entry's corrections, the newest first. */
export async function listCorrections(
  db: Executor,
  companyId: string,
  entryId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: entryCorrections.id,
      kind: entryCorrections.kind,
      before: entryCorrections.before,
      after: entryCorrections.after,
      reason: entryCorrections.reason,
      authorId: entryCorrections.authorId,
      authorName: entryCorrections.authorName,
      createdAt: entryCorrections.createdAt,
    })
    .from(entryCorrections)
    .where(and(eq(entryCorrections.companyId, companyId), eq(entryCorrections.entryId, entryId)))
    .orderBy(desc(entryCorrections.createdAt), desc(entryCorrections.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCorrections(db: Executor, companyId: string, entryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entryCorrections)
    .where(and(eq(entryCorrections.companyId, companyId), eq(entryCorrections.entryId, entryId)));
  return row?.n ?? 0;
}

/** The ids of the company's entries arriving in the window that have correction records ('Corrigé'). */
export async function listCorrectedEntryIds(
  db: Executor,
  companyId: string,
  window: Window,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: entryCorrections.entryId })
    .from(entryCorrections)
    .innerJoin(timeEntries, eq(timeEntries.id, entryCorrections.entryId))
    .where(and(eq(entryCorrections.companyId, companyId), liveEntry(companyId), clockInWithin(window)));
  return new Set(rows.map((row) => row.id));
}
