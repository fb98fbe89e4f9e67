import { and, asc, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { companies, employees } from '../../../db/schema/accounts';
import { employeeBadges } from '../../../db/schema/badges';
import type { SiteIds } from '../../../lib/site-scope';
import { EMPLOYEE_LIST_ORDER, employeeOnSites } from '../repository';

/** The company's name and those of `ids` who are its active employees, sorted as the list is. */
export async function findBadgeHolders(tx: Executor, companyId: string, ids: readonly string[]) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const holders = await tx
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), inArray(employees.id, [...ids]), isNull(employees.archivedAt)),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .for('update');
  return { companyName: company?.name ?? '', holders };
}

/**
 * The company's active employees (of `sites` when given), sorted as the Employés list, each with the
 * date of their live badge, if any.
 */
export function listBadgeHolders(db: Executor, companyId: string, sites: SiteIds) {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      role: employees.role,
      badgeIssuedAt: employeeBadges.createdAt,
    })
    .from(employees)
    .leftJoin(
      employeeBadges,
      and(
        eq(employeeBadges.employeeId, employees.id),
        eq(employeeBadges.companyId, companyId),
        isNull(employeeBadges.revokedAt),
      ),
    )
    .where(and(eq(employees.companyId, companyId), isNull(employees.archivedAt), employeeOnSites(sites)))
    .orderBy(...EMPLOYEE_LIST_ORDER);
}

/** Revokes the live badges of these employees of the company; the number revoked. */
export async function revokeLiveBadges(
  tx: Executor,
  companyId: string,
  employeeIds: readonly string[],
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(employeeBadges)
    .set({ revokedAt: now })
    .where(
      and(
        eq(employeeBadges.companyId, companyId),
        inArray(employeeBadges.employeeId, [...employeeIds]),
        isNull(employeeBadges.revokedAt),
      ),
    )
    .returning({ id: employeeBadges.id });
  return rows.length;
}

export async function insertBadges(
  tx: Executor,
  companyId: string,
  badges: readonly { employeeId: string; secretHash: string }[],
  now: Date,
): Promise<void> {
  await tx.insert(employeeBadges).values(badges.map((badge) => ({ ...badge, companyId, createdAt: now })));
}

const liveBadgeDatesStatement = namedStatement('employees_live_badge_dates', (db) =>
  db
    .select({ employeeId: employeeBadges.employeeId, createdAt: employeeBadges.createdAt })
    .from(employeeBadges)
    .where(
      and(
        eq(employeeBadges.companyId, sql.placeholder('companyId')),
        sql`${employeeBadges.employeeId} = any(${sql.placeholder('employeeIds')}::uuid[])`,
        isNull(employeeBadges.revokedAt),
      ),
    ),
);

/** When each of these employees' live badge was issued, for those who have one. */
export async function findLiveBadgeDates(
  db: Executor,
  companyId: string,
  employeeIds: readonly string[],
): Promise<Map<string, Date>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await liveBadgeDatesStatement(db).execute({ companyId, employeeIds: [...employeeIds] });
  return new Map(rows.map((row) => [row.employeeId, row.createdAt]));
}

/**
 * The condition on an `employees` row that it holds the live badge whose hash is `secretHash`, in
 * the company: a piece of the clock's punch statement, which reads and locks the employee in one
 * round trip (as it does by PIN). The archived employee is the caller's to leave out.
 */
export const holdsLiveBadge = (companyId: SQLWrapper, secretHash: SQLWrapper) =>
  sql`exists (select 1 from ${employeeBadges}
    where ${employeeBadges.secretHash} = ${secretHash}
      and ${employeeBadges.companyId} = ${companyId}
      and ${employeeBadges.employeeId} = ${employees.id}
      and ${employeeBadges.revokedAt} is null)`;
