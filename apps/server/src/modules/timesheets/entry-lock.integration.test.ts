import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyWithKiosk, paris, timesheetTestAppOfFile } from '../../../test/timesheets';
import { employeeEntryLocks } from '../../db/schema/timesheets';
import { lockEmployeeForEntryChange } from './entry-lock';

/** The entry lock's rows (decision 039): made by the first lock, raised by each, backfilled once. */

const testApp = timesheetTestAppOfFile();
const db = () => testApp.database.db;

const versionsOf = async (companyId: string) =>
  (
    await db()
      .select({ employeeId: employeeEntryLocks.employeeId, version: employeeEntryLocks.version })
      .from(employeeEntryLocks)
      .where(eq(employeeEntryLocks.companyId, companyId))
  ).sort((a, b) => a.version - b.version);

describe('the entry lock', () => {
  it("is made by an employee's first lock, raised by each one after, and never by another company", async () => {
    const company = await companyWithKiosk(testApp, 'Verrou des entrées');
    const other = await companyWithKiosk(testApp, 'Verrou voisin');
    const employeeId = await company.addEmployee('Inès', '313131');
    expect(await versionsOf(company.id)).toEqual([]);

    expect(await lockEmployeeForEntryChange(db(), company.id, employeeId)).toBe(true);
    expect(await versionsOf(company.id)).toEqual([{ employeeId, version: 1 }]);
    // A punch takes the same lock in its own statement.
    await company.punch('313131', paris('2030-03-13', '08:00'));
    expect(await lockEmployeeForEntryChange(db(), company.id, employeeId)).toBe(true);
    expect(await versionsOf(company.id)).toEqual([{ employeeId, version: 3 }]);

    expect(await lockEmployeeForEntryChange(db(), other.id, employeeId)).toBe(false);
    expect(await versionsOf(other.id)).toEqual([]);
    expect(await versionsOf(company.id)).toEqual([{ employeeId, version: 3 }]);
  });

  it("is backfilled by its migration with each employee's clock_version", async () => {
    const company = await companyWithKiosk(testApp, 'Verrou repris');
    const first = await company.addEmployee('Noé', '323232');
    const second = await company.addEmployee('Lou', '333333');
    // The database as it was before: the version a column of employees, no lock row.
    await db().execute(sql`alter table employees add column clock_version integer default 0 not null`);
    try {
      await db().delete(employeeEntryLocks);
      await db().execute(sql`update employees set clock_version = 7 where id = ${first}`);
      await db().execute(sql.raw(migrationBackfill()));
    } finally {
      await db().execute(sql`alter table employees drop column clock_version`);
    }
    // One row per employee, the direction's included.
    const versions = Object.fromEntries(
      (await versionsOf(company.id)).map((row) => [row.employeeId, row.version]),
    );
    expect(Object.keys(versions)).toHaveLength(3);
    expect([versions[first], versions[second]]).toEqual([7, 0]);
  });
});

/** The hand-written part of the migration that made employee_entry_locks. */
function migrationBackfill(): string {
  const folder = new URL('../../../drizzle/', import.meta.url);
  const file = readdirSync(folder).find((name) => name.endsWith('_employee-entry-locks.sql'));
  if (!file) throw new Error('migration employee-entry-locks not found');
  const backfill = readFileSync(new URL(file, folder), 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "employee_entry_locks"'));
  if (!backfill) throw new Error('backfill block not found in migration employee-entry-locks');
  return backfill;
}
