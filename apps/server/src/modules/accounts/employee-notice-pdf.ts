import type { EmployeeNotice } from '@pointeo/domain/employee-notice';
import PDFDocument from 'pdfkit';
import { PDF_FONTS } from '../../lib/pdf-fonts';
import { PDF_COLORS } from '../../lib/pdf-styles';

const MARGIN = 56;

/** The notice as an A4 PDF, its text flowing from page to page (pdfkit breaks pages itself). */
export async function employeeNoticePdf(notice: EmployeeNotice, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    font: '',
    lang: 'fr-FR',
    info: { Title: notice.title, Author: notice.employer[0] ?? 'Pointeo', CreationDate: createdAt },
  });
  for (const [name, data] of Object.entries(PDF_FONTS)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.font('bold').fontSize(16).fillColor(PDF_COLORS.brand).text(notice.title);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.muted).text(notice.employer.join('\n'));
  for (const section of notice.sections) {
    doc.moveDown(1);
    doc.font('bold').fontSize(12).fillColor(PDF_COLORS.text).text(section.heading);
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs) {
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(PDF_COLORS.text)
        .text(paragraph, { align: 'justify', lineGap: 2 });
      doc.moveDown(0.4);
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
