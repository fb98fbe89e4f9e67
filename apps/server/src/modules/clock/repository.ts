import { and, count, desc, eq, gt, isNull, lt, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { companies, employees } from '../../db/schema/accounts';
import { clockPunches, kioskDevices, kioskWrongPins, timeEntries } from '../../db/schema/clock';
import { leaveAnswersWaiting } from '../leave/kiosk-answers';
import { doublePunchWindowSeconds, punchCancelled } from '../timesheets/repository';

/*
 * The punch path's statements are named ('punch_…', prepared once per connection): PostgreSQL then
 * skips parsing them and, after five runs, planning them, which was much of its CPU per punch.
 * A name always stands for the same SQL text: only the values change. Drizzle builds each of them
 * once per handle (preparedOnce, values as placeholders); the punch's transaction runs on its pooled
 * connection's own handle (db/connection-transaction.ts), so they are built once per connection.
 * Each round trip costs the server and PostgreSQL a write, a wake-up and, on a busy machine, a wait
 * for a CPU: the statements below do what they can in one (decision record 028).
 */

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;
export type RecordedPunchKind = (typeof clockPunches.$inferSelect)['kind'];

export async function insertKioskDevice(
  db: Executor,
  device: { companyId: string; name: string; credentialHash: string },
) {
  const [row] = await db.insert(kioskDevices).values(device).returning();
  return row!;
}

/** The punch path's two statements outside its transaction, run on the database itself. */
const outsideTransaction = preparedOnce((db) => ({
  findDevice: db
    .select({
      id: kioskDevices.id,
      companyId: kioskDevices.companyId,
      companyName: companies.name,
    })
    .from(kioskDevices)
    .innerJoin(companies, eq(companies.id, kioskDevices.companyId))
    .where(
      and(eq(kioskDevices.credentialHash, sql.placeholder('credentialHash')), isNull(kioskDevices.revokedAt)),
    )
    .limit(1)
    .prepare('punch_find_device'),
  findPunch: db
    .select({
      kind: clockPunches.kind,
      punchedAt: clockPunches.punchedAt,
      previousEntryFlagged: clockPunches.previousEntryFlagged,
      firstName: employees.firstName,
    })
    .from(clockPunches)
    .innerJoin(employees, eq(employees.id, clockPunches.employeeId))
    .where(
      and(
        eq(clockPunches.id, sql.placeholder('punchId')),
        eq(clockPunches.companyId, sql.placeholder('companyId')),
      ),
    )
    .limit(1)
    .prepare('punch_find_punch'),
}));

export async function findActiveDeviceByCredentialHash(db: Executor, credentialHash: string) {
  const [row] = await outsideTransaction(db).findDevice.execute({ credentialHash });
  return row;
}

/**
 * The company's active kiosks, counted behind a lock taken until the transaction ends: two pairings
 * or activations at once cannot both take the last place.
 */
export async function countActiveKiosksLocked(tx: Executor, companyId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kiosks:${companyId}`}, 0))`);
  return countActiveKiosks(tx, companyId);
}

export async function countActiveKiosks(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ active: count() })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.companyId, companyId), isNull(kioskDevices.revokedAt)));
  return row!.active;
}

export async function listKioskDevices(db: Executor, companyId: string) {
  return db
    .select({
      id: kioskDevices.id,
      name: kioskDevices.name,
      createdAt: kioskDevices.createdAt,
      lastSeenAt: kioskDevices.lastSeenAt,
    })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.companyId, companyId), isNull(kioskDevices.revokedAt)))
    .orderBy(desc(kioskDevices.createdAt));
}

export async function revokeKioskDevice(
  db: Executor,
  companyId: string,
  deviceId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(kioskDevices)
    .set({ revokedAt: at })
    .where(
      and(
        eq(kioskDevices.id, deviceId),
        eq(kioskDevices.companyId, companyId),
        isNull(kioskDevices.revokedAt),
      ),
    )
    .returning({ id: kioskDevices.id });
  return rows.length > 0;
}

export async function touchKioskDevice(db: Executor, deviceId: string, at: Date) {
  await db.update(kioskDevices).set({ lastSeenAt: at }).where(eq(kioskDevices.id, deviceId));
}

/**
 * Locks the device row until the transaction ends, so a device's punches are decided one at a time,
 * and reads, in the same statement, when its latest wrong PIN was typed (the locked row is read as it
 * stands after any wait) and the punch already recorded under `punchId`, if one is given.
 *
 * The replay is read from the statement's snapshot, taken before a wait for the lock: a punch of the
 * same id committed meanwhile is not seen here, but its primary key refuses the second insert, and
 * recordPunch answers what the first one recorded.
 */
export async function lockDevice(
  db: Executor,
  device: { id: string; companyId: string },
  punchId: string | null,
) {
  const [row] = await lockDeviceStatement(db).execute({
    deviceId: device.id,
    companyId: device.companyId,
    punchId,
  });
  const replay =
    row?.replayKind && row.replayPunchedAt && row.replayFirstName
      ? {
          kind: row.replayKind,
          punchedAt: row.replayPunchedAt,
          previousEntryFlagged: row.replayPreviousEntryFlagged === true,
          firstName: row.replayFirstName,
        }
      : undefined;
  return { lastWrongPinAt: row?.lastWrongPinAt ?? undefined, replay };
}

const lockDeviceStatement = preparedOnce((db) =>
  db
    .select({
      lastWrongPinAt: kioskDevices.lastWrongPinAt,
      replayKind: clockPunches.kind,
      replayPunchedAt: clockPunches.punchedAt,
      replayPreviousEntryFlagged: clockPunches.previousEntryFlagged,
      replayFirstName: employees.firstName,
    })
    .from(kioskDevices)
    .leftJoin(
      clockPunches,
      and(
        eq(clockPunches.id, sql.placeholder('punchId')),
        eq(clockPunches.companyId, kioskDevices.companyId),
      ),
    )
    .leftJoin(
      employees,
      and(eq(employees.id, clockPunches.employeeId), eq(employees.companyId, kioskDevices.companyId)),
    )
    .where(
      and(
        eq(kioskDevices.id, sql.placeholder('deviceId')),
        eq(kioskDevices.companyId, sql.placeholder('companyId')),
      ),
    )
    .for('update', { of: kioskDevices })
    .prepare('punch_lock_device'),
);

/** Keeps when the device's latest wrong PIN was typed (read by lockDevice). */
export async function noteWrongPinTyped(db: Executor, deviceId: string, at: Date) {
  await db
    .update(kioskDevices)
    .set({
      lastWrongPinAt: sql`greatest(${kioskDevices.lastWrongPinAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(kioskDevices.id, deviceId));
}

/** When the device's latest wrong PINs since `since` were typed, newest first, at most `limit`. */
export async function findRecentWrongPins(
  db: Executor,
  device: { id: string; companyId: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await recentWrongPinsStatement(db).execute({
    companyId: device.companyId,
    deviceId: device.id,
    since,
    limit,
  });
  return rows.map((row) => row.at);
}

const recentWrongPinsStatement = preparedOnce((db) =>
  db
    .select({ at: kioskWrongPins.at })
    .from(kioskWrongPins)
    .where(
      and(
        eq(kioskWrongPins.companyId, sql.placeholder('companyId')),
        eq(kioskWrongPins.deviceId, sql.placeholder('deviceId')),
        gt(kioskWrongPins.at, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(kioskWrongPins.at))
    .limit(sql.placeholder('limit'))
    .prepare('punch_recent_wrong_pins'),
);

/** Adds a wrong PIN, and prunes the device's rows older than `forgetBefore`, which no budget reads. */
export async function recordWrongPin(
  db: Executor,
  device: { id: string; companyId: string },
  at: Date,
  forgetBefore: Date,
) {
  await db
    .delete(kioskWrongPins)
    .where(
      and(
        eq(kioskWrongPins.companyId, device.companyId),
        eq(kioskWrongPins.deviceId, device.id),
        lt(kioskWrongPins.at, forgetBefore),
      ),
    );
  await db.insert(kioskWrongPins).values({ companyId: device.companyId, deviceId: device.id, at });
}

/**
 * The active employee whose PIN was typed on a kiosk, locked until the transaction ends (a leave
 * request typed on a kiosk; a punch also reads the clock state: findActiveEmployeeWithClockState).
 */
export async function findActiveEmployeeByPinForUpdate(db: Executor, companyId: string, pin: string) {
  const [row] = await lockEmployeeStatement(db).execute({ companyId, pin });
  return row;
}

/** The company's active employee with the PIN given as the `pin` placeholder. */
const activeEmployeeWithPin = (companyId: SQLWrapper) =>
  and(
    eq(employees.companyId, companyId),
    eq(employees.pinCode, sql.placeholder('pin')),
    isNull(employees.archivedAt),
  );

const lockEmployeeStatement = preparedOnce((db) =>
  db
    .select({ id: employees.id, firstName: employees.firstName })
    .from(employees)
    .where(activeEmployeeWithPin(sql.placeholder('companyId')))
    .limit(1)
    .for('update')
    .prepare('kiosk_lock_employee'),
);

export async function findPunch(db: Executor, companyId: string, punchId: string) {
  const [row] = await outsideTransaction(db).findPunch.execute({ companyId, punchId });
  return row;
}

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
 * The clock state's columns, read beside an employees row joined to its open entry (openEntryOf)
 * and to its latest punch (latestPunchOf).
 */
const clockStateColumns = (
  db: Executor,
  companyId: SQLWrapper,
  latestPunch: ReturnType<typeof latestPunchOf>,
) => ({
  openId: timeEntries.id,
  openClockIn: timeEntries.clockIn,
  latestPunchId: latestPunch.id,
  latestPunchKind: latestPunch.kind,
  latestPunchAt: latestPunch.punchedAt,
  latestPunchEntryId: latestPunch.entryId,
  latestPunchCancelled: punchCancelled(companyId, latestPunch.id),
  leaveAnswersWaiting: leaveAnswersWaiting(db, companyId, employees.id),
});

const openEntryOf = (companyId: SQLWrapper) =>
  and(
    eq(timeEntries.employeeId, employees.id),
    eq(timeEntries.companyId, companyId),
    isNull(timeEntries.clockOut),
    eq(timeEntries.missingClockOut, false),
    // An entry deleted by a correction is no longer anyone's open entry.
    isNull(timeEntries.deletedAt),
  );

const employeeAsSnapshotSaw = alias(employees, 'employee_as_snapshot_saw');

const lockEmployeeWithClockStateStatement = preparedOnce((db) => {
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
    .leftJoin(timeEntries, openEntryOf(companyId))
    .leftJoinLateral(latestPunch, sql`true`)
    .where(activeEmployeeWithPin(companyId))
    .limit(1)
    .for('update', { of: employees })
    .prepare('punch_lock_employee_with_clock_state');
});

const clockStateStatement = preparedOnce((db) => {
  const companyId = sql.placeholder('companyId');
  const latestPunch = latestPunchOf(db, companyId);
  return db
    .select(clockStateColumns(db, companyId, latestPunch))
    .from(employees)
    .leftJoin(timeEntries, openEntryOf(companyId))
    .leftJoinLateral(latestPunch, sql`true`)
    .where(and(eq(employees.id, sql.placeholder('employeeId')), eq(employees.companyId, companyId)))
    .limit(1)
    .prepare('punch_clock_state');
});

export async function flagMissingClockOut(db: Executor, companyId: string, entryId: string) {
  await db
    .update(timeEntries)
    .set({ missingClockOut: true })
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.companyId, companyId)));
}

/** A type, not an interface: statements take it as their placeholders' values. */
export type PunchRow = {
  id: string;
  companyId: string;
  deviceId: string;
  employeeId: string;
  entryId: string | null;
  kind: RecordedPunchKind;
  punchedAt: Date;
  previousEntryFlagged: boolean;
  receivedAt: Date;
};

/**
 * A late punch, kept for review: stores it and raises the employee's clock version (see
 * findActiveEmployeeWithClockState), in one statement, as every punch does.
 */
export async function insertLatePunch(db: Executor, punch: PunchRow) {
  await insertLatePunchStatement(db).execute(punch);
}

/**
 * An arrival: opens the entry under the punch's `entryId`, keeps when the employee last checked in,
 * and stores the punch, in one statement (data-modifying CTEs; see findActiveEmployeeWithClockState).
 */
export async function openEntryWithPunch(db: Executor, punch: PunchRow & { entryId: string }) {
  await openEntryStatement(db).execute(punch);
}

/** A departure: closes the entry and stores the punch, in one statement (see openEntryWithPunch). */
export async function closeEntryWithPunch(db: Executor, punch: PunchRow & { entryId: string }) {
  await closeEntryStatement(db).execute(punch);
}

/** The punch's columns as placeholders named after PunchRow's fields. */
const punchPlaceholders = {
  id: sql.placeholder('id'),
  companyId: sql.placeholder('companyId'),
  deviceId: sql.placeholder('deviceId'),
  employeeId: sql.placeholder('employeeId'),
  entryId: sql.placeholder('entryId'),
  kind: sql.placeholder('kind'),
  punchedAt: sql.placeholder('punchedAt'),
  previousEntryFlagged: sql.placeholder('previousEntryFlagged'),
  receivedAt: sql.placeholder('receivedAt'),
} satisfies Record<keyof PunchRow, unknown>;

const raisedClockVersion = sql`${employees.clockVersion} + 1`;

/** Updates the punch's employee (a CTE of the punch's statement), raising their clock version. */
const updatePunchEmployee = (db: Executor, name: string, set: PgUpdateSetSource<typeof employees> = {}) =>
  db.$with(name).as(
    db
      .update(employees)
      .set({ ...set, clockVersion: raisedClockVersion })
      .where(
        and(
          eq(employees.id, punchPlaceholders.employeeId),
          eq(employees.companyId, punchPlaceholders.companyId),
        ),
      )
      .returning({ id: employees.id }),
  );

const insertLatePunchStatement = preparedOnce((db) =>
  db
    .with(updatePunchEmployee(db, 'clock_version_raised'))
    .insert(clockPunches)
    .values(punchPlaceholders)
    .prepare('punch_insert_late'),
);

const openEntryStatement = preparedOnce((db) => {
  const { entryId, companyId, employeeId, punchedAt } = punchPlaceholders;
  const checkIn = updatePunchEmployee(db, 'check_in', {
    lastCheckInTime: sql`greatest(${employees.lastCheckInTime}, ${punchedAt}::timestamptz)`,
  });
  const opened = db
    .$with('opened')
    .as(
      db
        .insert(timeEntries)
        .values({ id: entryId, companyId, employeeId, clockIn: punchedAt })
        .returning({ id: timeEntries.id }),
    );
  return db.with(checkIn, opened).insert(clockPunches).values(punchPlaceholders).prepare('punch_open_entry');
});

const closeEntryStatement = preparedOnce((db) => {
  const closed = db.$with('closed').as(
    db
      .update(timeEntries)
      .set({ clockOut: sql`${punchPlaceholders.punchedAt}` })
      .where(
        and(
          eq(timeEntries.id, punchPlaceholders.entryId),
          eq(timeEntries.companyId, punchPlaceholders.companyId),
        ),
      )
      .returning({ id: timeEntries.id }),
  );
  return db
    .with(closed, updatePunchEmployee(db, 'clock_version_raised'))
    .insert(clockPunches)
    .values(punchPlaceholders)
    .prepare('punch_close_entry');
});

/** Recent entries of the company, newest first, with the employee's name; deleted ones left out. */
export async function listRecentEntries(db: Executor, companyId: string, limit: number) {
  return db
    .select({
      id: timeEntries.id,
      employeeId: timeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      role: employees.role,
      clockIn: timeEntries.clockIn,
      clockOut: timeEntries.clockOut,
      missingClockOut: timeEntries.missingClockOut,
    })
    .from(timeEntries)
    .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
    .where(and(eq(timeEntries.companyId, companyId), isNull(timeEntries.deletedAt)))
    .orderBy(desc(timeEntries.clockIn))
    .limit(limit);
}

/** Whether the company ever activated a kiosk, revoked since or not (its first-steps list). */
export async function hasEverActivatedKiosk(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kioskDevices.id })
    .from(kioskDevices)
    .where(eq(kioskDevices.companyId, companyId))
    .limit(1);
  return row !== undefined;
}

export async function hasAnyPunch(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clockPunches.id })
    .from(clockPunches)
    .where(eq(clockPunches.companyId, companyId))
    .limit(1);
  return row !== undefined;
}
