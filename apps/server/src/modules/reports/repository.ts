import type { PayrollSettings } from '@pointeo/domain/payroll';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyPayrollSettings } from '../../db/schema/reports';

/** The reports' own SQL: the payroll settings. Entries and employees are read through the time sheets. */

export async function findPayrollSettings(
  db: Executor,
  companyId: string,
): Promise<PayrollSettings | undefined> {
  const [row] = await db
    .select({ preset: companyPayrollSettings.preset, codes: companyPayrollSettings.codes })
    .from(companyPayrollSettings)
    .where(eq(companyPayrollSettings.companyId, companyId));
  return row;
}

export async function savePayrollSettings(
  db: Executor,
  companyId: string,
  settings: PayrollSettings,
  at: Date,
) {
  await db
    .insert(companyPayrollSettings)
    .values({ companyId, ...settings, updatedAt: at })
    .onConflictDoUpdate({
      target: companyPayrollSettings.companyId,
      set: { ...settings, updatedAt: at },
    });
}
