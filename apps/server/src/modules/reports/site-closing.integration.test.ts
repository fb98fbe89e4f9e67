import type { MonthClosing } from '@pointeo/domain/month-closing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSite, moveToSite } from '../../../test/sites';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/**
 * The month closing of a company with two sites (issue 29 item 2): each site's status, and a site
 * validated through the one-by-one validation (decisions 049, 052) while the other waits.
 */

const testApp = timesheetTestAppOfFile();
const CLOSING = '/api/timesheets/months/2026-10/closing';
const NNBSP = '\u202f';

let company: Company;
let zoe: string;
let luc: string;
let ana: string;
let lyon: string;

async function closingOf(who: Company): Promise<MonthClosing> {
  const response = await who.request('GET', CLOSING);
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Deux Boutiques');
  zoe = await company.addEmployee('Zoé', '111111');
  luc = await company.addEmployee('Luc', '222222');
  ana = await company.addEmployee('Ana', '333333');
  lyon = await addSite(testApp, company.id, 'Lyon', '69');
  await moveToSite(testApp, luc, lyon);
  await moveToSite(testApp, ana, lyon);
  // The company's one kiosk serves both sites (decision 059's setting).
  expect((await company.request('PUT', '/api/clock/settings', { otherSitePunches: true })).statusCode).toBe(
    200,
  );
  await workShift(company, '111111', '2026-10-05', '08:00', '12:00');
  await workShift(company, '333333', '2026-10-06', '08:00', '12:00');
  // Luc forgets to clock out: Lyon cannot be validated yet.
  expect((await company.punch('222222', paris('2026-10-07', '08:00'))).statusCode).toBe(200);
  testApp.setNow(paris('2026-11-03', '09:00'));
});

describe('the closing of a company with two sites', () => {
  it("shows each site's employees validated, and what blocks", async () => {
    const closing = await closingOf(company);
    const main = closing.employees.find((row) => row.id === zoe)!.siteId;
    expect(closing.sites).toEqual([
      { id: main, name: 'Site principal', employeesCount: 2, validatedCount: 0, blocked: [] },
      {
        id: lyon,
        name: 'Lyon',
        employeesCount: 2,
        validatedCount: 0,
        blocked: [`Deux Boutiques Luc${NNBSP}: 1 pointage à régulariser`],
      },
    ]);
    // The company's closing still shows the whole month.
    expect(closing.employees).toHaveLength(4);
  });

  it("validates one site's employees, the other site and the month staying open", async () => {
    const before = await closingOf(company);
    const mainIds = before.employees.filter((row) => row.siteId !== lyon).map((row) => row.id);
    const validated = await company.request('POST', '/api/timesheets/months/2026-10/validate-employees', {
      employeeIds: mainIds,
    });
    expect(validated.statusCode).toBe(200);
    const closing: MonthClosing = validated.json().closing;
    expect(closing.validated).toBe(false);
    expect(closing.sites.map((site) => [site.name, site.validatedCount, site.employeesCount])).toEqual([
      ['Site principal', 2, 2],
      ['Lyon', 0, 2],
    ]);

    // Lyon is refused while Luc's entry is open, naming him.
    const refused = await company.request('POST', '/api/timesheets/months/2026-10/validate-employees', {
      employeeIds: [luc, ana],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Deux Boutiques Luc');
  });

  it("never shows another company's sites", async () => {
    const other = await companyWithKiosk(testApp, 'Autre Enseigne');
    await other.addEmployee('Inès', '444444');
    const closing = await closingOf(other);
    expect(closing.sites.map((site) => site.id)).not.toContain(lyon);
    expect(closing.employees.map((row) => row.id)).not.toContain(zoe);
  });
});
