import { and, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-once';
import { employees } from '../../../db/schema/accounts';
import { clockPunches } from '../../../db/schema/clock';
import { holdsLiveBadge } from '../../employees';
import { leaveAnswersWaiting } from '../../leave';
import {
  doublePunchWindowSeconds,
  entryChangedWhileWaiting,
  entryLockTaken,
  openEntryJoin,
  punchCancelled,
} from '../../timesheets';
import { activeEmployeeWithPin } from './employee-by-pin';

/**
 * The read model of an employee's clock state, which every punch reads: their open entry, their
 * latest punch, whether it was cancelled, whether leave answers wait. Entries, corrections and
 * settings are the time sheets', absences leave's: their owners give the pieces (decision 035), so
 * the state stays one statement with the entry lock.
 */

export type RecordedPunchKind = (typeof clockPunches.$inferSelect)['kind'];

/** Who punches: the PIN typed, or the hash of the secret their badge's QR code carries (decision 065). */
export type KioskProof = { pin: string } | { badgeHash: string };

/**
 * The active employee whose PIN (or live badge) this is, their entries locked until the transaction
 * ends (the time sheets' entry lock, which every writer of entries takes), with their clock state as
 * it stands behind the lock and their company's double-punch window, in one statement: each round
 * trip of the punch path costs both processes a write and a wake-up, and on a busy machine a wait
 * for a CPU.
 *
 * The statement reads the state from its snapshot, taken before any wait for the lock, so a punch, a
 * cancellation or a correction of the same employee committed meanwhile would be missed. Each of them
 * raises the lock's version as it takes the lock, this statement too: when the version it raised is
 * not the one its snapshot saw plus one, another writer came in between, and the state is read again,
 * behind the lock (decision 039).
 */
export async function findActiveEmployeeWithClockState(db: Executor, companyId: string, proof: KioskProof) {
  const [row] =
    'pin' in proof
      ? await lockEmployeeWithClockStateStatement(db).execute({ companyId, pin: proof.pin })
      : await lockBadgeHolderWithClockStateStatement(db).execute({ companyId, badgeHash: proof.badgeHash });
  return withClockState(db, companyId, row);
}

/**
 * findActiveEmployeeWithClockState for an employee known by their id (a punch from their own phone,
 * or with a site's code, decision 069): the same entry lock, the same state, read by the same
 * statement but for the employee it picks.
 */
export async function findActiveEmployeeByIdWithClockState(
  db: Executor,
  companyId: string,
  employeeId: string,
) {
  const [row] = await lockEmployeeByIdWithClockStateStatement(db).execute({ companyId, employeeId });
  return withClockState(db, companyId, row);
}

type LockedRow = Awaited<
  ReturnType<ReturnType<typeof lockEmployeeWithClockStateStatement>['execute']>
>[number];

/** The locked employee with their clock state, read again behind the lock if a writer came in between. */
async function withClockState(db: Executor, companyId: string, row: LockedRow | undefined) {
  if (!row) return undefined;
  const clockState = row.changedWhileWaiting
    ? await findClockState(db, companyId, row.id)
    : toClockState(row);
  return {
    id: row.id,
    firstName: row.firstName,
    siteId: row.siteId,
    clockState,
    doublePunchWindowSeconds: row.doublePunchWindowSeconds,
  };
}

export type ClockState = ReturnType<typeof toClockState>;
export type LatestPunch = NonNullable<ClockState['latest']>;

/**
 * The employee's open entry, if any, their latest punch, whatever it did (and whether it was
 * cancelled since), and whether answers to their leave requests wait; the employee's entries must
 * be locked.
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
        latestPunchBreak: boolean | null;
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
            breakPunch: row.latestPunchBreak === true,
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
      breakPunch: clockPunches.breakPunch,
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
  latestPunchBreak: latestPunch.breakPunch,
  latestPunchCancelled: punchCancelled(companyId, latestPunch.id),
  leaveAnswersWaiting: leaveAnswersWaiting(db, companyId, employees.id),
});

/** The punch's statement, for the active employee `employee` picks out of the company's. */
const lockWithClockState = (db: Executor, employee: (companyId: SQLWrapper) => SQL | undefined) => {
  const companyId = sql.placeholder('companyId');
  const entryLock = entryLockTaken(db, employee(companyId));
  const latestPunch = latestPunchOf(db, companyId);
  return db
    .with(entryLock)
    .select({
      id: employees.id,
      firstName: employees.firstName,
      siteId: employees.siteId,
      changedWhileWaiting: entryChangedWhileWaiting(entryLock),
      doublePunchWindowSeconds: doublePunchWindowSeconds(companyId),
      ...clockStateColumns(db, companyId, latestPunch),
    })
    .from(entryLock)
    .innerJoin(employees, and(eq(employees.id, entryLock.employeeId), eq(employees.companyId, companyId)))
    .leftJoin(openEntryJoin.table, openEntryJoin.on(companyId))
    .leftJoinLateral(latestPunch, sql`true`)
    .limit(1);
};

const lockEmployeeWithClockStateStatement = namedStatement('punch_lock_employee_with_clock_state', (db) =>
  lockWithClockState(db, activeEmployeeWithPin),
);

const lockBadgeHolderWithClockStateStatement = namedStatement(
  'punch_lock_badge_holder_with_clock_state',
  (db) =>
    lockWithClockState(db, (companyId) =>
      and(
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
        holdsLiveBadge(companyId, sql.placeholder('badgeHash')),
      ),
    ),
);

const lockEmployeeByIdWithClockStateStatement = namedStatement(
  'punch_lock_employee_by_id_with_clock_state',
  (db) =>
    lockWithClockState(db, (companyId) =>
      and(
        eq(employees.companyId, companyId),
        eq(employees.id, sql.placeholder('employeeId')),
        isNull(employees.archivedAt),
      ),
    ),
);

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
