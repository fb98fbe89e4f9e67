import { idParamsSchema } from './api';
import {
  CUSTOM_REPORT_GROUPINGS,
  CUSTOM_REPORT_MESSAGES as M,
  MAX_CUSTOM_REPORT_DAYS,
} from './custom-report-messages';
import { parseIsoDate } from './paris-calendar';
import { REPORT_FIGURES, type ReportFigureKey } from './report-messages';
import { reportEmployeeSchema, reportFiguresSchema } from './reports';
import { optionalText, requiredText, stringRequired } from './text';
import { isIsoDate } from './timesheets';
import { z } from './zod';

/**
 * 'Rapports personnalisés' (Standard and Premium), beside the monthly report:
 *
 *   GET    /api/reports/custom/options   → customReportOptionsSchema (employees and zones to filter on)
 *   POST   /api/reports/custom/run       customReportDefinitionSchema → customReportResultSchema
 *   POST   /api/reports/custom/run/csv|xlsx|pdf  customReportDefinitionSchema → the file, unsaved
 *   GET    /api/reports/custom           → savedCustomReportListSchema
 *   POST   /api/reports/custom           saveCustomReportSchema → savedCustomReportSchema (201)
 *   GET    /api/reports/custom/:reportId → savedCustomReportSchema
 *   DELETE /api/reports/custom/:reportId → 204
 *   GET    /api/reports/custom/:reportId/csv|xlsx|pdf → rapport-personnalise-AAAA-MM-JJ-AAAA-MM-JJ.*
 *
 * Every route answers 403 with a French message on a plan without the feature. Figures are the hours
 * engine's, as the Temps tab shows them; a week's overtime counts when its Sunday is in the period.
 */

const isoDate = (required: string) => stringRequired(required).refine(isIsoDate, M.badDate);
const figureKeys = REPORT_FIGURES.map((figure) => figure.key) as [ReportFigureKey, ...ReportFigureKey[]];

/** Days from `from` to `to`, both counted. */
export function periodLength(from: string, to: string): number {
  return parseIsoDate(from).until(parseIsoDate(to), { largestUnit: 'days' }).days + 1;
}

/** No value twice: a saved definition stays as small as the choices it names. */
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

const bothDates = ({ from, to }: { from: string; to: string }) => isIsoDate(from) && isIsoDate(to);

export const customReportDefinitionSchema = z
  .object({
    from: isoDate(M.fromRequired),
    to: isoDate(M.toRequired),
    /** Empty: every employee the period shows (as on the Temps tab). */
    employeeIds: z
      .array(z.uuid(M.employeeNotFound))
      .max(2000)
      .refine(distinct, M.duplicateEmployee)
      .default([]),
    /** An employee's zone as the Employés tab shows it ('Non assigné' when none is set); null: any. */
    zone: optionalText({ max: 100 }),
    grouping: z.enum(CUSTOM_REPORT_GROUPINGS, M.groupingRequired),
    /** Written in REPORT_FIGURES order, whatever order they are given in. */
    columns: z
      .array(z.enum(figureKeys, M.badColumn))
      .min(1, M.columnsRequired)
      .max(figureKeys.length, M.duplicateColumn)
      .refine(distinct, M.duplicateColumn),
  })
  .refine((period) => period.from <= period.to, { message: M.fromAfterTo, path: ['to'] })
  // Refinements run even when a date failed: only real dates are measured.
  .refine((period) => !bothDates(period) || periodLength(period.from, period.to) <= MAX_CUSTOM_REPORT_DAYS, {
    message: M.rangeTooLong,
    path: ['to'],
  });
export type CustomReportDefinition = z.output<typeof customReportDefinitionSchema>;
export type CustomReportDefinitionInput = z.input<typeof customReportDefinitionSchema>;

export const saveCustomReportSchema = z.object({
  name: requiredText(M.nameRequired, { max: 80, tooLong: M.nameTooLong }),
  definition: customReportDefinitionSchema,
});

/** A definition as the server sends it back (checked when it came in). */
const definitionSentSchema = z.object({
  from: z.string(),
  to: z.string(),
  employeeIds: z.array(z.string()),
  zone: z.string().nullable(),
  grouping: z.enum(CUSTOM_REPORT_GROUPINGS),
  columns: z.array(z.enum(figureKeys)),
});

export const savedCustomReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  definition: definitionSentSchema,
});
export type SavedCustomReport = z.output<typeof savedCustomReportSchema>;
export const savedCustomReportListSchema = z.array(savedCustomReportSchema);

export const customReportIdParamsSchema = idParamsSchema('reportId', M.reportNotFound);

/** One row: an employee over the period, or a day, week or month of the chosen employees together. */
export const customReportRowSchema = z.object({
  /** 'Dupont Zoé', '09/11/2026', 'Semaine du 09/11/2026', 'novembre 2026'. */
  label: z.string(),
  /** The part of the period the row covers, 'YYYY-MM-DD'. */
  from: z.string(),
  to: z.string(),
  employee: reportEmployeeSchema.nullable(),
  figures: reportFiguresSchema,
});
export type CustomReportRow = z.infer<typeof customReportRowSchema>;

export const customReportResultSchema = z.object({
  definition: definitionSentSchema,
  rows: z.array(customReportRowSchema),
  total: reportFiguresSchema,
});
export type CustomReportResult = z.output<typeof customReportResultSchema>;

export const customReportOptionsSchema = z.object({
  employees: z.array(z.object({ id: z.string(), name: z.string(), archived: z.boolean() })),
  zones: z.array(z.string()),
});
export type CustomReportOptions = z.infer<typeof customReportOptionsSchema>;
