import { dayOfCell, readCsvRows } from './table-file';

/**
 * 'Importer les soldes d'ouverture': a CSV of one line per employee — matricule or name, the opening
 * balance in days, the date it was counted on. Parsed alike in the browser and on the server; the
 * server names the employees and checks again before writing anything.
 */

export const OPENING_IMPORT_MAX_LINES = 500;
export const OPENING_IMPORT_COLUMNS = ['matricule', 'nom', 'solde', 'date'] as const;

/** The template the company downloads: a header and one example line. */
export const OPENING_IMPORT_TEMPLATE =
  'matricule;nom;solde;date\r\nA012;Zoé Martin;12,5;31/05/2026\r\n;Léo Petit;3;31/05/2026\r\n';

export interface OpeningImportRow {
  /** The line of the file, the header being line 1. */
  line: number;
  payrollNumber: string;
  name: string;
  /** Days, two decimals at most; null when the cell is not a number. */
  days: number | null;
  /** 'YYYY-MM-DD'; null when the cell is not a date. */
  asOf: string | null;
}

export type OpeningImportParse = { ok: true; rows: OpeningImportRow[] } | { ok: false; error: string };

const NNBSP = '\u202f';

export const OPENING_IMPORT_MESSAGES = {
  empty: 'Le fichier est vide',
  header: `En-tête attendu${NNBSP}: matricule;nom;solde;date`,
  tooManyLines: `Au plus ${OPENING_IMPORT_MAX_LINES} lignes par import`,
  employeeMissing: 'Indiquez le matricule ou le nom',
  employeeNotFound: 'Employé introuvable',
  nameAmbiguous: `Plusieurs employés portent ce nom${NNBSP}: indiquez le matricule`,
  duplicate: 'Cet employé figure déjà plus haut dans le fichier',
  badDays: 'Solde invalide (nombre de jours entre -366 et 366, au centième)',
  badDate: 'Date invalide (JJ/MM/AAAA)',
  hasErrors: `Le fichier contient des erreurs${NNBSP}: corrigez-les, rien n'a été enregistré`,
} as const;

/** Reads each line's cells; `;` or `,` separates them (the header tells which). */
export function parseOpeningImport(text: string): OpeningImportParse {
  const [header, ...body] = readCsvRows(text);
  if (header === undefined || header.line !== 1) return { ok: false, error: OPENING_IMPORT_MESSAGES.empty };
  const columns = header.cells.map((cell) => cell.toLowerCase());
  if (OPENING_IMPORT_COLUMNS.some((column, index) => columns[index] !== column))
    return { ok: false, error: OPENING_IMPORT_MESSAGES.header };
  if (body.length > OPENING_IMPORT_MAX_LINES)
    return { ok: false, error: OPENING_IMPORT_MESSAGES.tooManyLines };
  const rows = body.map(({ line, cells: [payrollNumber = '', name = '', days = '', asOf = ''] }) => ({
    line,
    payrollNumber,
    name,
    days: parseDays(days),
    asOf: dayOfCell(asOf),
  }));
  return { ok: true, rows };
}

/** '12,5' or '12.5' or '-1,25': days with two decimals at most, within a year. */
function parseDays(cell: string): number | null {
  if (!/^-?\d{1,3}([.,]\d{1,2})?$/.test(cell)) return null;
  const days = Number(cell.replace(',', '.'));
  return Math.abs(days) <= 366 ? days : null;
}
