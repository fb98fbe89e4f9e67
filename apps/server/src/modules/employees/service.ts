import { parisIsoDate } from '@pointeo/domain/dates';
import { EMPLOYEE_MESSAGES, employeeLimitReached } from '@pointeo/domain/employee-messages';
import {
  EMPLOYEE_PAGE_SIZE,
  type Employee,
  type EmployeeArchive,
  type EmployeeInput,
  type EmployeeList,
  type EmployeeListQuery,
  type EmployeePinCode,
  type EmployeeStatus,
} from '@pointeo/domain/employees';
import { findPlan, PLANS, type Plan } from '@pointeo/domain/plans';
import { SITE_MESSAGES } from '@pointeo/domain/sites';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type KeysetPage, pageOf } from '../../lib/keyset';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import type { SiteIds } from '../../lib/site-scope';
import { requireLiveSite } from '../sites';
import { findLiveBadgeDates, revokeLiveBadges } from './badges/repository';
import {
  archiveEmployee,
  countActiveEmployees,
  countEmployees,
  type EmployeeRow,
  findActiveEmployee,
  findArchivedEmployee,
  findCompanyPlan,
  findEmployeeOfCompany,
  insertEmployee,
  listEmployeesByCreation,
  listMatchingEmployees,
  PIN_UNIQUE_INDEX,
  restoreEmployee as restoreEmployeeRow,
  updateEmployeeDetails,
  updateEmployeePin,
} from './repository';
import type { EmployeeViewSources } from './view-sources';
import { recordEmployeeEvent } from './webhook-events';

/** An employee as the public API shows them: without the badge, which its view leaves out. */
export type EmployeeWithoutBadge = Omit<Employee, 'badgeIssuedAt'>;

const notFound = () => new AppError('EMPLOYEE_NOT_FOUND', 404, EMPLOYEE_MESSAGES.notFound);
const directionProtected = () =>
  new AppError('DIRECTION_PROTECTED', 403, EMPLOYEE_MESSAGES.directionProtected);

/** The check constraint allows only known plans; the smallest one is the safe reading otherwise. */
const planNamed = (name: string | null | undefined): Plan => (name && findPlan(name)) || PLANS[0]!;

export async function listEmployees(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  { q, page, status }: EmployeeListQuery,
  sites: SiteIds,
): Promise<EmployeeList> {
  const [counts, rows] = await Promise.all([
    countEmployees(db, companyId, { search: q, status, sites }),
    listMatchingEmployees(db, companyId, {
      search: q,
      status,
      sites,
      limit: EMPLOYEE_PAGE_SIZE,
      offset: (page - 1) * EMPLOYEE_PAGE_SIZE,
    }),
  ]);
  const plan = planNamed(counts.plan);
  return {
    employees: await shown(db, sources, companyId, rows),
    total: counts.matching,
    page,
    pageSize: EMPLOYEE_PAGE_SIZE,
    headcount: { employees: counts.employees, limit: plan.employeeLimit, plan: plan.name },
  };
}

/** A page of the public API's list (decision 076): by creation, the cursor of the next page or null. */
export async function pageEmployees(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  status: EmployeeStatus,
  page: KeysetPage,
): Promise<{ employees: EmployeeWithoutBadge[]; nextCursor: string | null }> {
  const { rows, nextCursor } = pageOf(await listEmployeesByCreation(db, companyId, status, page), page.limit);
  const listed = rows.map(({ row }) => row);
  return { employees: await shownWithoutBadges(db, sources, companyId, listed), nextCursor };
}

/** One employee, archived or not (the public API reads both); another company's is not found. */
export async function findEmployee(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  id: string,
): Promise<EmployeeWithoutBadge> {
  const row = await findEmployeeOfCompany(db, companyId, id);
  if (!row) throw notFound();
  const [employee] = await shownWithoutBadges(db, sources, companyId, [row]);
  return employee!;
}

export async function getEmployee(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  id: string,
): Promise<Employee> {
  const row = await findActiveEmployee(db, companyId, id);
  if (!row) throw notFound();
  return shownOne(db, sources, companyId, row);
}

/**
 * Adds an employee within the plan's limit (direction employees do not count). The company row is
 * locked while counting, so two additions at once cannot both take the last place.
 */
export async function getEmployeePin(db: Database, companyId: string, id: string): Promise<EmployeePinCode> {
  const row = await findActiveEmployee(db, companyId, id);
  if (!row) throw notFound();
  return { pinCode: row.pinCode };
}

/**
 * The site a write puts an employee on (decision 062): any of the company's for a member reaching
 * every site; for a Responsable de site one of theirs, their first when none is chosen.
 */
function siteWithin(siteId: string | undefined, sites: SiteIds): string | undefined {
  if (sites === undefined) return siteId;
  const chosen = siteId ?? sites[0];
  if (chosen === undefined || !sites.includes(chosen)) {
    throw new AppError('SITE_NOT_FOUND', 400, SITE_MESSAGES.unknownSite, {
      siteId: SITE_MESSAGES.unknownSite,
    });
  }
  return chosen;
}

export async function addEmployee(
  db: Database,
  companyId: string,
  given: EmployeeInput,
  sites: SiteIds,
  /** The event's time for the webhooks (the app's clock). */
  at: Date = new Date(),
): Promise<Employee> {
  const input = { ...given, siteId: siteWithin(given.siteId, sites) };
  const row = await withUniquePin(() =>
    db.transaction(async (tx) => {
      if (input.siteId) await requireLiveSite(tx, companyId, input.siteId);
      if (input.role === 'employee') await takePlace(tx, companyId);
      const added = await insertEmployee(tx, companyId, input);
      await recordEmployeeEvent(tx, companyId, 'employee.created', added, at);
      return added;
    }),
  );
  // Just added: they never arrived at a kiosk.
  return toEmployee(row, undefined);
}

/**
 * Refuses, with the plan's French limit message, when every place of the plan is taken. The company
 * row stays locked until the transaction ends, so two additions (or restorations) at once cannot
 * both take the last place.
 */
async function takePlace(tx: Executor, companyId: string): Promise<void> {
  const { plan, left } = await placesLeft(tx, companyId, { lock: true });
  if (left !== null && left <= 0) throw limitReached(plan);
}

const limitReached = (plan: Plan) =>
  new AppError('EMPLOYEE_LIMIT_REACHED', 403, employeeLimitReached(plan.name, plan.employeeLimit ?? 0));

/**
 * The plan and how many more employees it takes (null: no limit). With `lock`, the company row
 * stays locked until the transaction ends, so two writers cannot both take the last places.
 */
export async function placesLeft(
  tx: Executor,
  companyId: string,
  { lock }: { lock: boolean },
): Promise<{ plan: Plan; left: number | null }> {
  const plan = planNamed(await findCompanyPlan(tx, companyId, { forUpdate: lock }));
  if (plan.employeeLimit === null) return { plan, left: null };
  return { plan, left: plan.employeeLimit - (await countActiveEmployees(tx, companyId)) };
}

/** SPEC §4: first name, last name, role, zone and PIN; a direction employee only takes a new PIN. */
export async function editEmployee(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  id: string,
  input: EmployeeInput,
  sites: SiteIds,
  at: Date = new Date(),
): Promise<Employee> {
  if (input.siteId !== undefined) siteWithin(input.siteId, sites);
  const row = await withUniquePin(() =>
    db.transaction(async (tx) => {
      // Before the row: a site of another company would break the composite foreign key (a 500).
      if (input.siteId) await requireLiveSite(tx, companyId, input.siteId);
      const updated = await updateEmployeeDetails(tx, companyId, id, input);
      if (updated) await recordEmployeeEvent(tx, companyId, 'employee.updated', updated, at);
      return updated;
    }),
  );
  if (!row) throw await refusalFor(db, companyId, id);
  return shownOne(db, sources, companyId, row);
}

export async function changeEmployeePin(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  id: string,
  pinCode: string | null,
): Promise<Employee> {
  const row = await withUniquePin(() => updateEmployeePin(db, companyId, id, pinCode));
  if (!row) throw notFound();
  return shownOne(db, sources, companyId, row);
}

/**
 * DESIGN.md item 6: 'Archiver' (SPEC's 'Supprimer') archives, on the leaving date given (today in
 * Paris when none is); the direction is never archived, and no one leaves before being hired.
 */
export async function removeEmployee(
  db: Database,
  companyId: string,
  id: string,
  archive: EmployeeArchive,
  now: Date,
): Promise<void> {
  const leavingDate = archive?.leavingDate ?? parisIsoDate(now);
  const row = await db.transaction(async (tx) => {
    const employee = await findActiveEmployee(tx, companyId, id);
    if (employee?.hireDate && leavingDate < employee.hireDate) {
      throw new AppError('VALIDATION_FAILED', 400, EMPLOYEE_MESSAGES.leavingBeforeHire, {
        leavingDate: EMPLOYEE_MESSAGES.leavingBeforeHire,
      });
    }
    const archived = await archiveEmployee(tx, companyId, id, { at: now, leavingDate });
    // Restored one day, they start without a badge as without a PIN.
    if (archived) await revokeLiveBadges(tx, companyId, [id], now);
    if (archived) await recordEmployeeEvent(tx, companyId, 'employee.archived', archived, now);
    return archived;
  });
  if (!row) throw await refusalFor(db, companyId, id);
}

/**
 * 'Restaurer': an archived employee comes back to the list within the plan's limit, without a PIN
 * (archiving freed it for others: a new one is given with Modifier). Another company's id, or an
 * employee not archived, is not found.
 */
export async function restoreEmployee(
  db: Database,
  sources: EmployeeViewSources,
  companyId: string,
  id: string,
  at: Date = new Date(),
): Promise<Employee> {
  const row = await db.transaction(async (tx) => {
    if (!(await findArchivedEmployee(tx, companyId, id))) throw notFound();
    await takePlace(tx, companyId);
    const restored = await restoreEmployeeRow(tx, companyId, id);
    // Back in the list: an update of the employee the integration keeps ('archived' false again).
    if (restored) await recordEmployeeEvent(tx, companyId, 'employee.updated', restored, at);
    return restored;
  });
  if (!row) throw notFound();
  return shownOne(db, sources, companyId, row);
}

/** Why a change that only applies to active non-direction employees touched nothing. */
async function refusalFor(db: Executor, companyId: string, id: string): Promise<AppError> {
  const row = await findActiveEmployee(db, companyId, id);
  return row?.role === 'direction' ? directionProtected() : notFound();
}

/** The unique index decides between two requests wanting one PIN; the loser hears why. */
export async function withUniquePin<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueConstraint(error) === PIN_UNIQUE_INDEX) {
      throw new AppError('PIN_TAKEN', 409, EMPLOYEE_MESSAGES.pinTaken, {
        pinCode: EMPLOYEE_MESSAGES.pinTaken,
      });
    }
    throw error;
  }
}

/** The rows as the list shows them, each with their last arrival at a kiosk (the clock's, decision 039). */
async function shown(
  db: Executor,
  sources: EmployeeViewSources,
  companyId: string,
  rows: EmployeeRow[],
): Promise<Employee[]> {
  const ids = rows.map((row) => row.id);
  const [arrivals, badges] = await Promise.all([
    sources.lastArrivals(db, companyId, ids),
    findLiveBadgeDates(db, companyId, ids),
  ]);
  return rows.map((row) => toEmployee(row, arrivals.get(row.id), badges.get(row.id)));
}

/** The public API's reads: its employee has no badge, so none is read (a query fewer a call). */
async function shownWithoutBadges(
  db: Executor,
  sources: EmployeeViewSources,
  companyId: string,
  rows: EmployeeRow[],
): Promise<EmployeeWithoutBadge[]> {
  const arrivals = await sources.lastArrivals(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => withoutBadge(row, arrivals.get(row.id)));
}

async function shownOne(db: Executor, sources: EmployeeViewSources, companyId: string, row: EmployeeRow) {
  const [employee] = await shown(db, sources, companyId, [row]);
  return employee!;
}

function toEmployee(row: EmployeeRow, lastArrival: Date | undefined, badgeIssuedAt?: Date): Employee {
  return { ...withoutBadge(row, lastArrival), badgeIssuedAt: badgeIssuedAt?.toISOString() ?? null };
}

function withoutBadge(row: EmployeeRow, lastArrival: Date | undefined): EmployeeWithoutBadge {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role === 'direction' ? 'direction' : 'employee',
    zone: row.zone,
    hasPin: row.pinCode !== null,
    lastCheckInTime: lastArrival?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    weeklyContractMinutes: row.weeklyContractMinutes,
    jobTitle: row.jobTitle,
    payrollNumber: row.payrollNumber,
    costCentre: row.costCentre,
    hireDate: row.hireDate,
    email: row.email,
    leavingDate: row.leavingDate,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    siteId: row.siteId,
    siteName: row.siteName,
  };
}
