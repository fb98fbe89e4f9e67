import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { absences, leaveCredits } from '../../db/schema/leave';
import { anonymisedSignature } from '../../lib/authors';

/**
 * A closed company's leave (decision 091): the absences and balance adjustments stay for the
 * retention, the members who decided, cancelled or adjusted them are the anonymised member.
 */
export async function anonymiseCompanyLeave(tx: Executor, companyId: string): Promise<void> {
  await tx
    .update(absences)
    .set({
      decidedByName: anonymisedSignature(absences.decidedByName),
      cancelledByName: anonymisedSignature(absences.cancelledByName),
    })
    .where(eq(absences.companyId, companyId));
  await tx
    .update(leaveCredits)
    .set({ authorName: anonymisedSignature(leaveCredits.authorName) })
    .where(eq(leaveCredits.companyId, companyId));
}
