import { computeWeekHours } from '@pointeo/domain/hours-engine';
import { addDays } from '@pointeo/domain/paris-calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Company, companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { listCompanyEntries } from '../timesheets';
import { loadWeekFacts, WEEKS_BEFORE } from './facts';

/**
 * The weeks before a period, as the loader reads them for the 12-week average (decision 043): one
 * query of epoch-minute pairs, then the engine's count. Each week must be the `workedMinutes` that
 * `computeWeekHours` gives from the entries themselves: punches with seconds (dropped, not rounded),
 * a night shift across a Sunday, a shift starting the day before the first week.
 */

const testApp = timesheetTestAppOfFile();
const PIN = '111111';
const WEEK = '2026-12-07';
const FIRST = addDays(WEEK, -7 * WEEKS_BEFORE);

let company: Company;
let employee: string;

async function shift(from: Date, to: Date) {
  for (const at of [from, to]) expect((await company.punch(PIN, at)).statusCode).toBe(200);
}
const withSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

beforeAll(async () => {
  company = await companyWithKiosk(testApp, 'Semaines avant');
  employee = await company.addEmployee('Zoé', PIN);
  // The Sunday before the first week, 20:00 → Monday 01:30: 1 h 30 of it in the first week.
  await shift(paris(addDays(FIRST, -1), '20:00'), paris(FIRST, '01:30'));
  for (let week = 0; week < WEEKS_BEFORE; week += 1) {
    const monday = addDays(FIRST, 7 * week);
    // 08:00:59 → 12:00:01 counts 08:00 → 12:00, 4 h; as many days as the week's number, up to five.
    for (let day = 0; day < Math.min(week + 1, 5); day += 1) {
      const date = addDays(monday, day);
      await shift(withSeconds(paris(date, '08:00'), 59), withSeconds(paris(date, '12:00'), 1));
    }
    // Every other Sunday night, 22:00 → Monday 06:00: 2 h in this week, 6 h in the next.
    if (week % 2 === 1) await shift(paris(addDays(monday, 6), '22:00'), paris(addDays(monday, 7), '06:00'));
  }
  testApp.setNow(paris(addDays(WEEK, 10), '09:00'));
});

describe('the weeks before a period', () => {
  it("are each week's worked minutes as the engine counts them from the entries", async () => {
    const db = testApp.database.db;
    const facts = await loadWeekFacts(db, company.id, WEEK, new Date());
    const entries = (
      await listCompanyEntries(db, company.id, {
        from: paris(addDays(FIRST, -7), '00:00'),
        to: paris(WEEK, '00:00'),
      })
    ).filter((entry) => entry.employeeId === employee);
    const expected = Array.from(
      { length: WEEKS_BEFORE },
      (_, week) =>
        computeWeekHours({ week: addDays(FIRST, 7 * week), entries, now: new Date() }).workedMinutes,
    );
    expect(expected[0]).toBe(90 + 4 * 60);
    expect(facts.workedBefore?.get(employee)).toEqual(expected);
  });
});
