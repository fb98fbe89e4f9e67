import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings } from '@pointeo/domain/payroll';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import { PAYROLL_PRESET_FORMATS, type PayrollFormat } from '@pointeo/domain/payroll-layouts';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { payrollItems, payrollProblems } from '.';

/**
 * Issue 32 (decision 078): the export builder's files, byte for byte, over a month that has everything
 * a payroll manager meets: overtime in a week that starts in April and is paid with May (its Sunday),
 * 1 May, night hours, a Sunday, half-day absences, an absence running into June (its May days only),
 * a type of the company's own. Each preset's file is a fixture; Windows-1252 refuses what it cannot
 * hold, naming it; the same month and layout give the same bytes; another company's data never shows.
 */

const testApp = timesheetTestAppOfFile();

const MONTH = '2026-05';
const EXPORT_URL = `/api/reports/months/${MONTH}/payroll`;
const PINS = { zoe: '111111', luc: '222222', lucja: '333333' };

let company: Company;
let intruder: Company;
let zoe: string;
let luc: string;
let lucja: string;
let training: string;

async function edit(id: string, firstName: string, pinCode: string, details: object) {
  const response = await company.request('PATCH', `/api/employees/${id}`, {
    firstName,
    lastName: company.name,
    role: 'employee',
    zone: '',
    pinCode,
    ...details,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function absence(employeeId: string, type: string, span: object) {
  const response = await company.request('POST', `/api/leave/employees/${employeeId}/absences`, {
    typeId: type,
    ...span,
  });
  expect(response.statusCode).toBe(201);
}

async function saveLayout(preset: PayrollSettings['preset'], format?: Partial<PayrollFormat>) {
  const current: PayrollSettings = (await company.request('GET', '/api/reports/payroll-settings')).json();
  const response = await company.request('PUT', '/api/reports/payroll-settings', {
    ...current,
    preset,
    format: { ...current.format, ...format },
  });
  expect(response.statusCode).toBe(200);
  return response.json().settings as PayrollSettings;
}

async function download(who: Company = company) {
  const response = await who.request('GET', EXPORT_URL);
  expect([response.statusCode, response.statusCode === 200 ? '' : response.json().error.message]).toEqual([
    200,
    '',
  ]);
  return response;
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Paie Fixée');
  intruder = await companyWithKiosk(testApp, 'Paie Voisine');
  zoe = await company.addEmployee('Zoé', PINS.zoe);
  luc = await company.addEmployee('Luc', PINS.luc);
  lucja = await company.addEmployee('Lucja', PINS.lucja);
  const ines = await intruder.addEmployee('Inès', '111111');
  await intruder.setPayrollNumber(ines, 'Inès', '111111', 'V-1');
  expect(
    (await edit(zoe, 'Zoé', PINS.zoe, { payrollNumber: 'M-1', costCentre: 'Atelier;Nord' })).costCentre,
  ).toBe('Atelier;Nord');
  const tooLong = await company.request('PATCH', `/api/employees/${zoe}`, {
    firstName: 'Zoé',
    lastName: company.name,
    costCentre: 'x'.repeat(61),
  });
  expect([tooLong.statusCode, tooLong.json().error.message]).toEqual([
    400,
    'Le centre de coût ne doit pas dépasser 60 caractères',
  ]);
  // A cost centre typed as a formula never becomes one (lib/csv-cell.ts).
  await edit(luc, 'Luc', PINS.luc, { payrollNumber: 'M-2', costCentre: '=HYPERLINK(1)' });
  await edit(lucja, 'Lucja', PINS.lucja, { payrollNumber: 'M-3' });

  // Zoé: the week of Monday 27 April to Sunday 3 May is paid with May. 9 h Monday to Thursday, then
  // 4 h on Friday 1 May: 40 h, 5 h at 25 %.
  for (const date of ['2026-04-27', '2026-04-28', '2026-04-29', '2026-04-30']) {
    await workShift(company, PINS.zoe, date, '08:00', '12:00');
    await workShift(company, PINS.zoe, date, '13:00', '18:00');
  }
  await workShift(company, PINS.zoe, '2026-05-01', '08:00', '12:00');
  // A Sunday morning.
  await workShift(company, PINS.zoe, '2026-05-10', '09:00', '12:00');
  // Luc: two nights.
  for (const date of ['2026-05-12', '2026-05-13']) await workShift(company, PINS.luc, date, '22:00', '06:00');
  // Lucja: one day.
  await workShift(company, PINS.lucja, '2026-05-05', '09:00', '16:00');
  await workShift(intruder, '111111', '2026-05-05', '08:00', '17:00');

  testApp.setNow(paris('2026-06-03', '09:00'));
  await setPlan(testApp, company, 'Standard');
  await setPlan(testApp, intruder, 'Standard');
  await allowNegativeBalance(testApp, company);
  const created = await company.request('POST', '/api/leave/types', {
    name: 'Formation',
    paid: true,
    countsAsWorkedTime: false,
  });
  training = created.json().type.id;
  const paidLeave = await typeId(company, 'Congés payés');
  // Zoé: the afternoon of Wednesday 20 May; Thursday 28 May to Tuesday 2 June (its May days: 2).
  await absence(zoe, paidLeave, { startDate: '2026-05-20', endDate: '2026-05-20', startHalfDay: true });
  await absence(zoe, paidLeave, { startDate: '2026-05-28', endDate: '2026-06-02' });
  // Luc: RTT Thursday 21 and the morning of Friday 22 May; half a day of 'Formation' on 26 May.
  await absence(luc, await typeId(company, 'RTT'), {
    startDate: '2026-05-21',
    endDate: '2026-05-22',
    endHalfDay: true,
  });
  await absence(luc, training, { startDate: '2026-05-26', endDate: '2026-05-26', startHalfDay: true });

  const settings: PayrollSettings = (await company.request('GET', '/api/reports/payroll-settings')).json();
  const coded = await company.request('PUT', '/api/reports/payroll-settings', {
    ...settings,
    codes: { ...settings.codes, daysWorked: 'JTRAV' },
    absenceCodes: [
      { typeId: await typeId(company, 'Congés payés'), name: 'Congés payés', code: '200' },
      { typeId: training, name: 'Formation', code: 'FORM' },
    ],
    skipped: [],
  });
  expect(coded.statusCode).toBe(200);
  for (const who of [company, intruder]) {
    expect((await who.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
  }
});

/** A file's text from its lines, each ended by CRLF. */
const crlf = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join('');

const SILAE = crlf(
  'Matricule;Code;Valeur;Date debut;Date fin',
  'M-2;EV-JTRAV;2;01/05/2026;31/05/2026',
  'M-2;HS-HTRAV;16,00;01/05/2026;31/05/2026',
  'M-2;HS-HN;16,00;01/05/2026;31/05/2026',
  'M-2;HS-HFER;6,00;01/05/2026;31/05/2026',
  'M-2;AB-ABS-RTT;1,5;21/05/2026;22/05/2026',
  'M-2;AB-FORM;0,5;26/05/2026;26/05/2026',
  'M-3;EV-JTRAV;1;01/05/2026;31/05/2026',
  'M-3;HS-HTRAV;7,00;01/05/2026;31/05/2026',
  'M-1;EV-JTRAV;2;01/05/2026;31/05/2026',
  'M-1;HS-HTRAV;7,00;01/05/2026;31/05/2026',
  'M-1;HS-HS25;5,00;01/05/2026;31/05/2026',
  'M-1;HS-HDIM;3,00;01/05/2026;31/05/2026',
  'M-1;HS-H1MAI;4,00;01/05/2026;31/05/2026',
  'M-1;AB-200;0,5;20/05/2026;20/05/2026',
  'M-1;AB-200;2;28/05/2026;29/05/2026',
);

const EBP = crlf(
  'Matricule;Nom;Prénom;Date de début;JTRAV;HTRAV;HS25;HS50;HC10;HC25;HN;HDIM;HFER;H1MAI;200;ABS-RTT;ABS-MAL;ABS-CSS;ABS-REC;ABS-EVF;FORM',
  'M-2;Paie Fixée;Luc;01/05/2026;2;16,00;;;;;16,00;;6,00;;;1,5;;;;;0,5',
  'M-3;Paie Fixée;Lucja;01/05/2026;1;7,00;;;;;;;;;;;;;;;',
  'M-1;Paie Fixée;Zoé;01/05/2026;2;7,00;5,00;;;;;3,00;;4,00;2,5;;;;;;',
);

const GENERIC = crlf(
  'Matricule;Nom;Prénom;Code;Libellé;Valeur;Date de début;Date de fin',
  'M-2;Paie Fixée;Luc;JTRAV;Jours travaillés;2;01/05/2026;31/05/2026',
  'M-2;Paie Fixée;Luc;HTRAV;Heures travaillées;16,00;01/05/2026;31/05/2026',
  'M-2;Paie Fixée;Luc;HN;Heures de nuit;16,00;01/05/2026;31/05/2026',
  'M-2;Paie Fixée;Luc;HFER;Heures de jour férié;6,00;01/05/2026;31/05/2026',
  'M-2;Paie Fixée;Luc;ABS-RTT;RTT;1,5;21/05/2026;22/05/2026',
  'M-2;Paie Fixée;Luc;FORM;Formation;0,5;26/05/2026;26/05/2026',
  'M-3;Paie Fixée;Lucja;JTRAV;Jours travaillés;1;01/05/2026;31/05/2026',
  'M-3;Paie Fixée;Lucja;HTRAV;Heures travaillées;7,00;01/05/2026;31/05/2026',
  'M-1;Paie Fixée;Zoé;JTRAV;Jours travaillés;2;01/05/2026;31/05/2026',
  'M-1;Paie Fixée;Zoé;HTRAV;Heures travaillées;7,00;01/05/2026;31/05/2026',
  'M-1;Paie Fixée;Zoé;HS25;Heures sup. 25\u00a0%;5,00;01/05/2026;31/05/2026',
  'M-1;Paie Fixée;Zoé;HDIM;Heures du dimanche;3,00;01/05/2026;31/05/2026',
  'M-1;Paie Fixée;Zoé;H1MAI;Heures du 1er mai;4,00;01/05/2026;31/05/2026',
  'M-1;Paie Fixée;Zoé;200;Congés payés;0,5;20/05/2026;20/05/2026',
  'M-1;Paie Fixée;Zoé;200;Congés payés;2;28/05/2026;29/05/2026',
);

const CUSTOM: Partial<PayrollFormat> = {
  ...PAYROLL_PRESET_FORMATS.generic,
  columns: ['costCentre', 'payrollNumber', 'code', 'value', 'unit', 'from', 'to', 'site'],
  decimalMark: '.',
  encoding: 'utf8',
  dateFormat: 'AAAA-MM-JJ',
};

describe('the export builder (decision 078)', () => {
  it("lists the validated month's items from its record: figures dated with the month, each absence with its own days", async () => {
    const items = await payrollItems(testApp.database.db, company.id, MONTH);
    const brief = (item: PayrollItem) =>
      [item.payrollNumber, item.kind, item.code, item.value, item.unit, item.from, item.to].join(' ');
    expect(items.map(brief)).toEqual([
      'M-2 variable JTRAV 2 days 2026-05-01 2026-05-31',
      'M-2 hours HTRAV 16 hours 2026-05-01 2026-05-31',
      'M-2 hours HN 16 hours 2026-05-01 2026-05-31',
      'M-2 hours HFER 6 hours 2026-05-01 2026-05-31',
      'M-2 absence ABS-RTT 1.5 days 2026-05-21 2026-05-22',
      'M-2 absence FORM 0.5 days 2026-05-26 2026-05-26',
      'M-3 variable JTRAV 1 days 2026-05-01 2026-05-31',
      'M-3 hours HTRAV 7 hours 2026-05-01 2026-05-31',
      'M-1 variable JTRAV 2 days 2026-05-01 2026-05-31',
      'M-1 hours HTRAV 7 hours 2026-05-01 2026-05-31',
      'M-1 hours HS25 5 hours 2026-05-01 2026-05-31',
      'M-1 hours HDIM 3 hours 2026-05-01 2026-05-31',
      'M-1 hours H1MAI 4 hours 2026-05-01 2026-05-31',
      'M-1 absence 200 0.5 days 2026-05-20 2026-05-20',
      'M-1 absence 200 2 days 2026-05-28 2026-05-29',
    ]);
    expect(items.find((item) => item.code === 'FORM')).toMatchObject({
      employeeId: luc,
      source: training,
      label: 'Formation',
      siteName: 'Site principal',
      costCentre: '=HYPERLINK(1)',
    });
    expect(payrollProblems(items)).toEqual([]);
    // On another site's list only: none of them.
    expect(await payrollItems(testApp.database.db, company.id, MONTH, { sites: [randomUUID()] })).toEqual([]);
  });

  it("writes Silae's file byte for byte: its header, HS-/AB-/EV- codes, JJ/MM/AAAA, comma, CRLF, no BOM", async () => {
    await saveLayout('silae');
    expect((await download()).rawPayload.equals(Buffer.from(SILAE, 'utf8'))).toBe(true);
    // The decimal mark stays a setting; the rest of a preset is its own, whatever is sent.
    const saved = await saveLayout('silae', { decimalMark: '.', separator: ',', header: false });
    expect(saved.format).toEqual({ ...PAYROLL_PRESET_FORMATS.silae, decimalMark: '.' });
    expect((await download()).body).toBe(SILAE.replace(/(\d),(\d)/g, '$1.$2'));
    await saveLayout('silae', { decimalMark: ',' });
  });

  it("writes EBP's file byte for byte: one line per employee, a column per code, in Windows-1252", async () => {
    await saveLayout('ebp');
    const response = await download();
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.rawPayload.equals(iconv.encode(EBP, 'windows-1252'))).toBe(true);
    expect(response.rawPayload.includes(Buffer.from([0x50, 0x72, 0xe9, 0x6e]))).toBe(true); // 'Prén'
  });

  it('writes the generic file byte for byte, with its BOM', async () => {
    await saveLayout('generic');
    expect((await download()).rawPayload.equals(Buffer.from(`\uFEFF${GENERIC}`, 'utf8'))).toBe(true);
  });

  it('gives the same validated month and layout the same bytes, and records each with its SHA-256', async () => {
    await saveLayout('silae');
    const sha256 = createHash('sha256').update(SILAE).digest('hex');
    const recorded = async () =>
      (await company.request('GET', `${EXPORT_URL}-exports`))
        .json()
        .exports.filter((record: { sha256: string }) => record.sha256 === sha256).length;
    const before = await recorded();
    const first = (await download()).rawPayload;
    const second = (await download()).rawPayload;
    expect(second.equals(first)).toBe(true);
    expect(await recorded()).toBe(before + 2);
  });

  it('writes a custom layout: chosen columns, site and cost centre, point, ISO dates; a typed formula stays text', async () => {
    await saveLayout('custom', CUSTOM);
    expect((await download()).body).toBe(
      crlf(
        'Centre de coût;Matricule;Code;Valeur;Unité;Date de début;Date de fin;Site',
        "'=HYPERLINK(1);M-2;JTRAV;2;jours;2026-05-01;2026-05-31;Site principal",
        "'=HYPERLINK(1);M-2;HTRAV;16.00;heures;2026-05-01;2026-05-31;Site principal",
        "'=HYPERLINK(1);M-2;HN;16.00;heures;2026-05-01;2026-05-31;Site principal",
        "'=HYPERLINK(1);M-2;HFER;6.00;heures;2026-05-01;2026-05-31;Site principal",
        "'=HYPERLINK(1);M-2;ABS-RTT;1.5;jours;2026-05-21;2026-05-22;Site principal",
        "'=HYPERLINK(1);M-2;FORM;0.5;jours;2026-05-26;2026-05-26;Site principal",
        ';M-3;JTRAV;1;jours;2026-05-01;2026-05-31;Site principal',
        ';M-3;HTRAV;7.00;heures;2026-05-01;2026-05-31;Site principal',
        '"Atelier;Nord";M-1;JTRAV;2;jours;2026-05-01;2026-05-31;Site principal',
        '"Atelier;Nord";M-1;HTRAV;7.00;heures;2026-05-01;2026-05-31;Site principal',
        '"Atelier;Nord";M-1;HS25;5.00;heures;2026-05-01;2026-05-31;Site principal',
        '"Atelier;Nord";M-1;HDIM;3.00;heures;2026-05-01;2026-05-31;Site principal',
        '"Atelier;Nord";M-1;H1MAI;4.00;heures;2026-05-01;2026-05-31;Site principal',
        '"Atelier;Nord";M-1;200;0.5;jours;2026-05-20;2026-05-20;Site principal',
        '"Atelier;Nord";M-1;200;2;jours;2026-05-28;2026-05-29;Site principal',
      ),
    );
  });

  it('refuses in Windows-1252 a character it cannot hold, naming it, the employee and the column; never a ?', async () => {
    await edit(lucja, 'Lucja', PINS.lucja, { costCentre: 'Łódź' });
    await saveLayout('custom', { ...CUSTOM, encoding: 'windows-1252' });
    const unencodable = (character: string) =>
      `Le caractère «\u202f${character}\u202f» ne peut pas être écrit en Windows-1252 (Paie Fixée Lucja, colonne Centre de coût)\u202f: corrigez-le ou choisissez l'encodage UTF-8.`;
    const preview = (await company.request('GET', `${EXPORT_URL}/preview`)).json();
    // 'ó' is in Windows-1252: only 'Ł' and 'ź' are named, once each though every line of hers has them.
    expect(preview.problems).toEqual(
      ['Ł', 'ź'].map((character) => ({
        kind: 'encoding',
        message: unencodable(character),
        employees: [{ id: lucja, name: 'Paie Fixée Lucja' }],
        source: null,
      })),
    );
    const before = (await company.request('GET', `${EXPORT_URL}-exports`)).json().exports.length;
    const refused = await company.request('GET', EXPORT_URL);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      {
        code: 'PAYROLL_UNENCODABLE',
        message: `Export paie impossible\u202f: ${unencodable('Ł')} ${unencodable('ź')}`,
      },
    ]);
    expect((await company.request('GET', `${EXPORT_URL}-exports`)).json().exports).toHaveLength(before);
    await edit(lucja, 'Lucja', PINS.lucja, { costCentre: 'Córdoba' });
    const response = await download();
    expect(response.rawPayload.includes(Buffer.from([0x43, 0xf3, 0x72]))).toBe(true); // 'Cór'
    expect(iconv.decode(response.rawPayload, 'windows-1252')).not.toContain('?');
    await edit(lucja, 'Lucja', PINS.lucja, { costCentre: '' });
  });

  it('lists the problems of a layout before it is saved: a figure with a value and no code, for every employee', async () => {
    const current: PayrollSettings = (await company.request('GET', '/api/reports/payroll-settings')).json();
    const tried = await company.request('POST', `${EXPORT_URL}/preview`, {
      ...current,
      preset: 'silae',
      codes: { ...current.codes, nightMinutes: '' },
    });
    expect(tried.statusCode).toBe(200);
    const preview = tried.json();
    expect(preview.fileLines.slice(0, 2)).toEqual([
      'Matricule;Code;Valeur;Date debut;Date fin',
      'M-2;EV-JTRAV;2;01/05/2026;31/05/2026',
    ]);
    expect(preview.fileLineCount).toBe(16);
    expect(preview.problems).toEqual([
      {
        kind: 'code',
        message:
          "Aucun code pour «\u202fHeures de nuit\u202f» (Paie Fixée Luc)\u202f: saisissez-le ou choisissez de ne pas l'exporter.",
        employees: [{ id: luc, name: 'Paie Fixée Luc' }],
        source: 'nightMinutes',
      },
    ]);
    // Nothing saved: the file is still the saved layout's.
    expect((await company.request('GET', '/api/reports/payroll-settings')).json()).toEqual(current);
    // 'Ne pas exporter': no item, so no problem.
    const skipped = await company.request('POST', `${EXPORT_URL}/preview`, {
      ...current,
      codes: { ...current.codes, nightMinutes: '' },
      skipped: ['nightMinutes'],
    });
    expect(skipped.json().problems).toEqual([]);
    expect(skipped.json().lines.map(({ code }: { code: string }) => code)).not.toContain('HN');
  });

  it("never shows another company's employees, figures or absence types", async () => {
    const theirs = await payrollItems(testApp.database.db, intruder.id, MONTH);
    expect(new Set(theirs.map((item) => item.payrollNumber))).toEqual(new Set(['V-1']));
    const file = (await download(intruder)).body;
    expect(file).toContain('V-1;');
    for (const ours of ['M-1', 'M-2', 'M-3', 'Fixée', 'FORM']) expect(file).not.toContain(ours);
    const current: PayrollSettings = (await intruder.request('GET', '/api/reports/payroll-settings')).json();
    for (const body of [
      { ...current, skipped: [training] },
      { ...current, absenceCodes: [{ typeId: training, name: 'Formation', code: 'VOL' }] },
    ]) {
      const refused = await intruder.request('POST', `${EXPORT_URL}/preview`, body);
      expect([refused.statusCode, refused.json().error.message]).toEqual([404, "Type d'absence introuvable"]);
    }
    expect(DEFAULT_PAYROLL_SETTINGS.skipped).toEqual(['daysWorked']);
  });
});
