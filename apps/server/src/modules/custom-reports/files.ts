import type { Readable } from 'node:stream';
import { customReportFileName } from '@pointeo/domain/custom-report-messages';
import type { CustomReportDefinition } from '@pointeo/domain/custom-reports';
import type { Database } from '../../db/client';
import type { SiteIds } from '../../lib/site-scope';
import { findCompanyForInvoice } from '../accounts';
import { customReportCsv } from './custom-csv';
import { customReportPdf } from './custom-pdf';
import { customReportXlsx } from './custom-xlsx';
import { runCustomReport, savedReport } from './service';

/** A report's three downloads, saved or not, computed afresh from the hours engine when asked. */

export type CustomReportFormat = 'csv' | 'xlsx' | 'pdf';

export interface CustomReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

const CONTENT_TYPES: Record<CustomReportFormat, { contentType: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { contentType: 'application/pdf' },
};

/** A saved report's file: its definition, on today's figures. */
export async function customReportFile(
  db: Database,
  companyId: string,
  reportId: string,
  format: CustomReportFormat,
  now: Date,
  sites: SiteIds,
): Promise<CustomReportFile> {
  const { definition } = await savedReport(db, companyId, reportId);
  return definitionFile(db, companyId, definition, format, now, sites);
}

/** The file of a definition as the builder holds it, saved or not ('Télécharger' before 'Enregistrer'). */
export async function definitionFile(
  db: Database,
  companyId: string,
  definition: CustomReportDefinition,
  format: CustomReportFormat,
  now: Date,
  sites: SiteIds,
): Promise<CustomReportFile> {
  const result = await runCustomReport(db, companyId, definition, now, sites);
  const stream =
    format === 'csv'
      ? customReportCsv(result)
      : format === 'xlsx'
        ? customReportXlsx(result)
        : customReportPdf(result, { name: (await findCompanyForInvoice(db, companyId))?.name ?? '' });
  return {
    fileName: customReportFileName(definition.from, definition.to, format),
    ...CONTENT_TYPES[format],
    stream,
  };
}
