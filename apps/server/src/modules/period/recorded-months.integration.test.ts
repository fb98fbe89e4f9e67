import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Company,
  companyWithKiosk,
  paris,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { loadPeriodFactsAndEntries } from './facts';

/**
 * Decision 050: when every month of a period is validated with a record, the record answers for them,
 * so the loader reads neither their entries, nor their absence days, nor the 11 weeks before; an open
 * month, or a period with one, is read as it stands.
 */

const testApp = timesheetTestAppOfFile();
const PIN = '111111';

let company: Company;
let zoe: string;

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Mois Enregistré');
  zoe = await company.addEmployee('Zoé', PIN);
  // 10 August for the 11 weeks before September; September and October's own days.
  for (const date of ['2026-08-10', '2026-09-08', '2026-10-06'])
    await workShift(company, PIN, date, '08:00', '12:00');
  testApp.setNow(paris('2026-11-05', '09:00'));
});

async function load(from: string, to: string) {
  return loadPeriodFactsAndEntries(testApp.database.db, company.id, { from, to }, new Date());
}

describe('the period loader, for validated months', () => {
  it('reads the facts of an open month, and only the record of a validated one', async () => {
    const open = await load('2026-09-01', '2026-09-30');
    expect(open.entriesByEmployee.get(zoe)).toHaveLength(1);
    expect(open.facts.workedBefore?.get(zoe)?.some((minutes) => minutes > 0)).toBe(true);
    expect(open.facts.records.size).toBe(0);

    expect((await company.request('POST', '/api/timesheets/months/2026-09/validate')).statusCode).toBe(200);
    const validated = await load('2026-09-01', '2026-09-30');
    expect(validated.facts.records.get('2026-09')?.has(zoe)).toBe(true);
    expect(validated.facts.staff.map((employee) => employee.id)).toContain(zoe);
    expect(validated.entriesByEmployee.size).toBe(0);
    expect(validated.facts.absencesByEmployee.size).toBe(0);
    expect(validated.facts.workedBefore).toBeUndefined();

    // September and October together: October is open, so everything is read.
    const both = await load('2026-09-01', '2026-10-31');
    expect(both.entriesByEmployee.get(zoe)).toHaveLength(2);
    expect(both.facts.workedBefore).toBeDefined();
  });
});
