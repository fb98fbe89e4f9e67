import type { Readable } from 'node:stream';
import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { formatDuration } from '@pointeo/domain/hours-format';
import PDFDocument from 'pdfkit';
import { frenchDay } from '../../lib/file-formats';
import { PDF_FONTS } from '../../lib/pdf-fonts';
import { PDF_COLORS as COLORS } from '../../lib/pdf-styles';
import { chosenFigures, leadCells, leadHeaders } from './report-table';

/**
 * A custom report as a plain table on landscape A4 pages: the company and period on top, the header
 * repeated on each page, durations 'h:mm' as on screen, the total row in bold.
 */

const MARGIN = 36;
const SIZE = 8;
const ROW_GAP = 4;

export function customReportPdf(result: CustomReportResult, company: { name: string }): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: true,
    font: '',
    lang: 'fr-FR',
    info: { Title: M.pdfTitle, Author: company.name },
  });
  for (const [name, data] of Object.entries(PDF_FONTS)) doc.registerFont(name, data);

  const { definition } = result;
  const figures = chosenFigures(definition);
  const headers = [...leadHeaders(definition), ...figures.map((figure) => figure.label)];
  const leadCount = headers.length - figures.length;
  const usable = doc.page.width - 2 * MARGIN;
  // Names and periods get twice a figure's width; the two dates a bit more than a figure.
  const weights = headers.map((_, index) => (index < leadCount - 2 ? 2 : index < leadCount ? 1.2 : 1));
  const unit = usable / weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => weight * unit);

  const line = (cells: string[], font: 'regular' | 'bold', color = COLORS.text) => {
    doc.font(font).fontSize(SIZE).fillColor(color);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 4 })),
    );
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      line(headers, 'bold', COLORS.muted);
      doc.font(font).fontSize(SIZE).fillColor(color);
    }
    const top = doc.y;
    let x = MARGIN;
    for (const [index, cell] of cells.entries()) {
      doc.text(cell, x, top, { width: widths[index]! - 4, align: index < leadCount ? 'left' : 'right' });
      x += widths[index]!;
    }
    doc.y = top + height + ROW_GAP;
    doc
      .moveTo(MARGIN, doc.y - ROW_GAP / 2)
      .lineTo(MARGIN + usable, doc.y - ROW_GAP / 2)
      .strokeColor(COLORS.rule)
      .lineWidth(0.5)
      .stroke();
  };

  doc.font('bold').fontSize(14).fillColor(COLORS.brand).text(M.pdfTitle);
  doc.font('regular').fontSize(10).fillColor(COLORS.text).text(company.name);
  doc.text(M.pdfPeriod(frenchDay(definition.from), frenchDay(definition.to)));
  doc.text(M.pdfGrouping(M.rowHeaders[definition.grouping]));
  doc.moveDown();
  line(headers, 'bold', COLORS.muted);
  for (const row of [...result.rows, null]) {
    const values = row?.figures ?? result.total;
    line(
      [
        ...leadCells(result, row, frenchDay),
        ...figures.map((figure) =>
          figure.unit === 'minutes' ? formatDuration(values[figure.key]) : String(values[figure.key]),
        ),
      ],
      row ? 'regular' : 'bold',
    );
  }
  if (result.rows.length === 0) doc.font('regular').fontSize(SIZE).text(M.noRows, MARGIN);
  doc
    .moveDown()
    .font('regular')
    .fontSize(SIZE - 1)
    .fillColor(COLORS.muted)
    .text(M.weekOvertimeNote, MARGIN);
  doc.end();
  return doc;
}
