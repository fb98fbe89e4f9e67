import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthlyReport } from '@pointeo/domain/reports';
import type { EmployeeMonth, WeekView } from '@pointeo/domain/timesheets';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, codeAbsenceType, setPlan } from '../../../test/leave';
import { readCsv } from '../../../test/report-files';
import { setDepartementOfSites } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { loadCompanyMonth } from './month-data';
import { overtimeSinceJanuary } from './overtime-since-january';

/**
 * Decision 052: an employee validated one by one ('Valider la sélection', decision 049) is read from
 * their row of the month's record everywhere, as a month validated as a whole reads every employee:
 * the Temps month view, the monthly report and its CSV, a custom report over the month, the payroll
 * file and the overtime since 1 January of a later month show the figures of their validation,
 * whatever changes since (contract hours, an absence type's flags, Alsace-Moselle); an employee not
 * validated moves. Another company sees nothing of them.
 */

const testApp = timesheetTestAppOfFile();

/** April 2026: Good Friday (3 April) is a holiday in Alsace-Moselle only. */
const MONTH = '2026-04';
const ZOE_PIN = '111111';
const LUC_PIN = '222222';

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;
let ines: string;
let training: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Une À Une');
  intruder = await companyWithKiosk(testApp, 'Une Intruse');
  zoe = await company.addEmployee('Zoé', ZOE_PIN);
  luc = await company.addEmployee('Luc', LUC_PIN, 24 * 60);
  await company.setPayrollNumber(zoe, 'Zoé', ZOE_PIN, 'M-ZOE');
  await company.setPayrollNumber(luc, 'Luc', LUC_PIN, 'M-LUC');
  ines = await intruder.addEmployee('Ines', ZOE_PIN);
  await intruder.setPayrollNumber(ines, 'Ines', ZOE_PIN, 'M-INES');
  for (const date of ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-07', '2026-04-08', '2026-04-09']) {
    await workShift(company, ZOE_PIN, date, '08:00', '12:00');
    await workShift(company, ZOE_PIN, date, '13:00', '19:00');
  }
  for (const date of ['2026-04-03', '2026-04-07', '2026-04-08', '2026-04-09']) {
    await workShift(company, LUC_PIN, date, '08:00', '15:00');
  }
  await workShift(intruder, ZOE_PIN, '2026-04-03', '08:00', '17:00');

  await setPlan(testApp, company, 'Premium');
  await setPlan(testApp, intruder, 'Premium');
  await allowNegativeBalance(testApp, company);
  const created = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: true,
  });
  training = created.json().type.id;
  await codeAbsenceType(company, training, 'Formation', 'ABS-FOR');
  for (const employeeId of [zoe, luc]) {
    const response = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
      typeId: training,
      startDate: '2026-04-10',
      endDate: '2026-04-10',
      startHalfDay: false,
    });
    expect(response.statusCode).toBe(201);
  }
  testApp.setNow(paris('2026-05-04', '09:00'));
});

async function json<T>(
  who: Company,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await who.request(method, url, payload);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json();
}

/** Everything a screen or a file shows of an employee's April. */
async function shown(employeeId: string, firstName: string) {
  const view = await json<EmployeeMonth>(
    company,
    'GET',
    `/api/timesheets/employees/${employeeId}/month?month=${MONTH}`,
  );
  const report = await json<MonthlyReport>(company, 'GET', `/api/reports/months/${MONTH}`);
  const csv = readCsv(await company.request('GET', `/api/reports/months/${MONTH}/csv`));
  const custom = await json<CustomReportResult>(company, 'POST', '/api/reports/custom/run', {
    from: '2026-04-01',
    to: '2026-04-30',
    grouping: 'employee',
    columns: REPORT_FIGURES.map((figure) => figure.key),
  });
  const may = await loadCompanyMonth(
    testApp.database.db,
    company.id,
    '2026-05',
    paris('2026-05-04', '09:00'),
  );
  return {
    month: {
      employee: view.employee,
      totals: view.totals,
      alertsCount: view.alertsCount,
      days: view.days,
      weeks: view.weeks,
    },
    report: report.rows.find((row) => row.employee.id === employeeId)?.figures,
    csv: csv.find((line) => line[2] === firstName),
    custom: custom.rows.find((row) => row.employee?.id === employeeId)?.figures,
    overtimeSinceJanuary: (await overtimeSinceJanuary(testApp.database.db, company.id, may)).get(employeeId),
  };
}

/** The employee's rows of the Temps week view, over the weeks April pays (their Sunday's month). */
async function weekRows(employeeId: string) {
  const rows: Record<string, unknown> = {};
  for (const week of ['2026-03-30', '2026-04-06', '2026-04-13', '2026-04-20']) {
    const view = await json<WeekView>(company, 'GET', `/api/timesheets/week?week=${week}`);
    rows[week] = view.employees.find((row) => row.employee.id === employeeId);
  }
  return rows;
}

async function payrollLines() {
  const file = await company.request('GET', `/api/reports/months/${MONTH}/payroll`);
  expect(file.statusCode).toBe(200);
  return readCsv(file).slice(1);
}

describe('an employee validated one by one', () => {
  it('shows the figures of their validation everywhere, whatever changes since; the others move', async () => {
    const zoeBefore = await shown(zoe, 'Zoé');
    expect(zoeBefore.report!.overtime25Minutes).toBeGreaterThan(0);
    expect(zoeBefore.overtimeSinceJanuary).toBeGreaterThan(0);
    const validated = await company.request('POST', `/api/timesheets/months/${MONTH}/validate-employees`, {
      employeeIds: [zoe],
    });
    expect([validated.statusCode, validated.json().closing.validated]).toEqual([200, false]);
    const zoeValidated = await shown(zoe, 'Zoé');
    expect(zoeValidated).toEqual(zoeBefore);
    const lucValidated = await shown(luc, 'Luc');
    const zoeWeeks = await weekRows(zoe);
    const lucWeeks = await weekRows(luc);
    expect(Object.values(zoeWeeks).every((row) => row !== undefined)).toBe(true);
    const payroll = await payrollLines();
    expect(payroll.length).toBeGreaterThan(0);
    expect(payroll.every((line) => line[0] === 'M-ZOE')).toBe(true);

    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        "Zoé's contract hours",
        () =>
          json(company, 'PATCH', `/api/employees/${zoe}`, {
            firstName: 'Zoé',
            lastName: company.name,
            role: 'employee',
            zone: '',
            pinCode: ZOE_PIN,
            payrollNumber: 'M-ZOE',
            weeklyContractMinutes: 28 * 60,
          }),
      ],
      [
        "the flags of the absence type 'Formation'",
        () =>
          json(company, 'PUT', `/api/leave/types/${training}`, {
            paid: false,
            countsAsWorkedTime: false,
          }),
      ],
      [
        'Alsace-Moselle',
        // The company's site moves to Moselle (issue 29 item 7).
        () => setDepartementOfSites(testApp, company.id, '57'),
      ],
    ];
    for (const [change, apply] of changes) {
      await apply();
      expect([change, await shown(zoe, 'Zoé')]).toEqual([change, zoeValidated]);
      expect([change, await payrollLines()]).toEqual([change, payroll]);
      expect([change, await weekRows(zoe)]).toEqual([change, zoeWeeks]);
    }
    // Luc, not validated, reads the month as it stands: his training no longer counts as worked,
    // Good Friday is now a holiday.
    const lucNow = await shown(luc, 'Luc');
    expect(lucNow.report).not.toEqual(lucValidated.report);
    expect(lucNow.report!.holidayMinutes).toBeGreaterThan(lucValidated.report!.holidayMinutes);
    expect(lucNow.month.totals).not.toEqual(lucValidated.month.totals);
    expect(lucNow.custom).toEqual(lucNow.report);
    expect(await weekRows(luc)).not.toEqual(lucWeeks);

    // Reopened, Zoé's month is read as it stands again.
    const reopened = await company.request('POST', `/api/timesheets/months/${MONTH}/reopen`, {
      reason: 'Contrats corrigés',
    });
    expect(reopened.statusCode).toBe(200);
    const zoeReopened = await shown(zoe, 'Zoé');
    expect(zoeReopened.report).not.toEqual(zoeValidated.report);
    expect(zoeReopened.month.employee.weeklyContractMinutes).toBe(28 * 60);
  }, 120_000);

  it("never reads another company's employee validated one by one", async () => {
    const ids = [zoe, luc];
    const report = await json<MonthlyReport>(intruder, 'GET', `/api/reports/months/${MONTH}`);
    expect(report.rows.some((row) => ids.includes(row.employee.id))).toBe(false);
    const custom = await json<CustomReportResult>(intruder, 'POST', '/api/reports/custom/run', {
      from: '2026-04-01',
      to: '2026-04-30',
      grouping: 'employee',
      columns: ['workedMinutes'],
    });
    expect(custom.rows.some((row) => row.employee && ids.includes(row.employee.id))).toBe(false);
    for (const id of ids) {
      const view = await intruder.request('GET', `/api/timesheets/employees/${id}/month?month=${MONTH}`);
      expect(view.statusCode).toBe(404);
    }
    const validating = await intruder.request('POST', `/api/timesheets/months/${MONTH}/validate-employees`, {
      employeeIds: [luc],
    });
    expect(validating.statusCode).toBe(404);
    // The intruder validating its own employee reads its own row, and moves nothing of the company.
    const lucBefore = await json<MonthlyReport>(company, 'GET', `/api/reports/months/${MONTH}`);
    const own = await intruder.request('POST', `/api/timesheets/months/${MONTH}/validate-employees`, {
      employeeIds: [ines],
    });
    expect(own.statusCode).toBe(200);
    const inesRow = (await json<MonthlyReport>(intruder, 'GET', `/api/reports/months/${MONTH}`)).rows.find(
      (row) => row.employee.id === ines,
    );
    expect(inesRow?.figures.workedMinutes).toBe(9 * 60);
    expect(await json<MonthlyReport>(company, 'GET', `/api/reports/months/${MONTH}`)).toEqual(lucBefore);
    const file = await intruder.request('GET', `/api/reports/months/${MONTH}/payroll`);
    expect([file.statusCode, file.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
    const lines = readCsv(file).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line[0] === 'M-INES')).toBe(true);
  });
});
