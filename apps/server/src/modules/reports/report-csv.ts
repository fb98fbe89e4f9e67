import type { Readable } from 'node:stream';
import { REPORT_MESSAGES as M, REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { ReportFigures } from '@pointeo/domain/reports';
import { type CsvCell, csvNumber, frenchCsv } from '../../lib/csv-cell';
import { figureText, monthSpan } from '../../lib/file-formats';
import { addFigures, type EmployeeReport, totalOf } from './month-data';
import { letClientRead } from './stream-pacing';

/**
 * The monthly report as a CSV French Excel opens as is: ';' between fields, UTF-8 with a byte order
 * mark, decimal comma hours ('7,50'), dates 'JJ/MM/AAAA', a French header; one row per employee, then
 * the company total. Rows are written as the engine computes them. Names never become formulas
 * (`frenchCsv`); the figures stay numbers.
 */
export function monthlyReportCsv(month: string, reports: Iterable<EmployeeReport>): Readable {
  const csv = frenchCsv({ bom: true });
  const { from, to } = monthSpan(month);
  const line = (
    payrollNumber: string,
    lastName: string,
    firstName: string,
    figures: ReportFigures,
  ): CsvCell[] => [
    payrollNumber,
    lastName,
    firstName,
    from,
    to,
    ...REPORT_FIGURES.map((figure) => csvNumber(figureText(figure, figures[figure.key]))),
  ];

  const write = async () => {
    csv.write([
      M.payrollNumber,
      M.lastName,
      M.firstName,
      'Du',
      'Au',
      ...REPORT_FIGURES.map((figure) => figure.label),
    ]);
    let total = totalOf([]);
    for (const { employee, figures } of reports) {
      total = addFigures(total, figures);
      if (!csv.write(line(employee.payrollNumber ?? '', employee.lastName, employee.firstName, figures))) {
        await new Promise((resolve) => csv.once('drain', resolve));
      }
      await letClientRead(csv);
    }
    csv.end(line('', M.total, '', total));
  };
  write().catch((error: Error) => csv.destroy(error));
  return csv;
}
