import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clockPunches, kioskDevices, kioskPairingCodes } from '../../db/schema/clock';
import { deleteInBatches } from '../../lib/batched-delete';

/** A closed company's kiosks stop at their next call, and its pairing codes pair nothing (decision 083). */
export async function revokeCompanyKiosks(tx: Executor, companyId: string, now: Date): Promise<void> {
  await tx.delete(kioskPairingCodes).where(eq(kioskPairingCodes.companyId, companyId));
  await tx
    .update(kioskDevices)
    .set({ revokedAt: now })
    .where(and(eq(kioskDevices.companyId, companyId), isNull(kioskDevices.revokedAt)));
}

/**
 * The retention's purge (decision 083): the company's punches made before `cutoff`, with their
 * positions (cascade), in batches; how many.
 */
export function deletePunchesBefore(db: Executor, companyId: string, cutoff: Date): Promise<number> {
  return deleteInBatches(async (limit) => {
    const batch = db
      .select({ id: clockPunches.id })
      .from(clockPunches)
      .where(and(eq(clockPunches.companyId, companyId), lt(clockPunches.punchedAt, cutoff)))
      .limit(limit);
    const rows = await db
      .delete(clockPunches)
      .where(and(eq(clockPunches.companyId, companyId), inArray(clockPunches.id, batch)))
      .returning({ id: clockPunches.id });
    return rows.length;
  });
}
