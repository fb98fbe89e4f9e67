import type { CustomReportDefinition } from '@pointeo/domain/custom-reports';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customReports } from '../../db/schema/custom-reports';

/** The only Drizzle user of 'Rapports personnalisés'; every query names the company. */

const savedColumns = { id: customReports.id, name: customReports.name, definition: customReports.definition };

export function listSavedReports(db: Executor, companyId: string) {
  return db
    .select(savedColumns)
    .from(customReports)
    .where(eq(customReports.companyId, companyId))
    .orderBy(asc(customReports.name), asc(customReports.id));
}

export async function findSavedReport(db: Executor, companyId: string, reportId: string) {
  const [row] = await db
    .select(savedColumns)
    .from(customReports)
    .where(and(eq(customReports.companyId, companyId), eq(customReports.id, reportId)));
  return row;
}

/**
 * The company's saved reports, counted behind a lock on them taken until the transaction ends: two
 * saves at once cannot both take the last place.
 */
export async function countSavedReportsLocked(tx: Executor, companyId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`custom-reports:${companyId}`}, 0))`);
  const [row] = await tx
    .select({ saved: count() })
    .from(customReports)
    .where(eq(customReports.companyId, companyId));
  return row!.saved;
}

export async function insertSavedReport(
  db: Executor,
  values: { companyId: string; name: string; definition: CustomReportDefinition; createdAt: Date },
) {
  const [row] = await db.insert(customReports).values(values).returning(savedColumns);
  return row!;
}

/** Whether a report was deleted (false: none of that id in the company). */
export async function deleteSavedReport(db: Executor, companyId: string, reportId: string): Promise<boolean> {
  const deleted = await db
    .delete(customReports)
    .where(and(eq(customReports.companyId, companyId), eq(customReports.id, reportId)))
    .returning({ id: customReports.id });
  return deleted.length > 0;
}
