import { createHash } from 'node:crypto';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthStatus } from '@pointeo/domain/timesheets';
import { eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS } from '../../../test/accounts';
import { allowNegativeBalance, codeAbsenceType, setPlan, typeId } from '../../../test/leave';
import { readPdfPages, readXlsx } from '../../../test/report-files';
import { setDepartementOfSites } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { employees } from '../../db/schema/accounts';
import { payrollExports } from '../../db/schema/reports';
import { monthEmployeeRecords } from '../../db/schema/timesheets';

/**
 * Issue 27 item 6, decision 041: a validated month never moves. Its record, written by 'Valider le
 * mois', is what the Temps month view, the monthly report, its CSV, XLSX and PDF, the payroll export
 * and custom reports show; what changes afterwards (an absence type's flags, an archiving,
 * Alsace-Moselle, contract hours, a leave approval) changes none of their bytes. Reopening and
 * validating again lists which figures moved; each payroll file handed out is recorded.
 */

const testApp = timesheetTestAppOfFile();

const MONTH = '2026-09';
const ZOE_PIN = '111111';
const LUC_PIN = '222222';
const ANA_PIN = '333333';

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;
let ana: string;
let training: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Mois Figé');
  intruder = await companyWithKiosk(testApp, 'Mois Intrus');
  zoe = await company.addEmployee('Zoé', ZOE_PIN);
  luc = await company.addEmployee('Luc', LUC_PIN, 24 * 60);
  ana = await company.addEmployee('Ana', ANA_PIN);
  await intruder.addEmployee('Ines', ZOE_PIN);
  await company.setPayrollNumber(zoe, 'Zoé', ZOE_PIN, 'M-001');
  await company.setPayrollNumber(luc, 'Luc', LUC_PIN, 'M-002');
  await company.setPayrollNumber(ana, 'Ana', ANA_PIN, 'M-003');
  // Tuesday 1 September 2026: the week of Monday 31 August is paid with September.
  for (const date of ['2026-08-31', '2026-09-01', '2026-09-02', '2026-09-07', '2026-09-08', '2026-09-09']) {
    await workShift(company, ZOE_PIN, date, '08:00', '12:00');
    await workShift(company, ZOE_PIN, date, '13:00', '19:00');
  }
  await workShift(company, ZOE_PIN, '2026-09-13', '09:00', '12:00');
  for (const date of ['2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18']) {
    await workShift(company, LUC_PIN, date, '21:00', '04:00');
  }
  for (const date of ['2026-09-21', '2026-09-22']) await workShift(company, ANA_PIN, date, '08:00', '16:00');
  await workShift(intruder, ZOE_PIN, '2026-09-10', '08:00', '17:00');

  await setPlan(testApp, company, 'Premium');
  // Its employees take paid leave they have not earned yet (decision 046).
  await allowNegativeBalance(testApp, company);
  await setPlan(testApp, intruder, 'Premium');
  const created = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: true,
  });
  training = created.json().type.id;
  await codeAbsenceType(company, training, 'Formation', 'ABS-FOR');
  await absence(zoe, training, '2026-09-10', '2026-09-11');
  await absence(luc, await typeId(company, 'Congés payés'), '2026-09-14', '2026-09-14');
  testApp.setNow(paris('2026-10-05', '09:00'));
});

async function absence(employeeId: string, type: string, startDate: string, endDate: string) {
  const response = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
    typeId: type,
    startDate,
    endDate,
    startHalfDay: false,
  });
  expect(response.statusCode).toBe(201);
}

async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await company.request(method, url, payload);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response;
}

/** The values of every cell of every sheet (the zip's own dates aside, the workbook's content). */
async function xlsxCells(workbook: ExcelJS.Workbook) {
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push(row.values));
    return rows;
  });
}

/**
 * Everything the month shows and exports, as bytes or as read back where a file carries its own date;
 * the payroll file only once the month is validated.
 */
async function everythingShown({ payroll = true } = {}) {
  const url = `/api/reports/months/${MONTH}`;
  const views: Record<string, unknown> = {};
  for (const id of [zoe, luc, ana]) {
    const view = (await ok('GET', `/api/timesheets/employees/${id}/month?month=${MONTH}`)).json();
    // The month's status (its history, what a kiosk recorded since) is not a figure.
    delete view.status;
    views[id] = view;
  }
  return {
    report: (await ok('GET', url)).json().rows,
    csv: (await ok('GET', `${url}/csv`)).rawPayload.toString('hex'),
    payroll: payroll ? (await ok('GET', `${url}/payroll`)).rawPayload.toString('hex') : null,
    xlsx: await xlsxCells(await readXlsx(await ok('GET', `${url}/xlsx`))),
    pdf: await readPdfPages((await ok('GET', `${url}/pdf`)).rawPayload),
    custom: (
      await ok('POST', '/api/reports/custom/run', {
        from: '2026-09-01',
        to: '2026-09-30',
        grouping: 'employee',
        columns: REPORT_FIGURES.map((figure) => figure.key),
      })
    ).body,
    views,
  };
}

async function statusOf(): Promise<MonthStatus> {
  return (await ok('GET', `/api/timesheets/months/${MONTH}`)).json();
}

describe('a validated month', () => {
  it('shows and exports the same figures and bytes whatever changes after its validation', async () => {
    // What the record gives back is what the facts gave before validation, files and views alike.
    const live = await everythingShown({ payroll: false });
    expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    const validated = await everythingShown();
    expect({ ...validated, payroll: null }).toEqual(live);
    expect(validated.report.map((row: { employee: { id: string } }) => row.employee.id)).toEqual([
      expect.any(String),
      ana,
      luc,
      zoe,
    ]);
    const formationDays = validated.report.find(
      (row: { employee: { id: string } }) => row.employee.id === zoe,
    ).figures.absenceDays;
    expect(formationDays).toBe(2);

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
        async () => expect((await company.request('DELETE', `/api/employees/${ana}`)).statusCode).toBe(204),
      ],
      [
        'Alsace-Moselle',
        // The company's site moves to Moselle (issue 29 item 7).
        () => setDepartementOfSites(testApp, company.id, '57'),
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
            payrollNumber: 'M-001',
            weeklyContractMinutes: 28 * 60,
          });
          expect(response.statusCode).toBe(200);
        },
      ],
      [
        "the director's name given in Informations générales",
        async () => {
          const response = await company.request('PATCH', '/api/account', {
            ...COMPANY_DETAILS,
            directorFirstName: 'Hélène',
            directorLastName: 'Roux',
          });
          expect(response.statusCode).toBe(200);
        },
      ],
      [
        'a leave approved in the month, refused naming the month to reopen',
        async () => {
          const refused = await company.request('POST', `/api/leave/employees/${luc}/absences`, {
            typeId: training,
            startDate: '2026-09-24',
            endDate: '2026-09-25',
          });
          expect([refused.statusCode, refused.json().error.message]).toEqual([
            409,
            'Septembre 2026 est validé\u202f: rouvrez-le pour le corriger',
          ]);
        },
      ],
    ];
    for (const [change, apply] of changes) {
      await apply();
      expect([change, await everythingShown()]).toEqual([change, validated]);
    }
    expect((await statusOf()).validated).toBe(true);
  }, 120_000);

  it('lists, once reopened and validated again, which figures moved and by how much', async () => {
    await ok('POST', `/api/timesheets/months/${MONTH}/reopen`, { reason: 'Contrat de Zoé corrigé' });
    testApp.setNow(paris('2026-10-06', '09:00'));
    await absence(luc, training, '2026-09-24', '2026-09-25');
    const again = await ok('POST', `/api/timesheets/months/${MONTH}/validate`);
    const [, , last] = again.json().status.events;
    const zoeChanges = last.changes.filter((change: { employeeId: string }) => change.employeeId === zoe);
    // 'Formation' no longer paid nor worked time; 28 h a week instead of 35 h.
    expect(zoeChanges).toEqual(
      expect.arrayContaining([
        {
          employeeId: zoe,
          firstName: 'Zoé',
          lastName: company.name,
          figure: 'absenceMinutes',
          before: 840,
          after: 0,
        },
      ]),
    );
    // Luc's two new days of 'Formation' (unpaid now): two more days of absence.
    expect(last.changes).toContainEqual({
      employeeId: luc,
      firstName: 'Luc',
      lastName: company.name,
      figure: 'absenceDays',
      before: 1,
      after: 3,
    });
    expect(
      last.changes.every((change: { before: number; after: number }) => change.before !== change.after),
    ).toBe(true);
    // Nothing moved since: a third validation lists no change.
    testApp.setNow(paris('2026-10-06', '10:00'));
    await ok('POST', `/api/timesheets/months/${MONTH}/reopen`, { reason: 'Vérification' });
    testApp.setNow(paris('2026-10-06', '11:00'));
    const third = await ok('POST', `/api/timesheets/months/${MONTH}/validate`);
    expect(third.json().status.events.at(-1).changes).toEqual([]);
  });

  it('records each payroll file handed out, and gives the same bytes for the same month and layout', async () => {
    const url = `/api/reports/months/${MONTH}/payroll`;
    const first = (await ok('GET', url)).rawPayload;
    // Unrelated changes: a new employee, a later month's hours.
    await company.addEmployee('Noé', '444444');
    await workShift(company, ZOE_PIN, '2026-10-07', '08:00', '12:00');
    const second = (await ok('GET', url)).rawPayload;
    expect(second.equals(first)).toBe(true);
    const sha256 = createHash('sha256').update(first).digest('hex');
    const listed = (await ok('GET', `${url}-exports`)).json();
    expect(listed.month).toBe(MONTH);
    expect(listed.exports.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        author: { id: company.id, name: 'Compte entreprise' },
        preset: 'generic',
        sha256,
        byteSize: first.length,
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        author: { id: company.id, name: 'Compte entreprise' },
        preset: 'generic',
        sha256,
        byteSize: first.length,
      },
    ]);
    // A refused export hands nothing out, so records nothing.
    const count = listed.exports.length;
    expect((await company.request('GET', '/api/reports/months/2026-11/payroll')).statusCode).toBe(409);
    expect((await ok('GET', '/api/reports/months/2026-11/payroll-exports')).json().exports).toEqual([]);
    expect((await ok('GET', `${url}-exports`)).json().exports).toHaveLength(count);
  });

  it("never holds another company's employees, and another company never sees its records", async () => {
    testApp.setNow(paris('2026-10-08', '09:00'));
    const validated = await intruder.request('POST', `/api/timesheets/months/${MONTH}/validate`);
    expect(validated.statusCode).toBe(200);
    const db = testApp.database.db;
    for (const owner of [company, intruder]) {
      const rows = await db
        .select({ companyId: employees.companyId })
        .from(monthEmployeeRecords)
        .innerJoin(employees, eq(employees.id, monthEmployeeRecords.employeeId))
        .where(eq(monthEmployeeRecords.companyId, owner.id));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.companyId === owner.id)).toBe(true);
    }
    const report = (await intruder.request('GET', `/api/reports/months/${MONTH}`)).json();
    expect(
      report.rows.map((row: { employee: { firstName: string } }) => row.employee.firstName).sort(),
    ).toEqual(['Direction', 'Ines'].sort());
    expect(
      (await intruder.request('GET', `/api/reports/months/${MONTH}/payroll-exports`)).json().exports,
    ).toEqual([]);
    // Another company's employee id in the Temps month view is unknown, record or not.
    const foreign = await intruder.request('GET', `/api/timesheets/employees/${zoe}/month?month=${MONTH}`);
    expect(foreign.statusCode).toBe(404);
    const exported = await db.select().from(payrollExports).where(eq(payrollExports.companyId, intruder.id));
    expect(exported).toEqual([]);
  });
});
