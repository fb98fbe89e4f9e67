import { randomUUID } from 'node:crypto';
import { computeMonthHours, computeWeekHours } from '@pointeo/domain/hours-engine';
import type { EmployeeMonth, WeekRow, WeekView } from '@pointeo/domain/timesheets';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setDepartementOfSites } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { timeEntries } from '../../db/schema/clock';

const testApp = timesheetTestAppOfFile();

const ZOE_PIN = '111111';
const LUC_PIN = '222222';

/** The entries the kiosk made for an employee, as the hours engine reads them. */
async function entriesOf(employeeId: string) {
  return testApp.database.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.employeeId, employeeId), isNull(timeEntries.deletedAt)));
}

async function weekOf(company: Company, week: string): Promise<WeekView> {
  const response = await company.request('GET', `/api/timesheets/week?week=${week}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const rowOf = (view: WeekView, employeeId: string) =>
  view.employees.find((row) => row.employee.id === employeeId)!;

describe('the week view', () => {
  let company: Company;
  let zoe: string;
  let luc: string;
  const now = paris('2026-11-16', '10:00');

  beforeAll(async () => {
    company = await companyWithKiosk(testApp, 'Semaine Témoin');
    zoe = await company.addEmployee('Zoé', ZOE_PIN);
    luc = await company.addEmployee('Luc', LUC_PIN, 24 * 60);
    // Zoé: five days of 8 h 30 around the Armistice holiday (Wednesday 11 November 2026).
    for (const date of ['2026-11-09', '2026-11-10', '2026-11-12', '2026-11-13', '2026-11-14']) {
      await workShift(company, ZOE_PIN, date, '08:00', '12:00');
      await workShift(company, ZOE_PIN, date, '13:00', '17:30');
    }
    // Luc, part-time 24 h: three nights and an afternoon.
    await workShift(company, LUC_PIN, '2026-11-09', '22:00', '06:00');
    await workShift(company, LUC_PIN, '2026-11-10', '14:00', '18:00');
    await workShift(company, LUC_PIN, '2026-11-11', '22:00', '06:00');
    await workShift(company, LUC_PIN, '2026-11-13', '22:00', '06:00');
    testApp.setNow(now);
  });

  it("shows every employee's days and totals exactly as the hours engine computes them from the kiosk's entries", async () => {
    const view = await weekOf(company, '2026-11-12');
    expect(view).toMatchObject({
      weekStart: '2026-11-09',
      weekEnd: '2026-11-15',
      previousWeek: '2026-11-02',
      nextWeek: '2026-11-16',
      toRegularise: { count: 0, entries: [] },
      months: [{ month: '2026-11', validated: false, validatedAt: null, validatedBy: null }],
    });
    expect(view.days.map((day) => day.holidayName)).toEqual([
      null,
      null,
      'Armistice 1918',
      null,
      null,
      null,
      null,
    ]);
    expect(view.employees.map((row) => row.employee.firstName)).toEqual(['Direction', 'Luc', 'Zoé']);

    for (const [employeeId, contract] of [
      [zoe, 35 * 60],
      [luc, 24 * 60],
    ] as const) {
      const engine = computeWeekHours({
        week: '2026-11-09',
        entries: await entriesOf(employeeId),
        weeklyContractMinutes: contract,
        now,
      });
      const row: WeekRow = rowOf(view, employeeId);
      expect(row.days.map((day) => day.workedMinutes)).toEqual(engine.days.map((day) => day.workedMinutes));
      expect(row).toMatchObject({
        workedMinutes: engine.workedMinutes,
        overtime25Minutes: engine.overtime25Minutes,
        overtime50Minutes: engine.overtime50Minutes,
        overtimeMinutes: engine.overtime25Minutes + engine.overtime50Minutes,
        complementaryMinutes: engine.complementaryMinutes,
        nightMinutes: engine.nightMinutes,
        daysWorked: engine.daysWorked,
        alertsCount: engine.alerts.length,
      });
    }
    expect(rowOf(view, zoe)).toMatchObject({ workedMinutes: 2550, overtimeMinutes: 450, daysWorked: 5 });
    expect(rowOf(view, luc)).toMatchObject({
      workedMinutes: 1680,
      complementaryMinutes: 240,
      nightMinutes: 1440,
    });
  });

  it("gives one employee's month with each day's entries, its weeks and totals from the engine", async () => {
    const response = await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-11`);
    expect(response.statusCode).toBe(200);
    const month: EmployeeMonth = response.json();
    const engine = computeMonthHours({ month: '2026-11', entries: await entriesOf(zoe), now });

    expect(month).toMatchObject({
      employee: { id: zoe, firstName: 'Zoé', archived: false, weeklyContractMinutes: 2100 },
      month: '2026-11',
      previousMonth: '2026-10',
      nextMonth: '2026-12',
      status: { validated: false, toRegulariseCount: 0, inProgressCount: 0, events: [] },
      totals: { workedMinutes: engine.workedMinutes, overtime25Minutes: engine.overtime25Minutes },
      alertsCount: engine.alerts.length,
      deletedEntries: [],
    });
    expect(month.days).toHaveLength(30);
    expect(month.days.map((day) => day.workedMinutes)).toEqual(engine.days.map((day) => day.workedMinutes));
    expect(month.weeks.map((week) => [week.weekStart, week.weekEnd, week.workedMinutes])).toEqual(
      engine.weeks.map((week) => [week.weekStart, expect.any(String), week.workedMinutes]),
    );
    const monday = month.days.find((day) => day.date === '2026-11-09')!;
    expect(monday).toMatchObject({ workedMinutes: 510, breakMinutes: 60 });
    expect(monday.entries).toEqual([
      expect.objectContaining({
        date: '2026-11-09',
        arrival: paris('2026-11-09', '08:00').toISOString(),
        departure: paris('2026-11-09', '12:00').toISOString(),
        status: 'closed',
        source: 'kiosk',
        corrected: false,
        recordedAfterValidation: false,
      }),
      expect.objectContaining({ arrival: paris('2026-11-09', '13:00').toISOString(), status: 'closed' }),
    ]);
  });

  it('keeps an archived employee in the weeks they worked, and only there', async () => {
    const leaver = await company.addEmployee('Paul', '777777');
    await workShift(company, '777777', '2026-11-10', '09:00', '17:00');
    testApp.setNow(now);
    expect((await company.request('DELETE', `/api/employees/${leaver}`)).statusCode).toBe(204);

    expect(rowOf(await weekOf(company, '2026-11-09'), leaver)).toMatchObject({
      employee: { firstName: 'Paul', archived: true },
      workedMinutes: 480,
    });
    expect(rowOf(await weekOf(company, '2026-11-16'), leaver)).toBeUndefined();
    const month = await company.request('GET', `/api/timesheets/employees/${leaver}/month?month=2026-11`);
    expect(month.json().totals.workedMinutes).toBe(480);
  });

  it('uses the week and the month of the app clock when none is asked', async () => {
    expect((await company.request('GET', '/api/timesheets/week')).json().weekStart).toBe('2026-11-16');
    const month = await company.request('GET', `/api/timesheets/employees/${zoe}/month`);
    expect(month.json().month).toBe('2026-11');
  });
});

describe("entries 'À régulariser'", () => {
  it('lists an entry open over 16 h for the whole company, counts it on every week and counts no time for it', async () => {
    const company = await companyWithKiosk(testApp, 'Oublis du Lundi');
    const nora = await company.addEmployee('Nora', '333333');
    const eva = await company.addEmployee('Eva', '444444');
    const arrival = paris('2026-11-16', '08:00');
    expect((await company.punch('333333', arrival)).statusCode).toBe(200);
    expect((await company.punch('444444', paris('2026-11-17', '08:30'))).statusCode).toBe(200);
    testApp.setNow(paris('2026-11-17', '09:00'));

    const view = await weekOf(company, '2026-11-16');
    expect(view.toRegularise.count).toBe(1);
    expect(view.toRegularise.entries).toEqual([
      {
        entryId: expect.any(String),
        employeeId: nora,
        firstName: 'Nora',
        lastName: 'Oublis du Lundi',
        date: '2026-11-16',
        arrival: arrival.toISOString(),
      },
    ]);
    expect(rowOf(view, nora)).toMatchObject({ workedMinutes: 0, toRegulariseCount: 1 });
    expect(rowOf(view, nora).days[0]).toMatchObject({
      workedMinutes: 0,
      toRegularise: true,
      inProgress: false,
    });
    expect(rowOf(view, eva).days[1]).toMatchObject({
      workedMinutes: 0,
      toRegularise: false,
      inProgress: true,
    });
    expect((await weekOf(company, '2026-10-05')).toRegularise.count).toBe(1);

    const month: EmployeeMonth = (
      await company.request('GET', `/api/timesheets/employees/${nora}/month?month=2026-11`)
    ).json();
    expect(month.toRegulariseCount).toBe(1);
    expect(month.status).toMatchObject({ toRegulariseCount: 1, inProgressCount: 1 });
    expect(month.days.find((day) => day.date === '2026-11-16')!.entries).toEqual([
      expect.objectContaining({ departure: null, status: 'missing-clock-out' }),
    ]);
  });
});

describe('settings', () => {
  it("starts from the engine's defaults; a saved night window and the site's département change the figures", async () => {
    const company = await companyWithKiosk(testApp, 'Brasserie de Metz');
    const ines = await company.addEmployee('Inès', '555555');
    expect((await company.request('GET', '/api/timesheets/settings')).json()).toEqual({
      nightStart: '21:00',
      nightEnd: '06:00',
      complementaryUpToThird: false,
      doublePunchWindowSeconds: 60,
    });
    // Good Friday 2026 is 3 April.
    await workShift(company, '555555', '2026-04-03', '18:00', '23:00');
    testApp.setNow(paris('2026-04-06', '09:00'));
    const before = rowOf(await weekOf(company, '2026-04-03'), ines);
    expect(before.nightMinutes).toBe(120);

    const saved = await company.request('PUT', '/api/timesheets/settings', {
      nightStart: '22:00',
      nightEnd: '07:00',
      doublePunchWindowSeconds: 30,
    });
    // Alsace-Moselle is the site's (issue 29 item 7): its département, Moselle.
    await setDepartementOfSites(testApp, company.id, '57');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Paramètres enregistrés',
      settings: {
        nightStart: '22:00',
        nightEnd: '07:00',
        complementaryUpToThird: false,
        doublePunchWindowSeconds: 30,
      },
    });
    const after = await weekOf(company, '2026-04-03');
    expect(after.days[4]!.holidayName).toBe('Vendredi saint');
    expect(rowOf(after, ines)).toMatchObject({ nightMinutes: 60, holidayMinutes: 300 });
  });

  it('refuses a night window outside the law with a French message', async () => {
    const company = await companyWithKiosk(testApp, 'Nuits Courtes');
    const response = await company.request('PUT', '/api/timesheets/settings', {
      nightStart: '19:00',
      nightEnd: '06:00',
      doublePunchWindowSeconds: 60,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('La période de nuit doit commencer entre 21:00 et 00:00');
    expect((await company.request('GET', '/api/timesheets/settings')).json().nightStart).toBe('21:00');
  });
});

describe('weekly contract hours', () => {
  it('are set with the employee, kept when an edit leaves them out, and refused outside 1 h to 48 h', async () => {
    const company = await companyWithKiosk(testApp, 'Temps Partiel');
    const id = await company.addEmployee('Paul', '666666', 20 * 60);
    const edited = await company.request('PATCH', `/api/employees/${id}`, {
      firstName: 'Paul',
      lastName: 'Martin',
      pinCode: '666666',
    });
    expect(edited.json().weeklyContractMinutes).toBe(1200);
    const refused = await company.request('PATCH', `/api/employees/${id}`, {
      firstName: 'Paul',
      lastName: 'Martin',
      weeklyContractMinutes: 49 * 60,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Les heures par semaine doivent être comprises entre 1\u202fh et 48\u202fh',
    );
    const added = await company.request('POST', '/api/employees', { firstName: 'Léa', lastName: 'Martin' });
    expect(added.json().weeklyContractMinutes).toBe(2100);
  });
});

describe('late punches', () => {
  it('shows a punch kept as late in its week and on its day of the month, counting no time', async () => {
    const company = await companyWithKiosk(testApp, 'Borne en retard');
    const zoe = await company.addEmployee('Zoé', ZOE_PIN);
    await workShift(company, ZOE_PIN, '2026-11-17', '08:00', '16:00');
    // The offline kiosk's 12:00 punch arrives after the 16:00 departure: kept, joined to nothing.
    const typedAt = paris('2026-11-17', '12:00');
    const received = paris('2026-11-17', '16:05');
    testApp.setNow(received);
    const late = await company.kioskRequest('POST', '/api/kiosk/punches', {
      id: randomUUID(),
      pin: ZOE_PIN,
      punchedAt: typedAt.toISOString(),
    });
    expect(late.statusCode).toBe(409);
    testApp.setNow(paris('2026-11-18', '09:00'));

    const week = await weekOf(company, '2026-11-17');
    expect(week.latePunches).toEqual([
      {
        id: expect.any(String),
        employeeId: zoe,
        firstName: 'Zoé',
        lastName: 'Borne en retard',
        date: '2026-11-17',
        punchedAt: typedAt.toISOString(),
        receivedAt: received.toISOString(),
      },
    ]);
    expect(rowOf(week, zoe).workedMinutes).toBe(8 * 60);
    expect((await weekOf(company, '2026-11-24')).latePunches).toEqual([]);

    const month: EmployeeMonth = (
      await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-11`)
    ).json();
    const tuesday = month.days.find((day) => day.date === '2026-11-17')!;
    expect(tuesday.latePunches).toEqual([
      { id: week.latePunches[0]!.id, punchedAt: typedAt.toISOString(), receivedAt: received.toISOString() },
    ]);
    expect(tuesday.workedMinutes).toBe(8 * 60);
    expect(month.days.filter((day) => day.latePunches.length > 0)).toHaveLength(1);

    // Another company sees none of them.
    const other = await companyWithKiosk(testApp, 'Voisine');
    expect((await weekOf(other, '2026-11-17')).latePunches).toEqual([]);
  });
});
