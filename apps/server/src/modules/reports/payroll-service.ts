import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ErrorCode } from '@pointeo/domain/error-codes';
import { MONTH_CLOSING_MESSAGES, type PayrollPreview } from '@pointeo/domain/month-closing';
import {
  DEFAULT_PAYROLL_SETTINGS,
  PAYROLL_VARIABLES,
  type PayrollExports,
  type PayrollSettings,
  type PayrollSettingsResult,
} from '@pointeo/domain/payroll';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import { effectiveFormat, PAYROLL_PREVIEW_LINES, type PayrollProblem } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES } from '@pointeo/domain/payroll-messages';
import { payrollProblems } from '@pointeo/domain/payroll-problems';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf, type Signature } from '../../lib/authors';
import type { SiteIds } from '../../lib/site-scope';
import { absenceCodesOf, absenceCodesToSave } from './absence-codes';
import { payrollMonth } from './payroll-items';
import {
  dateText,
  payrollContentType,
  payrollFileBytes,
  payrollFileText,
  valueText,
  writtenCode,
} from './payroll-writer';
import {
  findPayrollSettings,
  insertPayrollExport,
  listPayrollExports,
  savePayrollSettings,
} from './repository';
import type { ReportFile } from './service';

/** 'Export paie': the company's layout and codes, the payroll file of a validated month, the files handed out. */

export async function payrollSettingsOf(db: Executor, companyId: string): Promise<PayrollSettings> {
  const stored = await findPayrollSettings(db, companyId);
  const { preset } = stored ?? DEFAULT_PAYROLL_SETTINGS;
  // A figure added since the codes were saved takes its suggested code (decision 040).
  const codes = { ...DEFAULT_PAYROLL_SETTINGS.codes };
  for (const { key } of PAYROLL_VARIABLES) codes[key] = stored?.codes[key] ?? codes[key];
  const savedAbsenceCodes = stored?.absenceCodes ?? {};
  // Saved before decision 078, an empty code meant 'leave it out': it still does, now said so.
  const skipped =
    stored === undefined
      ? DEFAULT_PAYROLL_SETTINGS.skipped
      : (stored.skipped ?? [
          ...PAYROLL_VARIABLES.filter(({ key }) => codes[key] === '').map(({ key }) => key),
          ...Object.entries(savedAbsenceCodes)
            .filter(([, code]) => code === '')
            .map(([typeId]) => typeId),
        ]);
  return {
    preset,
    format: effectiveFormat(preset, stored?.format ?? DEFAULT_PAYROLL_SETTINGS.format),
    codes,
    absenceCodes: await absenceCodesOf(db, companyId, savedAbsenceCodes),
    skipped,
  };
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
      {
        preset: settings.preset,
        // A preset's format is its own but for the decimal mark.
        format: effectiveFormat(settings.preset, settings.format),
        codes: settings.codes,
        absenceCodes,
        skipped: await skippedToSave(tx, companyId, settings.skipped),
      },
      now,
    );
  });
  return { message: PAYROLL_LAYOUT_MESSAGES.saved, settings: await payrollSettingsOf(db, companyId) };
}

/**
 * A validated month's PayrollItem list (contract 1 of issue 32) under the company's codes: what every
 * payroll file and the push to Silae carry. `sites`: the employees of those sites only.
 */
export async function payrollItems(
  db: Executor,
  companyId: string,
  month: string,
  options: { sites?: SiteIds; now?: Date } = {},
): Promise<PayrollItem[]> {
  const settings = await payrollSettingsOf(db, companyId);
  const { items } = await payrollMonth(db, companyId, month, settings, {
    sites: options.sites,
    now: options.now ?? new Date(),
  });
  return items;
}

interface PayrollFileContent {
  settings: PayrollSettings;
  validatedCount: number;
  items: PayrollItem[];
  lines: string[];
  problems: PayrollProblem[];
}

async function payrollFileContent(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
  layout?: PayrollSettings,
): Promise<PayrollFileContent> {
  const settings = layout ? await layoutToTry(db, companyId, layout) : await payrollSettingsOf(db, companyId);
  const { items, validatedCount } = await payrollMonth(db, companyId, month, settings, { now });
  const file = payrollFileText(month, settings, items);
  return {
    settings,
    validatedCount,
    items,
    lines: file.lines,
    problems: [...payrollProblems(items), ...file.problems],
  };
}

/** A layout not saved yet, as saving it would keep it: its types the company's, a preset's format its own. */
async function layoutToTry(
  db: Executor,
  companyId: string,
  layout: PayrollSettings,
): Promise<PayrollSettings> {
  await absenceCodesToSave(db, companyId, {}, layout.absenceCodes);
  await skippedToSave(db, companyId, layout.skipped);
  return { ...layout, format: effectiveFormat(layout.preset, layout.format) };
}

/** Figures and absence types left out: a figure's key or one of the company's types (another's id is a 404). */
async function skippedToSave(db: Executor, companyId: string, skipped: readonly string[]): Promise<string[]> {
  const figures = new Set<string>(PAYROLL_VARIABLES.map(({ key }) => key));
  const types = skipped.filter((id) => !figures.has(id));
  if (types.length > 0) {
    await absenceCodesToSave(
      db,
      companyId,
      {},
      types.map((typeId) => ({ typeId, name: '', code: '' })),
    );
  }
  return [...new Set(skipped)];
}

/**
 * The payroll file before it is taken: its values, its first lines as it will hold them, and what must
 * be corrected first (which the download refuses while any remains). Nothing recorded. `layout`: one
 * not saved yet (the export builder's preview).
 */
export async function payrollPreview(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
  layout?: PayrollSettings,
): Promise<PayrollPreview> {
  const { settings, validatedCount, items, lines, problems } = await payrollFileContent(
    db,
    companyId,
    month,
    now,
    layout,
  );
  const format = effectiveFormat(settings.preset, settings.format);
  return {
    month,
    preset: settings.preset,
    validatedCount,
    lines: items.map((item) => {
      return {
        employeeId: item.employeeId,
        firstName: item.firstName,
        lastName: item.lastName,
        payrollNumber: item.payrollNumber,
        code: writtenCode(item, format),
        label: item.label,
        value: valueText(item.value, item.unit, format.decimalMark),
        unit: PAYROLL_LAYOUT_MESSAGES.units[item.unit],
        from: dateText(item.from, format.dateFormat),
        to: dateText(item.to, format.dateFormat),
      };
    }),
    fileLines: lines.slice(0, PAYROLL_PREVIEW_LINES),
    fileLineCount: lines.length,
    problems,
  };
}

const PROBLEM_CODES: Record<PayrollProblem['kind'], ErrorCode> = {
  payrollNumber: 'PAYROLL_NUMBER_MISSING',
  code: 'PAYROLL_CODE_MISSING',
  encoding: 'PAYROLL_UNENCODABLE',
};

/**
 * The file is built whole (a few lines per employee), its SHA-256 recorded with who took it, then
 * sent. Refused (409) while a problem remains, the message listing them all (the code: the first's
 * kind), and when it would hold no value (decision 049).
 */
export async function payrollExportFile(
  db: Database,
  companyId: string,
  month: string,
  { authorId, authorName, now }: Signature & { now: Date },
): Promise<ReportFile> {
  const { settings, items, lines, problems } = await payrollFileContent(db, companyId, month, now);
  const [first] = problems;
  if (first) {
    throw new AppError(
      PROBLEM_CODES[first.kind],
      409,
      PAYROLL_LAYOUT_MESSAGES.refused(problems.map(({ message }) => message)),
    );
  }
  if (items.length === 0) {
    throw new AppError('PAYROLL_EMPTY', 409, MONTH_CLOSING_MESSAGES.previewEmpty);
  }
  const bytes = payrollFileBytes(settings, lines);
  await insertPayrollExport(db, {
    companyId,
    month,
    preset: settings.preset,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    byteSize: bytes.length,
    authorId,
    authorName,
    createdAt: now,
  });
  return {
    fileName: REPORT_FILE_NAMES.payroll(month),
    contentType: payrollContentType(settings),
    stream: Readable.from([bytes]),
  };
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
