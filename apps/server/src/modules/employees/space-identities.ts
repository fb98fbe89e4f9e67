import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';

/**
 * The employees as their own space knows them (decision 071): found by the e-mail address of their
 * form, proven by their PIN, shown by name. Archived employees have no space.
 */

const MAX_EMPLOYEES_PER_ADDRESS = 5;

/** Active employees whose form carries this address (lowercase), in any company: a few at most. */
export async function findActiveEmployeesByEmail(db: Executor, email: string) {
  return db
    .select({ id: employees.id, companyId: employees.companyId, firstName: employees.firstName })
    .from(employees)
    .where(and(sql`lower(${employees.email}) = ${email}`, isNull(employees.archivedAt)))
    .orderBy(employees.createdAt)
    .limit(MAX_EMPLOYEES_PER_ADDRESS);
}

/** Whether this is the PIN of this active employee of the company. */
export async function activeEmployeeHasPin(db: Executor, companyId: string, employeeId: string, pin: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.id, employeeId),
        eq(employees.pinCode, pin),
        isNull(employees.archivedAt),
      ),
    );
  return row !== undefined;
}

/** The active employee's name and site, or undefined once archived. */
export async function findSpaceEmployee(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      siteId: employees.siteId,
      email: employees.email,
    })
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, employeeId), isNull(employees.archivedAt)),
    );
  return row;
}
