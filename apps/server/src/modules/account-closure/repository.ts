import { DEFAULT_RETENTION_YEARS } from '@pointeo/domain/account-closure';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountClosures, companyRetentionSettings } from '../../db/schema/account-closure';

export async function findRetention(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      retentionYears: companyRetentionSettings.retentionYears,
      updatedAt: companyRetentionSettings.updatedAt,
    })
    .from(companyRetentionSettings)
    .where(eq(companyRetentionSettings.companyId, companyId));
  return row ?? { retentionYears: DEFAULT_RETENTION_YEARS, updatedAt: null };
}

/** How long the company keeps its time records: its choice, or the default. */
export async function retentionYearsOf(db: Executor, companyId: string): Promise<number> {
  return (await findRetention(db, companyId)).retentionYears;
}

export async function saveRetention(db: Executor, companyId: string, retentionYears: number, now: Date) {
  await db
    .insert(companyRetentionSettings)
    .values({ companyId, retentionYears, updatedAt: now })
    .onConflictDoUpdate({
      target: companyRetentionSettings.companyId,
      set: { retentionYears, updatedAt: now },
    });
}

export async function deleteRetention(db: Executor, companyId: string) {
  await db.delete(companyRetentionSettings).where(eq(companyRetentionSettings.companyId, companyId));
}

/** Records the closing once; false when the company was already closed. */
export async function insertClosure(db: Executor, companyId: string, retentionYears: number, now: Date) {
  const rows = await db
    .insert(accountClosures)
    .values({ companyId, closedAt: now, retentionYears })
    .onConflictDoNothing()
    .returning({ companyId: accountClosures.companyId });
  return rows.length > 0;
}

export async function isClosed(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: accountClosures.companyId })
    .from(accountClosures)
    .where(eq(accountClosures.companyId, companyId));
  return row !== undefined;
}

export interface CompanyRetention {
  companyId: string;
  retentionYears: number;
  closure: { closedAt: Date; purgedAt: Date | null } | null;
}

/** What the purge needs of these companies: their retention (the closing's, once closed) and closing. */
export async function listRetentions(db: Executor, companyIds: string[]): Promise<CompanyRetention[]> {
  if (companyIds.length === 0) return [];
  const [settings, closures] = await Promise.all([
    db.select().from(companyRetentionSettings).where(inArray(companyRetentionSettings.companyId, companyIds)),
    db.select().from(accountClosures).where(inArray(accountClosures.companyId, companyIds)),
  ]);
  const yearsOf = new Map(settings.map((row) => [row.companyId, row.retentionYears]));
  const closureOf = new Map(closures.map((row) => [row.companyId, row]));
  return companyIds.map((companyId) => {
    const closure = closureOf.get(companyId);
    return {
      companyId,
      retentionYears: closure?.retentionYears ?? yearsOf.get(companyId) ?? DEFAULT_RETENTION_YEARS,
      closure: closure ? { closedAt: closure.closedAt, purgedAt: closure.purgedAt } : null,
    };
  });
}

/** Marks a closed company's records purged, once: false when another run did it first. */
export async function markPurged(db: Executor, companyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountClosures)
    .set({ purgedAt: now })
    .where(and(eq(accountClosures.companyId, companyId), isNull(accountClosures.purgedAt)))
    .returning({ companyId: accountClosures.companyId });
  return rows.length > 0;
}
