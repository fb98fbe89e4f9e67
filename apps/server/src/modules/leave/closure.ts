import { ANONYMISED_MEMBER_NAME } from '@pointeo/domain/account-closure';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { absences, leaveCredits } from '../../db/schema/leave';

/**
 * A closed company's leave (decision 091): the absences and balance adjustments stay for the
 * retention, the members who decided, cancelled or adjusted them are the anonymised member.
 */
export async function anonymiseCompanyLeave(tx: Executor, companyId: string): Promise<void> {
  const member = ANONYMISED_MEMBER_NAME;
  await tx
    .update(absences)
    .set({
      decidedByName: sql`case when ${absences.decidedByName} is null then null else ${member} end`,
      cancelledByName: sql`case when ${absences.cancelledByName} is null then null else ${member} end`,
    })
    .where(eq(absences.companyId, companyId));
  await tx
    .update(leaveCredits)
    .set({ authorName: member })
    .where(and(eq(leaveCredits.companyId, companyId), isNotNull(leaveCredits.authorName)));
}
