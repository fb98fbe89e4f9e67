import { monthBounds } from '@pointeo/domain/paris-calendar';
import { PAYROLL_VARIABLES, type PayrollSettings } from '@pointeo/domain/payroll';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import {
  effectiveFormat,
  PAYROLL_EMPLOYEE_COLUMNS,
  PAYROLL_FIGURE_KINDS,
  type PayrollColumn,
  type PayrollDateFormat,
  type PayrollFormat,
  type PayrollProblem,
  SILAE_PREFIXES,
} from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import { payrollEmployeeName } from '@pointeo/domain/payroll-problems';
import iconv from 'iconv-lite';
import { csvText } from '../../lib/csv-cell';

/**
 * The export builder's writer (decision 078): a layout and a validated month's items → the file's
 * lines and bytes. Nothing in it depends on when it runs (no date of export, the items' fixed order),
 * so the same month and layout always give the same bytes. Text cells a person typed never become
 * formulas (`csvText`, OWASP's CSV injection, as every CSV of Pointeo); values are plain numbers.
 * Lines end with CRLF. Windows-1252 holds no character it cannot write: each is a problem naming the
 * character, the employee and the column, and no file is made ('?' is never substituted).
 */

export interface PayrollFileText {
  /** The file's lines as it holds them, without their CRLF. */
  lines: string[];
  /** Characters the layout's encoding cannot hold. */
  problems: PayrollProblem[];
}

interface Cell {
  text: string;
  column: string;
  /** The employee the cell is about; none in the header. */
  item?: Pick<PayrollItem, 'employeeId' | 'lastName' | 'firstName'>;
}

const UNIT_TEXTS = L.units;

/** A Paris calendar day as the layout writes it. */
export function dateText(isoDate: string, format: PayrollDateFormat): string {
  const [year, month, day] = [isoDate.slice(0, 4), isoDate.slice(5, 7), isoDate.slice(8, 10)];
  if (format === 'AAAA-MM-JJ') return isoDate;
  if (format === 'JJMMAAAA') return `${day}${month}${year}`;
  return `${day}/${month}/${year}`;
}

/** A value as the file writes it: hours with two decimals ('7,50'), days and counts as they are ('0,5', '3'). */
export function valueText(value: number, unit: PayrollItem['unit'], decimalMark: string): string {
  const text = unit === 'hours' ? value.toFixed(2) : String(value);
  return text.replace('.', decimalMark);
}

/** The code as the file writes it: Silae's prefix by kind when the layout has them (codes are stored bare). */
export function writtenCode(item: Pick<PayrollItem, 'kind' | 'code'>, format: PayrollFormat): string {
  if (item.code === '') return '';
  return format.codePrefixes ? `${SILAE_PREFIXES[item.kind]}${item.code}` : item.code;
}

const columnName = (column: PayrollColumn, format: PayrollFormat) =>
  (format.headerNames === 'ascii' ? L.asciiColumns : L.columns)[column];

/** One cell of a line per value. */
function itemCell(item: PayrollItem, column: PayrollColumn, format: PayrollFormat): string {
  switch (column) {
    case 'payrollNumber':
      return csvText(item.payrollNumber);
    case 'lastName':
      return csvText(item.lastName);
    case 'firstName':
      return csvText(item.firstName);
    case 'code':
      return csvText(writtenCode(item, format));
    case 'label':
      return csvText(item.label);
    case 'value':
      return valueText(item.value, item.unit, format.decimalMark);
    case 'unit':
      return UNIT_TEXTS[item.unit];
    case 'from':
      return dateText(item.from, format.dateFormat);
    case 'to':
      return dateText(item.to, format.dateFormat);
    case 'site':
      return csvText(item.siteName);
    case 'costCentre':
      return csvText(item.costCentre);
  }
}

/**
 * The code columns of a line per employee, in a fixed order whatever the month holds: the figures with
 * a code in PAYROLL_VARIABLES' order, then the absence types with a code in the settings' order, each
 * written code once (two figures under one code share its column, their values added).
 */
function codeColumns(settings: PayrollSettings, format: PayrollFormat): string[] {
  const skipped = new Set(settings.skipped);
  const written = [
    ...PAYROLL_VARIABLES.filter(({ key }) => !skipped.has(key) && settings.codes[key] !== '').map(({ key }) =>
      writtenCode({ kind: PAYROLL_FIGURE_KINDS[key].kind, code: settings.codes[key] }, format),
    ),
    ...settings.absenceCodes
      .filter(({ typeId, code }) => !skipped.has(typeId) && code !== '')
      .map(({ code }) => writtenCode({ kind: 'absence', code }, format)),
  ];
  return [...new Set(written)];
}

function cellsOf(month: string, settings: PayrollSettings, items: readonly PayrollItem[]): Cell[][] {
  const format = effectiveFormat(settings.preset, settings.format);
  const rows: Cell[][] = [];
  if (format.lines === 'figure') {
    if (format.header) {
      rows.push(format.columns.map((column) => ({ text: columnName(column, format), column })));
    }
    for (const item of items) {
      rows.push(
        format.columns.map((column) => ({
          text: itemCell(item, column, format),
          column: L.columns[column],
          item,
        })),
      );
    }
    return rows;
  }
  const identity = format.columns.filter((column) => PAYROLL_EMPLOYEE_COLUMNS.includes(column));
  const codes = codeColumns(settings, format);
  if (format.header) {
    rows.push([
      ...identity.map((column) => ({ text: columnName(column, format), column })),
      ...codes.map((code) => ({ text: csvText(code), column: code })),
    ]);
  }
  const { first, last } = monthBounds(month);
  const byEmployee = new Map<string, PayrollItem[]>();
  for (const item of items)
    byEmployee.set(item.employeeId, [...(byEmployee.get(item.employeeId) ?? []), item]);
  for (const employeeItems of byEmployee.values()) {
    const [someone] = employeeItems as [PayrollItem];
    const month = { ...someone, from: first, to: last };
    const totals = new Map<string, { value: number; unit: PayrollItem['unit'] }>();
    for (const item of employeeItems) {
      const code = writtenCode(item, format);
      const known = totals.get(code);
      totals.set(code, { value: (known?.value ?? 0) + item.value, unit: item.unit });
    }
    rows.push([
      ...identity.map((column) => ({
        text: itemCell(month, column, format),
        column: L.columns[column],
        item: someone,
      })),
      ...codes.map((code) => {
        const total = totals.get(code);
        // Sums of hundredths and halves: rounded back to what they are.
        const value = total ? Math.round(total.value * 100) / 100 : undefined;
        return {
          text: total && value !== undefined ? valueText(value, total.unit, format.decimalMark) : '',
          column: code,
          item: someone,
        };
      }),
    ]);
  }
  return rows;
}

/** A cell between quotes when it holds the separator, a quote or a line break (RFC 4180). */
function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const windows1252Holds = new Map<string, boolean>();
function holdsInWindows1252(character: string): boolean {
  let holds = windows1252Holds.get(character);
  if (holds === undefined) {
    holds = iconv.decode(iconv.encode(character, 'windows-1252'), 'windows-1252') === character;
    windows1252Holds.set(character, holds);
  }
  return holds;
}

/** The file's lines and what its encoding cannot hold. */
export function payrollFileText(
  month: string,
  settings: PayrollSettings,
  items: readonly PayrollItem[],
): PayrollFileText {
  const format = effectiveFormat(settings.preset, settings.format);
  const rows = cellsOf(month, settings, items);
  const problems: PayrollProblem[] = [];
  if (format.encoding === 'windows-1252') {
    const seen = new Set<string>();
    for (const row of rows) {
      for (const cell of row) {
        for (const character of cell.text) {
          if (holdsInWindows1252(character)) continue;
          const name = cell.item ? payrollEmployeeName(cell.item) : L.headerLine;
          const key = `${character}\u0000${cell.item?.employeeId ?? ''}\u0000${cell.column}`;
          if (seen.has(key)) continue;
          seen.add(key);
          problems.push({
            kind: 'encoding',
            message: L.unencodable(character, name, cell.column),
            employees: cell.item ? [{ id: cell.item.employeeId, name }] : [],
            source: null,
          });
        }
      }
    }
  }
  return {
    lines: rows.map((row) => row.map((cell) => quoted(cell.text, format.separator)).join(format.separator)),
    problems,
  };
}

/** The file's bytes; only for lines without encoding problems. */
export function payrollFileBytes(settings: PayrollSettings, lines: readonly string[]): Buffer {
  const { encoding } = effectiveFormat(settings.preset, settings.format);
  const text = lines.map((line) => `${line}\r\n`).join('');
  if (encoding === 'windows-1252') return iconv.encode(text, 'windows-1252');
  return Buffer.from(encoding === 'utf8-bom' ? `\uFEFF${text}` : text, 'utf8');
}

const WINDOWS_1252 = { contentType: 'text/csv; charset=windows-1252' };
const UTF_8 = { contentType: 'text/csv; charset=utf-8' };

/** The file's content type. */
export function payrollContentType(settings: PayrollSettings): string {
  const { encoding } = effectiveFormat(settings.preset, settings.format);
  return (encoding === 'windows-1252' ? WINDOWS_1252 : UTF_8).contentType;
}
