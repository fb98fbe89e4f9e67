import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employeeSpaceCodes, employeeSpaceSessions } from '../../db/schema/employee-space';

/** A closed company's employees are signed out of their space, and their pending codes die (decision 083). */
export async function endCompanySpaceSessions(tx: Executor, companyId: string): Promise<void> {
  await tx.delete(employeeSpaceSessions).where(eq(employeeSpaceSessions.companyId, companyId));
  await tx.delete(employeeSpaceCodes).where(eq(employeeSpaceCodes.companyId, companyId));
}
