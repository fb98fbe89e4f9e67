import type { BuiltInAbsenceType } from './leave-rules';
import { PAYROLL_PRESET_FORMATS, payrollFormatSchema } from './payroll-layouts';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import type { ReportFigureKey } from './report-messages';
import { text } from './text';
import { z } from './zod';

/**
 * 'Export paie': the month's payroll values per employee, under the codes the company maps once, in
 * the layout it chose (the export builder, decision 078; the format's schemas: payroll-layouts.ts).
 *
 *   GET  /api/reports/payroll-settings                   → payrollSettingsSchema (layout + codes)
 *   PUT  /api/reports/payroll-settings   payrollSettingsSchema → payrollSettingsResultSchema
 *   GET  /api/reports/months/:month/payroll              → the file (validated employees only); 409 while
 *                                                          a problem remains (PAYROLL_NUMBER_MISSING,
 *                                                          PAYROLL_CODE_MISSING, PAYROLL_UNENCODABLE, the
 *                                                          message listing them all), PAYROLL_EMPTY if empty
 *   GET  /api/reports/months/:month/payroll/preview      → payrollPreviewSchema (month-closing.ts): the
 *                                                          file's first lines, every value, the problems
 *   POST /api/reports/months/:month/payroll/preview   payrollSettingsSchema → payrollPreviewSchema (a
 *                                                          layout not saved yet; nothing saved)
 *   GET  /api/reports/months/:month/payroll-exports      → payrollExportsSchema (the files handed out)
 *
 * An unknown absence type id in `absenceCodes` is a 404 ('Type d'absence introuvable'), nothing saved.
 * A preset's format is its own (PAYROLL_PRESET_FORMATS) but for the decimal mark: the
 * server saves and answers it so (`effectiveFormat`).
 */

export const PAYROLL_PRESETS = ['generic', 'silae', 'ebp', 'custom'] as const;
export type PayrollPreset = (typeof PAYROLL_PRESETS)[number];

/**
 * The figures a payroll file can carry, in the file's order, with the codes suggested at first (the
 * codes belong to each payroll dossier, PAYROLL.md: the company types its own). Heures complémentaires
 * go as their two rates, 1 May's hours apart from the other holidays' (decision 040).
 */
export const PAYROLL_VARIABLES = [
  { key: 'daysWorked', defaultCode: '' },
  { key: 'workedMinutes', defaultCode: 'HTRAV' },
  { key: 'overtime25Minutes', defaultCode: 'HS25' },
  { key: 'overtime50Minutes', defaultCode: 'HS50' },
  { key: 'complementary10Minutes', defaultCode: 'HC10' },
  { key: 'complementary25Minutes', defaultCode: 'HC25' },
  { key: 'nightMinutes', defaultCode: 'HN' },
  { key: 'sundayMinutes', defaultCode: 'HDIM' },
  { key: 'holidayMinutes', defaultCode: 'HFER' },
  { key: 'mayDayMinutes', defaultCode: 'H1MAI' },
] as const satisfies ReadonlyArray<{ key: ReportFigureKey; defaultCode: string }>;
export type PayrollVariableKey = (typeof PAYROLL_VARIABLES)[number]['key'];

/** A payroll software's variable code: letters, digits, '-', '_' and '.', 20 at most; empty leaves the figure out. */
const code = text({ max: 20, tooLong: M.codeTooLong }).regex(/^[A-Za-z0-9._-]*$/, M.codeCharacters);

export const payrollCodesSchema = z.object(
  Object.fromEntries(PAYROLL_VARIABLES.map(({ key }) => [key, code])) as Record<
    PayrollVariableKey,
    typeof code
  >,
);
export type PayrollCodes = z.output<typeof payrollCodesSchema>;

/** The codes suggested for the built-in absence types; a company's own types start without one. */
export const DEFAULT_ABSENCE_CODES: Record<BuiltInAbsenceType, string> = {
  'conges-payes': 'ABS-CP',
  rtt: 'ABS-RTT',
  maladie: 'ABS-MAL',
  'sans-solde': 'ABS-CSS',
  recuperation: 'ABS-REC',
  'evenement-familial': 'ABS-EVF',
};

/**
 * The code of one absence type (built-in or the company's own), exported with its days in the month
 * (a half day counts 0.5). `name` is read-only: the type's name, as the settings screen labels it.
 */
export const absenceCodeSchema = z.object({ typeId: z.string(), name: z.string(), code });

/**
 * The company's layout (decision 078): its preset, the format (a preset's own, but for the decimal
 * mark, which stays a setting), the codes, and what it chose not to export.
 */
export const payrollSettingsSchema = z.object({
  preset: z.enum(PAYROLL_PRESETS, M.presetRequired),
  format: payrollFormatSchema,
  codes: payrollCodesSchema,
  /** One per absence type of the company, in the types' order; a type left out keeps its code. */
  absenceCodes: z.array(absenceCodeSchema),
  /**
   * Figures (PAYROLL_VARIABLES keys) and absence types (ids) the company chose not to export ('Ne pas
   * exporter'). Any other figure or type with a value and no code is a problem listed before download.
   */
  skipped: z.array(z.string().max(100)).max(200),
});
export type AbsenceCode = z.output<typeof absenceCodeSchema>;
export type PayrollSettingsValues = z.input<typeof payrollSettingsSchema>;
export type PayrollSettings = z.output<typeof payrollSettingsSchema>;

export const DEFAULT_PAYROLL_SETTINGS: PayrollSettings = {
  preset: 'generic',
  format: { ...PAYROLL_PRESET_FORMATS.generic, columns: [...PAYROLL_PRESET_FORMATS.generic.columns] },
  absenceCodes: [],
  // 'Jours travaillés' has no suggested code: left out until the company gives it one.
  skipped: ['daysWorked'],
  codes: Object.fromEntries(
    PAYROLL_VARIABLES.map(({ key, defaultCode }) => [key, defaultCode]),
  ) as PayrollCodes,
};

export const payrollSettingsResultSchema = z.object({ message: z.string(), settings: payrollSettingsSchema });
export type PayrollSettingsResult = z.output<typeof payrollSettingsResultSchema>;

/**
 * A payroll file handed out (decision 041): who, when, the layout, the SHA-256 of its bytes. The same
 * validated month and layout give the same bytes, so the same digest.
 */
export const payrollExportRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  preset: z.enum(PAYROLL_PRESETS),
  sha256: z.string(),
  byteSize: z.number().int().nonnegative(),
});
export type PayrollExportRecord = z.output<typeof payrollExportRecordSchema>;

/** The month's payroll files handed out, the newest first. */
export const payrollExportsSchema = z.object({
  month: z.string(),
  exports: z.array(payrollExportRecordSchema),
});
export type PayrollExports = z.output<typeof payrollExportsSchema>;
