import { formatDecimalHours } from '@pointeo/domain/hours-format';
import { DEFAULT_PAYROLL_SETTINGS } from '@pointeo/domain/payroll';
import type { MonthlyReport } from '@pointeo/domain/reports';
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

const testApp = timesheetTestAppOfFile();

const MONTH = '2026-11';
const EXPORT_URL = `/api/reports/months/${MONTH}/payroll`;

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;
let training: string;

/** The employee form's edit, as the web sends it (PIN and contract kept). */
async function setPayrollNumber(
  employeeId: string,
  firstName: string,
  pinCode: string,
  payrollNumber: string,
) {
  const response = await company.request('PATCH', `/api/employees/${employeeId}`, {
    firstName,
    lastName: company.name,
    role: 'employee',
    zone: '',
    pinCode,
    payrollNumber,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().payrollNumber).toBe(payrollNumber);
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Paie Témoin');
  intruder = await companyWithKiosk(testApp, 'Paie Intrus');
  zoe = await company.addEmployee('Zoé', '111111');
  luc = await company.addEmployee('Luc', '222222', 24 * 60);
  await company.addEmployee('Ana', '333333');
  await intruder.addEmployee('Ines', '111111');
  for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
    await workShift(company, '111111', date, '08:00', '12:00');
    await workShift(company, '111111', date, '13:00', '18:00');
  }
  await workShift(company, '111111', '2026-11-15', '09:00', '12:00');
  for (const date of ['2026-11-16', '2026-11-17', '2026-11-18']) {
    await workShift(company, '222222', date, '22:00', '06:00');
  }
  await workShift(company, '222222', '2026-11-20', '14:00', '20:00');
  await workShift(intruder, '111111', '2026-11-10', '15:00', '23:00');
  testApp.setNow(paris('2026-12-02', '09:00'));
  // Absences: Zoé two days of paid leave and half a day of the company's own 'Formation', Luc a
  // day of sick leave (unpaid: its day is exported, no hours).
  await setPlan(testApp, company, 'Standard');
  // Paid leave not earned yet, on purpose: these tests are about the figures (decision 046).
  await allowNegativeBalance(testApp, company);
  const created = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: false,
  });
  training = created.json().type.id;
  for (const [employeeId, type, startDate, endDate, startHalfDay] of [
    [zoe, await typeId(company, 'Congés payés'), '2026-11-23', '2026-11-24', false],
    [zoe, training, '2026-11-26', '2026-11-26', true],
    [luc, await typeId(company, 'Maladie'), '2026-11-19', '2026-11-19', false],
  ] as const) {
    const absence = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
      typeId: type,
      startDate,
      endDate,
      startHalfDay,
    });
    expect(absence.statusCode).toBe(201);
  }
});

const BUILT_IN_CODES = [
  ['Congés payés', 'ABS-CP'],
  ['RTT', 'ABS-RTT'],
  ['Maladie', 'ABS-MAL'],
  ['Congé sans solde', 'ABS-CSS'],
  ['Récupération', 'ABS-REC'],
  ['Événement familial', 'ABS-EVF'],
];

describe("'Export paie'", () => {
  it('refuses a month not validated, in French, and suggests codes until the company saves its own', async () => {
    const refused = await company.request('GET', EXPORT_URL);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      "Ce mois n'est pas validé\u202f: validez-le dans l'onglet Temps avant l'export paie.",
    ]);
    const settings = (await company.request('GET', '/api/reports/payroll-settings')).json();
    expect(settings).toMatchObject({ preset: 'generic', codes: DEFAULT_PAYROLL_SETTINGS.codes });
    expect(
      settings.absenceCodes.map(({ name, code }: { name: string; code: string }) => [name, code]),
    ).toEqual([...BUILT_IN_CODES, ['Formation', '']]);
  });

  it("refuses while someone with hours to pay has no 'Matricule', naming them (Ana, without hours, is not asked)", async () => {
    expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    await setPayrollNumber(zoe, 'Zoé', '111111', 'M-001');
    const refused = await company.request('GET', EXPORT_URL);
    // Every problem at once: Luc's matricule, and 'Formation', a type of the company's own, has no code.
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      {
        code: 'PAYROLL_NUMBER_MISSING',
        message:
          "Export paie impossible\u202f: Sans matricule\u202f: Paie Témoin Luc. Renseignez-le sur la fiche de l'employé (onglet Employés). Aucun code pour «\u202fFormation\u202f» (Paie Témoin Zoé)\u202f: saisissez-le ou choisissez de ne pas l'exporter.",
      },
    ]);
    // The preview lists them before any download, nothing recorded.
    const preview = await company.request('GET', `${EXPORT_URL}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(
      preview
        .json()
        .problems.map(({ kind, employees, source }: { kind: string; employees: unknown; source: string }) => [
          kind,
          employees,
          source,
        ]),
    ).toEqual([
      ['payrollNumber', [{ id: luc, name: 'Paie Témoin Luc' }], null],
      ['code', [{ id: zoe, name: 'Paie Témoin Zoé' }], training],
    ]);
    expect(
      (await company.request('GET', `/api/reports/months/${MONTH}/payroll-exports`)).json().exports,
    ).toEqual([]);
    await setPayrollNumber(luc, 'Luc', '222222', 'M-002');
  });

  it("writes the month's variables under the company's codes, the engine's figures in decimal hours", async () => {
    const saved = await company.request('PUT', '/api/reports/payroll-settings', {
      ...DEFAULT_PAYROLL_SETTINGS,
      codes: { ...DEFAULT_PAYROLL_SETTINGS.codes, workedMinutes: 'HTRAV', sundayMinutes: '' },
      absenceCodes: [{ typeId: training, name: 'Formation', code: 'ABS-FOR' }],
      // Sunday's hours left out on purpose: no problem then.
      skipped: ['daysWorked', 'sundayMinutes'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Format de l'export paie enregistré");
    expect(saved.json().settings.absenceCodes.at(-1)).toEqual({
      typeId: training,
      name: 'Formation',
      code: 'ABS-FOR',
    });

    const report: MonthlyReport = (await company.request('GET', `/api/reports/months/${MONTH}`)).json();
    const figures = (id: string) => report.rows.find((row) => row.employee.id === id)!.figures;
    const response = await company.request('GET', EXPORT_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="export-paie-2026-11.csv"');
    const [header, ...lines] = readCsv(response);
    expect(header).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'Code',
      'Libellé',
      'Valeur',
      'Date de début',
      'Date de fin',
    ]);
    const line = (code: string, label: string, minutes: number, who: [string, string]) =>
      absenceLine(code, label, formatDecimalHours(minutes), who);
    const absenceLine = (
      code: string,
      label: string,
      value: string,
      [number, firstName]: [string, string],
      from = '01/11/2026',
      to = '30/11/2026',
    ) => [number, 'Paie Témoin', firstName, code, label, value, from, to];
    const zoeIs: [string, string] = ['M-001', 'Zoé'];
    const lucIs: [string, string] = ['M-002', 'Luc'];
    expect(lines).toEqual(
      [
        line('HTRAV', 'Heures travaillées', figures(zoe).workedMinutes, zoeIs),
        line('HS25', 'Heures sup. 25\u00a0%', figures(zoe).overtime25Minutes, zoeIs),
        line('HS50', 'Heures sup. 50\u00a0%', figures(zoe).overtime50Minutes, zoeIs),
        line('HFER', 'Heures de jour férié', figures(zoe).holidayMinutes, zoeIs),
        absenceLine('ABS-CP', 'Congés payés', '2', zoeIs, '23/11/2026', '24/11/2026'),
        absenceLine('ABS-FOR', 'Formation', '0,5', zoeIs, '26/11/2026', '26/11/2026'),
        line('HTRAV', 'Heures travaillées', figures(luc).workedMinutes, lucIs),
        line('HC10', 'Heures complémentaires 10\u00a0%', figures(luc).complementary10Minutes, lucIs),
        line('HC25', 'Heures complémentaires 25\u00a0%', figures(luc).complementary25Minutes, lucIs),
        line('HN', 'Heures de nuit', figures(luc).nightMinutes, lucIs),
        absenceLine('ABS-MAL', 'Maladie', '1', lucIs, '19/11/2026', '19/11/2026'),
      ].sort((a, b) => (a[2]! < b[2]! ? -1 : a[2]! > b[2]! ? 1 : 0)),
    );
    expect(lines.find((row) => row[3] === 'HS50')![5]).toBe('5,00');
    // Luc's 30 h week on 24 h: 2 h 24 at 10 %, 3 h 36 at 25 %.
    expect(lines.filter((row) => row[3]!.startsWith('HC')).map((row) => row[5])).toEqual(['2,40', '3,60']);
  });

  it('gives the same month the same file, byte for byte, whatever happens in other months', async () => {
    const first = (await company.request('GET', EXPORT_URL)).rawPayload;
    await workShift(company, '111111', '2026-12-02', '08:00', '12:00');
    testApp.setNow(paris('2026-12-03', '09:00'));
    const second = (await company.request('GET', EXPORT_URL)).rawPayload;
    expect(second.equals(first)).toBe(true);
  });

  it("writes Silae's layout: its header, codes prefixed by kind, absences with their own days", async () => {
    await company.request('PUT', '/api/reports/payroll-settings', DEFAULT_PAYROLL_SETTINGS);
    await company.request('PUT', '/api/reports/payroll-settings', {
      ...DEFAULT_PAYROLL_SETTINGS,
      preset: 'silae',
    });
    const response = await company.request('GET', EXPORT_URL);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Matricule;Code;Valeur;Date debut;Date fin');
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('M-001;HS-HS25;8,00;01/11/2026;30/11/2026');
    expect(lines).toContain('M-002;HS-HN;24,00;01/11/2026;30/11/2026');
    expect(lines).toContain('M-001;AB-ABS-CP;2;23/11/2026;24/11/2026');
    expect(lines.slice(0, -1).every((row) => row.split(';').length === 5)).toBe(true);
  });

  it("keeps each company's codes and file to itself, and refuses bad codes with a French 400", async () => {
    const intruderSettings = (await intruder.request('GET', '/api/reports/payroll-settings')).json();
    expect(intruderSettings).toMatchObject({ preset: 'generic', codes: DEFAULT_PAYROLL_SETTINGS.codes });
    expect(intruderSettings.absenceCodes.map(({ name }: { name: string }) => name)).toEqual(
      BUILT_IN_CODES.map(([name]) => name),
    );
    const stolen = await intruder.request('PUT', '/api/reports/payroll-settings', {
      ...DEFAULT_PAYROLL_SETTINGS,
      absenceCodes: [{ typeId: training, name: 'Formation', code: 'VOL' }],
    });
    expect([stolen.statusCode, stolen.json().error.message]).toEqual([404, "Type d'absence introuvable"]);
    expect((await intruder.request('GET', '/api/reports/payroll-settings')).json()).toEqual(intruderSettings);
    expect(
      (await company.request('GET', '/api/reports/payroll-settings')).json().absenceCodes.at(-1).code,
    ).toBe('ABS-FOR');
    expect((await intruder.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    const refused = await intruder.request('GET', EXPORT_URL);
    expect(refused.json().error.message).toBe(
      "Export paie impossible\u202f: Sans matricule\u202f: Paie Intrus Ines. Renseignez-le sur la fiche de l'employé (onglet Employés).",
    );
    const bad = await company.request('PUT', '/api/reports/payroll-settings', {
      ...DEFAULT_PAYROLL_SETTINGS,
      preset: 'silae',
      codes: { ...DEFAULT_PAYROLL_SETTINGS.codes, nightMinutes: 'H N;' },
    });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'Un code ne contient que des lettres sans accent, des chiffres et les signes - _ .',
    ]);
    expect((await company.request('GET', '/api/reports/payroll-settings')).json().preset).toBe('silae');
  });
});
