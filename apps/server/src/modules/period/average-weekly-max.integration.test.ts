import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { addDays } from '@pointeo/domain/paris-calendar';
import type { MonthlyReport } from '@pointeo/domain/reports';
import type { EmployeeMonth, WeekView } from '@pointeo/domain/timesheets';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../test/leave';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/**
 * Issue 27 item 4, L3121-22: no more than 44 h a week on average over any 12 consecutive weeks. The
 * engine computes one week or month at a time; the period loader hands it the 11 weeks before, so the
 * alert shows on the Temps week and month views and in the monthly report. The 12 weeks here end with
 * the week of Monday 4 January 2027 and start on 19 October 2026: the window reaches back across
 * months and a year.
 */

const testApp = timesheetTestAppOfFile();
const LAST_WEEK = '2027-01-04';
const FIRST_WEEK = addDays(LAST_WEEK, -7 * 11);
const AVERAGE = 'average-weekly-max';

/** Mondays to Fridays of a week, a 30-minute lunch break each day: 9 h a day (45 h) or 8 h (40 h). */
async function workWeek(company: Company, pin: string, monday: string, dayEnds: string[]) {
  for (const [index, end] of dayEnds.entries()) {
    const date = addDays(monday, index);
    if (end <= '12:00') {
      await workShift(company, pin, date, '08:00', end);
    } else {
      await workShift(company, pin, date, '08:00', '12:00');
      await workShift(company, pin, date, '12:30', end);
    }
  }
}
const WEEK_45 = ['17:30', '17:30', '17:30', '17:30', '17:30'];
const WEEK_40 = ['16:30', '16:30', '16:30', '16:30', '16:30'];
/** 4 × 8 h + 1 h: 33 h, so 11 weeks at 45 h and this one average exactly 44 h. */
const WEEK_33 = ['16:30', '16:30', '16:30', '16:30', '09:00'];

let company: Company;
let twelve: string;
let elevenAndForty: string;
let elevenAndThirtyThree: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Moyenne sur 12 semaines');
  twelve = await company.addEmployee('Douze', '111111');
  elevenAndForty = await company.addEmployee('Onze', '222222');
  elevenAndThirtyThree = await company.addEmployee('Trente-trois', '333333');
  for (let week = 0; week < 12; week += 1) {
    const monday = addDays(FIRST_WEEK, 7 * week);
    const last = week === 11;
    await workWeek(company, '111111', monday, WEEK_45);
    await workWeek(company, '222222', monday, last ? WEEK_40 : WEEK_45);
    await workWeek(company, '333333', monday, last ? WEEK_33 : WEEK_45);
  }
  testApp.setNow(paris('2027-02-10', '09:00'));
  await setPlan(testApp, company, 'Standard');
}, 120_000);

async function monthOf(employeeId: string, month: string): Promise<EmployeeMonth> {
  const response = await company.request(
    'GET',
    `/api/timesheets/employees/${employeeId}/month?month=${month}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

const averageAlerts = (month: EmployeeMonth) =>
  month.weeks.flatMap((week) => week.alerts.filter((alert) => alert.code === AVERAGE));

describe('the 12-week average alert (L3121-22)', () => {
  it('alerts on 12 weeks at 45 h, in the week view, the month view and the report', async () => {
    const january = await monthOf(twelve, '2027-01');
    expect(averageAlerts(january)).toEqual([
      expect.objectContaining({ code: AVERAGE, scope: 'week', date: LAST_WEEK, minutes: 45 * 60 }),
    ]);
    expect(january.alertsCount).toBe(1);

    const week: WeekView = (await company.request('GET', `/api/timesheets/week?week=${LAST_WEEK}`)).json();
    const rows = new Map(week.employees.map((row) => [row.employee.id, row]));
    expect(rows.get(twelve)).toMatchObject({ workedMinutes: 45 * 60, alertsCount: 1 });

    const report: MonthlyReport = (await company.request('GET', '/api/reports/months/2027-01')).json();
    const row = report.rows.find((candidate) => candidate.employee.id === twelve)!;
    expect(row.figures.alertsCount).toBe(1);
  });

  it('alerts on 11 weeks at 45 h and one at 40 h (44 h 35 on average: above 44 h)', async () => {
    const january = await monthOf(elevenAndForty, '2027-01');
    // (11 × 45 h + 40 h) / 12 = 44 h 35.
    expect(averageAlerts(january)).toEqual([
      expect.objectContaining({ date: LAST_WEEK, minutes: 44 * 60 + 35 }),
    ]);
    const week: WeekView = (await company.request('GET', `/api/timesheets/week?week=${LAST_WEEK}`)).json();
    expect(week.employees.find((row) => row.employee.id === elevenAndForty)).toMatchObject({
      workedMinutes: 40 * 60,
      alertsCount: 1,
    });
  });

  it('does not alert at exactly 44 h on average: the law caps the average, it does not forbid reaching it', async () => {
    const january = await monthOf(elevenAndThirtyThree, '2027-01');
    expect(averageAlerts(january)).toEqual([]);
    const week: WeekView = (await company.request('GET', `/api/timesheets/week?week=${LAST_WEEK}`)).json();
    expect(week.employees.find((row) => row.employee.id === elevenAndThirtyThree)).toMatchObject({
      workedMinutes: 33 * 60,
      alertsCount: 0,
    });
    const report: MonthlyReport = (await company.request('GET', '/api/reports/months/2027-01')).json();
    expect(
      report.rows.find((candidate) => candidate.employee.id === elevenAndThirtyThree)?.figures.alertsCount,
    ).toBe(0);
  });

  it('reaches back across the month and the year: 2026 weeks count for January 2027, and only 12 of them', async () => {
    // December's weeks have fewer than 12 weeks of work behind them (the first was 19 October).
    const december = await monthOf(twelve, '2026-12');
    expect(december.weeks.at(-1)?.weekStart).toBe('2026-12-21');
    expect(averageAlerts(december)).toEqual([]);
    // The week of 11 January: its 12 weeks start on 26 October, 11 of them worked.
    const week: WeekView = (await company.request('GET', '/api/timesheets/week?week=2027-01-11')).json();
    expect(week.employees.find((row) => row.employee.id === twelve)).toMatchObject({ alertsCount: 0 });
  });

  it('counts the weeks of the period itself before a later month: a custom report of December and January', async () => {
    // The loader reads the 11 weeks before 30 November; January's week of 4 January takes the 4 weeks
    // from 30 November to 27 December from the period's own entries.
    const response = await company.request('POST', '/api/reports/custom/run', {
      from: '2026-12-01',
      to: '2027-01-31',
      grouping: 'employee',
      columns: ['workedMinutes', 'alertsCount'],
    });
    expect(response.statusCode).toBe(200);
    const custom: CustomReportResult = response.json();
    const alerts = new Map(custom.rows.map((row) => [row.employee?.id, row.figures.alertsCount]));
    expect([alerts.get(twelve), alerts.get(elevenAndForty), alerts.get(elevenAndThirtyThree)]).toEqual([
      1, 1, 0,
    ]);
  });
});
