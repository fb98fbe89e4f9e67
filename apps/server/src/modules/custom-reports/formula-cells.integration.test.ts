import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../test/leave';
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
  ["+cmd|' /C calc'!A0", '111111'],
  ['-1+1', '222222'],
  ['@SUM(1)', '333333'],
] as const;

const testApp = timesheetTestAppOfFile();
let company: Company;
let reportId: string;

beforeAll(async () => {
  // The company's name is every employee's last name here, and the direction row's.
  company = await companyWithKiosk(testApp, HOSTILE_COMPANY);
  await setPlan(testApp, company, 'Standard');
  for (const [firstName, pinCode] of HOSTILE_EMPLOYEES) {
    await company.addEmployee(firstName, pinCode);
    await workShift(company, pinCode, '2026-11-16', '08:00', '12:00');
  }
  testApp.setNow(paris('2026-12-02', '09:00'));
  const saved = await company.request('POST', '/api/reports/custom', {
    name: '=SUM(1)',
    definition: {
      from: '2026-11-01',
      to: '2026-11-30',
      grouping: 'employee',
      columns: REPORT_FIGURES.map((figure) => figure.key),
    },
  });
  expect(saved.statusCode).toBe(201);
  reportId = saved.json().id;
});

describe('custom report files and hostile names', () => {
  it('writes names that look like formulas in the CSV as text, with an apostrophe, and figures as they are', async () => {
    const response = await company.request('GET', `/api/reports/custom/${reportId}/csv`);
    expect(response.statusCode).toBe(200);
    const records = readCsv(response);
    expect(records.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(records.find((record) => record[2] === 'Direction')?.[1]).toBe(`'${HOSTILE_COMPANY}`);
    const workedColumn = records[0]!.indexOf('Heures travaillées');
    for (const [firstName] of HOSTILE_EMPLOYEES) {
      const record = records.find((candidate) => candidate[2] === `'${firstName}`);
      expect(record?.[1], firstName).toBe(`'${HOSTILE_COMPANY}`);
      expect(record?.[workedColumn], firstName).toBe('4,00');
    }
  });

  it('stores them as text cells in the XLSX, never as formulas', async () => {
    const workbook = await readXlsx(await company.request('GET', `/api/reports/custom/${reportId}/xlsx`));
    const hostile: ExcelJS.Cell[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) throw new Error(`formule en ${cell.address}`);
          if (typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)) hostile.push(cell);
        }),
      );
    }
    expect(hostile.map((cell) => cell.value)).toEqual(
      expect.arrayContaining([HOSTILE_COMPANY, ...HOSTILE_EMPLOYEES.map(([firstName]) => firstName)]),
    );
    for (const cell of hostile) expect(cell.type, cell.address).toBe(ExcelJS.ValueType.String);
  });
});
