import type { PayrollCodes, PayrollPreset } from '@pointeo/domain/payroll';
import type { PayrollFormat } from '@pointeo/domain/payroll-layouts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyPayrollSettings, payrollExports } from '../../db/schema/reports';

/**
 * The reports' own SQL: the payroll settings and the payroll files handed out. Entries and employees
 * are read through the time sheets.
 */

/** As stored: the absence types' codes by type id. */
export interface StoredPayrollSettings {
  preset: PayrollPreset;
  /** null: saved before the export builder (the preset's format). */
  format: PayrollFormat | null;
  codes: PayrollCodes;
  absenceCodes: Record<string, string>;
  /** null: saved before decision 078 (an empty code meant 'leave it out'). */
  skipped: string[] | null;
}

export async function findPayrollSettings(
  db: Executor,
  companyId: string,
): Promise<StoredPayrollSettings | undefined> {
  const [row] = await db
    .select({
      preset: companyPayrollSettings.preset,
      format: companyPayrollSettings.format,
      codes: companyPayrollSettings.codes,
      skipped: companyPayrollSettings.skipped,
      absenceCodes: companyPayrollSettings.absenceCodes,
    })
    .from(companyPayrollSettings)
    .where(eq(companyPayrollSettings.companyId, companyId));
  return row;
}

export async function savePayrollSettings(
  db: Executor,
  companyId: string,
  settings: StoredPayrollSettings,
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

/** Signed with the author's name (decision 060). */
export async function insertPayrollExport(
  db: Executor,
  record: typeof payrollExports.$inferInsert & { authorName: string },
) {
  await db.insert(payrollExports).values(record);
}

/** The month's payroll files handed out, the newest first (at most a hundred: a list, not an archive). */
export async function listPayrollExports(db: Executor, companyId: string, month: string) {
  return db
    .select()
    .from(payrollExports)
    .where(and(eq(payrollExports.companyId, companyId), eq(payrollExports.month, month)))
    .orderBy(desc(payrollExports.createdAt), desc(payrollExports.id))
    .limit(100);
}
