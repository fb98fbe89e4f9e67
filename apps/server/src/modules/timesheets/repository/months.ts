import type { HoursSettings } from '@pointeo/domain/hours-rules';
import type { MonthEventEmployee, MonthFigureChange } from '@pointeo/domain/timesheets';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { monthEmployeeValidations, monthEvents, monthValidations } from '../../../db/schema/timesheets';

/**
 * Month validation: the months' locks, the validations of whole months and of employees one by one,
 * the month's events.
 */

export type MonthEventKind = (typeof monthEvents.$inferSelect)['kind'];

/**
 * Holds the company's months until the transaction ends: shared by corrections (several at once),
 * exclusive for validating or reopening, so a correction never lands in a month validated meanwhile.
 * Taken in month order, so two transactions never wait for each other in a circle.
 */
export async function lockMonths(
  tx: Executor,
  companyId: string,
  months: readonly string[],
  mode: 'shared' | 'exclusive',
) {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  for (const month of [...months].sort()) {
    await tx.execute(sql`select ${lock}(hashtextextended(${`month ${companyId} ${month}`}, 0))`);
  }
}

export type MonthValidationRow = typeof monthValidations.$inferSelect;

export async function findMonthValidations(
  db: Executor,
  companyId: string,
  months: readonly string[],
): Promise<MonthValidationRow[]> {
  if (months.length === 0) return [];
  return db
    .select()
    .from(monthValidations)
    .where(and(eq(monthValidations.companyId, companyId), inArray(monthValidations.month, [...months])));
}

export async function insertMonthValidation(
  db: Executor,
  validation: {
    companyId: string;
    month: string;
    validatedAt: Date;
    validatedBy: string;
    validatedByName: string;
    hoursSettings: HoursSettings;
  },
) {
  await db.insert(monthValidations).values(validation);
}

export async function deleteMonthValidation(db: Executor, companyId: string, month: string) {
  await db
    .delete(monthValidations)
    .where(and(eq(monthValidations.companyId, companyId), eq(monthValidations.month, month)));
}

export type EmployeeValidationRow = typeof monthEmployeeValidations.$inferSelect;

/** The employees validated one by one in these months (decision 049); with `employeeId`, theirs only. */
export async function findEmployeeValidations(
  db: Executor,
  companyId: string,
  months: readonly string[],
  employeeId?: string,
): Promise<EmployeeValidationRow[]> {
  if (months.length === 0) return [];
  return db
    .select()
    .from(monthEmployeeValidations)
    .where(
      and(
        eq(monthEmployeeValidations.companyId, companyId),
        inArray(monthEmployeeValidations.month, [...months]),
        employeeId === undefined ? undefined : eq(monthEmployeeValidations.employeeId, employeeId),
      ),
    );
}

export async function insertEmployeeValidations(
  db: Executor,
  rows: ReadonlyArray<typeof monthEmployeeValidations.$inferInsert & { validatedByName: string }>,
) {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(monthEmployeeValidations).values(rows.slice(start, start + 1000));
  }
}

export async function deleteEmployeeValidations(db: Executor, companyId: string, month: string) {
  await db
    .delete(monthEmployeeValidations)
    .where(and(eq(monthEmployeeValidations.companyId, companyId), eq(monthEmployeeValidations.month, month)));
}

export async function insertMonthEvent(
  db: Executor,
  event: {
    companyId: string;
    month: string;
    kind: MonthEventKind;
    reason: string | null;
    authorId: string;
    authorName: string;
    createdAt: Date;
    /** A validation after a reopening: the figures that moved (decision 041). */
    changes?: MonthFigureChange[] | null;
    /** A validation of some employees only (decision 049). */
    employees?: MonthEventEmployee[] | null;
  },
) {
  await db.insert(monthEvents).values(event);
}

export async function listMonthEvents(db: Executor, companyId: string, month: string) {
  return db
    .select({
      kind: monthEvents.kind,
      reason: monthEvents.reason,
      authorId: monthEvents.authorId,
      authorName: monthEvents.authorName,
      createdAt: monthEvents.createdAt,
      changes: monthEvents.changes,
      employees: monthEvents.employees,
    })
    .from(monthEvents)
    .where(and(eq(monthEvents.companyId, companyId), eq(monthEvents.month, month)))
    .orderBy(asc(monthEvents.createdAt), asc(monthEvents.id));
}
