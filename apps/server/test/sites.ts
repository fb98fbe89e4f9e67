import { eq } from 'drizzle-orm';
import { employees } from '../src/db/schema/accounts';
import { sites } from '../src/db/schema/sites';
import type { TestApp } from './helper';

/**
 * The sites of a test company, written straight to the database: the département decides the
 * Alsace-Moselle holidays of a site's employees (issue 29 item 7).
 */

/** Gives every site of the company this département (null: none given). */
export async function setDepartementOfSites(testApp: TestApp, companyId: string, departement: string | null) {
  await testApp.database.db.update(sites).set({ departement }).where(eq(sites.companyId, companyId));
}

/** Adds a site to the company; returns its id. */
export async function addSite(
  testApp: TestApp,
  companyId: string,
  name: string,
  departement: string | null,
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(sites)
    .values({ companyId, name, departement })
    .returning({ id: sites.id });
  return row!.id;
}

/** Moves an employee to one of their company's sites. */
export async function moveToSite(testApp: TestApp, employeeId: string, siteId: string) {
  await testApp.database.db.update(employees).set({ siteId }).where(eq(employees.id, employeeId));
}
