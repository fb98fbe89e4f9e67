import { formatFrenchDate } from '@pointeo/domain/dates';
import type { InvoiceCustomer, InvoiceSeller, IssuedInvoice } from '@pointeo/domain/issued-invoice';
import { formatEuros } from '@pointeo/domain/money';
import { isPlanName } from '@pointeo/domain/plans';
import PDFDocument from 'pdfkit';
import { PDF_FONTS, type PdfFontName } from '../../lib/pdf-fonts';
import { PDF_COLORS as COLORS } from '../../lib/pdf-styles';

export interface InvoicePdfData {
  number: string;
  issuedAt: Date;
  /** Null while unpaid (a failed renewal). */
  paidAt: Date | null;
  /** As stored, e.g. 'payé'. */
  status: string;
  plan: string;
  periodStart: Date;
  periodEnd: Date;
  amounts: IssuedInvoice['amounts'];
  customer: InvoiceCustomer;
  issuer: InvoiceSeller;
}

const MARGIN = 50;
const BODY_SIZE = 9.5;
const LINE_GAP = 1.5;
const CELL_PADDING = 8;
const TITLE_BLOCK_WIDTH = 190;

const LATE_PAYMENT_NOTICE =
  "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera exigible, " +
  "ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (art. L441-10 du Code de commerce). " +
  "Pas d'escompte pour paiement anticipé.";

interface TextStyle {
  font?: PdfFontName;
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** An A4 page and the few drawing moves an invoice needs, always at explicit coordinates. */
class InvoiceCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly right: number;
  readonly width: number;

  constructor(title: string, author: string, createdAt: Date) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: true,
      // No default font: pdfkit would load Helvetica's metrics for every document, and text() always
      // picks one of ours before writing.
      font: '',
      lang: 'fr-FR',
      info: { Title: title, Author: author, CreationDate: createdAt },
    });
    for (const [name, data] of Object.entries(PDF_FONTS)) this.doc.registerFont(name, data);
    this.right = this.doc.page.width - MARGIN;
    this.width = this.right - this.left;
  }

  /** Writes text at (x, y) and returns the y just below it. */
  text(value: string, x: number, y: number, style: TextStyle = {}): number {
    const width = style.width ?? this.right - x;
    this.useFont(style);
    this.doc.fillColor(style.color ?? COLORS.text);
    this.doc.text(value, x, y, { width, align: style.align ?? 'left', lineGap: LINE_GAP });
    return y + this.height(value, { ...style, width });
  }

  height(value: string, style: TextStyle & { width: number }): number {
    this.useFont(style);
    return this.doc.heightOfString(value, { width: style.width, lineGap: LINE_GAP });
  }

  private useFont(style: TextStyle): void {
    this.doc.font(style.font ?? 'regular').fontSize(style.size ?? BODY_SIZE);
  }

  rule(y: number, color = COLORS.rule, thickness = 0.75, from = this.left, to = this.right): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(thickness).strokeColor(color).stroke();
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fillColor(color).fill();
  }

  toBuffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

/** 'Abonnement Standard' (SPEC §9); an upgrade's prorata already says what it is ('Mise à niveau vers Premium'). */
export function invoiceLineDescription(plan: string): string {
  return isPlanName(plan) ? `Abonnement ${plan}` : plan;
}

/** The invoice as a PDF, in French, with the mentions French law requires (DESIGN item 10). */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const canvas = new InvoiceCanvas(`Facture ${data.number}`, data.issuer.companyName, data.issuedAt);
  const headerBottom = Math.max(drawIssuer(canvas, data.issuer), drawTitle(canvas, data));
  canvas.rule(headerBottom + 14, COLORS.brand, 1.5);
  const billingBottom = drawCustomer(canvas, data.customer, headerBottom + 32);
  const tableBottom = drawLines(canvas, data, billingBottom + 28);
  const totalsBottom = drawTotals(canvas, data.amounts, tableBottom + 14);
  drawPaymentTerms(canvas, data.paidAt, totalsBottom + 28);
  drawFooter(canvas);
  return canvas.toBuffer();
}

function drawIssuer(canvas: InvoiceCanvas, issuer: InvoicePdfData['issuer']): number {
  const width = canvas.width - TITLE_BLOCK_WIDTH - 20;
  let y = canvas.text(issuer.companyName, canvas.left, MARGIN, {
    font: 'bold',
    size: 14,
    color: COLORS.brand,
    width,
  });
  const lines = [
    `${issuer.legalForm} au capital de ${issuer.shareCapital}`,
    issuer.address,
    `SIRET\u202f: ${issuer.siret}`,
    issuer.rcs,
    `N° TVA intracommunautaire\u202f: ${issuer.vatNumber}`,
    issuer.email,
  ];
  y += 4;
  for (const line of lines) y = canvas.text(line, canvas.left, y, { size: 8.5, color: COLORS.muted, width });
  return y;
}

function drawTitle(canvas: InvoiceCanvas, data: InvoicePdfData): number {
  const width = TITLE_BLOCK_WIDTH;
  const x = canvas.right - width;
  let y = canvas.text('FACTURE', x, MARGIN - 4, {
    font: 'bold',
    size: 24,
    color: COLORS.brand,
    align: 'right',
  });
  y += 6;
  const facts: [string, string][] = [
    ['N°', data.number],
    ['Date', formatFrenchDate(data.issuedAt)],
    ['Statut', data.status],
  ];
  for (const [label, value] of facts) {
    canvas.text(`${label}\u202f:`, x, y, { color: COLORS.muted });
    y = canvas.text(value, x + 50, y, { font: 'bold', width: width - 50, align: 'right' });
  }
  return y;
}

function drawCustomer(canvas: InvoiceCanvas, customer: InvoicePdfData['customer'], top: number): number {
  const width = canvas.width * 0.5;
  let y = canvas.text('FACTURÉ À', canvas.left, top, { font: 'bold', size: 8, color: COLORS.brand });
  y = canvas.text(customer.name, canvas.left, y + 4, { font: 'bold', size: 11, width });
  for (const line of [`SIRET\u202f: ${customer.siret}`, ...addressLines(customer), customer.email]) {
    y = canvas.text(line, canvas.left, y + 1, { width });
  }
  return y;
}

function addressLines(customer: InvoicePdfData['customer']): string[] {
  const cityLine = [customer.postalCode, customer.city].filter(Boolean).join(' ');
  const lines = [customer.address, cityLine].filter((line): line is string => Boolean(line?.trim()));
  return lines.length > 0 ? lines : ['Non renseignée'];
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

function drawLines(canvas: InvoiceCanvas, data: InvoicePdfData, top: number): number {
  const amountWidth = 95;
  const periodWidth = 150;
  const columns: Column[] = [
    { header: 'Description', width: canvas.width - periodWidth - 2 * amountWidth, align: 'left' },
    { header: 'Période', width: periodWidth, align: 'left' },
    { header: 'Prix unitaire HT', width: amountWidth, align: 'right' },
    { header: 'Total HT', width: amountWidth, align: 'right' },
  ];
  const net = formatEuros(data.amounts.netCents);
  const period = `${formatFrenchDate(data.periodStart)} au ${formatFrenchDate(data.periodEnd)}`;
  const rows = [[invoiceLineDescription(data.plan), period, net, net]];

  const headerHeight = 22;
  canvas.fillRect(canvas.left, top, canvas.width, headerHeight, COLORS.tint);
  canvas.rule(top + headerHeight, COLORS.brand, 1);
  drawRow(
    canvas,
    columns,
    columns.map((column) => column.header),
    top + 7,
    { font: 'bold', size: 8.5 },
  );

  let y = top + headerHeight;
  for (const row of rows) {
    const height =
      Math.max(
        ...row.map((cell, index) => canvas.height(cell, { width: columns[index]!.width - 2 * CELL_PADDING })),
      ) +
      2 * CELL_PADDING;
    drawRow(canvas, columns, row, y + CELL_PADDING);
    y += height;
    canvas.rule(y);
  }
  return y;
}

function drawRow(
  canvas: InvoiceCanvas,
  columns: Column[],
  cells: string[],
  y: number,
  style: TextStyle = {},
): void {
  let x = canvas.left;
  columns.forEach((column, index) => {
    canvas.text(cells[index] ?? '', x + CELL_PADDING, y, {
      ...style,
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  });
}

function drawTotals(canvas: InvoiceCanvas, amounts: InvoicePdfData['amounts'], top: number): number {
  const { netCents, vatCents, grossCents, vatRatePercent } = amounts;
  const width = 230;
  const x = canvas.right - width;
  const valueWidth = 95;
  const labelWidth = width - valueWidth;
  const line = (label: string, cents: number, y: number, style: TextStyle = {}) => {
    canvas.text(label, x, y, { ...style, width: labelWidth, align: 'left' });
    return canvas.text(formatEuros(cents), x + labelWidth, y, {
      ...style,
      width: valueWidth - CELL_PADDING,
      align: 'right',
    });
  };
  let y = line('Total HT', netCents, top);
  y = line(`TVA (${vatRatePercent}\u00a0%)`, vatCents, y + 4);
  canvas.rule(y + 6, COLORS.brand, 1, x, canvas.right);
  return line('Total TTC', grossCents, y + 13, { font: 'bold', size: 11 });
}

function drawPaymentTerms(canvas: InvoiceCanvas, paidAt: Date | null, top: number): void {
  const payment = paidAt ? formatFrenchDate(paidAt) : 'en attente, payable à réception';
  const y = canvas.text(`Date de paiement\u202f: ${payment}`, canvas.left, top, { font: 'bold' });
  canvas.text(LATE_PAYMENT_NOTICE, canvas.left, y + 6, { size: 8, color: COLORS.muted });
}

function drawFooter(canvas: InvoiceCanvas): void {
  const top = canvas.doc.page.height - MARGIN - 34;
  canvas.rule(top);
  const y = canvas.text('Merci pour votre confiance.', canvas.left, top + 8, {
    font: 'bold',
    align: 'center',
  });
  canvas.text('Ce document a été généré automatiquement.', canvas.left, y + 2, {
    size: 8,
    color: COLORS.muted,
    align: 'center',
  });
}
