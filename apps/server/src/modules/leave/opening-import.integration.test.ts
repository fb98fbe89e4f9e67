import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveRecordsOf, setPlan } from '../../../test/leave';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { employees } from '../../db/schema/accounts';

const testApp = timesheetTestAppOfFile();
let company: Company;
let intruder: Company;
let zoe: string;
let leo: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Import');
  intruder = await companyWithKiosk(testApp, 'Intruse');
  await setPlan(testApp, company, 'Standard');
  await setPlan(testApp, intruder, 'Standard');
  testApp.setNow(paris('2026-11-23', '09:00'));
  zoe = await company.addEmployee('Zoé', '111111');
  leo = await company.addEmployee('Léo', '222222');
  await testApp.database.db.update(employees).set({ payrollNumber: 'A012' }).where(eq(employees.id, zoe));
  // Another company's Ana, and its matricule B7: never found by this company's import.
  const ana = await intruder.addEmployee('Ana', '333333');
  await testApp.database.db.update(employees).set({ payrollNumber: 'B7' }).where(eq(employees.id, ana));
});

const lastNameOf = async (id: string) =>
  (await testApp.database.db.select().from(employees).where(eq(employees.id, id)))[0]!.lastName;

describe("'Importer les soldes d'ouverture'", () => {
  it('previews each line with its employee and period, or an error in French, and writes nothing', async () => {
    const leoName = `Léo ${await lastNameOf(leo)}`;
    const csv = [
      'matricule;nom;solde;date',
      'A012;;12,5;01/06/2026',
      `;${leoName.toUpperCase()};3;2026-11-01`,
      'B7;;4;01/06/2026',
      ';Ana;4;01/06/2026',
      ';Personne;abc;01/06/2026',
      'A012;;1;2026-07-01',
      ';;1;2026-07-01',
      `;${leoName};2;31/02/2026`,
    ].join('\n');
    const before = await leaveRecordsOf(testApp, company.id);
    const preview = await company.request('POST', '/api/leave/opening-balances/preview', { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().lines).toEqual([
      {
        line: 2,
        employee: { id: zoe, name: expect.stringContaining('Zoé') },
        days: 12.5,
        asOf: '2026-06-01',
        periodStart: '2026-06-01',
        error: null,
      },
      {
        line: 3,
        employee: { id: leo, name: leoName },
        days: 3,
        asOf: '2026-11-01',
        periodStart: '2026-06-01',
        error: null,
      },
      expect.objectContaining({ line: 4, employee: null, error: 'Employé introuvable' }),
      expect.objectContaining({ line: 5, employee: null, error: 'Employé introuvable' }),
      expect.objectContaining({ line: 6, error: 'Employé introuvable' }),
      expect.objectContaining({ line: 7, error: 'Cet employé figure déjà plus haut dans le fichier' }),
      expect.objectContaining({ line: 8, error: 'Indiquez le matricule ou le nom' }),
      expect.objectContaining({ line: 9, error: 'Date invalide (JJ/MM/AAAA)' }),
    ]);
    const refused = await company.request('POST', '/api/leave/opening-balances/import', { csv });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'IMPORT_HAS_ERRORS']);
    const badFile = await company.request('POST', '/api/leave/opening-balances/import', {
      csv: 'nom;solde\nZoé;3',
    });
    expect([badFile.statusCode, badFile.json().error.message]).toEqual([
      400,
      'En-tête attendu\u202f: matricule;nom;solde;date',
    ]);
    expect(await leaveRecordsOf(testApp, company.id)).toEqual(before);
  });

  it('writes every line in one go as opening balances, which the trail shows as such', async () => {
    const leoName = `Léo ${await lastNameOf(leo)}`;
    const csv = `matricule;nom;solde;date\r\nA012;;12,5;01/06/2026\r\n;${leoName};3;2026-11-01\r\n`;
    const imported = await company.request('POST', '/api/leave/opening-balances/import', { csv });
    expect(imported.json()).toEqual({ message: "2 soldes d'ouverture importés", count: 2 });
    const view = (await company.request('GET', '/api/leave/balances')).json();
    const of = (id: string) =>
      view.employees.find((row: { employee: { id: string } }) => row.employee.id === id);
    expect(of(zoe).periods[1]).toMatchObject({ start: '2026-06-01', opening: 12.5 });
    expect(of(zoe).adjustments).toEqual([
      expect.objectContaining({
        opening: true,
        days: 12.5,
        author: { id: company.id, name: 'Compte entreprise' },
      }),
    ]);
    expect(of(leo).periods[1]).toMatchObject({ opening: 3 });
    // Another company's import never reaches these employees.
    const foreign = await intruder.request('POST', '/api/leave/opening-balances/preview', { csv });
    expect(foreign.json().lines.map((line: { error: string }) => line.error)).toEqual([
      'Employé introuvable',
      'Employé introuvable',
    ]);
  });
});
