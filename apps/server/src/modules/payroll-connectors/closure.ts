import { ANONYMISED_EMPLOYEE } from '@pointeo/domain/account-closure';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { silaeConnections, silaePushes, silaePushValues } from '../../db/schema/payroll-connectors';
import { anonymisedSignature } from '../../lib/authors';

/** A closed company's Silae keys are forgotten (decision 083): nothing can push in its name any more. */
export async function deleteCompanySilaeConnection(tx: Executor, companyId: string): Promise<void> {
  await tx.delete(silaeConnections).where(eq(silaeConnections.companyId, companyId));
}

/**
 * Its pushes stay, with the values sent and Silae's answers (decision 091), but the member who pushed
 * is the anonymised member, and each value's employee the anonymised employee, without matricule.
 */
export async function anonymiseCompanySilaePushes(tx: Executor, companyId: string): Promise<void> {
  await tx
    .update(silaePushes)
    .set({ authorName: anonymisedSignature(silaePushes.authorName) })
    .where(eq(silaePushes.companyId, companyId));
  await tx
    .update(silaePushValues)
    .set({ ...ANONYMISED_EMPLOYEE, payrollNumber: '' })
    .where(eq(silaePushValues.companyId, companyId));
}
