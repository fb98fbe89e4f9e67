import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollExports } from '../../db/schema/reports';
import { anonymisedSignature } from '../../lib/authors';

/**
 * A closed company's payroll files handed out (decision 091): the trail stays, the members who took
 * them are the anonymised member (the append-only trigger allows this column, once closed).
 */
export async function anonymiseCompanyPayrollExports(tx: Executor, companyId: string): Promise<void> {
  await tx
    .update(payrollExports)
    .set({ authorName: anonymisedSignature(payrollExports.authorName) })
    .where(eq(payrollExports.companyId, companyId));
}
