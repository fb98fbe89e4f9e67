import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { employees } from '../../../db/schema/accounts';

/** The company's active employee with the PIN given as the `pin` placeholder. */
export const activeEmployeeWithPin = (companyId: SQLWrapper) =>
  and(
    eq(employees.companyId, companyId),
    eq(employees.pinCode, sql.placeholder('pin')),
    isNull(employees.archivedAt),
  );

/**
 * The active employee whose PIN was typed on a kiosk, locked until the transaction ends (a leave
 * request typed on a kiosk; a punch also reads the clock state: findActiveEmployeeWithClockState).
 */
export async function findActiveEmployeeByPinForUpdate(db: Executor, companyId: string, pin: string) {
  const [row] = await lockEmployeeStatement(db).execute({ companyId, pin });
  return row;
}

const lockEmployeeStatement = namedStatement('kiosk_lock_employee', (db) =>
  db
    .select({ id: employees.id, firstName: employees.firstName })
    .from(employees)
    .where(activeEmployeeWithPin(sql.placeholder('companyId')))
    .limit(1)
    .for('update'),
);
