import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '../../../test/report-files';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/** Names a spreadsheet would run as formulas if a CSV cell started with them (OWASP's CSV injection). */
const HOSTILE_COMPANY = '=HYPERLINK("http://x","y")';
const HOSTILE_EMPLOYEES = [
  ["+cmd|' /C calc'!A0", '111111', '=1+1'],
  ['-1+1', '222222', '-M-002'],
  ['@SUM(1)', '333333', '@M-003'],
] as const;
const MONTH = '2026-11';

const testApp = timesheetTestAppOfFile();
let company: Company;

beforeAll(async () => {
  // The company's name is every employee's last name here, and the direction row's.
  company = await companyWithKiosk(testApp, HOSTILE_COMPANY);
  for (const [firstName, pinCode, payrollNumber] of HOSTILE_EMPLOYEES) {
    const id = await company.addEmployee(firstName, pinCode);
    // Night hours: a figure the payroll export's default codes carry ('HN').
    await workShift(company, pinCode, '2026-11-16', '22:00', '06:00');
    const edited = await company.request('PATCH', `/api/employees/${id}`, {
      firstName,
      lastName: HOSTILE_COMPANY,
      role: 'employee',
      zone: '',
      pinCode,
      payrollNumber,
    });
    expect(edited.statusCode).toBe(200);
  }
  testApp.setNow(paris('2026-12-02', '09:00'));
  expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
});

/** Every cell a spreadsheet would read as a formula: it starts with one of OWASP's characters. */
const formulaCells = (records: string[][]) => records.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

describe('report files and hostile names', () => {
  it('writes names and matricules that look like formulas in the monthly CSV as text, with an apostrophe', async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/csv`);
    expect(response.statusCode).toBe(200);
    const records = readCsv(response);
    expect(formulaCells(records)).toEqual([]);
    const cells = records.flat();
    expect(cells).toContain(`'${HOSTILE_COMPANY}`);
    for (const [firstName, , payrollNumber] of HOSTILE_EMPLOYEES) {
      expect(cells).toContain(`'${firstName}`);
      expect(cells).toContain(`'${payrollNumber}`);
    }
    // The direction row: the company's name as its last name.
    expect(records.find((record) => record[2] === 'Direction')?.[1]).toBe(`'${HOSTILE_COMPANY}`);
    // Figures are left as they are: the night of each employee, 8 h in decimal hours.
    const nightColumn = records[0]!.indexOf('Heures de nuit');
    expect(records.find((record) => record[2] === "'-1+1")?.[nightColumn]).toBe('8,00');
  });

  it('writes them as text in the payroll export too, its values left as numbers', async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/payroll`);
    expect(response.statusCode).toBe(200);
    const [header, ...records] = readCsv(response);
    expect(header).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'Code',
      'Libellé',
      'Valeur',
      'Date de début',
      'Date de fin',
    ]);
    expect(formulaCells(records)).toEqual([]);
    // 'Heures travaillées' (exported by default, decision 049), then the night hours.
    expect(records.map((record) => record.slice(0, 4))).toEqual(
      HOSTILE_EMPLOYEES.flatMap(([firstName, , payrollNumber]) =>
        ['HTRAV', 'HN'].map((code) => [`'${payrollNumber}`, `'${HOSTILE_COMPANY}`, `'${firstName}`, code]),
      ),
    );
    expect(records.map((record) => record[5])).toEqual(Array(6).fill('8,00'));
  });

  it('stores them as text cells in the XLSX, never as formulas', async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/xlsx`);
    const workbook = await readXlsx(response);
    for (const sheet of workbook.worksheets) {
      const hostile: ExcelJS.Cell[] = [];
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) throw new Error(`formule en ${cell.address}`);
          if (typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)) hostile.push(cell);
        }),
      );
      expect(hostile.map((cell) => cell.value)).toEqual(
        expect.arrayContaining([HOSTILE_COMPANY, ...HOSTILE_EMPLOYEES.map(([firstName]) => firstName)]),
      );
      for (const cell of hostile) expect(cell.type, cell.address).toBe(ExcelJS.ValueType.String);
    }
  });
});
