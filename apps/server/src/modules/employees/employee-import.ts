import { Readable } from 'node:stream';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_HELP,
  EMPLOYEE_IMPORT_MAX_BYTES,
  type EmployeeImportFormat,
  type EmployeeImportPreview,
  type EmployeeImportRow,
  EMPLOYEE_IMPORT_MESSAGES as M,
  readEmployeeImport,
} from '@pointeo/domain/employee-import';
import { EMPLOYEE_MESSAGES, employeeLimitReached } from '@pointeo/domain/employee-messages';
import ExcelJS from 'exceljs';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttachmentFile } from '../../lib/send-attachment';
import { readTableFile } from '../../lib/table-file';
import { bold } from '../../lib/xlsx-styles';
import { insertEmployee, listTakenIdentifiers, payrollNumberKey } from './repository';
import { placesLeft, withUniquePin } from './service';
import { recordEmployeeEvent } from './webhook-events';

/**
 * 'Importer des employés' (decision 047): the preview gives each line of the file its error in
 * French, by the rules of 'Ajouter un employé' (the add form's schema, PIN uniqueness, the plan's
 * limit) and the import's own (a PIN or a matricule twice); the import reads the file again, checks
 * every line again under the company row's lock, as an addition does, and adds them all in one
 * transaction, or none when one line is wrong.
 */

export async function previewEmployeeImport(
  db: Database,
  companyId: string,
  file: string,
): Promise<EmployeeImportPreview> {
  const rows = await rowsOfFile(file);
  const lines = await checkedLines(db, companyId, rows, { lock: false });
  return { lines: lines.map(({ line, values, error }) => ({ line, values, error })) };
}

export async function confirmEmployeeImport(db: Database, companyId: string, file: string, at = new Date()) {
  // Read before the transaction: the connection is not held while the workbook unpacks.
  const rows = await rowsOfFile(file);
  const count = await withUniquePin(() =>
    db.transaction(async (tx) => {
      const lines = await checkedLines(tx, companyId, rows, { lock: true });
      if (lines.some((line) => line.error !== null)) {
        throw new AppError('IMPORT_HAS_ERRORS', 400, M.hasErrors);
      }
      for (const line of lines) {
        if (!line.input) continue;
        const added = await insertEmployee(tx, companyId, line.input);
        await recordEmployeeEvent(tx, companyId, 'employee.created', added, at);
      }
      return lines.length;
    }),
  );
  return { message: M.done(count), count };
}

async function rowsOfFile(file: string): Promise<EmployeeImportRow[]> {
  const bytes = Buffer.from(file, 'base64');
  if (bytes.length > EMPLOYEE_IMPORT_MAX_BYTES) throw badFile(M.tooLarge);
  const table = await readTableFile(bytes);
  if (!table) throw badFile(M.unreadable);
  const parsed = readEmployeeImport(table);
  if (!parsed.ok) throw badFile(parsed.error);
  return parsed.rows;
}

const badFile = (message: string) => new AppError('BAD_IMPORT_FILE', 400, message, { file: message });

/**
 * Each line's error once the company is asked: a PIN or a matricule already taken or given higher
 * in the file, then the places the plan has left, taken by the lines without any other error in
 * the file's order.
 */
async function checkedLines(
  db: Executor,
  companyId: string,
  rows: EmployeeImportRow[],
  { lock }: { lock: boolean },
): Promise<EmployeeImportRow[]> {
  // The lock first: what is counted and read after it cannot change before the transaction ends.
  const { plan, left } = await placesLeft(db, companyId, { lock });
  const taken = await listTakenIdentifiers(db, companyId);
  const pinsInFile = new Set<string>();
  const payrollNumbersInFile = new Set<string>();
  let placesTaken = 0;
  return rows.map((row) => {
    if (!row.input) return row;
    const { pinCode, payrollNumber } = row.input;
    const payrollKey = payrollNumber ? payrollNumberKey(payrollNumber) : null;
    const error = pinCode
      ? taken.pinCodes.has(pinCode)
        ? EMPLOYEE_MESSAGES.pinTaken
        : pinsInFile.has(pinCode)
          ? M.pinTwice
          : null
      : null;
    const payrollError =
      payrollKey === null
        ? null
        : taken.payrollNumbers.has(payrollKey)
          ? M.payrollNumberTaken
          : payrollNumbersInFile.has(payrollKey)
            ? M.payrollNumberTwice
            : null;
    if (pinCode) pinsInFile.add(pinCode);
    if (payrollKey) payrollNumbersInFile.add(payrollKey);
    const identifierError = error ?? payrollError;
    if (identifierError) return { ...row, input: null, error: identifierError };
    if (left !== null && placesTaken >= left) {
      return { ...row, input: null, error: employeeLimitReached(plan.name, plan.employeeLimit ?? 0) };
    }
    placesTaken++;
    return row;
  });
}

/**
 * The file to fill in, headers only (decision 047: an example line would be imported by whoever
 * forgets to delete it). The XLSX adds an 'Aide' sheet saying what each column takes, and keeps
 * the matricule and PIN columns as text, so a PIN's leading zero stays.
 */
export async function employeeImportTemplate(format: EmployeeImportFormat): Promise<AttachmentFile> {
  if (format === 'csv') {
    // The headers are constants: nothing a person typed goes into this file.
    const csv = `\uFEFF${EMPLOYEE_IMPORT_COLUMNS.map((column) => column.header).join(';')}\r\n`;
    return {
      fileName: 'modele-import-employes.csv',
      contentType: 'text/csv; charset=utf-8',
      stream: Readable.from([Buffer.from(csv, 'utf8')]),
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employés', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    width: Math.max(14, column.header.length + 4),
    ...((column.field === 'payrollNumber' || column.field === 'pinCode') && { style: { numFmt: '@' } }),
  }));
  sheet.getRow(1).font = bold;
  const help = workbook.addWorksheet('Aide');
  help.columns = [
    { header: 'Colonne', width: 22 },
    { header: "Ce qu'elle contient", width: 90 },
  ];
  help.getRow(1).font = bold;
  for (const column of EMPLOYEE_IMPORT_COLUMNS)
    help.addRow([column.header, EMPLOYEE_IMPORT_HELP[column.field]]);
  help.addRow([]);
  help.addRow(['', 'Seule la première feuille est importée. Une ligne par employé, à partir de la ligne 2.']);
  return {
    fileName: 'modele-import-employes.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: Readable.from([Buffer.from(await workbook.xlsx.writeBuffer())]),
  };
}
