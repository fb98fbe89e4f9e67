import type { MonthlyReport } from '@pointeo/domain/reports';
import type { EmployeeMonth, WeekView } from '@pointeo/domain/timesheets';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { addSite, moveToSite, setDepartementOfSites } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/**
 * Holidays follow the workplace (issue 29 item 7): a company with a site in Bas-Rhin (67) and one in
 * Paris (75). Good Friday, 3 April 2026, is a holiday for the employees of the first only, in the
 * week, the month's report, leave day counts and the planning; once April is validated, moving the
 * sites' départements changes none of its figures.
 */

const testApp = timesheetTestAppOfFile();
const GOOD_FRIDAY = '2026-04-03';

let company: Company;
let anna: string;
let paul: string;

const rowOf = (view: WeekView, id: string) => view.employees.find((row) => row.employee.id === id)!;

async function json<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await company.request(method, url, payload);
  expect([url, response.statusCode]).toEqual([url, method === 'POST' ? expect.any(Number) : 200]);
  return response.json();
}

const monthOf = (id: string) =>
  json<EmployeeMonth>('GET', `/api/timesheets/employees/${id}/month?month=2026-04`);
const week = () => json<WeekView>('GET', `/api/timesheets/week?week=${GOOD_FRIDAY}`);
const report = () => json<MonthlyReport>('GET', '/api/reports/months/2026-04');
const holidayMinutes = (view: MonthlyReport, id: string) =>
  view.rows.find((row) => row.employee.id === id)!.figures.holidayMinutes;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Deux Sites');
  // The default site is in Strasbourg; a second one in Paris.
  await setDepartementOfSites(testApp, company.id, '67');
  const paris75 = await addSite(testApp, company.id, 'Paris', '75');
  anna = await company.addEmployee('Anna', '111111');
  paul = await company.addEmployee('Paul', '222222');
  await moveToSite(testApp, paul, paris75);
  // The company's one kiosk serves both sites (decision 059's setting).
  expect((await company.request('PUT', '/api/clock/settings', { otherSitePunches: true })).statusCode).toBe(
    200,
  );
  await workShift(company, '111111', GOOD_FRIDAY, '09:00', '17:00');
  await workShift(company, '222222', GOOD_FRIDAY, '09:00', '17:00');
  await setPlan(testApp, company, 'Standard');
  await allowNegativeBalance(testApp, company);
  testApp.setNow(paris('2026-05-04', '09:00'));
});

describe('holidays of each employee’s site', () => {
  it('gives Good Friday to the employee in Bas-Rhin only: week, report, leave and planning', async () => {
    const live = await week();
    // The week's header shows the company's shared holidays: not Good Friday, Paris works.
    expect(live.days.find((day) => day.date === GOOD_FRIDAY)!.holidayName).toBeNull();
    expect((await monthOf(anna)).days.find((day) => day.date === GOOD_FRIDAY)!.holidayName).toBe(
      'Vendredi saint',
    );
    expect((await monthOf(paul)).days.find((day) => day.date === GOOD_FRIDAY)!.holidayName).toBeNull();
    expect(rowOf(live, anna).holidayMinutes).toBe(8 * 60);
    expect(rowOf(live, paul).holidayMinutes).toBe(0);
    const april = await report();
    expect(holidayMinutes(april, anna)).toBe(8 * 60);
    expect(holidayMinutes(april, paul)).toBe(0);

    // Leave counts the days of each one's calendar: Good Friday alone is no leave day in Bas-Rhin.
    const paidLeave = await typeId(company, 'Congés payés');
    const span = { typeId: paidLeave, startDate: GOOD_FRIDAY, endDate: GOOD_FRIDAY };
    const annaLeave = await company.request('POST', `/api/leave/employees/${anna}/absences`, span);
    expect([annaLeave.statusCode, annaLeave.json().error?.code]).toEqual([400, 'NO_LEAVE_DAY']);
    const paulLeave = await company.request('POST', `/api/leave/employees/${paul}/absences`, {
      ...span,
      startDate: '2026-04-02',
    });
    expect(paulLeave.statusCode).toBe(201);
    expect(paulLeave.json().absence.days).toBe(2);
    const annaWeek = await company.request('POST', `/api/leave/employees/${anna}/absences`, {
      ...span,
      startDate: '2026-04-02',
    });
    expect(annaWeek.statusCode).toBe(201);
    expect(annaWeek.json().absence.days).toBe(1);

    // The planning shows the team's shared holidays: Paris has no Good Friday.
    const planning = await json<{ days: { date: string; holidayName: string | null }[] }>(
      'GET',
      '/api/leave/planning?month=2026-04',
    );
    expect(planning.days.find((day) => day.date === GOOD_FRIDAY)!.holidayName).toBeNull();
    expect(planning.days.find((day) => day.date === '2026-04-06')!.holidayName).toBe('Lundi de Pâques');
  });

  it('keeps a validated month as validated when the sites’ départements change', async () => {
    const validated = await company.request('POST', '/api/timesheets/months/2026-04/validate');
    expect(validated.statusCode).toBe(200);
    const [weekBefore, reportBefore] = [await week(), await report()];
    expect(holidayMinutes(reportBefore, anna)).toBe(8 * 60);

    // Strasbourg's site now says Paris, Paris's says Moselle.
    await setDepartementOfSites(testApp, company.id, '75');
    await addSite(testApp, company.id, 'Metz', '57').then((metz) => moveToSite(testApp, paul, metz));
    expect(await week()).toEqual(weekBefore);
    expect(await report()).toEqual(reportBefore);

    // Reopened, April follows the sites as they are now.
    const reopened = await company.request('POST', '/api/timesheets/months/2026-04/reopen', {
      reason: 'Sites corrigés',
    });
    expect(reopened.statusCode).toBe(200);
    const now = await report();
    expect(holidayMinutes(now, anna)).toBe(0);
    expect(holidayMinutes(now, paul)).toBe(8 * 60);
  });
});
