import { formatDecimalHours } from '@pointeo/domain/hours-format';
import type { MonthlyReport } from '@pointeo/domain/reports';
import type { EmployeeMonth, WeekView } from '@pointeo/domain/timesheets';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { readCsv } from '../../../test/report-files';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/**
 * Issue 27 item 1: the week of Monday 29 June – Sunday 5 July 2026 is paid with July. A day of
 * training counted as worked time on Monday 29 June and four 9 h days make 43 h: 8 h at 25 % on
 * July's Temps tab, and so in July's report, its CSV and its payroll file (they read only July's
 * absence days before the period loader, and said 1 h).
 */

const testApp = timesheetTestAppOfFile();
const PIN = '111111';
const JULY = '2026-07';

let company: Company;
let zoe: string;
let ana: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Semaine à cheval');
  zoe = await company.addEmployee('Zoé', PIN);
  ana = await company.addEmployee('Ana', '222222');
  for (const date of ['2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03']) {
    await workShift(company, PIN, date, '08:00', '12:00');
    await workShift(company, PIN, date, '13:00', '18:00');
  }
  testApp.setNow(paris('2026-08-03', '09:00'));
  await setPlan(testApp, company, 'Standard');
  // Paid leave not earned yet, on purpose: these tests are about the figures (decision 046).
  await allowNegativeBalance(testApp, company);
  const training = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: true,
  });
  expect(training.statusCode).toBe(201);
  const absence = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
    typeId: training.json().type.id,
    startDate: '2026-06-29',
    endDate: '2026-06-29',
  });
  expect(absence.statusCode).toBe(201);
  // Ana: a day of paid leave in July, then archived (no entry in July).
  const leave = await company.request('POST', `/api/leave/employees/${ana}/absences`, {
    typeId: await typeId(company, 'Congés payés'),
    startDate: '2026-07-02',
    endDate: '2026-07-02',
  });
  expect(leave.statusCode).toBe(201);
  await company.setPayrollNumber(ana, 'Ana', '222222', 'M-002');
  expect((await company.request('DELETE', `/api/employees/${ana}`)).statusCode).toBeLessThan(300);
  await company.setPayrollNumber(zoe, 'Zoé', PIN, 'M-001');
});

describe('a week straddling June and July, with an absence counted as worked time in June', () => {
  it("gives July's Temps tab, report, CSV and payroll file the same overtime", async () => {
    const month: EmployeeMonth = (
      await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=${JULY}`)
    ).json();
    expect(month.totals).toMatchObject({ overtime25Minutes: 8 * 60, overtime50Minutes: 0 });

    const report: MonthlyReport = (await company.request('GET', `/api/reports/months/${JULY}`)).json();
    const row = report.rows.find((candidate) => candidate.employee.id === zoe)!;
    expect(row.figures).toMatchObject({
      workedMinutes: month.totals.workedMinutes,
      overtime25Minutes: month.totals.overtime25Minutes,
      overtime50Minutes: month.totals.overtime50Minutes,
      absenceMinutes: month.totals.absenceMinutes,
    });

    const csv = readCsv(await company.request('GET', `/api/reports/months/${JULY}/csv`));
    const overtimeColumn = csv[0]!.findIndex((title) => title.includes('25'));
    const csvRow = csv.find((line) => line.includes('Zoé'))!;
    expect(csvRow[overtimeColumn]).toBe(formatDecimalHours(8 * 60));

    expect((await company.request('POST', `/api/timesheets/months/${JULY}/validate`)).statusCode).toBe(200);
    const payroll = readCsv(await company.request('GET', `/api/reports/months/${JULY}/payroll`));
    expect(payroll.find((line) => line[3] === 'HS25')?.[5]).toBe(formatDecimalHours(8 * 60));
  });

  it('keeps an archived employee with an absence day in the month, without entries, in its report', async () => {
    const report: MonthlyReport = (await company.request('GET', `/api/reports/months/${JULY}`)).json();
    const row = report.rows.find((candidate) => candidate.employee.id === ana);
    expect(row?.employee.archived).toBe(true);
    expect(row?.figures).toMatchObject({ absenceDays: 1, absenceMinutes: 7 * 60 });
  });

  it('lists that archived employee in the Temps week and month views, with the report’s figures', async () => {
    const report: MonthlyReport = (await company.request('GET', `/api/reports/months/${JULY}`)).json();
    const figures = report.rows.find((candidate) => candidate.employee.id === ana)!.figures;

    const week: WeekView = (await company.request('GET', '/api/timesheets/week?week=2026-06-29')).json();
    const row = week.employees.find((candidate) => candidate.employee.id === ana);
    expect(row?.employee.archived).toBe(true);
    expect(row?.days.find((day) => day.date === '2026-07-02')).toMatchObject({
      absenceMinutes: 7 * 60,
      absenceName: 'Congés payés',
    });
    // The week is July's (its Sunday is 5 July) and Ana's only activity in July: the same figures.
    expect(row).toMatchObject({
      workedMinutes: figures.workedMinutes,
      absenceMinutes: figures.absenceMinutes,
      overtime25Minutes: figures.overtime25Minutes,
      alertsCount: figures.alertsCount,
    });

    const month: EmployeeMonth = (
      await company.request('GET', `/api/timesheets/employees/${ana}/month?month=${JULY}`)
    ).json();
    expect(month.employee.archived).toBe(true);
    expect(month.totals).toMatchObject({
      workedMinutes: figures.workedMinutes,
      absenceMinutes: figures.absenceMinutes,
      overtime25Minutes: figures.overtime25Minutes,
      overtime50Minutes: figures.overtime50Minutes,
    });
    expect(month.alertsCount).toBe(figures.alertsCount);
    expect(month.days.find((day) => day.date === '2026-07-02')?.absenceName).toBe('Congés payés');
  });
});
