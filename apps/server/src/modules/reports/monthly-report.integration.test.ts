import { formatDays, formatDecimalHours, formatDuration } from '@pointeo/domain/hours-format';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthlyReport, ReportFigures } from '@pointeo/domain/reports';
import type { EmployeeMonth } from '@pointeo/domain/timesheets';
import type { Row } from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { excelNumber, readCsv, readPdfPages, readXlsx } from '../../../test/report-files';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

const testApp = timesheetTestAppOfFile();

const ZOE_PIN = '111111';
const LUC_PIN = '222222';
const MONTH = '2026-11';

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Rapports Témoin');
  intruder = await companyWithKiosk(testApp, 'Rapports Intrus');
  zoe = await company.addEmployee('Zoé', ZOE_PIN);
  luc = await company.addEmployee('Luc', LUC_PIN, 24 * 60);
  await intruder.addEmployee('Ines', ZOE_PIN);
  // Zoé: a 45 h week in October (overtime since 1 January), then in November a week of 9 h days
  // with the Armistice (Wednesday 11th) and a Sunday, and a long day without a break.
  for (const date of ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16']) {
    await workShift(company, ZOE_PIN, date, '08:00', '17:00');
  }
  for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
    await workShift(company, ZOE_PIN, date, '08:00', '12:00');
    await workShift(company, ZOE_PIN, date, '13:00', '18:00');
  }
  await workShift(company, ZOE_PIN, '2026-11-15', '09:00', '12:00');
  await workShift(company, ZOE_PIN, '2026-11-20', '07:00', '18:30');
  // Luc, part-time 24 h: nights, and a 30 h week (complementary hours).
  for (const date of ['2026-11-16', '2026-11-17', '2026-11-18']) {
    await workShift(company, LUC_PIN, date, '22:00', '06:00');
  }
  await workShift(company, LUC_PIN, '2026-11-20', '14:00', '20:00');
  await workShift(intruder, ZOE_PIN, '2026-11-09', '08:00', '12:00');
  testApp.setNow(paris('2026-12-02', '09:00'));
  // A correction: the statement marks it 'Corrigé'.
  const added = await company.request('POST', `/api/timesheets/employees/${luc}/entries`, {
    date: '2026-11-23',
    arrival: '10:00',
    departure: '12:30',
    reason: 'Badge oublié',
  });
  expect(added.statusCode).toBe(201);
  // Absences: Luc's two days of paid leave (his daily hours, 24 h / 5 = 4h48 each), and half a
  // day of the company's own 'Formation' for Zoé (3h30, counted as worked time toward overtime).
  await setPlan(testApp, company, 'Standard');
  // Paid leave not earned yet, on purpose: these tests are about the figures (decision 046).
  await allowNegativeBalance(testApp, company);
  const training = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: true,
  });
  expect(training.statusCode).toBe(201);
  for (const [employeeId, type, day, startHalfDay] of [
    [luc, await typeId(company, 'Congés payés'), '2026-11-24', false],
    [luc, await typeId(company, 'Congés payés'), '2026-11-25', false],
    [zoe, training.json().type.id, '2026-11-19', true],
  ] as const) {
    const absence = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
      typeId: type,
      startDate: day,
      endDate: day,
      startHalfDay,
    });
    expect(absence.statusCode).toBe(201);
  }
});

async function reportOf(who: Company, month = MONTH): Promise<MonthlyReport> {
  const response = await who.request('GET', `/api/reports/months/${month}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function timesheetMonth(employeeId: string, month = MONTH): Promise<EmployeeMonth> {
  const response = await company.request(
    'GET',
    `/api/timesheets/employees/${employeeId}/month?month=${month}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

const figuresOf = (report: MonthlyReport, employeeId: string) =>
  report.rows.find((row) => row.employee.id === employeeId)!.figures;

describe('the monthly report', () => {
  it("gives each employee the Temps tab's figures to the minute, then the company total", async () => {
    const report = await reportOf(company);
    expect(report.month).toBe(MONTH);
    expect(report.validated).toBe(false);
    expect(report.rows.map((row) => row.employee.firstName).sort()).toEqual(
      ['Direction', 'Luc', 'Zoé'].sort(),
    );

    for (const employeeId of [zoe, luc]) {
      const timesheet = await timesheetMonth(employeeId);
      const figures = figuresOf(report, employeeId);
      expect(figures).toEqual({
        daysWorked: expect.any(Number),
        workedMinutes: timesheet.totals.workedMinutes,
        overtime25Minutes: timesheet.totals.overtime25Minutes,
        overtime50Minutes: timesheet.totals.overtime50Minutes,
        complementaryMinutes: timesheet.totals.complementaryMinutes,
        complementary10Minutes: timesheet.totals.complementary10Minutes,
        complementary25Minutes: timesheet.totals.complementary25Minutes,
        nightMinutes: timesheet.totals.nightMinutes,
        sundayMinutes: timesheet.totals.sundayMinutes,
        holidayMinutes: timesheet.totals.holidayMinutes,
        mayDayMinutes: timesheet.totals.mayDayMinutes,
        absenceMinutes: timesheet.totals.absenceMinutes,
        absenceDays: expect.any(Number),
        alertsCount: timesheet.alertsCount,
      });
    }
    expect(figuresOf(report, luc)).toMatchObject({ absenceMinutes: 2 * 288, absenceDays: 2 });
    expect(figuresOf(report, zoe)).toMatchObject({ absenceMinutes: 210, absenceDays: 0.5 });
    // What was punched, as a payroll manager would count it.
    expect(figuresOf(report, zoe)).toMatchObject({
      daysWorked: 7,
      workedMinutes: 5 * 540 + 180 + 690,
      overtime25Minutes: 480,
      overtime50Minutes: 300,
      sundayMinutes: 180,
      holidayMinutes: 540,
    });
    expect(figuresOf(report, zoe).alertsCount).toBeGreaterThan(0);
    expect(figuresOf(report, luc)).toMatchObject({
      daysWorked: 5,
      workedMinutes: 3 * 480 + 360 + 150,
      complementaryMinutes: 30 * 60 - 24 * 60,
      nightMinutes: 3 * 480,
    });

    const sum = (key: keyof ReportFigures) => report.rows.reduce((total, row) => total + row.figures[key], 0);
    for (const { key } of REPORT_FIGURES) expect(report.total[key]).toBe(sum(key));
  });

  it('says when the month is validated', async () => {
    const intruderMonth = await intruder.request('POST', '/api/timesheets/months/2026-11/validate');
    expect(intruderMonth.statusCode).toBe(200);
    expect((await reportOf(intruder)).validated).toBe(true);
    expect((await reportOf(company)).validated).toBe(false);
  });

  it("keeps each company's report to itself, refuses without a session and answers a bad month with a French 404", async () => {
    const intruderReport = await reportOf(intruder);
    expect(intruderReport.rows.map((row) => row.employee.firstName).sort()).toEqual(['Direction', 'Ines']);
    expect(intruderReport.total.workedMinutes).toBe(240);
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const file = await intruder.request('GET', `/api/reports/months/${MONTH}/${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.includes(Buffer.from('Zoé'))).toBe(false);
      const anonymous = await testApp.app.inject({
        method: 'GET',
        url: `/api/reports/months/${MONTH}/${format}`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
    for (const bad of ['2026-13', '2026-1', '1999-12', 'novembre']) {
      const response = await company.request('GET', `/api/reports/months/${bad}/csv`);
      expect([response.statusCode, response.json().error.message]).toEqual([
        404,
        'Mois invalide\u202f: format attendu AAAA-MM',
      ]);
    }
  });
});

describe('the downloads', () => {
  let report: MonthlyReport;
  beforeAll(async () => {
    report = await reportOf(company);
  });

  it('sends a CSV French Excel reads: BOM, semicolons, decimal comma, French dates and headers, the total last', async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rapport-2026-11.csv"');
    const [header, ...records] = readCsv(response);
    expect(header).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'Du',
      'Au',
      ...REPORT_FIGURES.map((figure) => figure.label),
    ]);
    expect(records).toHaveLength(report.rows.length + 1);
    const expected = [
      ...report.rows.map(
        (row) =>
          [
            row.employee.payrollNumber ?? '',
            row.employee.lastName,
            row.employee.firstName,
            row.figures,
          ] as const,
      ),
      ['', 'Total entreprise', '', report.total] as const,
    ];
    records.forEach((record, index) => {
      const [payrollNumber, lastName, firstName, figures] = expected[index]!;
      expect(record).toEqual([
        payrollNumber,
        lastName,
        firstName,
        '01/11/2026',
        '30/11/2026',
        ...REPORT_FIGURES.map((figure) =>
          figure.unit === 'minutes'
            ? formatDecimalHours(figures[figure.key])
            : formatDays(figures[figure.key]),
        ),
      ]);
    });
    const zoeRecord = records.find((record) => record[2] === 'Zoé')!;
    expect(zoeRecord[6]).toBe('59,50');
    const lucRecord = records.find((record) => record[2] === 'Luc')!;
    // Luc's 6 h complémentaires: 2 h 24 (one tenth of 24 h) at 10 %, 3 h 36 at 25 %.
    expect(lucRecord.slice(9, 11)).toEqual(['2,40', '3,60']);
    expect(lucRecord.slice(15, 17)).toEqual(['9,60', '2']);
    expect(zoeRecord.slice(15, 17)).toEqual(['3,50', '0,5']);
  });

  it('sends an XLSX whose summary holds real durations shown [h]:mm, and whose detail has a row per day worked', async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rapport-2026-11.xlsx"');
    const workbook = await readXlsx(response);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Synthèse', 'Détail par jour']);

    const summary = workbook.getWorksheet('Synthèse')!;
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(summary.getRow(1).values).toEqual([
      undefined,
      'Matricule',
      'Nom',
      'Prénom',
      ...REPORT_FIGURES.map((f) => f.label),
    ]);
    expect(summary.rowCount).toBe(report.rows.length + 2);
    const zoeRow = report.rows.findIndex((row) => row.employee.id === zoe) + 2;
    REPORT_FIGURES.forEach((figure, index) => {
      const cell = summary.getRow(zoeRow).getCell(4 + index);
      const value = excelNumber(cell.value);
      const expected = figuresOf(report, zoe)[figure.key];
      if (figure.unit === 'minutes') {
        expect(cell.numFmt).toBe('[h]:mm');
        expect(Math.round(value * 1440)).toBe(expected);
      } else {
        expect(value).toBe(expected);
      }
    });
    expect(Math.round(excelNumber(summary.getRow(summary.rowCount).getCell(5).value) * 1440)).toBe(
      report.total.workedMinutes,
    );

    const detail = workbook.getWorksheet('Détail par jour')!;
    expect(detail.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const zoeDays: Row[] = [];
    detail.eachRow((row, number) => {
      if (number > 1 && row.getCell(3).value === 'Zoé') zoeDays.push(row);
    });
    expect(zoeDays).toHaveLength(8);
    const armistice = zoeDays[2]!;
    expect((armistice.getCell(4).value as Date).toISOString()).toBe('2026-11-11T00:00:00.000Z');
    expect(armistice.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(Math.round(excelNumber(armistice.getCell(5).value) * 1440)).toBe(8 * 60);
    expect(Math.round(excelNumber(armistice.getCell(6).value) * 1440)).toBe(18 * 60);
    expect(Math.round(excelNumber(armistice.getCell(7).value) * 1440)).toBe(60);
    expect(Math.round(excelNumber(armistice.getCell(8).value) * 1440)).toBe(540);
    // The holiday's hours and 1 May's, each in its column as in the summary.
    expect([detail.getRow(1).getCell(10).value, detail.getRow(1).getCell(11).value]).toEqual([
      'Heures de jour férié',
      'Heures du 1er mai',
    ]);
    expect(Math.round(excelNumber(armistice.getCell(10).value) * 1440)).toBe(540);
    expect(armistice.getCell(10).numFmt).toBe('[h]:mm');
    expect(Math.round(excelNumber(armistice.getCell(11).value) * 1440)).toBe(0);
    expect(Math.round(excelNumber(zoeDays[0]!.getCell(10).value) * 1440)).toBe(0);
    expect(detail.getRow(1).getCell(12).value).toBe('Absence');
    const training = zoeDays[6]!;
    expect((training.getCell(4).value as Date).toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(training.getCell(12).value).toBe('Formation');
    expect(Math.round(excelNumber(training.getCell(13).value) * 1440)).toBe(210);
    expect(training.getCell(13).numFmt).toBe('[h]:mm');
    const longDay = zoeDays[7]!;
    expect(longDay.getCell(14).value).toContain('Plus de 10');
  });

  it("sends a PDF 'Relevé mensuel d'heures' per employee: days, weeks, overtime of the month and since 1 January, corrections marked", async () => {
    const response = await company.request('GET', `/api/reports/months/${MONTH}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="releves-2026-11.pdf"');
    const pages = await readPdfPages(response.rawPayload);
    const statementOf = (firstName: string) =>
      pages.filter((page) => page.includes(`Employé : Rapports Témoin ${firstName}`)).join(' ');

    const zoeText = statementOf('Zoé');
    expect(zoeText).toContain("Relevé mensuel d'heures");
    expect(zoeText).toContain('Rapports Témoin');
    expect(zoeText).toContain('novembre 2026');
    expect(zoeText).toContain('mer. 11/11/2026 08:00 – 12:00, 13:00 – 18:00, Armistice 1918');
    expect(zoeText).toContain('Semaine du 09/11/2026 au 15/11/2026');
    const novemberOvertime =
      figuresOf(report, zoe).overtime25Minutes + figuresOf(report, zoe).overtime50Minutes;
    const october = await reportOf(company, '2026-10');
    const octoberOvertime =
      figuresOf(october, zoe).overtime25Minutes + figuresOf(october, zoe).overtime50Minutes;
    expect(octoberOvertime).toBe(600);
    expect(zoeText).toContain(`Heures supplémentaires du mois ${formatDuration(novemberOvertime)}`);
    expect(zoeText).toContain(
      `Heures supplémentaires depuis le 1er janvier 2026 ${formatDuration(novemberOvertime + octoberOvertime)}`,
    );
    expect(zoeText).not.toContain('(Corrigé)');

    const lucText = statementOf('Luc');
    expect(lucText).toContain('lun. 23/11/2026 10:00 – 12:30 (Corrigé)');
    expect(lucText).toContain('Heures complémentaires 10 % : 2h24, Heures complémentaires 25 % : 3h36');
    expect(lucText).toContain('mar. 24/11/2026 Absence : Congés payés (absences payées : 4h48)');
    expect(lucText).toContain('Total de la semaine Absences payées : 9h36');
    expect(lucText).toContain('Absences payées 9h36');
    expect(lucText).toContain("Jours d'absence 2");
    expect(zoeText).toContain('jeu. 19/11/2026 Absence : Formation (absences payées : 3h30)');
    expect(statementOf('Direction')).toContain("Relevé mensuel d'heures");
  });
});
