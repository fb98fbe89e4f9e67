import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MONTH_CLOSING_MESSAGES, type PayrollPreview } from '@pointeo/domain/month-closing';
import {
  DEFAULT_PAYROLL_SETTINGS,
  PAYROLL_VARIABLES,
  type PayrollExports,
  type PayrollSettings,
  type PayrollSettingsResult,
} from '@pointeo/domain/payroll';
import { PAYROLL_MESSAGES as M } from '@pointeo/domain/payroll-messages';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf, type Signature } from '../../lib/authors';
import {
  employeesValidatedOneByOne,
  employeeValidatedRecords,
  listEmployeesForPeriod,
  monthLocks,
  monthWindow,
} from '../timesheets';
import { absenceCodesOf, absenceCodesToSave } from './absence-codes';
import { type EmployeeReport, employeeReports, loadCompanyMonth } from './month-data';
import {
  absenceDaysByType,
  hasPayrollValues,
  type PayrollLine,
  payrollCsv,
  payrollRows,
} from './payroll-export';
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
 * The lines of the month's payroll file: the validated employees' only, as a whole month or one by
 * one (decision 049), read from the record their validation wrote (decision 041). Everyone with a
 * value to export needs a 'Matricule', or the payroll software could not tell who is paid what; the
 * direction account (the company's own, whose details cannot be edited) is left out. Absence types
 * are named as they were then.
 */
async function payrollContent(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
): Promise<{ layout: PayrollSettings; lines: Array<PayrollLine & { id: string }>; validatedCount: number }> {
  const [[lock], oneByOne, settings] = await Promise.all([
    monthLocks(db, companyId, [month]),
    employeesValidatedOneByOne(db, companyId, month),
    payrollSettingsOf(db, companyId),
  ]);
  if (!lock?.validated && oneByOne.length === 0) {
    throw new AppError('MONTH_NOT_VALIDATED', 409, M.monthNotValidated);
  }
  const reports: Iterable<Pick<EmployeeReport, 'employee' | 'figures' | 'absences'>> = lock?.validated
    ? employeeReports(await loadCompanyMonth(db, companyId, month, now, { days: false }))
    : (await employeeValidatedRecords(db, companyId, month)).map(({ employee, figures, absences }) => ({
        employee,
        figures: figures as ReportFigures,
        absences,
      }));
  const paid: Array<Omit<PayrollLine, 'payrollNumber'> & { id: string; payrollNumber: string | null }> = [];
  const typeNames = new Map<string, string>();
  let validatedCount = 0;
  for (const { employee, figures, absences } of reports) {
    validatedCount += 1;
    for (const day of absences) typeNames.set(day.typeId, day.typeName);
    const absenceDays = absenceDaysByType(absences);
    if (employee.role === 'direction' || !hasPayrollValues(settings, figures, absenceDays)) continue;
    paid.push({ ...employee, figures, absenceDays });
  }
  const numbers = await payrollNumbersSince(db, companyId, month, paid);
  const lines: Array<PayrollLine & { id: string }> = [];
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
  return { layout, lines, validatedCount };
}

/**
 * The payroll file's lines before it is taken ('Exporter pour la paie'): the same refusals as the
 * file, the same lines in its order, nothing recorded.
 */
export async function payrollPreview(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
): Promise<PayrollPreview> {
  const { layout, lines, validatedCount } = await payrollContent(db, companyId, month, now);
  return {
    month,
    preset: layout.preset,
    validatedCount,
    lines: [...payrollRows(layout, lines)].map(({ employee, code, label, value }) => ({
      employeeId: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      payrollNumber: employee.payrollNumber,
      code,
      label,
      value: value.text,
    })),
  };
}

/**
 * The file is built whole (a few lines per employee), its SHA-256 recorded with who took it, then
 * sent. An export with no line is refused rather than handed out empty (decision 049).
 */
export async function payrollExportFile(
  db: Database,
  companyId: string,
  month: string,
  { authorId, authorName, now }: Signature & { now: Date },
): Promise<ReportFile> {
  const { layout, lines } = await payrollContent(db, companyId, month, now);
  if (payrollRows(layout, lines).next().done) {
    throw new AppError('PAYROLL_EMPTY', 409, MONTH_CLOSING_MESSAGES.previewEmpty);
  }
  const bytes = await buffer(payrollCsv(month, layout, lines));
  await insertPayrollExport(db, {
    companyId,
    month,
    preset: layout.preset,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    byteSize: bytes.length,
    authorId,
    authorName,
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
      author: authorOf(row.authorId, row.authorName),
      preset: row.preset,
      sha256: row.sha256,
      byteSize: row.byteSize,
    })),
  };
}
