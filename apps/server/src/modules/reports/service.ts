import type { Readable } from 'node:stream';
import { hoursEntriesWindow } from '@pointeo/domain/hours-engine';
import { REPORT_FILE_NAMES } from '@pointeo/domain/report-messages';
import type { MonthlyReport } from '@pointeo/domain/reports';
import type { Database } from '../../db/client';
import type { SiteIds } from '../../lib/site-scope';
import { findCompanyForInvoice } from '../accounts';
import { listCorrectedEntryIds, monthLocks } from '../timesheets';
import { type CompanyMonth, employeeReports, loadCompanyMonth, reportEmployee, totalOf } from './month-data';
import { overtimeSinceJanuary } from './overtime-since-january';
import { monthlyReportCsv } from './report-csv';
import { monthlyReportXlsx } from './report-xlsx';
import { type EmployeeStatement, statementsPdf } from './statements-pdf';

/**
 * The monthly report of the 'Rapports' tab and its three files. The hours engine computes every
 * figure (month-data.ts); this arranges them for the API and hands the writers their rows.
 */

export interface ReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export async function monthlyReport(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
  sites: SiteIds,
): Promise<MonthlyReport> {
  const [data, [lock]] = await Promise.all([
    loadCompanyMonth(db, companyId, month, now, { days: false, sites }),
    monthLocks(db, companyId, [month]),
  ]);
  const rows = [...employeeReports(data)].map(({ employee, figures }) => ({
    employee: reportEmployee(employee),
    figures,
  }));
  return { month, validated: lock?.validated ?? false, rows, total: totalOf(rows.map((row) => row.figures)) };
}

export async function monthlyReportCsvFile(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
  sites: SiteIds,
): Promise<ReportFile> {
  const data = await loadCompanyMonth(db, companyId, month, now, { days: false, sites });
  return {
    fileName: REPORT_FILE_NAMES.csv(month),
    contentType: 'text/csv; charset=utf-8',
    stream: monthlyReportCsv(month, employeeReports(data)),
  };
}

export async function monthlyReportXlsxFile(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
  sites: SiteIds,
): Promise<ReportFile> {
  const data = await loadCompanyMonth(db, companyId, month, now, { sites });
  return {
    fileName: REPORT_FILE_NAMES.xlsx(month),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: monthlyReportXlsx(() => employeeReports(data)),
  };
}

/** The employees' statements, with their overtime since 1 January. */
export async function statementsPdfFile(
  db: Database,
  companyId: string,
  month: string,
  now: Date,
  sites: SiteIds,
): Promise<ReportFile> {
  const data = await loadCompanyMonth(db, companyId, month, now, { sites });
  return statementsFile(db, companyId, data, REPORT_FILE_NAMES.pdf(month));
}

/**
 * One employee's statement, as the company's file gives it (their own space, decision 072): the
 * month of their site read as the file reads it, kept to them. Undefined when the month does not
 * name them (before they were added, say).
 */
export async function employeeStatementPdfFile(
  db: Database,
  companyId: string,
  employee: { id: string; siteId: string },
  month: string,
  now: Date,
): Promise<ReportFile | undefined> {
  const loaded = await loadCompanyMonth(db, companyId, month, now, { sites: [employee.siteId] });
  const staff = loaded.facts.staff.filter((row) => row.id === employee.id);
  if (staff.length === 0) return undefined;
  const data = { ...loaded, facts: { ...loaded.facts, staff } };
  return statementsFile(db, companyId, data, REPORT_FILE_NAMES.employeePdf(month));
}

/** The statements of the month's staff, with their overtime since 1 January, as one PDF file. */
async function statementsFile(
  db: Database,
  companyId: string,
  data: CompanyMonth,
  fileName: string,
): Promise<ReportFile> {
  const [company, corrected, earlierOvertime] = await Promise.all([
    findCompanyForInvoice(db, companyId),
    listCorrectedEntryIds(db, companyId, hoursEntriesWindow({ month: data.month })),
    overtimeSinceJanuary(db, companyId, data),
  ]);
  return {
    fileName,
    contentType: 'application/pdf',
    stream: statementsPdf(
      data.month,
      { name: company?.name ?? '', siret: company?.siret ?? '' },
      statementsOf(data, earlierOvertime),
      corrected,
    ),
  };
}

function* statementsOf(
  data: CompanyMonth,
  earlierOvertime: ReadonlyMap<string, number>,
): Generator<EmployeeStatement> {
  for (const { employee, hours, figures, absences } of employeeReports(data)) {
    const overtimeSinceJanuaryMinutes =
      (earlierOvertime.get(employee.id) ?? 0) + hours.overtime25Minutes + hours.overtime50Minutes;
    yield {
      lastName: employee.lastName,
      firstName: employee.firstName,
      hours,
      figures,
      absences,
      overtimeSinceJanuaryMinutes,
    };
  }
}
