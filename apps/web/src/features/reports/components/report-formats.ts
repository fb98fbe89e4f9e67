import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import { REPORT_MESSAGES } from '@pointeo/domain/report-messages';

/** The files every report downloads as; only the PDF's label differs between them. */
export function reportFormats(pdfLabel: string) {
  return [
    { id: 'csv', label: REPORT_MESSAGES.downloadCsv, accept: 'text/csv' },
    {
      id: 'xlsx',
      label: REPORT_MESSAGES.downloadXlsx,
      accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { id: 'pdf', label: pdfLabel, accept: 'application/pdf' },
  ] as const;
}

/** The three files of a custom report, saved or not. */
export const CUSTOM_REPORT_FORMATS = reportFormats(M.downloadPdf);
