import type { EmployeeInput } from '@pointeo/domain/employees';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, entreprises } from '../../db/schema/accounts';
import { containsPattern } from '../../db/search-text';

export type EmployeeRow = typeof employees.$inferSelect;

/** The unique index that makes PINs race-free (see the schema). */
export const PIN_UNIQUE_INDEX = 'employees_company_pin_key';

const activeEmployee = (companyId: string, id: string) =>
  and(eq(employees.id, id), eq(employees.companyId, companyId), isNull(employees.archivedAt));

/** Every word of the search must appear somewhere, in any order: 'zoé martin' finds Martin Zoé. */
const activeOfCompany = (companyId: string, search: string): SQL | undefined =>
  and(
    eq(employees.companyId, companyId),
    isNull(employees.archivedAt),
    ...search
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => sql`${employees.searchText} like ${containsPattern(word)}`),
  );

export async function findCompanyPlan(db: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ plan: entreprises.abonnement })
    .from(entreprises)
    .where(eq(entreprises.id, companyId));
  return row?.plan;
}

/** Holds the company row until the transaction ends, so concurrent additions count one at a time. */
export async function lockCompanyPlan(tx: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ plan: entreprises.abonnement })
    .from(entreprises)
    .where(eq(entreprises.id, companyId))
    .for('update');
  return row?.plan;
}

/** Active non-direction employees: the count SPEC §2 shows and the plan limits. */
export async function countActiveEmployees(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(activeOfCompany(companyId, ''), eq(employees.role, 'employee')));
  return row?.n ?? 0;
}

export async function countMatchingEmployees(db: Executor, companyId: string, search: string) {
  const [row] = await db.select({ n: count() }).from(employees).where(activeOfCompany(companyId, search));
  return row?.n ?? 0;
}

/** Direction first ('direction' sorts before 'employee'), then by last and first name. */
export async function listMatchingEmployees(
  db: Executor,
  companyId: string,
  page: { search: string; limit: number; offset: number },
): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(activeOfCompany(companyId, page.search))
    .orderBy(asc(employees.role), asc(employees.searchText), asc(employees.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findActiveEmployee(
  db: Executor,
  companyId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(activeEmployee(companyId, id));
  return row;
}

export async function insertEmployee(
  db: Executor,
  companyId: string,
  input: EmployeeInput,
): Promise<EmployeeRow> {
  const [row] = await db
    .insert(employees)
    .values({ companyId, ...input })
    .returning();
  return row!;
}

/** Name, role, zone and PIN of a non-direction employee; undefined when there is none to change. */
export async function updateEmployeeDetails(
  db: Executor,
  companyId: string,
  id: string,
  input: EmployeeInput,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .update(employees)
    .set(input)
    .where(and(activeEmployee(companyId, id), eq(employees.role, 'employee')))
    .returning();
  return row;
}

export async function updateEmployeePin(
  db: Executor,
  companyId: string,
  id: string,
  pinCode: string | null,
): Promise<EmployeeRow | undefined> {
  const [row] = await db.update(employees).set({ pinCode }).where(activeEmployee(companyId, id)).returning();
  return row;
}

/** Leaves the row (and its clock records) in place; clears the PIN so no one can clock in with it. */
export async function archiveEmployee(db: Executor, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(employees)
    .set({ archivedAt: new Date(), pinCode: null })
    .where(and(activeEmployee(companyId, id), eq(employees.role, 'employee')))
    .returning({ id: employees.id });
  return rows.length > 0;
}
