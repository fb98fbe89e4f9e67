import type { WeekView } from '@pointeo/domain/timesheets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan } from '../../../test/leave';
import { setDepartementOfSites } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { employees } from '../../db/schema/accounts';
import { weekEmployeeRecords } from '../../db/schema/timesheets';

/**
 * Decision 050: the Temps week view of a week a validated month pays (its Sunday's month) shows that
 * month's record, as the report and the month view do (decision 041). What changes after the
 * validation (an absence type's flags, an archiving, contract hours, a name, Alsace-Moselle) moves
 * none of its figures; a week straddling the validated month and the next, paid by the next, stays
 * live. Another company never reads a record of this one.
 */

const testApp = timesheetTestAppOfFile();

const MONTH = '2026-09';
const ZOE_PIN = '111111';
const LUC_PIN = '222222';
const ANA_PIN = '333333';
/** Monday 31 August 2026: its Sunday is 6 September, so September pays it, 31 August included. */
const FIRST_WEEK = '2026-08-31';
const RECORDED_WEEKS = [FIRST_WEEK, '2026-09-07', '2026-09-14', '2026-09-21'];
/** Monday 28 September: its Sunday is 4 October, which pays it; it stays live. */
const STRADDLING_WEEK = '2026-09-28';

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;
let ana: string;
let training: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Semaine Figée');
  intruder = await companyWithKiosk(testApp, 'Semaine Intruse');
  zoe = await company.addEmployee('Zoé', ZOE_PIN);
  luc = await company.addEmployee('Luc', LUC_PIN, 24 * 60);
  ana = await company.addEmployee('Ana', ANA_PIN);
  await intruder.addEmployee('Ines', ZOE_PIN);
  for (const date of ['2026-09-01', '2026-09-02', '2026-09-07', '2026-09-08', '2026-09-09', '2026-09-29']) {
    await workShift(company, ZOE_PIN, date, '08:00', '12:00');
    await workShift(company, ZOE_PIN, date, '13:00', '19:00');
  }
  for (const date of ['2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18']) {
    await workShift(company, LUC_PIN, date, '08:00', '15:00');
  }
  for (const date of ['2026-09-21', '2026-09-22']) await workShift(company, ANA_PIN, date, '08:00', '16:00');
  await workShift(intruder, ZOE_PIN, '2026-09-08', '08:00', '17:00');

  await setPlan(testApp, company, 'Premium');
  await allowNegativeBalance(testApp, company);
  const created = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: true,
  });
  training = created.json().type.id;
  // 31 August, before the 1st, in the week September pays; 10 and 11 September; 30 September, in the
  // week October pays.
  await absence(zoe, '2026-08-31', '2026-08-31');
  await absence(zoe, '2026-09-10', '2026-09-11');
  await absence(zoe, '2026-09-30', '2026-09-30');
  testApp.setNow(paris('2026-10-05', '09:00'));
});

async function absence(employeeId: string, startDate: string, endDate: string) {
  const response = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
    typeId: training,
    startDate,
    endDate,
    startHalfDay: false,
  });
  expect(response.statusCode).toBe(201);
}

async function weekOf(week: string, as = company): Promise<WeekView> {
  const response = await as.request('GET', `/api/timesheets/week?week=${week}`);
  expect([week, response.statusCode]).toEqual([week, 200]);
  return response.json();
}

/** The week's figures and who it lists: the tab's entries to regularise and months aside. */
async function figuresOf(week: string, as = company) {
  const { employees, days } = await weekOf(week, as);
  return { days, employees };
}

async function recordedWeeks() {
  const weeks: Record<string, unknown> = {};
  for (const week of RECORDED_WEEKS) weeks[week] = await figuresOf(week);
  return weeks;
}

function rowOf(view: { employees: WeekView['employees'] }, employeeId: string) {
  const row = view.employees.find((candidate) => candidate.employee.id === employeeId);
  if (!row) throw new Error(`no row for ${employeeId}`);
  return row;
}

describe('the week view of a validated month', () => {
  it('shows the figures the month was validated with, whatever changes since', async () => {
    const live = await recordedWeeks();
    const straddlingBefore = await figuresOf(STRADDLING_WEEK);
    // The absence's name shows on 31 August, the day before the 1st, as on 10 September.
    const first = live[FIRST_WEEK] as Awaited<ReturnType<typeof figuresOf>>;
    expect(rowOf(first, zoe).days[0]).toMatchObject({ date: '2026-08-31', absenceName: 'Formation' });
    expect(rowOf(first, zoe).days[0]!.absenceMinutes).toBeGreaterThan(0);

    expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    expect(await recordedWeeks()).toEqual(live);

    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        "the flags of the absence type 'Formation'",
        async () => {
          const response = await company.request('PUT', `/api/leave/types/${training}`, {
            paid: false,
            countsAsWorkedTime: false,
          });
          expect(response.statusCode).toBe(200);
        },
      ],
      [
        'the archiving of Ana',
        async () => {
          const response = await company.request('DELETE', `/api/employees/${ana}`, {
            leavingDate: '2026-10-02',
          });
          expect(response.statusCode).toBe(204);
        },
      ],
      [
        "Luc's contract hours and name",
        async () => {
          const response = await company.request('PATCH', `/api/employees/${luc}`, {
            firstName: 'Lucas',
            lastName: company.name,
            role: 'employee',
            zone: '',
            pinCode: LUC_PIN,
            weeklyContractMinutes: 20 * 60,
          });
          expect(response.statusCode).toBe(200);
        },
      ],
      [
        "Zoé's contract hours",
        async () => {
          const response = await company.request('PATCH', `/api/employees/${zoe}`, {
            firstName: 'Zoé',
            lastName: company.name,
            role: 'employee',
            zone: '',
            pinCode: ZOE_PIN,
            weeklyContractMinutes: 28 * 60,
          });
          expect(response.statusCode).toBe(200);
        },
      ],
      [
        'Alsace-Moselle',
        // The company's site moves to Moselle (issue 29 item 7).
        () => setDepartementOfSites(testApp, company.id, '57'),
      ],
    ];
    for (const [change, apply] of changes) {
      await apply();
      expect([change, await recordedWeeks()]).toEqual([change, live]);
    }

    // The week October pays is computed as it stands: Zoé's 30 September no longer counts as worked,
    // and she now reads as part-time.
    const straddlingAfter = await figuresOf(STRADDLING_WEEK);
    expect(rowOf(straddlingAfter, zoe)).not.toEqual(rowOf(straddlingBefore, zoe));
    expect(rowOf(straddlingAfter, zoe).employee.weeklyContractMinutes).toBe(28 * 60);

    // Reopened, the month's weeks are live again; validated again, they keep the new facts.
    const reopened = await company.request('POST', `/api/timesheets/months/${MONTH}/reopen`, {
      reason: 'Contrats corrigés',
    });
    expect(reopened.statusCode).toBe(200);
    const nowLive = await figuresOf('2026-09-07');
    expect(nowLive).not.toEqual(live['2026-09-07']);
    expect(rowOf(nowLive, zoe).employee.weeklyContractMinutes).toBe(28 * 60);
    expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    expect(await figuresOf('2026-09-07')).toEqual(nowLive);
  }, 120_000);

  it("never shows another company's record, nor its own to another company", async () => {
    const intruderWeek = await figuresOf('2026-09-07', intruder);
    expect(intruderWeek.employees.map((row) => row.employee.firstName)).toEqual(['Direction', 'Ines']);
    expect((await intruder.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    const validated = await figuresOf('2026-09-07', intruder);
    expect(validated).toEqual(intruderWeek);
    const rows = await testApp.database.db
      .select({ employeeId: weekEmployeeRecords.employeeId })
      .from(weekEmployeeRecords)
      .where(eq(weekEmployeeRecords.companyId, intruder.id));
    expect(rows.length).toBeGreaterThan(0);
    const ids = new Set((await figuresOf('2026-09-07')).employees.map((row) => row.employee.id));
    for (const { employeeId } of rows) expect(ids.has(employeeId)).toBe(false);
    for (const owner of [company, intruder]) {
      const owned = await testApp.database.db
        .select({ companyId: employees.companyId })
        .from(weekEmployeeRecords)
        .innerJoin(employees, eq(employees.id, weekEmployeeRecords.employeeId))
        .where(eq(weekEmployeeRecords.companyId, owner.id));
      expect(owned.length).toBeGreaterThan(0);
      expect(owned.every((row) => row.companyId === owner.id)).toBe(true);
    }
  });

  it('are written once: the database refuses to change one', async () => {
    const kept = await testApp.database.db
      .select()
      .from(weekEmployeeRecords)
      .where(eq(weekEmployeeRecords.companyId, company.id));
    expect(kept.length).toBeGreaterThan(0);
    await expect(
      testApp.database.db
        .update(weekEmployeeRecords)
        .set({ firstName: 'Autre' })
        .where(eq(weekEmployeeRecords.companyId, company.id)),
    ).rejects.toThrow(/append-only|week_employee_records/);
  });
});
