import type { PlanName } from '@pointeo/domain/plans';
import { asc, eq } from 'drizzle-orm';
import { companies, employees } from '../src/db/schema/accounts';
import { absences, absenceTypes, leaveCredits, leaveSettings } from '../src/db/schema/leave';
import type { TestApp } from './helper';
import type { Company } from './timesheets';

/** Leave tests' set-up, beside the time sheets' (companies with a kiosk, a clock the test sets). */

export async function setPlan(testApp: TestApp, company: Company, plan: PlanName) {
  await testApp.database.db.update(companies).set({ plan }).where(eq(companies.id, company.id));
}

/**
 * Gives a type of the company's own a payroll code: without one, its days are a problem the payroll
 * file refuses with (decision 078).
 */
export async function codeAbsenceType(company: Company, typeId: string, name: string, code: string) {
  const settings = (await company.request('GET', '/api/reports/payroll-settings')).json();
  const coded = await company.request('PUT', '/api/reports/payroll-settings', {
    ...settings,
    absenceCodes: [{ typeId, name, code }],
  });
  if (coded.statusCode !== 200) throw new Error(`payroll code refused: ${coded.body}`);
}

/** The id of one of the company's types by its French name ('Congés payés'). */
export async function typeId(company: Company, name: string): Promise<string> {
  const types: { id: string; name: string }[] = (await company.request('GET', '/api/leave/types')).json();
  const type = types.find((candidate) => candidate.name === name);
  if (!type) throw new Error(`Pas de type ${name}`);
  return type.id;
}

/** Everything leave keeps for a company, to prove a refused request changed nothing. */
export async function leaveRecordsOf(testApp: TestApp, companyId: string) {
  const db = testApp.database.db;
  const [types, rows, credits, settings] = await Promise.all([
    db.select().from(absenceTypes).where(eq(absenceTypes.companyId, companyId)).orderBy(asc(absenceTypes.id)),
    db.select().from(absences).where(eq(absences.companyId, companyId)).orderBy(asc(absences.id)),
    db.select().from(leaveCredits).where(eq(leaveCredits.companyId, companyId)).orderBy(asc(leaveCredits.id)),
    db.select().from(leaveSettings).where(eq(leaveSettings.companyId, companyId)),
  ]);
  return { types, absences: rows, credits, settings };
}

/** Employment starts the day an employee is added (the database's clock): tests set that day. */
export async function joinedOn(testApp: TestApp, employeeId: string, at: Date) {
  await testApp.database.db.update(employees).set({ createdAt: at }).where(eq(employees.id, employeeId));
}

/**
 * 'Autoriser un solde négatif' on (decision 046), for tests of something else than the balance whose
 * employees take paid leave they have not earned yet.
 */
export async function allowNegativeBalance(testApp: TestApp, company: Company) {
  await testApp.database.db
    .insert(leaveSettings)
    .values({ companyId: company.id, allowNegativeBalance: true, updatedAt: new Date() })
    .onConflictDoUpdate({ target: leaveSettings.companyId, set: { allowNegativeBalance: true } });
}
