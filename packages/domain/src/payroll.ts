import { PAYROLL_MESSAGES as M } from './payroll-messages';
import type { ReportFigureKey } from './report-messages';
import { text } from './text';
import { z } from './zod';

/**
 * 'Export paie': the month's payroll variables per employee, under the codes the company maps once.
 *
 *   GET /api/reports/payroll-settings                   → payrollSettingsSchema
 *   PUT /api/reports/payroll-settings   payrollSettingsSchema → payrollSettingsResultSchema
 *   GET /api/reports/months/:month/payroll              → export-paie-AAAA-MM.csv (validated months only)
 */

export const PAYROLL_PRESETS = ['generic', 'silae'] as const;
export type PayrollPreset = (typeof PAYROLL_PRESETS)[number];

/** The figures a payroll file can carry, in the file's order, with the codes suggested at first. */
export const PAYROLL_VARIABLES = [
  { key: 'daysWorked', defaultCode: '' },
  { key: 'workedMinutes', defaultCode: '' },
  { key: 'overtime25Minutes', defaultCode: 'HS25' },
  { key: 'overtime50Minutes', defaultCode: 'HS50' },
  { key: 'complementaryMinutes', defaultCode: 'HC' },
  { key: 'nightMinutes', defaultCode: 'HN' },
  { key: 'sundayMinutes', defaultCode: 'HDIM' },
  { key: 'holidayMinutes', defaultCode: 'HFER' },
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

export const payrollSettingsSchema = z.object({
  preset: z.enum(PAYROLL_PRESETS, M.presetRequired),
  codes: payrollCodesSchema,
});
export type PayrollSettingsValues = z.input<typeof payrollSettingsSchema>;
export type PayrollSettings = z.output<typeof payrollSettingsSchema>;

export const DEFAULT_PAYROLL_SETTINGS: PayrollSettings = {
  preset: 'generic',
  codes: Object.fromEntries(
    PAYROLL_VARIABLES.map(({ key, defaultCode }) => [key, defaultCode]),
  ) as PayrollCodes,
};

export const payrollSettingsResultSchema = z.object({ message: z.string(), settings: payrollSettingsSchema });
export type PayrollSettingsResult = z.output<typeof payrollSettingsResultSchema>;
