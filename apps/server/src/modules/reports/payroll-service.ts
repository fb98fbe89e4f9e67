import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DEFAULT_PAYROLL_SETTINGS,
  PAYROLL_VARIABLES,
  type PayrollExports,
  type PayrollSettings,
  type PayrollSettingsResult,
} from '@pointeo/domain/payroll';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf } from '../../lib/authors';
import { listEmployeesForPeriod, monthLocks, monthWindow } from '../timesheets';
import { absenceCodesOf, absenceCodesToSave } from './absence-codes';
import { employeeReports, loadCompanyMonth } from './month-data';
import { absenceDaysByType, hasPayrollValues, type PayrollLine, payrollCsv } from './payroll-export';
import {
  findPayrollSettings,
  insertPayrollExport,
  listPayrollExports,
  savePayrollSettings,
} from './repository';
import type { ReportFile } from './service';

/** 'Export paie': the company's codes, the payroll file of a validated month, the files handed out. */

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
 * account (the company's own, whose details cannot be edited) is left out. The month is read from its
 * record (decision 041), absence types named as they were then; the file is built whole (a few lines
 * per employee), its SHA-256 recorded with who took it, then sent.
 */
export async function payrollExportFile(
  db: Database,
  companyId: string,
  month: string,
  { authorId, now }: { authorId: string; now: Date },
): Promise<ReportFile> {
  const [[lock], settings] = await Promise.all([
    monthLocks(db, companyId, [month]),
    payrollSettingsOf(db, companyId),
  ]);
  if (!lock?.validated) throw new AppError('MONTH_NOT_VALIDATED', 409, M.monthNotValidated);

  const data = await loadCompanyMonth(db, companyId, month, now, { days: false });
  const paid: Array<Omit<PayrollLine, 'payrollNumber'> & { id: string; payrollNumber: string | null }> = [];
  const typeNames = new Map<string, string>();
  for (const { employee, figures, absences } of employeeReports(data)) {
    for (const day of absences) typeNames.set(day.typeId, day.typeName);
    const absenceDays = absenceDaysByType(absences);
    if (employee.role === 'direction' || !hasPayrollValues(settings, figures, absenceDays)) continue;
    paid.push({ ...employee, figures, absenceDays });
  }
  const numbers = await payrollNumbersSince(db, companyId, month, paid);
  const lines: PayrollLine[] = [];
  const missing: string[] = [];
  for (const employee of paid) {
    const payrollNumber = employee.payrollNumber ?? numbers.get(employee.id) ?? null;
    if (payrollNumber === null) missing.push(`${employee.lastName} ${employee.firstName}`);
    else lines.push({ ...employee, payrollNumber });
  }
  if (missing.length > 0) {
    throw new AppError('PAYROLL_NUMBER_MISSING', 409, M.missingPayrollNumbers(missing));
  }
  const layout: PayrollSettings = {
    ...settings,
    absenceCodes: settings.absenceCodes.map((type) => ({
      ...type,
      name: typeNames.get(type.typeId) ?? type.name,
    })),
  };
  const bytes = await buffer(payrollCsv(month, layout, lines));
  await insertPayrollExport(db, {
    companyId,
    month,
    preset: settings.preset,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    byteSize: bytes.length,
    authorId,
    createdAt: now,
  });
  return {
    fileName: REPORT_FILE_NAMES.payroll(month),
    contentType: 'text/csv; charset=utf-8',
    stream: Readable.from([bytes]),
  };
}

/**
 * The matricules entered since the month was validated, for those its record has none for: while one
 * is missing the export is refused, so no file handed out ever lacked it, and filling it in changes no
 * file already handed out. A matricule the record has stays the record's.
 */
async function payrollNumbersSince(
  db: Executor,
  companyId: string,
  month: string,
  employees: ReadonlyArray<{ id: string; payrollNumber: string | null }>,
): Promise<Map<string, string | null>> {
  const unnumbered = employees.filter((employee) => employee.payrollNumber === null).map(({ id }) => id);
  if (unnumbered.length === 0) return new Map();
  const wanted = new Set(unnumbered);
  const current = await listEmployeesForPeriod(db, companyId, monthWindow(month), unnumbered);
  return new Map(
    current.filter(({ id }) => wanted.has(id)).map(({ id, payrollNumber }) => [id, payrollNumber]),
  );
}

/** The month's payroll files handed out, the newest first. */
export async function payrollExportsOf(
  db: Executor,
  companyId: string,
  month: string,
): Promise<PayrollExports> {
  const rows = await listPayrollExports(db, companyId, month);
  return {
    month,
    exports: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      author: authorOf(row.authorId),
      preset: row.preset,
      sha256: row.sha256,
      byteSize: row.byteSize,
    })),
  };
}
