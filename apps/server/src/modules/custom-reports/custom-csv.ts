import type { Readable } from 'node:stream';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { csvNumber, frenchCsv } from '../../lib/csv-cell';
import { figureText, frenchDay } from '../../lib/file-formats';
import { chosenFigures, leadCells, leadHeaders } from './report-table';

/**
 * A custom report as the monthly report's CSV is written (French Excel opens it as is): ';', UTF-8
 * with a byte order mark, decimal comma hours, dates 'JJ/MM/AAAA', a French header, a total row.
 * Names never become formulas (`frenchCsv`); the figures stay numbers.
 */
export function customReportCsv(result: CustomReportResult): Readable {
  const csv = frenchCsv({ bom: true });
  const figures = chosenFigures(result.definition);
  csv.write([...leadHeaders(result.definition), ...figures.map((figure) => figure.label)]);
  for (const row of [...result.rows, null]) {
    const values = row?.figures ?? result.total;
    csv.write([
      ...leadCells(result, row, frenchDay),
      ...figures.map((figure) => csvNumber(figureText(figure, values[figure.key]))),
    ]);
  }
  csv.end();
  return csv;
}
