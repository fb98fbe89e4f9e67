import { EMPLOYEE_IMPORT_MESSAGES as M } from '@pointeo/domain/employee-import';
import { EMPLOYEE_MESSAGES, employeeLimitReached } from '@pointeo/domain/employee-messages';
import type { PlanName } from '@pointeo/domain/plans';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companies, employees } from '../../db/schema/accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
/** The director's PIN of every company registered by the test helper. */
const DIRECTOR_PIN = '246810';
const HEADER = "Prénom;Nom;Poste;Zone;Matricule;Date d'entrée;Heures par semaine;Code PIN";

interface Company {
  id: string;
  request(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

async function newCompany(name: string, plan: PlanName = 'Gratuit'): Promise<Company> {
  const { cookie } = await registerCompany(testApp.app, name);
  const request: Company['request'] = (method, url, payload) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const id: string = (await request('GET', '/api/account')).json().id;
  if (plan !== 'Gratuit') await db().update(companies).set({ plan }).where(eq(companies.id, id));
  return { id, request };
}

const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');
const csvFile = (...lines: string[]) => base64(lines.join('\r\n'));

/** Every column of every employee of the company, in a fixed order: what an import may change. */
const rowsOf = (companyId: string) =>
  db()
    .select()
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(asc(employees.lastName), asc(employees.id));

const preview = (company: Company, file: string) =>
  company.request('POST', '/api/employees/import/preview', { file });
const confirm = (company: Company, file: string) =>
  company.request('POST', '/api/employees/import', { file });

describe("'Importer des employés'", () => {
  it('gives each wrong line its French error, and the preview writes nothing', async () => {
    const company = await newCompany('Import Erreurs', 'Standard');
    const taken = await company.request('POST', '/api/employees', {
      firstName: 'Zoé',
      lastName: 'Martin',
      pinCode: '111111',
      payrollNumber: 'A01',
    });
    expect(taken.statusCode).toBe(201);
    const file = csvFile(
      HEADER,
      'Léo;Petit;Vendeur;Boutique;A02;01/09/2026;24,5;222222',
      'Ana;Roux;;;;;;12345',
      'Inès;Durand;;;;;;222222',
      `Paul;Morel;;;;;;${DIRECTOR_PIN}`,
      'Yves;Simon;;;;;;111111',
      ';Sans prénom;;;;;;',
      'Éric;Blanc;;;;31/02/2026;;',
      'Hugo;Noir;;;;;soixante;',
      'Lou;Vert;;;;;50;',
      'Max;Gris;;;a01;;;',
      'Noé;Bleu;;;A02;;;',
      '',
      'Tom;Brun;;;;2026-10-01;35:30;',
    );
    const before = await rowsOf(company.id);
    const response = await preview(company, file);
    expect(response.statusCode).toBe(200);
    const lines: Array<{ line: number; error: string | null }> = response.json().lines;
    expect(lines.map(({ line, error }) => [line, error])).toEqual([
      [2, null],
      [3, 'Le code PIN doit contenir exactement 6 chiffres'],
      [4, M.pinTwice],
      [5, EMPLOYEE_MESSAGES.pinTaken],
      [6, EMPLOYEE_MESSAGES.pinTaken],
      [7, EMPLOYEE_MESSAGES.namesRequired],
      [8, M.badHireDate],
      [9, M.badHours],
      [10, EMPLOYEE_MESSAGES.weeklyHoursRange],
      [11, M.payrollNumberTaken],
      [12, M.payrollNumberTwice],
      [14, null],
    ]);
    expect(response.json().lines[0].values).toEqual({
      firstName: 'Léo',
      lastName: 'Petit',
      jobTitle: 'Vendeur',
      zone: 'Boutique',
      payrollNumber: 'A02',
      hireDate: '01/09/2026',
      weeklyHours: '24,5',
      hasPin: true,
    });
    expect(response.body).not.toContain('222222');

    const refused = await confirm(company, file);
    expect([refused.statusCode, refused.json().error]).toEqual([
      400,
      { code: 'IMPORT_HAS_ERRORS', message: M.hasErrors },
    ]);
    expect(await rowsOf(company.id)).toEqual(before);
  });

  it("marks the lines past the plan's limit, in the file's order, lines in error taking no place", async () => {
    const company = await newCompany('Import Limite');
    for (const [firstName, lastName] of [
      ['Zoé', 'Martin'],
      ['Adam', 'Bernard'],
    ]) {
      expect((await company.request('POST', '/api/employees', { firstName, lastName })).statusCode).toBe(201);
    }
    // Gratuit takes 10: 8 places left; the line without a last name takes none.
    const people = Array.from({ length: 10 }, (_, index) => `Prénom${index};Nom${index};;;;;;`);
    const file = csvFile(HEADER, 'Sans;;;;;;;', ...people);
    const lines: Array<{ line: number; error: string | null }> = (await preview(company, file)).json().lines;
    const limit = employeeLimitReached('Gratuit', 10);
    expect(lines.map((line) => line.error)).toEqual([
      EMPLOYEE_MESSAGES.namesRequired,
      ...Array(8).fill(null),
      limit,
      limit,
    ]);
    const before = await rowsOf(company.id);
    expect((await confirm(company, file)).statusCode).toBe(400);
    expect(await rowsOf(company.id)).toEqual(before);
  });

  it('adds every line at once with what the add form would store, a blank PIN staying unset', async () => {
    const company = await newCompany('Import Complet', 'Standard');
    const file = csvFile(
      // Columns in another order, a header alias and one left out.
      "Nom;Prénom;Site;Date d'entrée;Heures par semaine;Code PIN;Matricule",
      'Martin;Zoé;Fournil;01/09/2026;24,5;012345;P-7',
      '"Durand, dite ""Lili""";Inès;;;;;',
    );
    const previewed = await preview(company, file);
    expect(previewed.json().lines.map((line: { error: string | null }) => line.error)).toEqual([null, null]);
    const done = await confirm(company, file);
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { message: '2 employés importés avec succès', count: 2 },
    ]);
    const added = (await rowsOf(company.id)).filter((row) => row.role === 'employee');
    expect(
      added.map((row) => [
        row.firstName,
        row.lastName,
        row.zone,
        row.jobTitle,
        row.payrollNumber,
        row.hireDate,
        row.weeklyContractMinutes,
        row.pinCode,
        row.archivedAt,
      ]),
    ).toEqual([
      ['Inès', 'Durand, dite "Lili"', null, null, null, null, 35 * 60, null, null],
      ['Zoé', 'Martin', 'Fournil', null, 'P-7', '2026-09-01', 24 * 60 + 30, '012345', null],
    ]);
    // The file imported twice: every line is now taken or over nothing, and nothing is added again.
    const again = (await preview(company, file)).json().lines;
    expect(again[0].error).toBe(EMPLOYEE_MESSAGES.pinTaken);
    expect((await confirm(company, file)).statusCode).toBe(400);
    expect(await rowsOf(company.id)).toHaveLength(3);
  });

  it('checks again when confirming: a PIN taken or a plan lowered since the preview writes nothing', async () => {
    const company = await newCompany('Import Recheck', 'Standard');
    const file = csvFile(HEADER, 'Zoé;Martin;;;;;;333333', 'Léo;Petit;;;;;;444444');
    expect(
      (await preview(company, file)).json().lines.every((line: { error: null }) => line.error === null),
    ).toBe(true);
    // Meanwhile, someone adds Ana with Léo's PIN.
    const ana = await company.request('POST', '/api/employees', {
      firstName: 'Ana',
      lastName: 'Roux',
      pinCode: '444444',
    });
    expect(ana.statusCode).toBe(201);
    const before = await rowsOf(company.id);
    const refused = await confirm(company, file);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'IMPORT_HAS_ERRORS']);
    expect(await rowsOf(company.id)).toEqual(before);

    // A file that fits Standard's 50, confirmed after the plan went down to Gratuit's 10.
    const eleven = Array.from({ length: 11 }, (_, index) => `P${index};N${index};;;;;;`);
    const many = csvFile(HEADER, ...eleven);
    expect(
      (await preview(company, many)).json().lines.every((line: { error: null }) => line.error === null),
    ).toBe(true);
    await db().update(companies).set({ plan: 'Gratuit' }).where(eq(companies.id, company.id));
    expect((await confirm(company, many)).statusCode).toBe(400);
    expect(await rowsOf(company.id)).toEqual(before);
  });

  it("reads an XLSX's first sheet: dates, numbers and text cells", async () => {
    const company = await newCompany('Import Excel', 'Standard');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Feuille');
    sheet.addRow(['Prénom', 'Nom', 'Zone', "Date d'entrée", 'Heures par semaine', 'Code PIN', 'Matricule']);
    sheet.addRow(['Zoé', 'Martin', 'Caisse', new Date(Date.UTC(2026, 8, 1)), 28, '054321', 1207]);
    sheet.addRow([]);
    sheet.addRow([
      { richText: [{ text: 'Lé' }, { text: 'o' }] },
      'Petit',
      null,
      '15/10/2026',
      35.5,
      null,
      null,
    ]);
    workbook.addWorksheet('Autre').addRow(['ignorée']);
    const file = base64(Buffer.from(await workbook.xlsx.writeBuffer()));

    const lines = (await preview(company, file)).json().lines;
    expect(lines.map((line: { line: number; error: string | null }) => [line.line, line.error])).toEqual([
      [2, null],
      [4, null],
    ]);
    expect((await confirm(company, file)).statusCode).toBe(200);
    const added = (await rowsOf(company.id)).filter((row) => row.role === 'employee');
    expect(
      added.map((row) => [
        row.firstName,
        row.zone,
        row.hireDate,
        row.weeklyContractMinutes,
        row.pinCode,
        row.payrollNumber,
      ]),
    ).toEqual([
      ['Zoé', 'Caisse', '2026-09-01', 28 * 60, '054321', '1207'],
      ['Léo', null, '2026-10-15', 35 * 60 + 30, null, null],
    ]);
  });

  it('reads a CSV saved by French Excel in Windows-1252', async () => {
    const company = await newCompany('Import Ansi', 'Standard');
    const latin1 = Buffer.from(`${HEADER}\r\nZoé;Lefèvre;;Entrepôt;;;;\r\n`, 'latin1');
    const lines = (await preview(company, latin1.toString('base64'))).json().lines;
    expect(lines[0].values).toMatchObject({ firstName: 'Zoé', lastName: 'Lefèvre', zone: 'Entrepôt' });
    expect(lines[0].error).toBeNull();
  });

  it("never reads nor changes another company's employees, whose PINs and matricules stay theirs", async () => {
    const company = await newCompany('Import Tenant', 'Standard');
    const intruder = await newCompany('Import Voisin', 'Standard');
    const neighbour = await intruder.request('POST', '/api/employees', {
      firstName: 'Ana',
      lastName: 'Voisine',
      pinCode: '555555',
      payrollNumber: 'V1',
    });
    expect(neighbour.statusCode).toBe(201);
    const theirs = await rowsOf(intruder.id);
    // The same PIN and matricule are free in this company: PINs are unique per company (SPEC §9).
    const file = csvFile(HEADER, 'Ana;Voisine;;;V1;;;555555');
    expect((await preview(company, file)).json().lines[0].error).toBeNull();
    expect((await confirm(company, file)).statusCode).toBe(200);
    expect(await rowsOf(intruder.id)).toEqual(theirs);
    expect((await rowsOf(company.id)).map((row) => row.companyId)).toEqual([company.id, company.id]);
  });

  it('refuses a file it cannot read with a French message, never a 500, and writes nothing', async () => {
    const company = await newCompany('Import Illisible', 'Standard');
    const before = await rowsOf(company.id);
    const workbookWithoutSheet = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    const notAWorkbook = Buffer.from(`504b0304${'00'.repeat(40)}`, 'hex');
    const cases: Array<[string, string]> = [
      [base64('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\u0000\u0001'), M.unreadable],
      [base64(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0])), M.unreadable],
      [notAWorkbook.toString('base64'), M.unreadable],
      [workbookWithoutSheet.toString('base64'), M.unreadable],
      [base64('\uFEFF\r\n\r\n'), M.empty],
      [csvFile('Prénom;Nom'), M.noLines],
      [csvFile('Nom;Salaire', 'Martin;2000'), M.unknownColumn('Salaire')],
      [csvFile('Prénom;Poste', 'Zoé;Vendeuse'), M.headers],
      [csvFile('Prénom;Nom;Nom', 'Zoé;Martin;Martin'), M.columnTwice('Nom')],
      [csvFile(HEADER, ...Array(501).fill('Zoé;Martin;;;;;;')), M.tooManyLines],
      ['pas du base64 !', M.unreadable],
      [base64(Buffer.alloc(1_000_001, 0x41)), M.tooLarge],
    ];
    for (const [file, message] of cases) {
      for (const send of [preview, confirm]) {
        const response = await send(company, file);
        expect([response.statusCode, response.json().error.message], message).toEqual([400, message]);
      }
    }
    expect(await rowsOf(company.id)).toEqual(before);
  });

  it('gives the template in CSV and XLSX, headers only, which imports nothing', async () => {
    const company = await newCompany('Import Modèle');
    const csv = await company.request('GET', '/api/employees/import/template?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="modele-import-employes.csv"');
    expect(csv.body).toBe(`\uFEFF${HEADER}\r\n`);

    const xlsx = await company.request('GET', '/api/employees/import/template?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Employés', 'Aide']);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).join(';')).toBe(HEADER);

    for (const template of [csv.rawPayload, xlsx.rawPayload]) {
      const response = await preview(company, template.toString('base64'));
      expect([response.statusCode, response.json().error.message]).toEqual([400, M.noLines]);
    }
    const unknown = await company.request('GET', '/api/employees/import/template?format=pdf');
    expect(unknown.statusCode).toBe(400);
  });
});
