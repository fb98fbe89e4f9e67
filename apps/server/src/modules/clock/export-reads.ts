import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clockPunches, punchPositions } from '../../db/schema/clock';

/**
 * The positions kept of one employee's phone punches (two months at most, decision 069), for his
 * right of access (decision 082).
 */
export async function punchPositionsForExport(db: Executor, companyId: string, employeeId: string) {
  return db
    .select({
      punchedAt: clockPunches.punchedAt,
      kind: clockPunches.kind,
      latitude: punchPositions.latitude,
      longitude: punchPositions.longitude,
      accuracyM: punchPositions.accuracyM,
      distanceM: punchPositions.distanceM,
      inZone: punchPositions.inZone,
    })
    .from(punchPositions)
    .innerJoin(
      clockPunches,
      and(eq(clockPunches.companyId, punchPositions.companyId), eq(clockPunches.id, punchPositions.punchId)),
    )
    .where(and(eq(punchPositions.companyId, companyId), eq(clockPunches.employeeId, employeeId)))
    .orderBy(asc(clockPunches.punchedAt));
}
