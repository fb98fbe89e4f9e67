import { and, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { employees } from '../../../db/schema/accounts';
import { clockPunches } from '../../../db/schema/clock';
import { leaveAnswersWaiting } from '../../leave';
import { doublePunchWindowSeconds, openEntryJoin, punchCancelled } from '../../timesheets';
import { activeEmployeeWithPin } from './employee-by-pin';

/**
 * The read model of an employee's clock state, which every punch reads: their open entry, their
 * latest punch, whether it was cancelled, whether leave answers wait. Entries, corrections and
 * settings are the time sheets', absences leave's: their owners give the pieces (decision 035), so
 * the state stays one statement with the employee's lock.
 */

export type RecordedPunchKind = (typeof clockPunches.$inferSelect)['kind'];

/**
 * The active employee whose PIN this is, locked until the transaction ends, with their clock state
 * as it stands behind the lock and their company's double-punch window, in one statement: each
 * round trip of the punch path costs both processes a write and a wake-up, and on a busy machine a
 * wait for a CPU.
 *
 * The statement reads the state from its snapshot, taken before any wait for the lock, so a punch or
 * a correction of the same employee committed meanwhile would be missed. Every punch and every
 * correction raises the employee's clock_version in its own statement; the locked row is read as it
 * stands after the wait, the version the snapshot saw beside it: when they differ, the state is read
 * again, behind the lock.
 */
export async function findActiveEmployeeWithClockState(db: Executor, companyId: string, pin: string) {
  const [row] = await lockEmployeeWithClockStateStatement(db).execute({ companyId, pin });
  if (!row) return undefined;
  const clockState =
    row.clockVersion === row.clockVersionSeen
      ? toClockState(row)
      : await findClockState(db, companyId, row.id);
  return {
    id: row.id,
    firstName: row.firstName,
    clockState,
    doublePunchWindowSeconds: row.doublePunchWindowSeconds,
  };
}

export type ClockState = ReturnType<typeof toClockState>;
export type LatestPunch = NonNullable<ClockState['latest']>;

/**
 * The employee's open entry, if any, their latest punch, whatever it did (and whether it was
 * cancelled since), and whether answers to their leave requests wait; the employee's row must be
 * locked.
 */
export async function findClockState(db: Executor, companyId: string, employeeId: string) {
  const [row] = await clockStateStatement(db).execute({ companyId, employeeId });
  return toClockState(row);
}

function toClockState(
  row:
    | {
        openId: string | null;
        openClockIn: Date | null;
        latestPunchId: string | null;
        latestPunchKind: RecordedPunchKind | null;
        latestPunchAt: Date | null;
        latestPunchEntryId: string | null;
        latestPunchCancelled: boolean;
        leaveAnswersWaiting: boolean;
      }
    | undefined,
) {
  return {
    open: row?.openId && row.openClockIn ? { id: row.openId, clockIn: row.openClockIn } : undefined,
    latest:
      row?.latestPunchId && row.latestPunchKind && row.latestPunchAt
        ? {
            id: row.latestPunchId,
            kind: row.latestPunchKind,
            punchedAt: row.latestPunchAt,
            entryId: row.latestPunchEntryId,
            cancelled: row.latestPunchCancelled === true,
          }
        : undefined,
    leaveAnswersWaiting: row?.leaveAnswersWaiting === true,
  };
}

/**
 * The employee's latest punch (a lateral join beside an employees row): one backward step on the
 * (employee, punched_at) index, as the max() it replaced.
 */
const latestPunchOf = (db: Executor, companyId: SQLWrapper) =>
  db
    .select({
      id: clockPunches.id,
      kind: clockPunches.kind,
      punchedAt: clockPunches.punchedAt,
      entryId: clockPunches.entryId,
    })
    .from(clockPunches)
    .where(and(eq(clockPunches.companyId, companyId), eq(clockPunches.employeeId, employees.id)))
    .orderBy(desc(clockPunches.punchedAt))
    .limit(1)
    .as('latest_punch');

/**
 * The clock state's columns, read beside an employees row joined to its open entry (openEntryJoin)
 * and to its latest punch (latestPunchOf).
 */
const clockStateColumns = (
  db: Executor,
  companyId: SQLWrapper,
  latestPunch: ReturnType<typeof latestPunchOf>,
) => ({
  ...openEntryJoin.columns,
  latestPunchId: latestPunch.id,
  latestPunchKind: latestPunch.kind,
  latestPunchAt: latestPunch.punchedAt,
  latestPunchEntryId: latestPunch.entryId,
  latestPunchCancelled: punchCancelled(companyId, latestPunch.id),
  leaveAnswersWaiting: leaveAnswersWaiting(db, companyId, employees.id),
});

const employeeAsSnapshotSaw = alias(employees, 'employee_as_snapshot_saw');

const lockEmployeeWithClockStateStatement = namedStatement('punch_lock_employee_with_clock_state', (db) => {
  const companyId = sql.placeholder('companyId');
  const latestPunch = latestPunchOf(db, companyId);
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      clockVersion: employees.clockVersion,
      clockVersionSeen: sql<number>`(${db
        .select({ clockVersion: employeeAsSnapshotSaw.clockVersion })
        .from(employeeAsSnapshotSaw)
        .where(
          and(
            eq(employeeAsSnapshotSaw.id, employees.id),
            eq(employeeAsSnapshotSaw.companyId, employees.companyId),
          ),
        )})`.mapWith(Number),
      doublePunchWindowSeconds: doublePunchWindowSeconds(companyId),
      ...clockStateColumns(db, companyId, latestPunch),
    })
    .from(employees)
    .leftJoin(openEntryJoin.table, openEntryJoin.on(companyId))
    .leftJoinLateral(latestPunch, sql`true`)
    .where(activeEmployeeWithPin(companyId))
    .limit(1)
    .for('update', { of: employees });
});

const clockStateStatement = namedStatement('punch_clock_state', (db) => {
  const companyId = sql.placeholder('companyId');
  const latestPunch = latestPunchOf(db, companyId);
  return db
    .select(clockStateColumns(db, companyId, latestPunch))
    .from(employees)
    .leftJoin(openEntryJoin.table, openEntryJoin.on(companyId))
    .leftJoinLateral(latestPunch, sql`true`)
    .where(and(eq(employees.id, sql.placeholder('employeeId')), eq(employees.companyId, companyId)))
    .limit(1);
});
