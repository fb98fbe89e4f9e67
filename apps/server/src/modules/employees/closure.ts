import { ANONYMISED_EMPLOYEE } from '@pointeo/domain/account-closure';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { employeeBadges } from '../../db/schema/badges';

/**
 * A closed company's employees (decision 083): their rows stay, so the time records kept for the
 * retention still point at someone, but nothing in them names or reaches a person any more.
 */
export async function anonymiseCompanyEmployees(tx: Executor, companyId: string, now: Date): Promise<void> {
  await tx.delete(employeeBadges).where(eq(employeeBadges.companyId, companyId));
  await tx
    .update(employees)
    .set({
      ...ANONYMISED_EMPLOYEE,
      email: null,
      pinCode: null,
      payrollNumber: null,
      jobTitle: null,
      costCentre: null,
      zone: null,
      archivedAt: sql`coalesce(${employees.archivedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(employees.companyId, companyId));
}

/** The purge's step once the time records are gone (they refuse it before): the rows themselves. */
export async function deleteCompanyEmployees(tx: Executor, companyId: string): Promise<void> {
  await tx.delete(employees).where(eq(employees.companyId, companyId));
}
