import type { CustomReportDefinitionInput, CustomReportResult } from '@pointeo/domain/custom-reports';
import { formatDecimalHours, formatDuration } from '@pointeo/domain/hours-format';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import type { MonthlyReport, ReportFigures } from '@pointeo/domain/reports';
import type { EmployeeMonth } from '@pointeo/domain/timesheets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowNegativeBalance, setPlan, typeId } from '../../../test/leave';
import { excelNumber, readCsv, readPdfPages, readXlsx } from '../../../test/report-files';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { employees } from '../../db/schema/accounts';
import { customReports } from '../../db/schema/custom-reports';
import { figuresOf } from '../reports';
import { employeeRanges, loadCompanyRange, periodHours } from './range-hours';

const testApp = timesheetTestAppOfFile();

const ZOE_PIN = '111111';
const LUC_PIN = '222222';
const ALL_COLUMNS = REPORT_FIGURES.map((figure) => figure.key);

let company: Company;
let intruder: Company;
let free: Company;
let zoe: string;
let luc: string;
let ines: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Perso Témoin');
  intruder = await companyWithKiosk(testApp, 'Perso Intrus');
  free = await companyWithKiosk(testApp, 'Perso Gratuit');
  await setPlan(testApp, company, 'Standard');
  // Paid leave not earned yet, on purpose: these tests are about the figures (decision 046).
  await allowNegativeBalance(testApp, company);
  await setPlan(testApp, intruder, 'Premium');
  zoe = await company.addEmployee('Zoé', ZOE_PIN);
  luc = await company.addEmployee('Luc', LUC_PIN, 24 * 60);
  ines = await intruder.addEmployee('Ines', ZOE_PIN);
  // The zone as the Employés form writes it (its update route takes the whole employee).
  await testApp.database.db.update(employees).set({ zone: 'Atelier' }).where(eq(employees.id, luc));
  // Zoé: a 45 h week from Monday 26 October to Sunday 1 November (overtime paid with November),
  // then three 9 h days in November.
  for (const date of ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30']) {
    await workShift(company, ZOE_PIN, date, '08:00', '12:00');
    await workShift(company, ZOE_PIN, date, '13:00', '18:00');
  }
  for (const date of ['2026-11-02', '2026-11-03', '2026-11-04']) {
    await workShift(company, ZOE_PIN, date, '08:00', '17:00');
  }
  // Luc, part-time 24 h: nights and a 30 h week of complementary hours.
  for (const date of ['2026-11-16', '2026-11-17', '2026-11-18']) {
    await workShift(company, LUC_PIN, date, '22:00', '06:00');
  }
  await workShift(company, LUC_PIN, '2026-11-20', '14:00', '20:00');
  await workShift(intruder, ZOE_PIN, '2026-11-09', '08:00', '12:00');
  testApp.setNow(paris('2026-12-02', '09:00'));
  // Zoé's paid leave on Friday 6 November: its paid hours and its day are figures of the report too.
  const leave = await company.request('POST', `/api/leave/employees/${zoe}/absences`, {
    typeId: await typeId(company, 'Congés payés'),
    startDate: '2026-11-06',
    endDate: '2026-11-06',
  });
  expect(leave.statusCode).toBe(201);
});

const definition = (overrides: Partial<CustomReportDefinitionInput> = {}): CustomReportDefinitionInput => ({
  from: '2026-10-01',
  to: '2026-11-30',
  grouping: 'employee',
  columns: ALL_COLUMNS,
  ...overrides,
});

async function run(overrides: Partial<CustomReportDefinitionInput> = {}): Promise<CustomReportResult> {
  const response = await company.request('POST', '/api/reports/custom/run', definition(overrides));
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function monthly(month: string): Promise<MonthlyReport> {
  return (await company.request('GET', `/api/reports/months/${month}`)).json();
}

async function timesheetMonth(employeeId: string, month: string): Promise<EmployeeMonth> {
  return (
    await company.request('GET', `/api/timesheets/employees/${employeeId}/month?month=${month}`)
  ).json();
}

/** Every figure of a row, the columns and the heures complémentaires in all beside them. */
const sum = (a: ReportFigures, b: ReportFigures) =>
  Object.fromEntries(
    (Object.keys(a) as (keyof ReportFigures)[]).map((key) => [key, a[key] + b[key]]),
  ) as ReportFigures;

const savedRows = () => testApp.database.db.select().from(customReports).orderBy(customReports.id);

async function save(name: string, overrides: Partial<CustomReportDefinitionInput> = {}) {
  const response = await company.request('POST', '/api/reports/custom', {
    name,
    definition: definition(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string };
}

describe('custom reports', () => {
  it("gives each employee over two months the sum of the monthly reports, the engine's figures", async () => {
    const [october, november, result] = await Promise.all([monthly('2026-10'), monthly('2026-11'), run()]);
    expect(result.rows.map((row) => row.employee?.id)).toEqual(november.rows.map((row) => row.employee.id));
    for (const row of result.rows) {
      const inOctober = october.rows.find((candidate) => candidate.employee.id === row.employee!.id)!;
      const inNovember = november.rows.find((candidate) => candidate.employee.id === row.employee!.id)!;
      expect(row.figures).toEqual(sum(inOctober.figures, inNovember.figures));
    }
    expect(result.total).toEqual(sum(october.total, november.total));
    const zoeRow = result.rows.find((row) => row.employee?.id === zoe)!;
    expect(zoeRow.figures).toMatchObject({
      absenceDays: 1,
      absenceMinutes: 7 * 60,
      workedMinutes: (45 + 27) * 60,
      overtime25Minutes: 480,
      overtime50Minutes: 120,
    });
  });

  it('reads the period a batch of employees at a time without mixing their entries', async () => {
    const now = paris('2026-12-02', '09:00');
    const data = await loadCompanyRange(testApp.database.db, company.id, '2026-10-01', '2026-11-30', now);
    const oneByOne: ReportFigures[] = [];
    for await (const range of employeeRanges(testApp.database.db, company.id, data, data.staff, 1)) {
      oneByOne.push(figuresOf(periodHours(range.days, range.weeks), range.absences));
    }
    expect(data.staff.length).toBeGreaterThan(1);
    expect(oneByOne).toEqual((await run()).rows.map((row) => row.figures));
  });

  it("gives each day the Temps tab's figures, and a week's overtime to its Sunday when it is in the period", async () => {
    const result = await run({ from: '2026-10-26', to: '2026-11-01', grouping: 'day', employeeIds: [zoe] });
    const [october, november] = await Promise.all([
      timesheetMonth(zoe, '2026-10'),
      timesheetMonth(zoe, '2026-11'),
    ]);
    const timesheetDays = [...october.days, ...november.days].filter(
      (day) => day.date >= '2026-10-26' && day.date <= '2026-11-01',
    );
    expect(
      result.rows.map((row) => [row.from, row.figures.workedMinutes, row.figures.holidayMinutes]),
    ).toEqual(timesheetDays.map((day) => [day.date, day.workedMinutes, day.holidayMinutes]));
    expect(result.rows.map((row) => row.figures.overtime25Minutes)).toEqual([0, 0, 0, 0, 0, 0, 480]);
    expect(result.rows[0]!.label).toBe('26/10/2026');

    // Without its Sunday the week brings no overtime: it is paid with the period holding its Sunday.
    const cut = await run({ from: '2026-10-26', to: '2026-10-31', grouping: 'week', employeeIds: [zoe] });
    expect(cut.rows).toEqual([
      expect.objectContaining({ label: 'Semaine du 26/10/2026', from: '2026-10-26', to: '2026-10-31' }),
    ]);
    expect(cut.total).toMatchObject({ workedMinutes: 45 * 60, overtime25Minutes: 0, overtime50Minutes: 0 });
  });

  it('sums the chosen employees per month exactly as the monthly reports do', async () => {
    const result = await run({ grouping: 'month' });
    const [october, november] = await Promise.all([monthly('2026-10'), monthly('2026-11')]);
    expect(result.rows.map((row) => [row.label, row.figures])).toEqual([
      ['octobre 2026', october.total],
      ['novembre 2026', november.total],
    ]);
  });

  it("filters by zone, the Employés tab's zone", async () => {
    const workshop = await run({ zone: 'Atelier' });
    expect(workshop.rows.map((row) => row.employee?.id)).toEqual([luc]);
    const unassigned = await run({ zone: 'Non assigné' });
    expect(unassigned.rows.map((row) => row.employee?.id)).toEqual([zoe]);
    const options = (await company.request('GET', '/api/reports/custom/options')).json();
    expect(options.zones).toEqual(expect.arrayContaining(['Atelier', 'Non assigné']));
    expect(options.employees.map((employee: { id: string }) => employee.id)).not.toContain(ines);
  });

  it('writes the three files from the same figures, read back by independent parsers', async () => {
    const saved = await save('Deux mois', { columns: ['workedMinutes', 'daysWorked', 'overtime25Minutes'] });
    const result = await run({ columns: ['workedMinutes', 'daysWorked', 'overtime25Minutes'] });

    const csv = await company.request('GET', `/api/reports/custom/${saved.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="rapport-personnalise-2026-10-01-2026-11-30.csv"',
    );
    const records = readCsv(csv);
    expect(records[0]).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'Du',
      'Au',
      ...['daysWorked', 'workedMinutes', 'overtime25Minutes'].map(
        (key) => REPORT_FIGURES.find((figure) => figure.key === key)!.label,
      ),
    ]);
    expect(records.slice(1)).toEqual(
      [...result.rows, null].map((row) => {
        const figures = row?.figures ?? result.total;
        return [
          row?.employee?.payrollNumber ?? '',
          row?.employee?.lastName ?? 'Total',
          row?.employee?.firstName ?? '',
          '01/10/2026',
          '30/11/2026',
          String(figures.daysWorked),
          formatDecimalHours(figures.workedMinutes),
          formatDecimalHours(figures.overtime25Minutes),
        ];
      }),
    );

    const xlsx = await company.request('GET', `/api/reports/custom/${saved.id}/xlsx`);
    expect(xlsx.headers['content-disposition']).toContain('rapport-personnalise-2026-10-01-2026-11-30.xlsx');
    const sheet = (await readXlsx(xlsx)).worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('[h]:mm');
    for (const [index, row] of [...result.rows, null].entries()) {
      const cells = sheet.getRow(index + 2);
      const figures = row?.figures ?? result.total;
      expect(cells.getCell(6).value).toBe(figures.daysWorked);
      expect(Math.round(excelNumber(cells.getCell(7).value) * 1440)).toBe(figures.workedMinutes);
      expect(Math.round(excelNumber(cells.getCell(8).value) * 1440)).toBe(figures.overtime25Minutes);
    }

    const pdf = await company.request('GET', `/api/reports/custom/${saved.id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain('rapport-personnalise-2026-10-01-2026-11-30.pdf');
    const text = (await readPdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain('Rapport personnalisé');
    expect(text).toContain('Du 01/10/2026 au 30/11/2026');
    expect(text).toContain(formatDuration(result.total.workedMinutes));
  });

  it('downloads the three files of a definition never saved, the same bytes as once saved', async () => {
    const columns: CustomReportDefinitionInput['columns'] = ['workedMinutes', 'nightMinutes'];
    const saved = await save('Avant enregistrement', { columns, grouping: 'month' });
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      const unsaved = await company.request(
        'POST',
        `/api/reports/custom/run/${format}`,
        definition({ columns, grouping: 'month' }),
      );
      expect([format, unsaved.statusCode]).toEqual([format, 200]);
      expect(unsaved.headers['content-disposition']).toBe(
        `attachment; filename="rapport-personnalise-2026-10-01-2026-11-30.${format}"`,
      );
      if (format === 'csv') {
        const fromSaved = await company.request('GET', `/api/reports/custom/${saved.id}/csv`);
        expect(unsaved.body).toBe(fromSaved.body);
      }
    }
    const unsavedPdf = await company.request('POST', '/api/reports/custom/run/pdf', definition({ columns }));
    const text = (await readPdfPages(unsavedPdf.rawPayload)).join(' ');
    expect(text).toContain('Du 01/10/2026 au 30/11/2026');
    const names = (await company.request('GET', '/api/reports/custom'))
      .json()
      .map((report: { name: string }) => report.name);
    expect(names.filter((name: string) => name === 'Avant enregistrement')).toHaveLength(1);
  });

  it('saves under a name unique in the company, lists, re-reads and deletes', async () => {
    const saved = await save('Semaine de Zoé', { grouping: 'week', employeeIds: [zoe] });
    const again = await company.request('POST', '/api/reports/custom', {
      name: 'Semaine de Zoé',
      definition: definition(),
    });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Un rapport porte déjà ce nom']);
    // Another company may use the same name.
    const elsewhere = await intruder.request('POST', '/api/reports/custom', {
      name: 'Semaine de Zoé',
      definition: definition(),
    });
    expect(elsewhere.statusCode).toBe(201);
    const list = (await company.request('GET', '/api/reports/custom')).json();
    expect(list).toContainEqual(expect.objectContaining({ id: saved.id, name: 'Semaine de Zoé' }));
    expect(list.map((report: { name: string }) => report.name)).not.toContain(undefined);
    const read = (await company.request('GET', `/api/reports/custom/${saved.id}`)).json();
    expect(read.definition).toMatchObject({ grouping: 'week', employeeIds: [zoe], zone: null });
    expect((await company.request('DELETE', `/api/reports/custom/${saved.id}`)).statusCode).toBe(204);
    expect((await company.request('GET', `/api/reports/custom/${saved.id}`)).statusCode).toBe(404);
  });

  it("refuses another company's saved report and employees with 404, and a malformed id too", async () => {
    const theirs = (
      await intruder.request('POST', '/api/reports/custom', { name: 'Privé', definition: definition() })
    ).json();
    for (const [method, url] of [
      ['GET', `/api/reports/custom/${theirs.id}`],
      ['DELETE', `/api/reports/custom/${theirs.id}`],
      ['GET', `/api/reports/custom/${theirs.id}/csv`],
      ['GET', `/api/reports/custom/${theirs.id}/xlsx`],
      ['GET', `/api/reports/custom/${theirs.id}/pdf`],
      ['GET', '/api/reports/custom/pas-un-id/csv'],
    ] as const) {
      const response = await company.request(method, url);
      expect([url, response.statusCode, response.json().error.message]).toEqual([
        url,
        404,
        'Rapport introuvable',
      ]);
    }
    expect((await intruder.request('GET', `/api/reports/custom/${theirs.id}`)).statusCode).toBe(200);
    for (const url of ['/api/reports/custom/run', '/api/reports/custom/run/csv', '/api/reports/custom']) {
      const response = await company.request('POST', url, {
        name: 'Avec Ines',
        ...definition({ employeeIds: [zoe, ines] }),
        definition: definition({ employeeIds: [zoe, ines] }),
      });
      expect([url, response.statusCode, response.json().error.message]).toEqual([
        url,
        404,
        'Employé introuvable',
      ]);
    }
    const names = (await company.request('GET', '/api/reports/custom'))
      .json()
      .map((report: { name: string }) => report.name);
    expect(names).not.toContain('Avec Ines');
  });

  it('refuses a bad definition with a French message', async () => {
    const cases: [Partial<CustomReportDefinitionInput>, string][] = [
      [{ from: '2026-11-30', to: '2026-11-01' }, 'La date de début doit précéder la date de fin'],
      [{ from: '2025-11-01', to: '2026-11-02' }, 'La période ne peut pas dépasser 366 jours'],
      [{ columns: [] }, 'Choisissez au moins une colonne'],
      [{ from: '2026-02-30' }, 'Date invalide\u202f: format attendu AAAA-MM-JJ'],
      [
        { columns: ['workedMinutes', 'nightMinutes', 'workedMinutes'] },
        "Chaque colonne ne peut être choisie qu'une fois",
      ],
      [
        { columns: Array.from({ length: 15_000 }, () => 'workedMinutes' as const) },
        "Chaque colonne ne peut être choisie qu'une fois",
      ],
      [{ columns: ['workedMinutes', 'salaire' as 'workedMinutes'] }, 'Colonne inconnue'],
      [{ employeeIds: [zoe, luc, zoe] }, "Chaque employé ne peut être choisi qu'une fois"],
    ];
    const before = await savedRows();
    for (const [overrides, message] of cases) {
      const response = await company.request('POST', '/api/reports/custom/run', definition(overrides));
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
      const saving = await company.request('POST', '/api/reports/custom', {
        name: 'Refusé',
        definition: definition(overrides),
      });
      expect(saving.statusCode).toBe(400);
      expect(JSON.stringify(saving.json())).toContain(message);
      const file = await company.request('POST', '/api/reports/custom/run/pdf', definition(overrides));
      expect(file.statusCode).toBe(400);
      expect(JSON.stringify(file.json())).toContain(message);
    }
    expect(await savedRows()).toEqual(before);
    expect((await run({ from: '2025-11-01', to: '2026-11-01' })).rows.length).toBeGreaterThan(0);
  });

  it('reads back a definition saved before repeats were refused, without them', async () => {
    const [row] = await testApp.database.db
      .insert(customReports)
      .values({
        companyId: company.id,
        name: 'Ancien rapport',
        definition: {
          ...definition(),
          employeeIds: [zoe, zoe],
          zone: null,
          columns: ['workedMinutes', 'workedMinutes'],
        },
        createdAt: new Date(),
      })
      .returning({ id: customReports.id });
    const read = await company.request('GET', `/api/reports/custom/${row!.id}`);
    expect(read.json().definition).toMatchObject({ employeeIds: [zoe], columns: ['workedMinutes'] });
    await company.request('DELETE', `/api/reports/custom/${row!.id}`);
  });

  it('keeps at most 50 saved reports per company, saying so in French; a deletion frees a place', async () => {
    const shop = await companyWithKiosk(testApp, 'Perso Cinquante');
    await setPlan(testApp, shop, 'Standard');
    const saveIn = (name: string) =>
      shop.request('POST', '/api/reports/custom', {
        name,
        definition: definition({ columns: ['workedMinutes'] }),
      });
    for (let index = 1; index <= 50; index += 1)
      expect((await saveIn(`Rapport ${index}`)).statusCode).toBe(201);
    const before = await savedRows();
    const refused = await saveIn('Rapport 51');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'Vous avez déjà 50 rapports enregistrés\u202f: supprimez-en un pour en enregistrer un autre',
    ]);
    expect(await savedRows()).toEqual(before);
    const list = (await shop.request('GET', '/api/reports/custom')).json();
    expect(list).toHaveLength(50);
    expect((await shop.request('DELETE', `/api/reports/custom/${list[0].id}`)).statusCode).toBe(204);
    expect((await saveIn('Rapport 51')).statusCode).toBe(201);
  });

  it('answers 403 with the French message on every route to a company on Gratuit', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/reports/custom/options'],
      ['GET', '/api/reports/custom'],
      ['POST', '/api/reports/custom/run', definition()],
      ['POST', '/api/reports/custom/run/xlsx', definition()],
      ['POST', '/api/reports/custom', { name: 'Essai', definition: definition() }],
      ['GET', '/api/reports/custom/00000000-0000-4000-8000-000000000000/csv'],
      ['DELETE', '/api/reports/custom/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await free.request(method, url, payload);
      expect([url, response.statusCode, response.json().error]).toEqual([
        url,
        403,
        {
          code: 'FEATURE_NOT_IN_PLAN',
          message:
            'La fonctionnalité «\u202fRapports personnalisés\u202f» est réservée aux plans Standard et Premium.',
        },
      ]);
    }
  });
});
