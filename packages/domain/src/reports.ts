import type { ReportFigureKey } from './report-messages';
import { z } from './zod';

/**
 * The 'Rapports' tab's API (/api/reports/…). Every figure is the hours engine's, as the Temps tab
 * shows it; durations are integer minutes. Files are streamed attachments with French-safe names.
 *
 *   GET /api/reports/months/:month?siteId=  → monthlyReportSchema (the files below take ?siteId= too)
 *   GET /api/reports/months/:month/csv      → rapport-AAAA-MM.csv (';', UTF-8 with BOM, decimal comma)
 *   GET /api/reports/months/:month/xlsx     → rapport-AAAA-MM.xlsx (summary and detail sheets)
 *   GET /api/reports/months/:month/pdf      → releves-AAAA-MM.pdf ('Relevé mensuel d'heures' per employee)
 *
 * The month travels in the path (timesheets.ts `monthParamsSchema`): a malformed one is a 404 with
 * 'Mois invalide : format attendu AAAA-MM', like an id.
 */

const count = z.number().int();
/** Whole or half days. */
const days = z.number().multipleOf(0.5);

/** One row's figures, keyed as REPORT_FIGURES lists them. */
export const reportFiguresSchema = z.object({
  daysWorked: count,
  workedMinutes: count,
  overtime25Minutes: count,
  overtime50Minutes: count,
  /** Part-time: the total of the two below (kept for whoever reads it; the columns show the two). */
  complementaryMinutes: count,
  complementary10Minutes: count,
  complementary25Minutes: count,
  nightMinutes: count,
  sundayMinutes: count,
  holidayMinutes: count,
  mayDayMinutes: count,
  absenceMinutes: count,
  absenceDays: days,
  alertsCount: count,
} satisfies Record<ReportFigureKey, typeof count | typeof days>);
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportEmployeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'Matricule'. */
  payrollNumber: z.string().nullable(),
  /** Archived employees appear in the months they worked. */
  archived: z.boolean(),
});
export type ReportEmployee = z.infer<typeof reportEmployeeSchema>;

export const monthlyReportRowSchema = z.object({
  employee: reportEmployeeSchema,
  figures: reportFiguresSchema,
});
export type MonthlyReportRow = z.infer<typeof monthlyReportRowSchema>;

/** GET /api/reports/months/:month. */
export const monthlyReportSchema = z.object({
  month: z.string(),
  /** Validated with 'Valider le mois': its figures no longer move with corrections. */
  validated: z.boolean(),
  /** Active employees, and archived ones with entries this month; direction first, then by name. */
  rows: z.array(monthlyReportRowSchema),
  /** The company total: each figure summed over the rows. */
  total: reportFiguresSchema,
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
