import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, joinedOn, leaveRecordsOf, setPlan, typeId } from '../../../test/leave';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { employees } from '../../db/schema/accounts';
import { insertLeaveRequest } from './absences';

const testApp = timesheetTestAppOfFile();
let company: Company;
let zoe: string;
let paidLeave: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Congés');
  await setPlan(testApp, company, 'Standard');
  // These tests are about absences, not the balance: decision 046's refusal is tested in overdraft.
  await allowNegativeBalance(testApp, company);
  testApp.setNow(paris('2026-11-23', '09:00'));
  zoe = await company.addEmployee('Zoé', '111111');
  await joinedOn(testApp, zoe, paris('2026-11-23', '08:00'));
  paidLeave = await typeId(company, 'Congés payés');
});

/** A request as the kiosk records it, for the approval tests. */
async function pendingRequest(startDate: string, endDate: string) {
  return testApp.database.db
    .transaction((tx) =>
      insertLeaveRequest(
        tx,
        company.id,
        zoe,
        {
          typeId: paidLeave,
          startDate,
          endDate,
          startHalfDay: false,
          endHalfDay: false,
          comment: 'Vacances',
        },
        paris('2026-11-23', '10:00'),
      ),
    )
    .then((recorded) => recorded.absenceId);
}

describe('absence types', () => {
  it('gives every company the six built-in types, and its own', async () => {
    const types = (await company.request('GET', '/api/leave/types')).json();
    expect(types.map((type: { name: string }) => type.name)).toEqual([
      'Congés payés',
      'RTT',
      'Maladie',
      'Congé sans solde',
      'Récupération',
      'Événement familial',
    ]);
    // Paid leave counts toward overtime (Cass. soc. 10 September 2025), sick leave does not (decision 040).
    expect(types[0]).toMatchObject({ code: 'conges-payes', paid: true, countsAsWorkedTime: true });
    expect(types[2]).toMatchObject({ code: 'maladie', countsAsWorkedTime: false });

    const created = await company.request('POST', '/api/leave/types', {
      name: 'Formation',
      paid: true,
      countsAsWorkedTime: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: "Type d'absence ajouté",
      type: { code: null, name: 'Formation', paid: true, countsAsWorkedTime: true },
    });
    // A company counts RTT as worked time for overtime: its agreement says so.
    const rtt = types.find((type: { name: string }) => type.name === 'RTT');
    const changed = await company.request('PUT', `/api/leave/types/${rtt.id}`, {
      paid: true,
      countsAsWorkedTime: true,
    });
    expect(changed.json()).toMatchObject({
      message: "Type d'absence modifié",
      type: { name: 'RTT', countsAsWorkedTime: true },
    });
    const again = await company.request('POST', '/api/leave/types', {
      name: 'formation',
      paid: false,
      countsAsWorkedTime: false,
    });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Un type porte déjà ce nom']);
  });
});

describe('absences recorded by the company', () => {
  it('records an absence approved at once, signed by the company account, its days counted', async () => {
    // Thursday 9 to Wednesday 15 July 2026: 5 jours ouvrables (Sunday 12 and 14 July skipped).
    const response = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
      typeId: paidLeave,
      startDate: '2026-07-09',
      endDate: '2026-07-15',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Absence enregistrée',
      absence: {
        employee: { id: zoe, firstName: 'Zoé', zone: 'Non assigné' },
        type: { name: 'Congés payés' },
        days: 5,
        status: 'approved',
        source: 'company',
        decidedAt: paris('2026-11-23', '09:00').toISOString(),
        decidedBy: { id: company.id, name: 'Compte entreprise' },
        refusalReason: null,
      },
    });
  });

  it('refuses an absence overlapping another, one with no leave day, and an end before the start', async () => {
    const before = await leaveRecordsOf(testApp, company.id);
    const attempts = [
      [
        { startDate: '2026-07-15', endDate: '2026-07-16' },
        409,
        'Cet employé a déjà une absence ou une demande sur ces dates',
      ],
      [
        { startDate: '2026-07-12', endDate: '2026-07-12' },
        400,
        'Cette absence ne compte aucun jour\u202f: choisissez des jours travaillés',
      ],
      [
        { startDate: '2026-07-20', endDate: '2026-07-19' },
        400,
        'La date de fin doit être après la date de début',
      ],
      [
        { startDate: '2026-07-20', endDate: '2026-07-20', startHalfDay: true, endHalfDay: true },
        400,
        "Une absence d'un jour ne peut pas commencer l'après-midi et finir à midi\u202f: cochez une seule demi-journée",
      ],
    ] as const;
    for (const [span, status, message] of attempts) {
      const response = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
        typeId: paidLeave,
        ...span,
      });
      expect([response.statusCode, response.json().error.message]).toEqual([status, message]);
    }
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);
  });
});

describe('in the time sheets', () => {
  it("counts an approved absence's paid hours in the week and the month, in their own column", async () => {
    // 9–15 July 2026, approved above: Monday 13 and Wednesday 15 in this week (14 July is a holiday),
    // at 35 h / 5 = 7 h a day.
    const week = (await company.request('GET', '/api/timesheets/week?week=2026-07-13')).json();
    const row = week.employees.find(
      (candidate: { employee: { id: string } }) => candidate.employee.id === zoe,
    );
    expect(row).toMatchObject({ workedMinutes: 0, absenceMinutes: 840, overtimeMinutes: 0 });
    expect(row.days.map((day: { absenceName: string | null }) => day.absenceName)).toEqual([
      'Congés payés',
      null,
      'Congés payés',
      null,
      null,
      null,
      null,
    ]);
    // Thursday 9, Friday 10, Monday 13, Wednesday 15: 4 × 7 h.
    const month = (
      await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2026-07`)
    ).json();
    expect(month.totals).toMatchObject({ workedMinutes: 0, absenceMinutes: 1680 });
    expect(month.days.find((day: { date: string }) => day.date === '2026-07-10')).toMatchObject({
      absenceMinutes: 420,
      absenceName: 'Congés payés',
    });
  });
});

describe('requests', () => {
  it('approves a pending request once, recording who and when', async () => {
    const id = await pendingRequest('2026-12-21', '2026-12-24');
    const listed = (await company.request('GET', '/api/leave/absences?status=pending')).json().absences;
    expect(listed.map((absence: { id: string }) => absence.id)).toEqual([id]);
    expect(listed[0]).toMatchObject({ status: 'pending', source: 'kiosk', decidedBy: null, days: 4 });

    testApp.setNow(paris('2026-11-24', '14:30'));
    const approved = await company.request('POST', `/api/leave/absences/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Demande approuvée',
      absence: {
        status: 'approved',
        decidedAt: paris('2026-11-24', '14:30').toISOString(),
        decidedBy: { name: 'Compte entreprise' },
      },
    });
    for (const action of ['approve', 'refuse']) {
      const again = await company.request('POST', `/api/leave/absences/${id}/${action}`, {
        reason: 'Trop tard',
      });
      expect([again.statusCode, again.json().error.message]).toEqual([
        409,
        'Cette demande a déjà reçu une réponse',
      ]);
    }
  });

  it('refuses a request only with a reason, and keeps the reason', async () => {
    const id = await pendingRequest('2027-02-08', '2027-02-12');
    const withoutReason = await company.request('POST', `/api/leave/absences/${id}/refuse`, { reason: '  ' });
    expect([withoutReason.statusCode, withoutReason.json().error.message]).toEqual([
      400,
      'Le motif est obligatoire',
    ]);

    const refused = await company.request('POST', `/api/leave/absences/${id}/refuse`, {
      reason: 'Inventaire cette semaine',
    });
    expect(refused.json()).toMatchObject({
      message: 'Demande refusée',
      absence: {
        status: 'refused',
        refusalReason: 'Inventaire cette semaine',
        decidedBy: { id: company.id },
      },
    });
    // A refused request leaves its days free.
    const later = await pendingRequest('2027-02-08', '2027-02-09');
    expect(later).toEqual(expect.any(String));
  });
});

describe('balances', () => {
  it('shows each period earned, taken, adjusted and the opening balance', async () => {
    testApp.setNow(paris('2026-11-24', '15:00'));
    expect(
      (
        await company.request('PUT', `/api/leave/employees/${zoe}/opening-balance`, {
          periodStart: '2026-06-01',
          days: 18,
        })
      ).statusCode,
    ).toBe(200);
    testApp.setNow(paris('2026-11-24', '15:05'));
    const adjusted = await company.request('POST', `/api/leave/employees/${zoe}/adjustments`, {
      periodStart: '2026-06-01',
      days: -1.5,
      reason: 'Jours pris avant Pointeo',
    });
    expect([adjusted.statusCode, adjusted.json().message]).toEqual([201, 'Ajustement enregistré']);
    const wrongPeriod = await company.request('POST', `/api/leave/employees/${zoe}/adjustments`, {
      periodStart: '2026-06-02',
      days: 1,
      reason: 'Erreur',
    });
    expect([wrongPeriod.statusCode, wrongPeriod.json().error.message]).toEqual([400, 'Période invalide']);

    const view = (await company.request('GET', '/api/leave/balances')).json();
    expect(view.settings).toEqual({
      counting: 'ouvrables',
      referenceStartMonth: 6,
      allowNegativeBalance: true,
    });
    const balance = view.employees.find((row: { employee: { id: string } }) => row.employee.id === zoe);
    const [previous, current, next] = balance.periods;
    expect(previous).toMatchObject({ start: '2025-06-01', acquired: 0 });
    // Zoé joined on 23 November 2026: nothing earned before; 18 opening − 1,5 − 5 days in July
    // − 4 approved in December (21–24) = 7,5; the request of 8–9 February 2027 (2 days) waits.
    expect(current).toMatchObject({
      start: '2026-06-01',
      acquired: 0,
      opening: 18,
      adjustments: -1.5,
      taken: 9,
      pending: 2,
      remaining: 7.5,
    });
    // Earned since 23 November: 23 and 24 November, 2 days Monday to Saturday → 2/24 × 2,5 = 0,2083.
    expect(next).toMatchObject({ start: '2027-06-01', acquired: 0.2, acquiring: true });
    expect(balance.adjustments).toMatchObject([
      {
        days: -1.5,
        reason: 'Jours pris avant Pointeo',
        opening: false,
        author: { name: 'Compte entreprise' },
      },
      { days: 18, reason: null, opening: true },
    ]);
  });

  it("earns from the hire date when it comes after the employee's addition, never from before it", async () => {
    const hire = async (firstName: string, pinCode: string, hireDate: string) => {
      const added = await company.request('POST', '/api/employees', {
        firstName,
        lastName: 'Congés',
        pinCode,
        hireDate,
      });
      expect([added.statusCode, added.json().hireDate]).toEqual([201, hireDate]);
      await joinedOn(testApp, added.json().id, paris('2026-11-23', '08:00'));
      return added.json().id as string;
    };
    const ines = await hire('Inès', '222222', '2026-12-15');
    const paul = await hire('Paul', '333333', '2019-03-01');
    testApp.setNow(paris('2026-12-31', '18:00'));
    const view = (await company.request('GET', '/api/leave/balances')).json();
    const nextOf = (id: string) =>
      view.employees.find((row: { employee: { id: string } }) => row.employee.id === id).periods[2];
    // 15–31 December, Monday to Saturday: 15 days → 15/24 × 2,5 = 1,5625.
    expect(nextOf(ines)).toMatchObject({ acquired: 1.56, acquiring: true });
    // Hired in 2019, added on 23 November: counted from the 23rd (the opening balance holds the rest):
    // 7 days of November (7/24) and a full December → 1,2917 month × 2,5 = 3,229.
    expect(nextOf(paul)).toMatchObject({ acquired: 3.22 });
    await testApp.database.db.delete(employees).where(inArray(employees.id, [ines, paul]));
  });

  it('counts in jours ouvrés once the company says so', async () => {
    const saved = await company.request('PUT', '/api/leave/settings', {
      counting: 'ouvres',
      referenceStartMonth: 6,
      allowNegativeBalance: true,
    });
    expect(saved.json()).toEqual({
      message: 'Paramètres enregistrés',
      settings: { counting: 'ouvres', referenceStartMonth: 6, allowNegativeBalance: true },
    });
    const view = (await company.request('GET', '/api/leave/balances')).json();
    const [, current] = view.employees.find(
      (row: { employee: { id: string } }) => row.employee.id === zoe,
    ).periods;
    // July: 4 jours ouvrés (Saturday 11 left out); December 21–24: 4.
    expect(current).toMatchObject({ taken: 8, remaining: 8.5 });
    await company.request('PUT', '/api/leave/settings', {
      counting: 'ouvrables',
      referenceStartMonth: 6,
      allowNegativeBalance: true,
    });
  });
});

describe('plan gate', () => {
  it('answers 403 with the French message on every leave route to a company on Gratuit, and writes nothing', async () => {
    const free = await companyWithKiosk(testApp, 'Gratuite');
    const employee = await free.addEmployee('Léa', '222222');
    const routes = [
      ['GET', '/api/leave/types'],
      ['PUT', `/api/leave/types/${paidLeave}`, { paid: true, countsAsWorkedTime: true }],
      ['POST', '/api/leave/types', { name: 'Formation', paid: true, countsAsWorkedTime: false }],
      ['GET', '/api/leave/absences'],
      [
        'POST',
        `/api/leave/employees/${employee}/absences`,
        { typeId: paidLeave, startDate: '2026-12-01', endDate: '2026-12-01' },
      ],
      ['POST', `/api/leave/absences/${paidLeave}/approve`],
      ['POST', `/api/leave/absences/${paidLeave}/refuse`, { reason: 'Non' }],
      ['GET', '/api/leave/balances'],
      [
        'POST',
        `/api/leave/employees/${employee}/adjustments`,
        { periodStart: '2026-06-01', days: 1, reason: 'Prime' },
      ],
      ['PUT', `/api/leave/employees/${employee}/opening-balance`, { periodStart: '2026-06-01', days: 1 }],
      ['GET', '/api/leave/planning?month=2026-12'],
      ['GET', '/api/leave/settings'],
      ['PUT', '/api/leave/settings', { counting: 'ouvres', referenceStartMonth: 1 }],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await free.request(method, url, payload);
      expect([url, response.statusCode, response.json().error]).toEqual([
        url,
        403,
        {
          code: 'FEATURE_NOT_IN_PLAN',
          message:
            'La fonctionnalité «\u202fGestion des congés\u202f» est réservée aux plans Standard et Premium.',
        },
      ]);
    }
    expect(await leaveRecordsOf(testApp, free.id)).toEqual({
      types: [],
      absences: [],
      credits: [],
      settings: [],
    });

    await setPlan(testApp, free, 'Premium');
    expect((await free.request('GET', '/api/leave/types')).statusCode).toBe(200);
  });
});

describe('planning', () => {
  it('shows the month of the team with holidays, and flags overlaps and punches on days of absence', async () => {
    const leo = await company.addEmployee('Léo', '333333');
    // Léo asks for 22–23 December, while Zoé's 21–24 December is approved; Zoé punches on the 21st.
    await testApp.database.db.transaction((tx) =>
      insertLeaveRequest(
        tx,
        company.id,
        leo,
        {
          typeId: paidLeave,
          startDate: '2026-12-22',
          endDate: '2026-12-23',
          startHalfDay: false,
          endHalfDay: false,
          comment: null,
        },
        paris('2026-11-25', '10:00'),
      ),
    );
    await workShift(company, '111111', '2026-12-21', '09:00', '11:00');

    const planning = (await company.request('GET', '/api/leave/planning?month=2026-12')).json();
    expect(planning).toMatchObject({ month: '2026-12', previousMonth: '2026-11', nextMonth: '2027-01' });
    expect(planning.days).toHaveLength(31);
    expect(planning.days[24]).toEqual({ date: '2026-12-25', holidayName: 'Noël', sunday: false });
    expect(planning.zones).toEqual(['Non assigné', 'Toutes les zones']);
    const cellsOf = (id: string) =>
      planning.employees.find((employee: { id: string }) => employee.id === id).cells;
    expect(
      cellsOf(zoe).map((cell: { date: string; overlap: boolean; punched: boolean }) => [
        cell.date,
        cell.overlap,
        cell.punched,
      ]),
    ).toEqual([
      ['2026-12-21', false, true],
      ['2026-12-22', true, false],
      ['2026-12-23', true, false],
      ['2026-12-24', false, false],
    ]);
    expect(cellsOf(leo)).toMatchObject([
      { date: '2026-12-22', status: 'pending', overlap: true, absenceName: 'Congés payés' },
      { date: '2026-12-23', status: 'pending', overlap: true },
    ]);

    const direction = (
      await company.request('GET', '/api/leave/planning?month=2026-12&zone=Toutes%20les%20zones')
    ).json();
    expect(direction.employees.map((employee: { firstName: string }) => employee.firstName)).toEqual([
      'Direction',
    ]);
  });
});

describe('validated months', () => {
  it('refuses to record or approve an absence that would change a validated month, but lets a refusal through', async () => {
    testApp.setNow(paris('2026-11-24', '16:00'));
    expect((await company.request('POST', '/api/timesheets/months/2026-10/validate')).statusCode).toBe(200);
    const before = await leaveRecordsOf(testApp, company.id);
    // 5 October, and Tuesday 29 September, whose week ends on Sunday 4 October (paid with October).
    for (const day of ['2026-10-05', '2026-09-29']) {
      const response = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
        typeId: paidLeave,
        startDate: day,
        endDate: day,
      });
      expect([day, response.statusCode, response.json().error.message]).toEqual([
        day,
        409,
        'Octobre 2026 est validé\u202f: rouvrez-le pour le corriger',
      ]);
    }
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);

    // Asked at the kiosk before the validation, say: the company can only refuse it now.
    const asked = await testApp.database.db
      .transaction((tx) =>
        insertLeaveRequest(
          tx,
          company.id,
          zoe,
          {
            typeId: paidLeave,
            startDate: '2026-10-12',
            endDate: '2026-10-12',
            startHalfDay: false,
            endHalfDay: false,
            comment: null,
          },
          paris('2026-10-01', '10:00'),
        ),
      )
      .then((recorded) => recorded.absenceId);
    const approval = await company.request('POST', `/api/leave/absences/${asked}/approve`);
    expect(approval.statusCode).toBe(409);
    const refusal = await company.request('POST', `/api/leave/absences/${asked}/refuse`, {
      reason: 'Mois clos',
    });
    expect(refusal.json().absence).toMatchObject({ status: 'refused' });
  });

  it('cancels an approved absence, recording who and when: the balance and the Temps tab follow', async () => {
    testApp.setNow(paris('2026-12-02', '09:00'));
    const timesheetAbsenceMinutes = async () =>
      (await company.request('GET', `/api/timesheets/employees/${zoe}/month?month=2027-01`)).json().totals
        .absenceMinutes;
    const taken = async () =>
      (await company.request('GET', '/api/leave/balances'))
        .json()
        .employees.find((row: { employee: { id: string } }) => row.employee.id === zoe)
        .periods.reduce((total: number, period: { taken: number }) => total + period.taken, 0);
    const takenBefore = await taken();
    const created = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
      typeId: paidLeave,
      startDate: '2027-01-11',
      endDate: '2027-01-12',
    });
    const { id } = created.json().absence;
    expect(await timesheetAbsenceMinutes()).toBe(2 * 420);
    expect(await taken()).toBe(takenBefore + 2);

    testApp.setNow(paris('2026-12-03', '10:30'));
    const cancelled = await company.request('POST', `/api/leave/absences/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Absence annulée',
      absence: {
        status: 'cancelled',
        decidedBy: { id: company.id, name: 'Compte entreprise' },
        cancelledAt: paris('2026-12-03', '10:30').toISOString(),
        cancelledBy: { id: company.id, name: 'Compte entreprise' },
      },
    });
    expect(await timesheetAbsenceMinutes()).toBe(0);
    expect(await taken()).toBe(takenBefore);

    const again = await company.request('POST', `/api/leave/absences/${id}/cancel`);
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Seule une absence approuvée peut être annulée',
    ]);
    // The days are free again.
    const replaced = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
      typeId: paidLeave,
      startDate: '2027-01-12',
      endDate: '2027-01-12',
    });
    expect(replaced.statusCode).toBe(201);
  });

  it('refuses to cancel an absence of a validated month, in French, and changes nothing', async () => {
    testApp.setNow(paris('2026-12-02', '09:00'));
    const created = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
      typeId: paidLeave,
      startDate: '2026-11-30',
      endDate: '2026-11-30',
    });
    expect(created.statusCode).toBe(201);
    expect((await company.request('POST', '/api/timesheets/months/2026-11/validate')).statusCode).toBe(200);
    const before = await leaveRecordsOf(testApp, company.id);
    const refused = await company.request('POST', `/api/leave/absences/${created.json().absence.id}/cancel`);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      "Cette absence touche novembre 2026, un mois validé\u202f: rouvrez-le dans l'onglet Temps avant de l'annuler",
    ]);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);
  });
});
