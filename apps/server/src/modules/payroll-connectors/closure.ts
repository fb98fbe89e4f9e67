import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { silaeConnections } from '../../db/schema/payroll-connectors';

/** A closed company's Silae keys are forgotten (decision 083): nothing can push in its name any more. */
export async function deleteCompanySilaeConnection(tx: Executor, companyId: string): Promise<void> {
  await tx.delete(silaeConnections).where(eq(silaeConnections.companyId, companyId));
}
