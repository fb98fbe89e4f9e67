import type { PunchKind } from '@pointeo/domain/clock-messages';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, entreprises } from '../../db/schema/accounts';
import { clockPunches, kioskDevices, timeEntries } from '../../db/schema/clock';

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;

export async function insertKioskDevice(
  db: Executor,
  device: { companyId: string; name: string; credentialHash: string },
) {
  const [row] = await db.insert(kioskDevices).values(device).returning();
  return row!;
}

export async function findActiveDeviceByCredentialHash(db: Executor, credentialHash: string) {
  const [row] = await db
    .select({
      id: kioskDevices.id,
      companyId: kioskDevices.companyId,
      companyName: entreprises.nom,
      lockedUntil: kioskDevices.lockedUntil,
      wrongPinCount: kioskDevices.wrongPinCount,
    })
    .from(kioskDevices)
    .innerJoin(entreprises, eq(entreprises.id, kioskDevices.companyId))
    .where(and(eq(kioskDevices.credentialHash, credentialHash), isNull(kioskDevices.revokedAt)))
    .limit(1);
  return row;
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

export async function revokeKioskDevice(db: Executor, companyId: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .update(kioskDevices)
    .set({ revokedAt: new Date() })
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

export async function touchKioskDevice(db: Executor, deviceId: string) {
  await db.update(kioskDevices).set({ lastSeenAt: new Date() }).where(eq(kioskDevices.id, deviceId));
}

/**
 * Counts a wrong PIN in one statement (safe with several instances): a new window opens when the
 * last one is over; reaching the limit locks the device. Returns the lock's end, if any.
 */
export async function recordWrongPin(
  db: Executor,
  deviceId: string,
  limits: { max: number; windowSeconds: number; lockSeconds: number },
): Promise<Date | null> {
  const windowOver = sql`${kioskDevices.wrongPinWindowStart} is null or ${kioskDevices.wrongPinWindowStart} < now() - make_interval(secs => ${limits.windowSeconds})`;
  const newCount = sql`case when ${windowOver} then 1 else ${kioskDevices.wrongPinCount} + 1 end`;
  const [row] = await db
    .update(kioskDevices)
    .set({
      wrongPinCount: newCount,
      wrongPinWindowStart: sql`case when ${windowOver} then now() else ${kioskDevices.wrongPinWindowStart} end`,
      lockedUntil: sql`case when ${newCount} >= ${limits.max} then now() + make_interval(secs => ${limits.lockSeconds}) else ${kioskDevices.lockedUntil} end`,
    })
    .where(eq(kioskDevices.id, deviceId))
    .returning({ lockedUntil: kioskDevices.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

export async function clearWrongPins(db: Executor, deviceId: string) {
  await db
    .update(kioskDevices)
    .set({ wrongPinCount: 0, wrongPinWindowStart: null, lockedUntil: null })
    .where(eq(kioskDevices.id, deviceId));
}

/** Locks the employee row so two punches of one person are applied one after the other. */
export async function findActiveEmployeeByPinForUpdate(db: Executor, companyId: string, pin: string) {
  const [row] = await db
    .select({ id: employees.id, firstName: employees.firstName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.pinCode, pin), isNull(employees.archivedAt)))
    .limit(1)
    .for('update');
  return row;
}

export async function findPunch(db: Executor, companyId: string, punchId: string) {
  const [row] = await db
    .select({
      kind: clockPunches.kind,
      punchedAt: clockPunches.punchedAt,
      previousEntryFlagged: clockPunches.previousEntryFlagged,
      firstName: employees.firstName,
    })
    .from(clockPunches)
    .innerJoin(employees, eq(employees.id, clockPunches.employeeId))
    .where(and(eq(clockPunches.id, punchId), eq(clockPunches.companyId, companyId)))
    .limit(1);
  return row;
}

export async function findOpenEntry(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ id: timeEntries.id, clockIn: timeEntries.clockIn })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        isNull(timeEntries.clockOut),
        eq(timeEntries.missingClockOut, false),
      ),
    )
    .limit(1);
  return row;
}

export async function openEntry(
  db: Executor,
  entry: { companyId: string; employeeId: string; clockIn: Date },
) {
  const [row] = await db.insert(timeEntries).values(entry).returning({ id: timeEntries.id });
  return row!.id;
}

export async function closeEntry(db: Executor, companyId: string, entryId: string, clockOut: Date) {
  await db
    .update(timeEntries)
    .set({ clockOut })
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.companyId, companyId)));
}

export async function flagMissingClockOut(db: Executor, companyId: string, entryId: string) {
  await db
    .update(timeEntries)
    .set({ missingClockOut: true })
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.companyId, companyId)));
}

export async function recordLastCheckIn(db: Executor, companyId: string, employeeId: string, at: Date) {
  await db
    .update(employees)
    .set({ lastCheckInTime: sql`greatest(${employees.lastCheckInTime}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
}

export async function insertPunch(
  db: Executor,
  punch: {
    id: string;
    companyId: string;
    deviceId: string;
    employeeId: string;
    entryId: string;
    kind: PunchKind;
    punchedAt: Date;
    previousEntryFlagged: boolean;
  },
) {
  await db.insert(clockPunches).values(punch);
}

/** Recent entries of the company, newest first, with the employee's name. */
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
    .where(eq(timeEntries.companyId, companyId))
    .orderBy(desc(timeEntries.clockIn))
    .limit(limit);
}
