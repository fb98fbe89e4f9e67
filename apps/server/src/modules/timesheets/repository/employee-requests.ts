import type { CorrectionRequestStatus } from '@pointeo/domain/correction-requests';
import { and, asc, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employees } from '../../../db/schema/accounts';
import { timeEntries } from '../../../db/schema/clock';
import {
  correctionRequests,
  monthConfirmations,
  monthEmployeeRecords,
  monthEmployeeValidations,
  monthValidations,
} from '../../../db/schema/timesheets';
import type { SiteIds } from '../../../lib/site-scope';
import { employeeOnSites } from '../../employees';
import type { Window } from './entries';

/**
 * The SQL of employees' correction requests and month confirmations (decision 073). Every query
 * carries the company in its where; an employee's carry the employee too.
 */

export type CorrectionRequestRow = typeof correctionRequests.$inferSelect;

export async function insertCorrectionRequest(
  db: Executor,
  request: Pick<
    CorrectionRequestRow,
    'companyId' | 'employeeId' | 'date' | 'arrival' | 'departure' | 'reason' | 'createdAt'
  >,
): Promise<CorrectionRequestRow> {
  const [row] = await db.insert(correctionRequests).values(request).returning();
  return row!;
}

/** One employee's requests, the newest first. */
export async function listEmployeeRequests(
  db: Executor,
  companyId: string,
  employeeId: string,
  limit: number,
) {
  return db
    .select()
    .from(correctionRequests)
    .where(and(eq(correctionRequests.companyId, companyId), eq(correctionRequests.employeeId, employeeId)))
    .orderBy(desc(correctionRequests.createdAt), desc(correctionRequests.id))
    .limit(limit);
}

const employeeOfRequest = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  siteId: employees.siteId,
  email: employees.email,
};

/** The company's requests in a status, of employees on `sites`; pending ones the oldest first. */
export async function listCompanyRequests(
  db: Executor,
  companyId: string,
  status: CorrectionRequestStatus,
  sites: SiteIds,
  limit: number,
) {
  return db
    .select({ request: correctionRequests, employee: employeeOfRequest })
    .from(correctionRequests)
    .innerJoin(employees, eq(employees.id, correctionRequests.employeeId))
    .where(
      and(
        eq(correctionRequests.companyId, companyId),
        eq(correctionRequests.status, status),
        employeeOnSites(sites),
      ),
    )
    .orderBy(
      status === 'pending' ? asc(correctionRequests.createdAt) : desc(correctionRequests.answeredAt),
      asc(correctionRequests.id),
    )
    .limit(limit);
}

/** A request of the company with its employee; `forUpdate` locks the request. */
export async function findCompanyRequest(
  db: Executor,
  companyId: string,
  requestId: string,
  { forUpdate = false } = {},
) {
  const query = db
    .select({ request: correctionRequests, employee: employeeOfRequest })
    .from(correctionRequests)
    .innerJoin(employees, eq(employees.id, correctionRequests.employeeId))
    .where(and(eq(correctionRequests.companyId, companyId), eq(correctionRequests.id, requestId)));
  const [row] = forUpdate ? await query.for('update', { of: correctionRequests }) : await query;
  return row;
}

export async function answerRequest(
  db: Executor,
  companyId: string,
  requestId: string,
  answer: Pick<
    CorrectionRequestRow,
    'status' | 'answeredBy' | 'answeredByName' | 'answeredAt' | 'refusalReason' | 'correctionId'
  >,
): Promise<CorrectionRequestRow> {
  const [row] = await db
    .update(correctionRequests)
    .set(answer)
    .where(and(eq(correctionRequests.companyId, companyId), eq(correctionRequests.id, requestId)))
    .returning();
  return row!;
}

/** The employee's live entries arriving in the window, the earliest first. */
export async function listLiveEntriesArriving(
  db: Executor,
  companyId: string,
  employeeId: string,
  { from, to }: Window,
) {
  return db
    .select({ id: timeEntries.id, clockIn: timeEntries.clockIn, clockOut: timeEntries.clockOut })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        isNull(timeEntries.deletedAt),
        sql`${timeEntries.clockIn} >= ${from} and ${timeEntries.clockIn} < ${to}`,
      ),
    )
    .orderBy(asc(timeEntries.clockIn));
}

// ---------------------------------------------------------------------------------------------------
// Month confirmations.

/**
 * The months validated for the employee, the newest first: validated as a whole with a record of
 * theirs, or validated for them one by one (decision 049); with their confirmation if any.
 */
export async function listEmployeeValidatedMonths(
  db: Executor,
  companyId: string,
  employeeId: string,
  limit: number,
): Promise<Array<{ month: string; confirmedAt: Date | null }>> {
  const wholeMonth = and(
    eq(monthValidations.companyId, companyId),
    exists(
      db
        .select({ one: sql`1` })
        .from(monthEmployeeRecords)
        .where(
          and(
            eq(monthEmployeeRecords.companyId, companyId),
            eq(monthEmployeeRecords.month, monthValidations.month),
            eq(monthEmployeeRecords.employeeId, employeeId),
          ),
        ),
    ),
  );
  const [whole, oneByOne, confirmations] = await Promise.all([
    db.select({ month: monthValidations.month }).from(monthValidations).where(wholeMonth),
    db
      .select({ month: monthEmployeeValidations.month })
      .from(monthEmployeeValidations)
      .where(
        and(
          eq(monthEmployeeValidations.companyId, companyId),
          eq(monthEmployeeValidations.employeeId, employeeId),
        ),
      ),
    db
      .select({ month: monthConfirmations.month, confirmedAt: monthConfirmations.confirmedAt })
      .from(monthConfirmations)
      .where(and(eq(monthConfirmations.companyId, companyId), eq(monthConfirmations.employeeId, employeeId))),
  ]);
  const confirmedAt = new Map(confirmations.map((row) => [row.month, row.confirmedAt]));
  const months = [...new Set([...whole, ...oneByOne].map((row) => row.month))].sort().reverse();
  return months.slice(0, limit).map((month) => ({ month, confirmedAt: confirmedAt.get(month) ?? null }));
}

/** Whether the month is validated for the employee: as a whole, or for them one by one. */
export async function isMonthValidatedFor(
  db: Executor,
  companyId: string,
  month: string,
  employeeId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(monthValidations)
    .where(and(eq(monthValidations.companyId, companyId), eq(monthValidations.month, month)))
    .union(
      db
        .select({ one: sql`1` })
        .from(monthEmployeeValidations)
        .where(
          and(
            eq(monthEmployeeValidations.companyId, companyId),
            eq(monthEmployeeValidations.month, month),
            eq(monthEmployeeValidations.employeeId, employeeId),
          ),
        ),
    );
  return row !== undefined;
}

/** Records the confirmation unless there is one; answers the one kept. */
export async function confirmMonthOnce(
  db: Executor,
  confirmation: typeof monthConfirmations.$inferInsert,
): Promise<Date> {
  await db.insert(monthConfirmations).values(confirmation).onConflictDoNothing();
  const [row] = await db
    .select({ confirmedAt: monthConfirmations.confirmedAt })
    .from(monthConfirmations)
    .where(
      and(
        eq(monthConfirmations.companyId, confirmation.companyId),
        eq(monthConfirmations.employeeId, confirmation.employeeId),
        eq(monthConfirmations.month, confirmation.month),
      ),
    );
  return row!.confirmedAt;
}

/** The employee's confirmation of the month, if any. */
export async function findMonthConfirmation(
  db: Executor,
  companyId: string,
  employeeId: string,
  month: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ confirmedAt: monthConfirmations.confirmedAt })
    .from(monthConfirmations)
    .where(
      and(
        eq(monthConfirmations.companyId, companyId),
        eq(monthConfirmations.employeeId, employeeId),
        eq(monthConfirmations.month, month),
      ),
    );
  return row?.confirmedAt ?? null;
}
