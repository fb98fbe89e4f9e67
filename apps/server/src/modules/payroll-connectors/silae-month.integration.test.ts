import type { SilaePush } from '@pointeo/domain/payroll-connectors';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeSilae } from '../../../test/fake-silae';
import { setPlan } from '../../../test/leave';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';

/** The push over a month validated for real: the values are reports' (`payrollItems`, decision 078). */
const KEYS = {
  clientId: 'client-atelier',
  clientSecret: 'secret-atelier-0123456789',
  subscriptionKey: 'cle-atelier-abcdef',
  dossierNumber: '0777',
};
const silae = await startFakeSilae({ ...KEYS, variables: [] });
const testApp = timesheetTestAppOfFile({
  env: { SILAE_TOKEN_URL: silae.tokenUrl, SILAE_API_URL: silae.apiUrl },
});

const MONTH = '2026-11';
let company: Company;
let zoe: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Atelier');
  await setPlan(testApp, company, 'Premium');
  zoe = await company.addEmployee('Zoé', '111111');
  for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
    await workShift(company, '111111', date, '08:00', '12:00');
    await workShift(company, '111111', date, '13:00', '18:00');
  }
  testApp.setNow(paris('2026-12-02', '09:00'));
  expect((await company.request('PUT', '/api/reports/silae/connection', KEYS)).statusCode).toBe(200);
  return () => silae.close();
});

const push = (dryRun: boolean) =>
  company.request('POST', `/api/reports/months/${MONTH}/silae/pushes`, { dryRun });

describe('the push of a month validated for real', () => {
  it('refuses a month not validated yet', async () => {
    const response = await push(true);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('MONTH_NOT_VALIDATED');
  });

  it('is blocked while an employee with hours has no matricule, naming him', async () => {
    expect((await company.request('POST', `/api/timesheets/months/${MONTH}/validate`)).statusCode).toBe(200);
    const response = await push(true);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('SILAE_PUSH_BLOCKED');
    expect(response.json().error.message).toContain('Atelier Zoé');
  });

  it("sends the month's hours under the company's codes, as the payroll file carries them", async () => {
    await company.setPayrollNumber(zoe, 'Zoé', '111111', 'M-001');
    const dryRun: SilaePush = (await push(true)).json();
    expect(dryRun.values.length).toBeGreaterThan(0);
    expect(dryRun.values.every((value) => value.payrollNumber === 'M-001' && value.code !== '')).toBe(true);
    expect(silae.received).toEqual([]);

    const sent: SilaePush = (await push(false)).json();
    expect(sent.status).toBe('sent');
    expect(sent.sentCount).toBe(dryRun.values.length);
    expect(silae.received).toHaveLength(dryRun.values.length);
    const hours = sent.values.filter((value) => value.kind === 'hours');
    for (const value of hours) {
      expect(silae.hours.get(['M-001', value.code, `${value.from}T00:00:00`].join('|'))).toBe(value.value);
    }
  });
});
