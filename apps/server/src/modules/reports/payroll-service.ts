import {
  DEFAULT_PAYROLL_SETTINGS,
  PAYROLL_VARIABLES,
  type PayrollSettings,
  type PayrollSettingsResult,
} from '@pointeo/domain/payroll';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { monthLocks } from '../timesheets';
import { absenceCodesOf, absenceCodesToSave } from './absence-codes';
import { employeeReports, loadCompanyMonth } from './month-data';
import { absenceDaysByType, hasPayrollValues, type PayrollLine, payrollCsv } from './payroll-export';
import { findPayrollSettings, savePayrollSettings } from './repository';
import type { ReportFile } from './service';

/** 'Export paie': the company's codes, and the payroll file of a validated month. */

export async function payrollSettingsOf(db: Executor, companyId: string): Promise<PayrollSettings> {
  const stored = await findPayrollSettings(db, companyId);
  const { preset } = stored ?? DEFAULT_PAYROLL_SETTINGS;
  // A figure added since the codes were saved takes its suggested code (decision 040).
  const codes = { ...DEFAULT_PAYROLL_SETTINGS.codes };
  for (const { key } of PAYROLL_VARIABLES) codes[key] = stored?.codes[key] ?? codes[key];
  return { preset, codes, absenceCodes: await absenceCodesOf(db, companyId, stored?.absenceCodes ?? {}) };
}

export async function updatePayrollSettings(
  db: Database,
  companyId: string,
  settings: PayrollSettings,
  now: Date,
): Promise<PayrollSettingsResult> {
  await db.transaction(async (tx) => {
    const saved = (await findPayrollSettings(tx, companyId))?.absenceCodes ?? {};
    const absenceCodes = await absenceCodesToSave(tx, companyId, saved, settings.absenceCodes);
    await savePayrollSettings(
      tx,
      companyId,
      { preset: settings.preset, codes: settings.codes, absenceCodes },
      now,
    );
  });
  return { message: M.saved, settings: await payrollSettingsOf(db, companyId) };
}

/**
 * Only a validated month: its figures no longer move with corrections. Everyone with a value to
 * export needs a 'Matricule', or the payroll software could not tell who is paid what; the direction
 * account (the company's own, whose details cannot be edited) is left out.
 */
export async function payrollExportFile(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
): Promise<ReportFile> {
  const [[lock], settings] = await Promise.all([
    monthLocks(db, companyId, [month]),
    payrollSettingsOf(db, companyId),
  ]);
  if (!lock?.validated) throw new AppError('MONTH_NOT_VALIDATED', 409, M.monthNotValidated);

  const data = await loadCompanyMonth(db, companyId, month, now);
  const lines: PayrollLine[] = [];
  const missing: string[] = [];
  for (const { employee, figures, absences } of employeeReports(data)) {
    const absenceDays = absenceDaysByType(absences);
    if (employee.role === 'direction' || !hasPayrollValues(settings, figures, absenceDays)) continue;
    if (employee.payrollNumber === null) missing.push(`${employee.lastName} ${employee.firstName}`);
    else lines.push({ ...employee, payrollNumber: employee.payrollNumber, figures, absenceDays });
  }
  if (missing.length > 0) {
    throw new AppError('PAYROLL_NUMBER_MISSING', 409, M.missingPayrollNumbers(missing));
  }
  return {
    fileName: REPORT_FILE_NAMES.payroll(month),
    contentType: 'text/csv; charset=utf-8',
    stream: payrollCsv(month, settings, lines),
  };
}
