import { BADGE_MESSAGES as M } from '@pointeo/domain/badges';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { PDF_FONTS } from '../../../lib/pdf-fonts';
import { PDF_COLORS as COLORS } from '../../../lib/pdf-styles';

/** One card to print: whose it is and the secret its QR code carries. */
export interface BadgeCard {
  firstName: string;
  lastName: string;
  secret: string;
}

const MM = 72 / 25.4;
/** A bank card's size (ISO/IEC 7810 ID-1), two across and five down an A4 page. */
const CARD = { width: 85 * MM, height: 54 * MM };
const COLUMNS = 2;
const ROWS = 5;
const A4 = { width: 595.28, height: 841.89 };
const PADDING = 4 * MM;
/** 34 mm: a kiosk's camera reads it at arm's length. */
const QR_SIZE = 34 * MM;

/**
 * 'Émettre les badges': an A4 sheet of cards to cut out, each with its QR code, the employee's
 * first and last name, the company's name and 'Badge de pointage'. No photo (CNIL). Built in memory:
 * the sheet is the only copy of the secrets, so it is whole before the badges are committed.
 */
export async function badgeSheetPdf(companyName: string, cards: readonly BadgeCard[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: true,
    font: '',
    lang: 'fr-FR',
    info: { Title: M.sheetTitle, Author: companyName },
    autoFirstPage: false,
  });
  for (const [name, data] of Object.entries(PDF_FONTS)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const left = (A4.width - COLUMNS * CARD.width) / 2;
  const top = (A4.height - ROWS * CARD.height) / 2;
  cards.forEach((card, index) => {
    const slot = index % (COLUMNS * ROWS);
    if (slot === 0) doc.addPage();
    const x = left + (slot % COLUMNS) * CARD.width;
    const y = top + Math.floor(slot / COLUMNS) * CARD.height;
    drawCard(doc, card, companyName, x, y);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawCard(doc: PDFKit.PDFDocument, card: BadgeCard, companyName: string, x: number, y: number) {
  // The cutting line.
  doc
    .save()
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor(COLORS.rule)
    .rect(x, y, CARD.width, CARD.height)
    .stroke()
    .restore();
  drawQrCode(doc, card.secret, x + CARD.width - PADDING - QR_SIZE, y + (CARD.height - QR_SIZE) / 2);

  const textX = x + PADDING;
  const width = CARD.width - 3 * PADDING - QR_SIZE;
  const line = (text: string, font: 'regular' | 'bold', size: number, color: string, at: number) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, textX, at, { width, height: size * 2.6, ellipsis: true });
  line(M.cardTitle, 'bold', 8, COLORS.brand, y + PADDING);
  line(card.firstName, 'bold', 12, COLORS.text, y + PADDING + 18);
  line(card.lastName, 'regular', 12, COLORS.text, y + PADDING + 50);
  line(companyName, 'regular', 8, COLORS.muted, y + CARD.height - PADDING - 22);
}

/** The QR code as filled squares: vector, sharp at any printer's resolution. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of two modules inside QR_SIZE.
  const cell = QR_SIZE / (modules.size + 4);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 2) * cell, y + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
