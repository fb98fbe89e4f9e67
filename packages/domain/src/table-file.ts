import { isIsoDate } from './timesheets';

/**
 * What the imports read a file into, whatever it was (a CSV here, an XLSX sheet on the server): one
 * row per non-blank line, each with the line number a spreadsheet shows, the header being line 1.
 * Imports then judge each row's cells themselves.
 */
export interface TableRow {
  line: number;
  cells: string[];
}

/**
 * Reads a CSV as French spreadsheets save one: `;` or `,` between cells (the first line that is not blank tells which),
 * double quotes around a cell that holds a separator, a quote ('""') or a line break, a byte order
 * mark ignored. Blank lines are left out but still counted, so every line number matches the file.
 */
export function readCsvRows(text: string): TableRow[] {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    cells.push(cell.trim());
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let index = 0; index < content.length; index++) {
    const char = content[index];
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && content[index + 1] !== '\n')) line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && content[index + 1] === '\n') index++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  endRow();
  return rows;
}

/** '31/05/2026' as '2026-05-31'; any other text as it is, for the caller's date rule to judge. */
export function isoDayText(cell: string): string {
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  return french ? `${french[3]}-${french[2]}-${french[1]}` : cell;
}

/** A day as a French file writes one, '31/05/2026', or as ISO, '2026-05-31'; null otherwise. */
export function dayOfCell(cell: string): string | null {
  const iso = isoDayText(cell);
  return isIsoDate(iso) ? iso : null;
}

/** How the imports compare names and headers: no case, no accents, single spaces. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
