import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/accounts';
import { employeeEntryLocks } from '../../db/schema/timesheets';

/**
 * The entry lock (decision 039): every writer of an employee's time entries (a kiosk punch, a
 * cancellation at the kiosk, a correction) first locks the employee's row of employee_entry_locks and
 * raises its version, in one statement, an upsert: the first lock of an employee makes their row. A
 * kiosk punch takes it in the statement that reads the employee's clock state from its snapshot
 * (clock/repository/clock-state.ts), and tells by the version whether a writer committed while it
 * waited (entryChangedWhileWaiting); so every writer raises it, or a punch would miss its change.
 */

/**
 * Locks the entries of the employee `employee` finds (a condition on employees; at most one), making
 * their lock row if they have none, and raises its version; returns the row as it stands after the
 * wait for the lock. Nothing when no employee matches.
 */
const entryLockRaised = (db: Executor, employee: SQL | undefined) =>
  db
    .insert(employeeEntryLocks)
    .select(
      db
        .select({
          companyId: employees.companyId,
          employeeId: employees.id,
          version: sql<number>`1`.as('version'),
        })
        .from(employees)
        .where(employee)
        .limit(1),
    )
    .onConflictDoUpdate({
      target: [employeeEntryLocks.employeeId, employeeEntryLocks.companyId],
      set: { version: sql`${employeeEntryLocks.version} + 1` },
    })
    .returning({
      companyId: employeeEntryLocks.companyId,
      employeeId: employeeEntryLocks.employeeId,
      version: employeeEntryLocks.version,
    });

/** The entry lock as the CTE 'entry_lock' of a kiosk statement, on the employee `employee` finds. */
export const entryLockTaken = (db: Executor, employee: SQL | undefined) =>
  db.$with('entry_lock').as(entryLockRaised(db, employee));

/**
 * Whether another writer changed the employee's entries after the statement's snapshot was taken,
 * as a column of the statement whose CTE `entryLock` took the lock: the snapshot saw the version
 * before any wait (none for an employee never locked), the lock raised the version it found after
 * the wait; one apart, no one wrote in between.
 */
export const entryChangedWhileWaiting = (entryLock: ReturnType<typeof entryLockTaken>) =>
  sql<boolean>`${entryLock.version} <> coalesce((select ${employeeEntryLocks.version} from ${employeeEntryLocks}
    where ${employeeEntryLocks.employeeId} = ${entryLock.employeeId}
      and ${employeeEntryLocks.companyId} = ${entryLock.companyId}), 0) + 1`;

/**
 * Locks the employee's entries before they change (a correction, a cancellation at the kiosk), so a
 * kiosk punch waiting for the lock reads their clock state again; false when the company has no such
 * employee.
 */
export async function lockEmployeeForEntryChange(
  db: Executor,
  companyId: string,
  employeeId: string,
): Promise<boolean> {
  const rows = await entryLockRaised(
    db,
    and(eq(employees.id, employeeId), eq(employees.companyId, companyId)),
  );
  return rows.length > 0;
}
