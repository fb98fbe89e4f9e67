import type { EmployeeInput } from '@pointeo/domain/employees';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, entreprises } from '../../db/schema/accounts';
import { containsAllPatterns, searchWords } from '../../db/search-text';

/** The columns an employee is shown with; the search text and tenancy columns stay in the database. */
const shownColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  role: employees.role,
  zone: employees.zone,
  pinCode: employees.pinCode,
  lastCheckInTime: employees.lastCheckInTime,
  createdAt: employees.createdAt,
  weeklyContractMinutes: employees.weeklyContractMinutes,
  jobTitle: employees.jobTitle,
  payrollNumber: employees.payrollNumber,
  hireDate: employees.hireDate,
};
export type EmployeeRow = Pick<typeof employees.$inferSelect, keyof typeof shownColumns>;

/** The unique index that makes PINs race-free (see the schema). */
export const PIN_UNIQUE_INDEX = 'employees_company_pin_key';

const activeEmployee = (companyId: string, id: string) =>
  and(eq(employees.id, id), eq(employees.companyId, companyId), isNull(employees.archivedAt));

const activeOfCompany = (companyId: string): SQL | undefined =>
  and(eq(employees.companyId, companyId), isNull(employees.archivedAt));

/** The order of the list index (employees_active_list_idx), so pages are read from it. */
const LIST_ORDER = [asc(employees.role), asc(employees.searchText), asc(employees.id)];

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
    .where(and(activeOfCompany(companyId), eq(employees.role, 'employee')));
  return row?.n ?? 0;
}

/** Whether the company ever added an employee besides the direction, archived since or not. */
export async function hasEverAddedEmployee(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.role, 'employee')))
    .limit(1);
  return row !== undefined;
}

/**
 * The list's two statements, prepared once per connection: planning them cost more than running
 * them. Every word of the search must appear somewhere, in any order ('zoé martin' finds Martin Zoé).
 */
function prepareListStatements(db: Executor) {
  const companyId = sql.placeholder('companyId');
  const matching = containsAllPatterns(employees.searchText, sql.placeholder('words'));
  const activeEmployees = and(eq(employees.companyId, companyId), isNull(employees.archivedAt));
  const plan = db
    .select({ plan: entreprises.abonnement })
    .from(entreprises)
    .where(eq(entreprises.id, companyId));

  // The plan, the non-direction headcount and how many employees match, in one pass.
  const counts = db
    .select({
      plan: sql<string | null>`(${plan})`,
      employees: sql<number>`(count(*) filter (where ${employees.role} = 'employee'))::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
    })
    .from(employees)
    .where(activeEmployees)
    .prepare('employees_list_counts');

  // The page's ids come from the list index alone (an index-only scan, however deep the page), then their rows.
  const pageIds = db
    .select({ id: employees.id })
    .from(employees)
    .where(and(activeEmployees, matching))
    .orderBy(...LIST_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const page = db
    .select(shownColumns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, pageIds)))
    .orderBy(...LIST_ORDER)
    .prepare('employees_list_page');

  return { counts, page };
}

const listStatements = new WeakMap<Executor, ReturnType<typeof prepareListStatements>>();

function listStatementsFor(db: Executor) {
  let statements = listStatements.get(db);
  if (!statements) {
    statements = prepareListStatements(db);
    listStatements.set(db, statements);
  }
  return statements;
}

/** What the list shows beside its page: the plan, the non-direction headcount, the matches. */
export async function countEmployees(
  db: Executor,
  companyId: string,
  search: string,
): Promise<{ plan: string | null; employees: number; matching: number }> {
  const [row] = await listStatementsFor(db).counts.execute({ companyId, words: searchWords(search) });
  return row ?? { plan: null, employees: 0, matching: 0 };
}

/** Direction first ('direction' sorts before 'employee'), then by last and first name. */
export async function listMatchingEmployees(
  db: Executor,
  companyId: string,
  page: { search: string; limit: number; offset: number },
): Promise<EmployeeRow[]> {
  return listStatementsFor(db).page.execute({
    companyId,
    words: searchWords(page.search),
    limit: page.limit,
    offset: page.offset,
  });
}

export async function findActiveEmployee(
  db: Executor,
  companyId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db.select(shownColumns).from(employees).where(activeEmployee(companyId, id));
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
    .returning(shownColumns);
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
    .returning(shownColumns);
  return row;
}

export async function updateEmployeePin(
  db: Executor,
  companyId: string,
  id: string,
  pinCode: string | null,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .update(employees)
    .set({ pinCode })
    .where(activeEmployee(companyId, id))
    .returning(shownColumns);
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
