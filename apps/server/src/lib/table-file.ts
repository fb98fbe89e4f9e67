import { readCsvRows, type TableRow } from '@pointeo/domain/table-file';
import ExcelJS from 'exceljs';

/**
 * Reads an uploaded table, a CSV or an XLSX told apart by their first bytes (an XLSX is a zip), into
 * the rows the imports judge (packages/domain/src/table-file.ts). Undefined when it is neither: a
 * PDF, an old .xls, a picture, a zip that is not a workbook or that would unpack too large.
 */
export async function readTableFile(bytes: Buffer): Promise<TableRow[] | undefined> {
  if (isZip(bytes)) return readXlsxRows(bytes);
  const text = textOf(bytes);
  return BINARY.test(text) ? undefined : readCsvRows(text);
}

/** Control characters a text file never holds: the file is something else. */
const BINARY = /(?![\t\n\r])\p{Cc}/u;

/**
 * UTF-8 when the bytes are (the template's encoding, LibreOffice's), else Windows-1252: what French
 * Excel writes for 'CSV (séparateur : point-virgule)'.
 */
function textOf(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** A workbook of a few thousand lines unpacks to a few megabytes; more is a zip bomb or not ours. */
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

async function readXlsxRows(bytes: Buffer): Promise<TableRow[] | undefined> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === undefined || unpacked > MAX_UNPACKED_BYTES) return undefined;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.some((cell) => cell !== '')) rows.push({ line, cells: filled });
  });
  return rows;
}

/** A cell as the imports read text: a date as 'AAAA-MM-JJ', a number as JavaScript writes it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}

/**
 * The sizes the zip's central directory declares for its files, added up; undefined when the
 * directory cannot be read (or is zip64, which no import needs).
 */
function declaredUnpackedSize(bytes: Buffer): number | undefined {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY) return undefined;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return undefined;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}
