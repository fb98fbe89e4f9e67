import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reads the report files back with independent parsers, as a customer's software would. */

/** The CSV's records, after checking it starts with the UTF-8 byte order mark French Excel needs. */
export function readCsv(response: LightMyRequestResponse): string[][] {
  const bytes = response.rawPayload;
  if (bytes.subarray(0, 3).toString('hex') !== 'efbbbf') throw new Error('CSV sans BOM UTF-8');
  return parse(bytes, { delimiter: ';', bom: true, record_delimiter: '\r\n' }) as string[][];
}

export async function readXlsx(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A cell's number as Excel stores it: exceljs reads a cell shown as a time ('[h]:mm', 'hh:mm') as a
 * Date, which is the same serial number of days counted from Excel's epoch.
 */
export function excelNumber(value: ExcelJS.CellValue): number {
  if (value instanceof Date) return (value.getTime() - EXCEL_EPOCH) / 86_400_000;
  if (typeof value !== 'number') throw new Error(`nombre attendu, reçu ${String(value)}`);
  return value;
}

/** Each page's text as Mozilla's reader sees it, every kind of space made one plain space. */
export async function readPdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/[\s\u00a0\u202f]+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}
