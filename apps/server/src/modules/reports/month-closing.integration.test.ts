import type { MonthClosing, PayrollPreview } from '@pointeo/domain/month-closing';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { readCsv } from '../../../test/report-files';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

const testApp = timesheetTestAppOfFile();

const MONTH = '2026-10';
const CLOSING = `/api/timesheets/months/${MONTH}/closing`;
const VALIDATE = `/api/timesheets/months/${MONTH}/validate-employees`;
const PREVIEW = `/api/reports/months/${MONTH}/payroll/preview`;
const NNBSP = '\u202f';

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;

async function closingOf(who: Company): Promise<MonthClosing> {
  const response = await who.request('GET', CLOSING);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function previewOf(who: Company): Promise<PayrollPreview> {
  const response = await who.request('GET', PREVIEW);
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Clôture Témoin');
  intruder = await companyWithKiosk(testApp, 'Clôture Intrus');
  zoe = await company.addEmployee('Zoé', '111111');
  luc = await company.addEmployee('Luc', '222222');
  await company.setPayrollNumber(zoe, 'Zoé', '111111', 'M-ZOE');
  await company.setPayrollNumber(luc, 'Luc', '222222', 'M-LUC');
  await intruder.addEmployee('Ines', '111111');
  await workShift(company, '111111', '2026-10-05', '08:00', '12:00');
  await workShift(company, '222222', '2026-10-06', '08:00', '12:00');
  // Luc forgets to clock out: 'À régulariser' once 16 h have passed.
  expect((await company.punch('222222', paris('2026-10-07', '08:00'))).statusCode).toBe(200);
  await workShift(intruder, '111111', '2026-10-05', '08:00', '12:00');
  testApp.setNow(paris('2026-11-03', '09:00'));
});

describe("'Clôture du mois'", () => {
  it('lists every employee with their alerts, entries to regularise and status', async () => {
    const closing = await closingOf(company);
    expect(closing).toMatchObject({ month: MONTH, validated: false, started: true });
    const byName = new Map(closing.employees.map((row) => [row.firstName, row]));
    expect(byName.get('Zoé')).toMatchObject({
      id: zoe,
      payrollNumber: 'M-ZOE',
      toRegulariseCount: 0,
      validated: false,
      validatedAt: null,
    });
    expect(byName.get('Luc')).toMatchObject({ id: luc, toRegulariseCount: 1, validated: false });
    expect(closing.employees.some((row) => row.role === 'direction')).toBe(true);
    expect(closing.employees.some((row) => row.firstName === 'Ines')).toBe(false);
  });

  it('refuses to validate an employee with an entry to regularise, saying who and why, and validates nobody', async () => {
    const refused = await company.request('POST', VALIDATE, { employeeIds: [zoe, luc] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Impossible de valider${NNBSP}: Clôture Témoin Luc${NNBSP}: 1 pointage à régulariser`,
    );
    expect((await closingOf(company)).employees.filter((row) => row.validated)).toEqual([]);
  });

  it("refuses another company's employees and a malformed id with a 404, validating nobody", async () => {
    const intruderRows = (await closingOf(intruder)).employees;
    for (const employeeIds of [[zoe], [intruderRows[0]!.id, zoe], ['pas-un-id']]) {
      const response = await intruder.request('POST', VALIDATE, { employeeIds });
      expect([response.statusCode, response.json().error.message]).toEqual([404, 'Employé introuvable']);
    }
    expect((await closingOf(intruder)).employees.every((row) => !row.validated)).toBe(true);
    expect((await closingOf(company)).employees.every((row) => !row.validated)).toBe(true);
    const preview = await intruder.request('GET', PREVIEW);
    expect(preview.statusCode).toBe(409);
  });

  it("validates the selection only: their entries are locked, the others' are not, and the payroll file carries them alone", async () => {
    const validated = await company.request('POST', VALIDATE, { employeeIds: [zoe] });
    expect(validated.statusCode).toBe(200);
    const { message, closing } = validated.json();
    expect(message).toBe('1 employé validé pour ce mois');
    expect(closing.validated).toBe(false);
    const rows = new Map<string, MonthClosing['employees'][number]>(
      closing.employees.map((row: MonthClosing['employees'][number]) => [row.id, row]),
    );
    expect(rows.get(zoe)).toMatchObject({
      validated: true,
      validatedAt: paris('2026-11-03', '09:00').toISOString(),
    });
    expect(rows.get(luc)?.validated).toBe(false);

    const entries = (await recordsOf(testApp, company.id)).entries;
    const zoeEntry = entries.find((entry) => entry.employeeId === zoe)!;
    const lucOpen = entries.find((entry) => entry.employeeId === luc && entry.clockOut === null)!;
    const locked = await company.request('PATCH', `/api/timesheets/entries/${zoeEntry.id}`, {
      arrival: '07:00',
      reason: 'Oubli',
    });
    expect([locked.statusCode, locked.json().error.message]).toEqual([
      409,
      `Octobre 2026 est validé${NNBSP}: rouvrez-le pour le corriger`,
    ]);
    const added = await company.request('POST', `/api/timesheets/employees/${zoe}/entries`, {
      date: '2026-10-08',
      arrival: '08:00',
      departure: '12:00',
      reason: 'Oubli',
    });
    expect(added.statusCode).toBe(409);
    const monthOf = async (id: string) =>
      (await company.request('GET', `/api/timesheets/employees/${id}/month?month=${MONTH}`)).json().status;
    expect((await monthOf(zoe)).validated).toBe(true);
    expect((await monthOf(luc)).validated).toBe(false);
    // Leave takes the same lock: an absence would move Zoé's validated figures.
    await setPlan(testApp, company, 'Standard');
    await allowNegativeBalance(testApp, company);
    const absence = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
      typeId: await typeId(company, 'Congés payés'),
      startDate: '2026-10-08',
      endDate: '2026-10-08',
    });
    expect([absence.statusCode, absence.json().error.message]).toEqual([
      409,
      `Octobre 2026 est validé${NNBSP}: rouvrez-le pour le corriger`,
    ]);
    const closed = await company.request('POST', `/api/timesheets/entries/${lucOpen.id}/close`, {
      departure: '12:00',
      reason: 'Départ oublié',
    });
    expect(closed.statusCode).toBe(200);

    const preview = await previewOf(company);
    expect(preview.validatedCount).toBe(1);
    expect(preview.lines).toEqual([
      {
        employeeId: zoe,
        firstName: 'Zoé',
        lastName: 'Clôture Témoin',
        payrollNumber: 'M-ZOE',
        code: 'HTRAV',
        label: 'Heures travaillées',
        value: '4,00',
        unit: 'heures',
        from: '01/10/2026',
        to: '31/10/2026',
      },
    ]);
    expect(preview.problems).toEqual([]);
    expect(preview.fileLines).toEqual([
      'Matricule;Nom;Prénom;Code;Libellé;Valeur;Date de début;Date de fin',
      'M-ZOE;Clôture Témoin;Zoé;HTRAV;Heures travaillées;4,00;01/10/2026;31/10/2026',
    ]);
    expect(preview.fileLineCount).toBe(2);
    const file = await company.request('GET', `/api/reports/months/${MONTH}/payroll`);
    expect(file.statusCode).toBe(200);
    const lines = readCsv(file).slice(1);
    expect(lines).toEqual([
      ['M-ZOE', 'Clôture Témoin', 'Zoé', 'HTRAV', 'Heures travaillées', '4,00', '01/10/2026', '31/10/2026'],
    ]);
  });

  it("completes the month when the last employees are validated, keeping the first ones' figures as validated", async () => {
    testApp.setNow(paris('2026-11-03', '10:00'));
    const before = await previewOf(company);
    const director = (await closingOf(company)).employees.find((row) => row.role === 'direction')!;
    const validated = await company.request('POST', VALIDATE, { employeeIds: [luc, director.id, zoe] });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().message).toBe('Mois validé pour tous les employés');
    expect(validated.json().closing.validated).toBe(true);
    expect(validated.json().closing.employees.every((row: { validated: boolean }) => row.validated)).toBe(
      true,
    );
    const status = (await company.request('GET', `/api/timesheets/months/${MONTH}`)).json();
    expect(status.validated).toBe(true);
    expect(status.events.map((event: { employees?: unknown[] }) => event.employees?.length ?? null)).toEqual([
      1,
      null,
    ]);
    const after = await previewOf(company);
    expect(after.lines.filter((line) => line.employeeId === zoe)).toEqual(before.lines);
    expect(after.lines.filter((line) => line.employeeId === luc).map((line) => line.value)).toEqual(['8,00']);

    const again = await company.request('POST', VALIDATE, { employeeIds: [zoe] });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Ce mois est déjà validé']);
  });

  it('reopens a month validated for a selection only, unlocking its employees', async () => {
    const reopened = await company.request('POST', `/api/timesheets/months/${MONTH}/reopen`, {
      reason: 'Erreur de saisie',
    });
    expect(reopened.statusCode).toBe(200);
    expect((await company.request('POST', VALIDATE, { employeeIds: [zoe] })).statusCode).toBe(200);
    const again = await company.request('POST', `/api/timesheets/months/${MONTH}/reopen`, {
      reason: 'Encore une erreur',
    });
    expect(again.statusCode).toBe(200);
    expect((await closingOf(company)).employees.every((row) => !row.validated)).toBe(true);
    const notValidated = await company.request('GET', PREVIEW);
    expect(notValidated.statusCode).toBe(409);
  });

  it('says an export of validated employees with nothing to export is empty, and refuses the empty file', async () => {
    const empty = await companyWithKiosk(testApp, 'Clôture Vide');
    const ana = await empty.addEmployee('Ana', '333333');
    const validated = await empty.request('POST', VALIDATE, { employeeIds: [ana] });
    expect(validated.statusCode).toBe(200);
    expect((await previewOf(empty)).lines).toEqual([]);
    const file = await empty.request('GET', `/api/reports/months/${MONTH}/payroll`);
    expect(file.statusCode).toBe(409);
    expect(file.json().error.message).toMatch(/^Cet export serait vide/);
  });
});
