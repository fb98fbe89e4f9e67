import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { type CsvCell, csvNumber, frenchCsv } from '../../lib/csv-cell';
import { frenchDay } from '../../lib/file-formats';

/**
 * One table of an export written twice (decision 082): a CSV as the app's other files are (';',
 * UTF-8 with a byte order mark, French headers, French dates in Paris time, no cell read as a
 * formula) and a JSON array keeping each value exactly (ISO instants, numbers, booleans).
 */

/** A calendar day ('2026-11-09'), written 'JJ/MM/AAAA' in the CSV. */
export class Day {
  constructor(readonly iso: string) {}
}

export const day = (iso: string | null) => (iso === null ? null : new Day(iso));

export type ExportValue = string | number | boolean | null | Date | Day;

export interface ExportColumn<Row> {
  /** The CSV's French header. */
  header: string;
  /** The JSON's key. */
  key: string;
  value(row: Row): ExportValue;
}

export interface ExportTable<Row> {
  /** The files' name without extension ('employes' → employes.csv and employes.json). */
  name: string;
  /** What it holds, in the README. */
  description: string;
  columns: ExportColumn<Row>[];
  rows: readonly Row[];
}

/** Each table's columns, typed by its rows, in one list whatever the rows. */
export function table<Row>(definition: ExportTable<Row>): ExportTable<unknown> {
  return definition as ExportTable<unknown>;
}

function csvCell(value: ExportValue): CsvCell {
  if (value === null) return '';
  if (value instanceof Date) return formatFrenchDateTime(value);
  if (value instanceof Day) return frenchDay(value.iso);
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') return csvNumber(String(value).replace('.', ','));
  return value;
}

function jsonValue(value: ExportValue): string | number | boolean | null {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Day) return value.iso;
  return value;
}

export async function tableCsv(exportTable: ExportTable<unknown>): Promise<Buffer> {
  const csv = frenchCsv({ bom: true });
  csv.write(exportTable.columns.map((column) => column.header));
  for (const row of exportTable.rows)
    csv.write(exportTable.columns.map((column) => csvCell(column.value(row))));
  csv.end();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function tableJson(exportTable: ExportTable<unknown>): Buffer {
  const rows = exportTable.rows.map((row) =>
    Object.fromEntries(exportTable.columns.map((column) => [column.key, jsonValue(column.value(row))])),
  );
  return Buffer.from(`${JSON.stringify(rows, null, 2)}\n`, 'utf8');
}
