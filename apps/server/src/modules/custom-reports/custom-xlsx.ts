import { PassThrough, type Readable } from 'node:stream';
import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import ExcelJS from 'exceljs';
import { asDays, bold, DURATION, frozenSheet } from '../../lib/xlsx-styles';
import { chosenFigures, leadCells, leadHeaders } from './report-table';

/**
 * A custom report as one sheet, like the monthly summary: durations are real numbers of days shown
 * '[h]:mm', counts whole numbers, dates real dates, the header frozen, the total row in bold.
 */
export function customReportXlsx(result: CustomReportResult): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const figures = chosenFigures(result.definition);
  const headers = leadHeaders(result.definition);
  const sheet = frozenSheet(workbook, M.pdfTitle, [
    ...headers.map((header, index) =>
      index >= headers.length - 2
        ? { header, width: 12, style: { numFmt: 'dd/mm/yyyy' } }
        : { header, width: index === 0 && headers.length === 3 ? 24 : 18 },
    ),
    ...figures.map((figure) => ({
      header: figure.label,
      width: Math.max(12, figure.label.length + 2),
      style: { numFmt: figure.unit === 'minutes' ? DURATION : '0' },
    })),
  ]);
  // Excel dates carry no time zone: the Paris day, as a UTC midnight.
  const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
  for (const row of [...result.rows, null]) {
    const values = row?.figures ?? result.total;
    const added = sheet.addRow([
      ...leadCells(result, row, calendarDate),
      ...figures.map((figure) =>
        figure.unit === 'minutes' ? asDays(values[figure.key]) : values[figure.key],
      ),
    ]);
    if (!row) added.font = bold;
    added.commit();
  }
  sheet.commit();
  workbook.commit().catch((error: Error) => output.destroy(error));
  return output;
}
