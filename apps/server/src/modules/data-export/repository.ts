import { MAX_LISTED_DATA_EXPORTS } from '@pointeo/domain/data-export';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataExports } from '../../db/schema/data-exports';

export type DataExportRow = Omit<typeof dataExports.$inferSelect, 'archive' | 'tokenHash'>;

/** Every column but the ZIP and the token's hash: what the lists and the job's checks read. */
const summary = {
  id: dataExports.id,
  companyId: dataExports.companyId,
  requestedBy: dataExports.requestedBy,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  finishedAt: dataExports.finishedAt,
  byteSize: dataExports.byteSize,
  expiresAt: dataExports.expiresAt,
  downloadedAt: dataExports.downloadedAt,
};

/** Serialises a company's requests, so two at once cannot both pass the one-at-a-time rule. */
export async function lockCompanyExports(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`data-exports:${companyId}`}, 0))`);
}

export async function hasPendingExport(db: Executor, companyId: string) {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.companyId, companyId), eq(dataExports.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

export async function insertExport(
  db: Executor,
  values: { companyId: string; requestedBy: string; tokenHash: string; createdAt: Date },
): Promise<DataExportRow> {
  const [row] = await db
    .insert(dataExports)
    .values({ ...values, status: 'pending' })
    .returning(summary);
  return row!;
}

export async function listExports(db: Executor, companyId: string): Promise<DataExportRow[]> {
  return db
    .select(summary)
    .from(dataExports)
    .where(eq(dataExports.companyId, companyId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(MAX_LISTED_DATA_EXPORTS);
}

/** The export the job works on, whatever its company (the job's data names it). */
export async function findPendingExport(db: Executor, exportId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(summary)
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
  return row;
}

export async function finishExport(
  db: Executor,
  exportId: string,
  result: { archive: Buffer; finishedAt: Date; expiresAt: Date },
) {
  await db
    .update(dataExports)
    .set({ status: 'ready', byteSize: result.archive.length, ...result })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
}

export async function failExport(db: Executor, exportId: string, at: Date) {
  await db
    .update(dataExports)
    .set({ status: 'failed', finishedAt: at })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
}

/**
 * The company's export whose link carries this token's hash, with its ZIP, locked until the
 * transaction ends: a second download at once waits, then finds it taken.
 */
export async function lockExportByToken(
  db: Executor,
  companyId: string,
  exportId: string,
  tokenHash: string,
) {
  const [row] = await db
    .select({ ...summary, archive: dataExports.archive })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.companyId, companyId),
        eq(dataExports.id, exportId),
        eq(dataExports.tokenHash, tokenHash),
      ),
    )
    .for('update');
  return row;
}

/** The ZIP is handed over: the export is marked downloaded and its bytes dropped. */
export async function markDownloaded(db: Executor, exportId: string, at: Date) {
  await db.update(dataExports).set({ downloadedAt: at, archive: null }).where(eq(dataExports.id, exportId));
}

/**
 * The purge (decision 082): the ZIP of an expired export is dropped; the row, the trace of the
 * request, a month after it.
 */
export async function purgeExports(db: Executor, now: Date, keepRowsAfter: Date) {
  await db
    .update(dataExports)
    .set({ archive: null })
    .where(and(isNotNull(dataExports.archive), lt(dataExports.expiresAt, now)));
  await db.delete(dataExports).where(lt(dataExports.createdAt, keepRowsAfter));
  // A job lost with its process leaves its export pending: failed after a day, so another can start.
  await db
    .update(dataExports)
    .set({ status: 'failed', finishedAt: now })
    .where(
      and(
        eq(dataExports.status, 'pending'),
        lt(dataExports.createdAt, new Date(now.getTime() - 24 * 3_600_000)),
      ),
    );
}
