import { EMPLOYEE_MESSAGES } from './employee-messages';
import { type EmployeeInput, employeeInputSchema } from './employees';
import { isoDayText, nameKey, type TableRow } from './table-file';
import { z } from './zod';

/**
 * 'Importer des employés' (issue 28 item 3): a CSV or XLSX file, one employee a line, the columns
 * named by their French header in any order; only 'Prénom' and 'Nom' are required. The server reads
 * the file (an XLSX needs exceljs), then each line goes through the same schema as 'Ajouter un
 * employé', so a line is refused for exactly what the form refuses. Nothing is written until
 * 'Importer', which checks every line again and writes them all in one transaction, or none.
 *
 *   POST /api/employees/import/preview       employeeImportSchema → employeeImportPreviewSchema
 *   POST /api/employees/import               employeeImportSchema → employeeImportResultSchema
 *                                            (400 IMPORT_HAS_ERRORS when a line is wrong)
 *   GET  /api/employees/import/template?format=csv|xlsx   the file to fill in, headers only
 */

const NNBSP = '\u202f';

export const EMPLOYEE_IMPORT_MAX_LINES = 500;
/** The file itself; its base64 form in the request is a third longer. */
export const EMPLOYEE_IMPORT_MAX_BYTES = 1_000_000;
const MAX_BASE64_LENGTH = Math.ceil(EMPLOYEE_IMPORT_MAX_BYTES / 3) * 4;

/** The columns, in the template's order, with the field of 'Ajouter un employé' each fills. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { header: 'Prénom', field: 'firstName' },
  { header: 'Nom', field: 'lastName' },
  { header: 'Poste', field: 'jobTitle' },
  { header: 'Zone', field: 'zone' },
  { header: 'Matricule', field: 'payrollNumber' },
  { header: "Date d'entrée", field: 'hireDate' },
  { header: 'Heures par semaine', field: 'weeklyHours' },
  { header: 'Code PIN', field: 'pinCode' },
] as const;
export type EmployeeImportField = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['field'];

/** Other headers a company's own file may already use for a column, as `headerKey` writes them. */
const HEADER_ALIASES: Record<string, EmployeeImportField> = {
  site: 'zone',
  'site ou zone': 'zone',
  pin: 'pinCode',
  'heures hebdomadaires': 'weeklyHours',
};

/** A header as compared: no case, no accents, one kind of apostrophe. */
const headerKey = (cell: string) => nameKey(cell).replace(/[\u2019`]/g, "'");

const HEADERS = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.header).join(';');

/** What the dialog and the 'Aide' sheet of the XLSX template say of each column. */
export const EMPLOYEE_IMPORT_HELP: Record<EmployeeImportField, string> = {
  firstName: 'Obligatoire.',
  lastName: 'Obligatoire.',
  jobTitle: `Facultatif, par exemple «${NNBSP}Caissière${NNBSP}».`,
  zone: `Facultatif${NNBSP}: le site ou la zone de travail, par exemple «${NNBSP}Fournil${NNBSP}».`,
  payrollNumber: `Facultatif${NNBSP}: le numéro de l'employé dans le logiciel de paie, unique.`,
  hireDate: 'Facultatif, au format JJ/MM/AAAA (par exemple 01/09/2026).',
  weeklyHours: `Facultatif${NNBSP}: 35 par défaut, entre 1 et 48, par exemple 24,5.`,
  pinCode: `Facultatif${NNBSP}: 6 chiffres, unique. Laissé vide, l'employé n'a pas de code PIN («${NNBSP}Non défini${NNBSP}»).`,
};

export const EMPLOYEE_IMPORT_MESSAGES = {
  title: 'Importer des employés',
  file: 'Fichier CSV ou XLSX',
  fileRequired: 'Choisissez un fichier CSV ou XLSX',
  unreadable: `Fichier illisible${NNBSP}: choisissez un fichier CSV (séparateur point-virgule) ou XLSX (Excel)`,
  tooLarge: 'Le fichier ne doit pas dépasser 1 Mo',
  empty: 'Le fichier est vide',
  headers: `En-têtes attendus sur la première ligne${NNBSP}: ${HEADERS} (seuls Prénom et Nom sont obligatoires)`,
  unknownColumn: (header: string) =>
    `Colonne inconnue${NNBSP}: «${NNBSP}${header}${NNBSP}». En-têtes attendus${NNBSP}: ${HEADERS}`,
  columnTwice: (header: string) => `La colonne «${NNBSP}${header}${NNBSP}» figure deux fois`,
  noLines: 'Le fichier ne contient aucun employé',
  tooManyLines: `Au plus ${EMPLOYEE_IMPORT_MAX_LINES} employés par import`,
  badHours: 'Heures par semaine invalides (par exemple 35 ou 24,5)',
  badHireDate: "Date d'entrée invalide (JJ/MM/AAAA)",
  pinTwice: 'Ce code PIN figure déjà plus haut dans le fichier',
  payrollNumberTwice: 'Ce matricule figure déjà plus haut dans le fichier',
  payrollNumberTaken: "Ce matricule est déjà celui d'un autre employé",
  hasErrors: `Le fichier contient des erreurs${NNBSP}: corrigez-les, rien n'a été enregistré`,
  done: (count: number) =>
    count > 1 ? `${count} employés importés avec succès` : `${count} employé importé avec succès`,
  templateCsv: 'Modèle CSV',
  templateXlsx: 'Modèle XLSX (Excel)',
} as const;

export const EMPLOYEE_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type EmployeeImportFormat = (typeof EMPLOYEE_IMPORT_FORMATS)[number];

/** The file, base64: a CSV or an XLSX alike, the server tells them apart by their first bytes. */
export const employeeImportSchema = z.object({
  file: z
    .string(EMPLOYEE_IMPORT_MESSAGES.fileRequired)
    .min(1, EMPLOYEE_IMPORT_MESSAGES.fileRequired)
    .max(MAX_BASE64_LENGTH, EMPLOYEE_IMPORT_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, EMPLOYEE_IMPORT_MESSAGES.unreadable),
});
export type EmployeeImportInput = z.output<typeof employeeImportSchema>;

export const employeeImportTemplateQuerySchema = z.object({
  format: z.enum(
    EMPLOYEE_IMPORT_FORMATS,
    `Le format doit être «${NNBSP}csv${NNBSP}» ou «${NNBSP}xlsx${NNBSP}»`,
  ),
});

/** The cells of one line as the file gives them, for the preview to show beside the error. */
export const employeeImportValuesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  zone: z.string(),
  payrollNumber: z.string(),
  hireDate: z.string(),
  weeklyHours: z.string(),
  /** Whether a PIN is given: the preview never sends a PIN back. */
  hasPin: z.boolean(),
});
export type EmployeeImportValues = z.output<typeof employeeImportValuesSchema>;

export const employeeImportLineSchema = z.object({
  line: z.number().int(),
  values: employeeImportValuesSchema,
  error: z.string().nullable(),
});
export type EmployeeImportLine = z.output<typeof employeeImportLineSchema>;
export const employeeImportPreviewSchema = z.object({ lines: z.array(employeeImportLineSchema) });
export type EmployeeImportPreview = z.output<typeof employeeImportPreviewSchema>;
export const employeeImportResultSchema = z.object({ message: z.string(), count: z.number().int() });

/** One line read: the employee as 'Ajouter un employé' would take them, or why the line cannot be. */
export interface EmployeeImportRow {
  line: number;
  values: EmployeeImportValues;
  input: EmployeeInput | null;
  error: string | null;
}

export type EmployeeImportParse = { ok: true; rows: EmployeeImportRow[] } | { ok: false; error: string };

/** Names each column by its header, then reads every line through the add form's schema. */
export function readEmployeeImport(table: readonly TableRow[]): EmployeeImportParse {
  const [header, ...body] = table;
  if (header === undefined) return { ok: false, error: EMPLOYEE_IMPORT_MESSAGES.empty };
  if (header.line !== 1) return { ok: false, error: EMPLOYEE_IMPORT_MESSAGES.headers };
  const fields = fieldsOf(header.cells);
  if (typeof fields === 'string') return { ok: false, error: fields };
  if (body.length === 0) return { ok: false, error: EMPLOYEE_IMPORT_MESSAGES.noLines };
  if (body.length > EMPLOYEE_IMPORT_MAX_LINES)
    return { ok: false, error: EMPLOYEE_IMPORT_MESSAGES.tooManyLines };
  return { ok: true, rows: body.map((row) => rowOf(row, fields)) };
}

/** The field of each column, or why the header cannot be read. */
function fieldsOf(cells: readonly string[]): Array<EmployeeImportField | null> | string {
  const byKey = new Map<string, EmployeeImportField>([
    ...EMPLOYEE_IMPORT_COLUMNS.map((column) => [headerKey(column.header), column.field] as const),
    ...Object.entries(HEADER_ALIASES),
  ]);
  const fields: Array<EmployeeImportField | null> = [];
  for (const cell of cells) {
    if (cell === '') {
      fields.push(null);
      continue;
    }
    const field = byKey.get(headerKey(cell));
    if (!field) return EMPLOYEE_IMPORT_MESSAGES.unknownColumn(cell);
    if (fields.includes(field)) return EMPLOYEE_IMPORT_MESSAGES.columnTwice(cell);
    fields.push(field);
  }
  if (!fields.includes('firstName') || !fields.includes('lastName')) return EMPLOYEE_IMPORT_MESSAGES.headers;
  return fields;
}

function rowOf(
  { line, cells }: TableRow,
  fields: ReadonlyArray<EmployeeImportField | null>,
): EmployeeImportRow {
  const cell = (field: EmployeeImportField) => {
    const index = fields.indexOf(field);
    return index < 0 ? '' : (cells[index] ?? '');
  };
  const values: EmployeeImportValues = {
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    jobTitle: cell('jobTitle'),
    zone: cell('zone'),
    payrollNumber: cell('payrollNumber'),
    hireDate: cell('hireDate'),
    weeklyHours: cell('weeklyHours'),
    hasPin: cell('pinCode') !== '',
  };
  const weeklyContractMinutes = minutesOfHours(values.weeklyHours);
  const parsed = employeeInputSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    role: 'employee',
    zone: values.zone,
    pinCode: cell('pinCode'),
    jobTitle: values.jobTitle,
    payrollNumber: values.payrollNumber,
    hireDate: isoDayText(values.hireDate),
    ...(weeklyContractMinutes !== null && { weeklyContractMinutes }),
  });
  const error = parsed.success
    ? weeklyContractMinutes === null
      ? EMPLOYEE_IMPORT_MESSAGES.badHours
      : null
    : firstMessage(parsed.error.issues);
  return { line, values, input: parsed.success && error === null ? parsed.data : null, error };
}

/** The form's message, but the import's own for a date, whose format here is JJ/MM/AAAA. */
function firstMessage(issues: ReadonlyArray<{ message: string }>): string {
  const message = issues[0]?.message ?? EMPLOYEE_IMPORT_MESSAGES.unreadable;
  return message === EMPLOYEE_MESSAGES.badHireDate ? EMPLOYEE_IMPORT_MESSAGES.badHireDate : message;
}

/**
 * '35', '24,5', '24.5', '35:30' or '35 h 30' as minutes; a blank cell as undefined (35 h, as the
 * form's default); null when the cell is not hours. The range is the form schema's to judge.
 */
export function minutesOfHours(cell: string): number | undefined | null {
  const text = cell.replace(/\s+/g, '').toLowerCase();
  if (text === '') return undefined;
  const decimal = /^(\d{1,3})(?:[.,](\d{1,2}))?h?$/.exec(text);
  if (decimal) return Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 60);
  const clock = /^(\d{1,3})[h:](\d{2})$/.exec(text);
  if (clock && Number(clock[2]) < 60) return Number(clock[1]) * 60 + Number(clock[2]);
  return null;
}
