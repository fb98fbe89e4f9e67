import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import { REPORT_MESSAGES } from '@pointeo/domain/report-messages';

/** The three files of a custom report, saved or not. */
export const CUSTOM_REPORT_FORMATS = [
  { id: 'csv', label: REPORT_MESSAGES.downloadCsv, accept: 'text/csv' },
  {
    id: 'xlsx',
    label: REPORT_MESSAGES.downloadXlsx,
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { id: 'pdf', label: M.downloadPdf, accept: 'application/pdf' },
] as const;
