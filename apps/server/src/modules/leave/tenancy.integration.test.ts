import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, leaveRecordsOf, setPlan, typeId } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { insertLeaveRequest } from './absences';

const testApp = timesheetTestAppOfFile();
let owner: Company;
let intruder: Company;
let employeeId: string;
let absenceId: string;
let ownerPaidLeave: string;
let intruderEmployee: string;

beforeAll(async () => {
  owner = await companyWithKiosk(testApp, 'Propriétaire');
  intruder = await companyWithKiosk(testApp, 'Intruse');
  await setPlan(testApp, owner, 'Standard');
  await setPlan(testApp, intruder, 'Premium');
  await allowNegativeBalance(testApp, owner);
  await allowNegativeBalance(testApp, intruder);
  testApp.setNow(paris('2026-11-23', '09:00'));
  employeeId = await owner.addEmployee('Zoé', '111111');
  intruderEmployee = await intruder.addEmployee('Luc', '111111');
  ownerPaidLeave = await typeId(owner, 'Congés payés');
  await typeId(intruder, 'Congés payés');
  absenceId = await testApp.database.db
    .transaction((tx) =>
      insertLeaveRequest(
        tx,
        owner.id,
        employeeId,
        {
          typeId: ownerPaidLeave,
          startDate: '2026-12-07',
          endDate: '2026-12-11',
          startHalfDay: false,
          endHalfDay: false,
          comment: null,
        },
        paris('2026-11-23', '09:00'),
      ),
    )
    .then((recorded) => recorded.absenceId);
});

/** Every leave route that takes an employee or an absence id, with a body it would accept. */
const routesFor = (employee: string, absence: string, type: string, bodyType = type) =>
  [
    [
      'POST',
      `/api/leave/employees/${employee}/absences`,
      { typeId: bodyType, startDate: '2026-12-14', endDate: '2026-12-15' },
      'Employé introuvable',
    ],
    [
      'POST',
      `/api/leave/employees/${employee}/absences/preview`,
      { typeId: bodyType, startDate: '2026-12-14', endDate: '2026-12-15' },
      'Employé introuvable',
    ],
    ['POST', `/api/leave/absences/${absence}/approve`, undefined, 'Absence introuvable'],
    ['POST', `/api/leave/absences/${absence}/refuse`, { reason: 'Non' }, 'Absence introuvable'],
    ['POST', `/api/leave/absences/${absence}/cancel`, undefined, 'Absence introuvable'],
    [
      'POST',
      `/api/leave/employees/${employee}/adjustments`,
      { periodStart: '2026-06-01', days: 3, reason: 'Cadeau' },
      'Employé introuvable',
    ],
    [
      'PUT',
      `/api/leave/types/${type}`,
      { paid: false, countsAsWorkedTime: true },
      "Type d'absence introuvable",
    ],
    [
      'PUT',
      `/api/leave/employees/${employee}/opening-balance`,
      { periodStart: '2026-06-01', days: 30 },
      'Employé introuvable',
    ],
  ] as const;

describe('tenancy', () => {
  it("answers 404 to another company's employee and absence ids on every route, and changes nothing", async () => {
    const before = await leaveRecordsOf(testApp, owner.id);
    const intruderBefore = await leaveRecordsOf(testApp, intruder.id);
    for (const [method, url, payload, message] of routesFor(employeeId, absenceId, ownerPaidLeave)) {
      const response = await intruder.request(method, url, payload);
      expect([url, response.statusCode, response.json().error.message]).toEqual([url, 404, message]);
    }
    expect(await leaveRecordsOf(testApp, owner.id)).toEqual(before);
    expect(await leaveRecordsOf(testApp, intruder.id)).toEqual(intruderBefore);
  });

  it("refuses another company's absence type for its own employee", async () => {
    const response = await intruder.request('POST', `/api/leave/employees/${intruderEmployee}/absences`, {
      typeId: ownerPaidLeave,
      startDate: '2026-12-14',
      endDate: '2026-12-15',
    });
    expect([response.statusCode, response.json().error.message]).toEqual([400, "Type d'absence introuvable"]);
    expect((await leaveRecordsOf(testApp, intruder.id)).absences).toEqual([]);
  });

  it('answers 404 to malformed ids, never a 500', async () => {
    for (const bad of ['42', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const id = encodeURIComponent(bad);
      for (const [method, url, payload, message] of routesFor(id, id, id, ownerPaidLeave)) {
        const response = await owner.request(method, url, payload);
        expect([url, response.statusCode, response.json().error.message]).toEqual([url, 404, message]);
      }
    }
  });

  it("keeps each company's absences, balances and types to itself", async () => {
    const absences = (await intruder.request('GET', '/api/leave/absences')).json().absences;
    expect(absences).toEqual([]);
    const balances = (await intruder.request('GET', '/api/leave/balances')).json();
    expect(balances.employees.map((row: { employee: { id: string } }) => row.employee.id)).not.toContain(
      employeeId,
    );
    const types = (await intruder.request('GET', '/api/leave/types')).json();
    expect(types.map((type: { id: string }) => type.id)).not.toContain(ownerPaidLeave);
    const ownAbsences = (await owner.request('GET', '/api/leave/absences')).json().absences;
    expect(ownAbsences.map((absence: { id: string }) => absence.id)).toEqual([absenceId]);
  });
});
