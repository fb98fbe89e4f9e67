import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import type { MonthlyReport } from '@pointeo/domain/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS } from '../../../test/accounts';
import { setPlan } from '../../../test/leave';
import { readCsv } from '../../../test/report-files';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';

const testApp = timesheetTestAppOfFile();

let company: Company;
let other: Company;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Fromagerie Dirigée');
  other = await companyWithKiosk(testApp, 'Fromagerie Voisine');
  await setPlan(testApp, company, 'Standard');
  await company.addEmployee('Zoé', '111111');
  testApp.setNow(paris('2026-12-02', '09:00'));
});

const namesOf = (report: MonthlyReport) =>
  report.rows.map(({ employee }) => [employee.firstName, employee.lastName]);

async function monthlyReport(of: Company): Promise<MonthlyReport> {
  const response = await of.request('GET', '/api/reports/months/2026-11');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("the director's real name on the 'Direction' row", () => {
  it("reads 'Direction {company}' until the company gives a name, then that name, in every report", async () => {
    expect(namesOf(await monthlyReport(company))[0]).toEqual(['Direction', 'Fromagerie Dirigée']);

    const saved = await company.request('PATCH', '/api/account', {
      ...COMPANY_DETAILS,
      directorFirstName: 'Hélène',
      directorLastName: 'Roux',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ directorFirstName: 'Hélène', directorLastName: 'Roux' });

    expect(namesOf(await monthlyReport(company))).toEqual([
      ['Hélène', 'Roux'],
      ['Zoé', 'Fromagerie Dirigée'],
    ]);
    const csv = readCsv(await company.request('GET', '/api/reports/months/2026-11/csv'));
    expect(csv[1]?.slice(1, 3)).toEqual(['Roux', 'Hélène']);
    const custom = await company.request('POST', '/api/reports/custom/run', {
      from: '2026-11-01',
      to: '2026-11-30',
      grouping: 'employee',
      columns: ['workedMinutes'],
    });
    const result: CustomReportResult = custom.json();
    expect(result.rows[0]?.employee).toMatchObject({ firstName: 'Hélène', lastName: 'Roux' });

    // Another company's reports keep their own 'Direction' row.
    expect(namesOf(await monthlyReport(other))[0]).toEqual(['Direction', 'Fromagerie Voisine']);
  });

  it('keeps the name when the details are saved by a client that does not send it, and clears it when emptied', async () => {
    await company.request('PATCH', '/api/account', {
      ...COMPANY_DETAILS,
      directorFirstName: 'Hélène',
      directorLastName: 'Roux',
    });
    await company.request('PATCH', '/api/account', COMPANY_DETAILS);
    expect(namesOf(await monthlyReport(company))[0]).toEqual(['Hélène', 'Roux']);

    await company.request('PATCH', '/api/account', {
      ...COMPANY_DETAILS,
      directorFirstName: '',
      directorLastName: '',
    });
    expect(namesOf(await monthlyReport(company))[0]).toEqual(['Direction', 'Fromagerie Dirigée']);
  });
});
