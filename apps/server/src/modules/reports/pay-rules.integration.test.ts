import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthlyReport, ReportFigures } from '@pointeo/domain/reports';
import type { EmployeeMonth } from '@pointeo/domain/timesheets';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { excelNumber, readCsv, readXlsx } from '../../../test/report-files';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { companyPayrollSettings } from '../../db/schema/reports';

/**
 * Issue 27 items 2, 3 and 5 through the server (decision 040): the built-in 'Congés payés' counts
 * toward overtime and 'Maladie' does not; a part-time week's heures complémentaires at 10 % and 25 %,
 * with the one-tenth alert the 'jusqu'au tiers' agreement silences; 1 May's hours apart from the
 * other holidays'. Each in the monthly report, its CSV and the payroll export.
 */

const testApp = timesheetTestAppOfFile();

const MONTH = '2026-05';
const PINS = { zoe: '111111', ana: '222222', luc: '333333' };

let company: Company;
let zoe: string;
let ana: string;
let luc: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Règles de Paie');
  zoe = await company.addEmployee('Zoé', PINS.zoe);
  ana = await company.addEmployee('Ana', PINS.ana);
  luc = await company.addEmployee('Luc', PINS.luc, 24 * 60);
  await company.setPayrollNumber(zoe, 'Zoé', PINS.zoe, 'M-1');
  await company.setPayrollNumber(ana, 'Ana', PINS.ana, 'M-2');
  await company.setPayrollNumber(luc, 'Luc', PINS.luc, 'M-3');
  // Zoé: 4 h on Friday 1 May, 4 h on Ascension (Thursday 14 May).
  await workShift(company, PINS.zoe, '2026-05-01', '08:00', '12:00');
  await workShift(company, PINS.zoe, '2026-05-14', '08:00', '12:00');
  // Zoé and Ana: 9 h a day Monday 18 to Thursday 21 May (36 h); on Friday 22, Zoé on paid leave,
  // Ana on sick leave, which this company pays (maintien de salaire): 7 h each.
  for (const pin of [PINS.zoe, PINS.ana]) {
    for (const date of ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21']) {
      await workShift(company, pin, date, '08:00', '12:00');
      await workShift(company, pin, date, '13:00', '18:00');
    }
  }
  // Luc, 24 h a week: 6 h Monday 4 to Wednesday 6 May, 8 h 25 on Thursday 7: 26 h 25, so 2 h 25 of
  // heures complémentaires, one minute past one tenth of his contract (2 h 24).
  for (const date of ['2026-05-04', '2026-05-05', '2026-05-06']) {
    await workShift(company, PINS.luc, date, '08:00', '14:00');
  }
  await workShift(company, PINS.luc, '2026-05-07', '08:00', '12:00');
  await workShift(company, PINS.luc, '2026-05-07', '12:30', '16:55');
  testApp.setNow(paris('2026-06-02', '09:00'));
  await setPlan(testApp, company, 'Standard');
  // Its employees take paid leave they have not earned yet (decision 046).
  await allowNegativeBalance(testApp, company);
  const sickPaid = await company.request('PUT', `/api/leave/types/${await typeId(company, 'Maladie')}`, {
    paid: true,
    countsAsWorkedTime: false,
  });
  expect(sickPaid.statusCode).toBe(200);
  for (const [employeeId, type] of [
    [zoe, 'Congés payés'],
    [ana, 'Maladie'],
  ] as const) {
    const absence = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
      typeId: await typeId(company, type),
      startDate: '2026-05-22',
      endDate: '2026-05-22',
    });
    expect(absence.statusCode).toBe(201);
  }
});

async function report(): Promise<MonthlyReport> {
  const response = await company.request('GET', `/api/reports/months/${MONTH}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const figuresOf = (month: MonthlyReport, employeeId: string): ReportFigures =>
  month.rows.find((row) => row.employee.id === employeeId)!.figures;

async function weekAlertsOf(employeeId: string): Promise<string[]> {
  const response = await company.request(
    'GET',
    `/api/timesheets/employees/${employeeId}/month?month=${MONTH}`,
  );
  const month: EmployeeMonth = response.json();
  return month.weeks.flatMap((week) => week.alerts.map((alert) => `${alert.code} ${week.weekStart}`));
}

/** The CSV's columns of one figure, by its key, for the employee of that first name. */
function csvFigure(csv: string[][], firstName: string, key: keyof ReportFigures) {
  const column = 5 + REPORT_FIGURES.findIndex((figure) => figure.key === key);
  return csv.find((line) => line[2] === firstName)![column];
}

describe('the pay rules of decision 040', () => {
  it('count paid leave toward overtime and not sick leave, in the report and its CSV', async () => {
    const month = await report();
    // 36 h + 7 h of congés payés = 43 h: 8 h at 25 %. Sick leave: 36 h, 1 h at 25 %.
    expect(figuresOf(month, zoe)).toMatchObject({ overtime25Minutes: 8 * 60, absenceMinutes: 420 });
    expect(figuresOf(month, ana)).toMatchObject({ overtime25Minutes: 60, absenceMinutes: 420 });
    const csv = readCsv(await company.request('GET', `/api/reports/months/${MONTH}/csv`));
    expect([csvFigure(csv, 'Zoé', 'overtime25Minutes'), csvFigure(csv, 'Ana', 'overtime25Minutes')]).toEqual([
      '8,00',
      '1,00',
    ]);
  });

  it("split a part-time week's heures complémentaires at one tenth of the contract, and raise its alert", async () => {
    const month = await report();
    expect(figuresOf(month, luc)).toMatchObject({
      complementaryMinutes: 145,
      complementary10Minutes: 144,
      complementary25Minutes: 1,
    });
    const csv = readCsv(await company.request('GET', `/api/reports/months/${MONTH}/csv`));
    expect(csv[0]).toContain('Heures complémentaires 10\u00a0%');
    expect(csv[0]).toContain('Heures complémentaires 25\u00a0%');
    expect(csv[0]).not.toContain('Heures complémentaires');
    expect([
      csvFigure(csv, 'Luc', 'complementary10Minutes'),
      csvFigure(csv, 'Luc', 'complementary25Minutes'),
    ]).toEqual(['2,40', '0,02']);
    expect(await weekAlertsOf(luc)).toContain('complementary-over-tenth 2026-05-04');
  });

  it('keep 1 May apart from the other holidays, in the report and its CSV', async () => {
    const month = await report();
    expect(figuresOf(month, zoe)).toMatchObject({ mayDayMinutes: 240, holidayMinutes: 240 });
    const csv = readCsv(await company.request('GET', `/api/reports/months/${MONTH}/csv`));
    expect(csv[0]).toContain('Heures du 1er mai');
    expect([csvFigure(csv, 'Zoé', 'mayDayMinutes'), csvFigure(csv, 'Zoé', 'holidayMinutes')]).toEqual([
      '4,00',
      '4,00',
    ]);
  });

  it('carry the three figures in the XLSX summary, in minutes', async () => {
    const month = await report();
    const summary = (
      await readXlsx(await company.request('GET', `/api/reports/months/${MONTH}/xlsx`))
    ).getWorksheet('Synthèse')!;
    const minutesAt = (employeeId: string, key: keyof ReportFigures) => {
      const row = month.rows.findIndex((candidate) => candidate.employee.id === employeeId) + 2;
      const column = 4 + REPORT_FIGURES.findIndex((figure) => figure.key === key);
      return Math.round(excelNumber(summary.getRow(row).getCell(column).value) * 1440);
    };
    expect([
      minutesAt(zoe, 'mayDayMinutes'),
      minutesAt(luc, 'complementary10Minutes'),
      minutesAt(luc, 'complementary25Minutes'),
    ]).toEqual([240, 144, 1]);
  });

  it("put 1 May's hours in their own column of the XLSX detail, by day", async () => {
    const detail = (
      await readXlsx(await company.request('GET', `/api/reports/months/${MONTH}/xlsx`))
    ).getWorksheet('Détail par jour')!;
    const headers = detail.getRow(1).values as unknown[];
    const column = (header: string) => headers.indexOf(header);
    let mayDay: ExcelJS.Row | undefined;
    detail.eachRow((row, number) => {
      const date = row.getCell(4).value;
      if (number > 1 && row.getCell(3).value === 'Zoé' && date instanceof Date) {
        if (date.toISOString().startsWith('2026-05-01')) mayDay = row;
      }
    });
    expect(mayDay).toBeDefined();
    const minutes = (header: string) => Math.round(excelNumber(mayDay!.getCell(column(header)).value) * 1440);
    expect([minutes('Heures du 1er mai'), minutes('Heures de jour férié')]).toEqual([240, 0]);
  });

  it("silence the one-tenth alert under the 'jusqu'au tiers' agreement, the figures unchanged", async () => {
    const settings = (await company.request('GET', '/api/timesheets/settings')).json();
    expect(settings.complementaryUpToThird).toBe(false);
    const saved = await company.request('PUT', '/api/timesheets/settings', {
      ...settings,
      complementaryUpToThird: true,
    });
    expect([saved.statusCode, saved.json().settings.complementaryUpToThird]).toEqual([200, true]);
    expect(await weekAlertsOf(luc)).not.toContain('complementary-over-tenth 2026-05-04');
    expect(figuresOf(await report(), luc)).toMatchObject({
      complementary10Minutes: 144,
      complementary25Minutes: 1,
    });
    const refused = await company.request('PUT', '/api/timesheets/settings', {
      ...settings,
      complementaryUpToThird: 'oui',
    });
    expect(refused.statusCode).toBe(400);
    expect((await company.request('GET', '/api/timesheets/settings')).json().complementaryUpToThird).toBe(
      true,
    );
  });

  it('export the three figures under their own payroll codes', async () => {
    expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    const response = await company.request('GET', `/api/reports/months/${MONTH}/payroll`);
    expect(response.statusCode).toBe(200);
    const lines = readCsv(response).slice(1);
    const codeLine = (payrollNumber: string, code: string) =>
      lines.find((line) => line[0] === payrollNumber && line[3] === code)?.slice(4, 6);
    expect(codeLine('M-1', 'H1MAI')).toEqual(['Heures du 1er mai', '4,00']);
    expect(codeLine('M-1', 'HFER')).toEqual(['Heures de jour férié', '4,00']);
    expect(codeLine('M-1', 'HS25')).toEqual(['Heures sup. 25\u00a0%', '8,00']);
    expect(codeLine('M-2', 'HS25')).toEqual(['Heures sup. 25\u00a0%', '1,00']);
    expect(codeLine('M-3', 'HC10')).toEqual(['Heures complémentaires 10\u00a0%', '2,40']);
    expect(codeLine('M-3', 'HC25')).toEqual(['Heures complémentaires 25\u00a0%', '0,02']);
    expect(lines.some((line) => line[3] === 'HC')).toBe(false);
  });

  it('give codes saved before the split the suggested codes of the new figures', async () => {
    // As a company saved them before decision 040: one 'complementaryMinutes' code, no 1 May, and
    // 'Heures travaillées' left out (its suggested code was empty until decision 049).
    const { complementary10Minutes, complementary25Minutes, mayDayMinutes, ...before } = (
      await company.request('GET', '/api/reports/payroll-settings')
    ).json().codes;
    await testApp.database.db
      .insert(companyPayrollSettings)
      .values({
        companyId: company.id,
        preset: 'generic',
        codes: { ...before, workedMinutes: '', complementaryMinutes: 'HC' },
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
    const { codes } = (await company.request('GET', '/api/reports/payroll-settings')).json();
    expect(codes).toMatchObject({
      complementary10Minutes: 'HC10',
      complementary25Minutes: 'HC25',
      mayDayMinutes: 'H1MAI',
    });
    expect(codes).not.toHaveProperty('complementaryMinutes');
    const lines = readCsv(await company.request('GET', `/api/reports/months/${MONTH}/payroll`)).slice(1);
    expect(lines.filter((line) => line[0] === 'M-3').map((line) => line[3])).toEqual(['HC10', 'HC25']);
  });
});
