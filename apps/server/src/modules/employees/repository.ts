import type { EmployeeInput, EmployeeStatus } from '@pointeo/domain/employees';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetPages } from '../../db/keyset-pages';
import { preparedOnce } from '../../db/prepared-once';
import { companies, employees } from '../../db/schema/accounts';
import { containsAllWords, searchWords } from '../../db/search-text';
import { statementName } from '../../db/statement-names';
import { afterPosition, type KeysetPage, type KeysetPosition, positionText } from '../../lib/keyset';
import type { SiteIds } from '../../lib/site-scope';
import { firstLiveSiteId, siteNameOf } from '../sites';

/** The columns an employee is shown with; the search text and tenancy columns stay in the database. */
const shownColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  role: employees.role,
  zone: employees.zone,
  pinCode: employees.pinCode,
  createdAt: employees.createdAt,
  weeklyContractMinutes: employees.weeklyContractMinutes,
  jobTitle: employees.jobTitle,
  payrollNumber: employees.payrollNumber,
  costCentre: employees.costCentre,
  hireDate: employees.hireDate,
  email: employees.email,
  leavingDate: employees.leavingDate,
  archivedAt: employees.archivedAt,
  siteId: employees.siteId,
  siteName: siteNameOf(employees.companyId, employees.siteId),
};
export type EmployeeRow = Pick<
  typeof employees.$inferSelect,
  Exclude<keyof typeof shownColumns, 'siteName'>
> & {
  siteName: string;
};

/** The unique index that makes PINs race-free (see the schema). */
export const PIN_UNIQUE_INDEX = 'employees_company_pin_key';

const activeEmployee = (companyId: string, id: string) =>
  and(eq(employees.id, id), eq(employees.companyId, companyId), isNull(employees.archivedAt));

const activeOfCompany = (companyId: string): SQL | undefined =>
  and(eq(employees.companyId, companyId), isNull(employees.archivedAt));

/** Which rows a list of this status reads: the active ones, or the archived ones ('Archivés'). */
const ofStatus = (status: EmployeeStatus): SQL =>
  status === 'active' ? isNull(employees.archivedAt) : isNotNull(employees.archivedAt);

/**
 * The Employés list's order, direction first, then by name: the list index's
 * (employees_active_list_idx), so pages are read from it; every list of employees follows it.
 */
export const EMPLOYEE_LIST_ORDER = [asc(employees.role), asc(employees.searchText), asc(employees.id)];

/** The employees working on `sites` now; every site when undefined (decision 062). */
export const employeeOnSites = (sites: SiteIds): SQL | undefined =>
  sites === undefined ? undefined : inArray(employees.siteId, [...sites]);

/**
 * The company's plan. With `forUpdate`, holds the company row until the transaction ends, so
 * concurrent additions count one at a time.
 */
export async function findCompanyPlan(
  tx: Executor,
  companyId: string,
  { forUpdate }: { forUpdate: boolean },
): Promise<string | undefined> {
  const query = tx.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.plan;
}

/** What must stay unique among the active employees: their PINs and their matricules. */
export async function listTakenIdentifiers(
  db: Executor,
  companyId: string,
): Promise<{ pinCodes: Set<string>; payrollNumbers: Set<string> }> {
  const rows = await db
    .select({ pinCode: employees.pinCode, payrollNumber: employees.payrollNumber })
    .from(employees)
    .where(activeOfCompany(companyId));
  return {
    pinCodes: new Set(rows.flatMap((row) => (row.pinCode ? [row.pinCode] : []))),
    payrollNumbers: new Set(
      rows.flatMap((row) => (row.payrollNumber ? [payrollNumberKey(row.payrollNumber)] : [])),
    ),
  };
}

/** Matricules compare without case or surrounding spaces, as the opening-balance import finds them. */
export const payrollNumberKey = (payrollNumber: string) => payrollNumber.trim().toLowerCase();

/** Active non-direction employees: the count SPEC §2 shows and the plan limits. */
export async function countActiveEmployees(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(activeOfCompany(companyId), eq(employees.role, 'employee')));
  return row?.n ?? 0;
}

/** The company's active employees (the direction included) counted by site, for the Sites section. */
export async function countLiveEmployeesBySite(
  db: Executor,
  companyId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ siteId: employees.siteId, n: count() })
    .from(employees)
    .where(activeOfCompany(companyId))
    .groupBy(employees.siteId);
  return new Map(rows.map((row) => [row.siteId, row.n]));
}

/**
 * What a payroll file may carry of employees besides their validated month's record (decision 078):
 * their site (id and name), cost centre and matricule as they stand. The company's id is in the where:
 * another company's employee is never read.
 */
export async function payrollDetailsOf(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<
  Map<string, { siteId: string; siteName: string; costCentre: string | null; payrollNumber: string | null }>
> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      siteId: employees.siteId,
      siteName: siteNameOf(employees.companyId, employees.siteId),
      costCentre: employees.costCentre,
      payrollNumber: employees.payrollNumber,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
  return new Map(rows.map(({ id, ...details }) => [id, details]));
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
 * The list without a search, its two statements prepared once per connection: planning them cost
 * more than running them. The page's ids come from the list index alone (an index-only scan,
 * however deep the page), then their rows.
 */
const listCountsName = statementName('employees_list_counts');
const listPageName = statementName('employees_list_page');

function prepareListStatements(db: Executor) {
  const companyId = sql.placeholder('companyId');
  const activeEmployees = and(eq(employees.companyId, companyId), isNull(employees.archivedAt));
  const plan = db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));

  // The plan and the non-direction headcount, in one pass.
  const counts = db
    .select({
      plan: sql<string | null>`(${plan})`,
      employees: sql<number>`(count(*) filter (where ${employees.role} = 'employee'))::int`,
      matching: sql<number>`count(*)::int`,
    })
    .from(employees)
    .where(activeEmployees)
    .prepare(listCountsName);
  const page = pageQuery(
    db,
    companyId,
    ofStatus('active'),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare(listPageName);
  return { counts, page };
}

function pageQuery(
  db: Executor,
  companyId: string | Placeholder,
  matching: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const pageIds = db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), matching))
    .orderBy(...EMPLOYEE_LIST_ORDER)
    .limit(limit)
    .offset(offset);
  return db
    .select(shownColumns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, pageIds)))
    .orderBy(...EMPLOYEE_LIST_ORDER);
}

const listStatementsFor = preparedOnce(prepareListStatements);

/**
 * Every word of the search must appear somewhere, in any order ('zoé martin' finds Martin Zoé): one
 * `like` per word, its pattern a constant when the statement is planned, so PostgreSQL weighs the
 * company's list index against the trigram index (employees_search_trgm_idx) for each search by how
 * many rows the words match: a rare word is found through the trigram index, a common word's first
 * page read in order from the list index (decision 006). Searches are therefore planned each time,
 * unlike the plain list.
 */
const matchingAllWords = (words: string[]) => containsAllWords(employees.searchText, words);

/**
 * What the list shows beside its page: the plan, the non-direction headcount, the matches. With a
 * search, the matches are counted by a statement of their own, beside the plain list's prepared
 * counts rather than after them in one statement: at 100,000 employees each reads thousands of
 * rows (8–10 ms), and two connections read them at once.
 */
export async function countEmployees(
  db: Executor,
  companyId: string,
  { search, status, sites }: { search: string; status: EmployeeStatus; sites: SiteIds },
): Promise<{ plan: string | null; employees: number; matching: number }> {
  const words = searchWords(search);
  const counts = listStatementsFor(db)
    .counts.execute({ companyId })
    .then(([row]) => row ?? { plan: null, employees: 0, matching: 0 });
  if (words.length === 0 && status === 'active' && sites === undefined) return counts;
  const [companyCounts, [matches]] = await Promise.all([
    counts,
    db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), matchingPage(words, status, sites))),
  ]);
  return { ...companyCounts, matching: matches?.n ?? 0 };
}

/** The list's filters but the company: the status, every word of the search, the sites. */
function matchingPage(words: string[], status: EmployeeStatus, sites: SiteIds): SQL | undefined {
  return and(
    ofStatus(status),
    words.length > 0 ? matchingAllWords(words) : undefined,
    employeeOnSites(sites),
  );
}

/** Direction first ('direction' sorts before 'employee'), then by last and first name. */
export async function listMatchingEmployees(
  db: Executor,
  companyId: string,
  page: { search: string; status: EmployeeStatus; sites: SiteIds; limit: number; offset: number },
): Promise<EmployeeRow[]> {
  const words = searchWords(page.search);
  if (words.length === 0 && page.status === 'active' && page.sites === undefined) {
    return listStatementsFor(db).page.execute({ companyId, limit: page.limit, offset: page.offset });
  }
  const matching = matchingPage(words, page.status, page.sites);
  return pageQuery(db, companyId, matching, page.limit, page.offset);
}

/**
 * The public API's pages of employees (decision 076): by creation, then id, strictly after the
 * page's position; the active ones, its busiest list, by prepared statements.
 */
const pagesByCreation = keysetPages(
  'employees_by_creation',
  'active' as EmployeeStatus,
  (db, companyId, status, after, limit) =>
    db
      .select({ ...shownColumns, at: positionText(employees.createdAt) })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          ofStatus(status),
          afterPosition(employees.createdAt, employees.id, after),
        ),
      )
      .orderBy(asc(employees.createdAt), asc(employees.id))
      .limit(limit),
);

export async function listEmployeesByCreation(
  db: Executor,
  companyId: string,
  status: EmployeeStatus,
  page: KeysetPage,
) {
  const rows = await pagesByCreation(db, companyId, status === 'active' ? undefined : status, page);
  return rows as { row: EmployeeRow; position: KeysetPosition }[];
}

/** An employee of the company, active or archived (the public API reads both). */
export async function findEmployeeOfCompany(
  db: Executor,
  companyId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select(shownColumns)
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.companyId, companyId)));
  return row;
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
  const { siteId, ...details } = input;
  const [row] = await db
    .insert(employees)
    .values({ companyId, siteId: siteId ?? firstLiveSiteId(companyId), ...details })
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

/**
 * Leaves the row (and its clock records) in place, with its leaving date; clears the PIN so no one
 * can clock in with it. Undefined when there is no active non-direction employee of that id.
 */
export async function archiveEmployee(
  db: Executor,
  companyId: string,
  id: string,
  leaving: { at: Date; leavingDate: string },
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .update(employees)
    .set({ archivedAt: leaving.at, leavingDate: leaving.leavingDate, pinCode: null })
    .where(and(activeEmployee(companyId, id), eq(employees.role, 'employee')))
    .returning(shownColumns);
  return row;
}

/** An archived employee of the company, whatever else it is. */
export async function findArchivedEmployee(
  db: Executor,
  companyId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const row = await findEmployeeOfCompany(db, companyId, id);
  return row?.archivedAt ? row : undefined;
}

/** Back in the list, without a PIN (archiving freed it) nor a leaving date. */
export async function restoreEmployee(
  db: Executor,
  companyId: string,
  id: string,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .update(employees)
    .set({ archivedAt: null, leavingDate: null })
    .where(and(eq(employees.id, id), eq(employees.companyId, companyId), isNotNull(employees.archivedAt)))
    .returning(shownColumns);
  return row;
}

const DIRECTOR_FIRST_NAME = 'Direction';
const DIRECTOR_ZONE = 'Toutes les zones';

/** The company's 'Direction' row, added at sign-up with the company's name and PIN. */
export async function insertDirectorEmployee(
  db: Executor,
  director: { companyId: string; siteId: string; companyName: string; pinCode: string },
): Promise<void> {
  await db.insert(employees).values({
    companyId: director.companyId,
    siteId: director.siteId,
    firstName: DIRECTOR_FIRST_NAME,
    lastName: director.companyName,
    role: 'direction',
    zone: DIRECTOR_ZONE,
    pinCode: director.pinCode,
  });
}

/**
 * Every employee of the company, archived ones too, with what custom reports filter on: zone and
 * role; of `sites` only when given (decision 063).
 */
export function listEmployeeFilters(db: Executor, companyId: string, sites?: SiteIds) {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      zone: employees.zone,
      role: employees.role,
      archivedAt: employees.archivedAt,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), employeeOnSites(sites)))
    .orderBy(...EMPLOYEE_LIST_ORDER);
}
