import type { PunchRequest, PunchResult } from '@pointeo/domain/clock';
import {
  CLOCK_MESSAGES,
  MAX_OFFLINE_PUNCH_AGE_DAYS,
  MAX_SHIFT_HOURS,
  type PunchKind,
  WRONG_PIN_HOURLY_LIMIT,
  WRONG_PIN_HOURLY_LOCK_SECONDS,
  WRONG_PIN_LIMIT,
  WRONG_PIN_WINDOW_SECONDS,
} from '@pointeo/domain/clock-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import {
  closeEntry,
  findActiveEmployeeByPinForUpdate,
  findOpenEntry,
  findPunch,
  findRecentWrongPins,
  flagMissingClockOut,
  insertPunch,
  lockDevice,
  openEntry,
  recordLastCheckIn,
  recordWrongPin,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;
/** A kiosk clock a little ahead of ours is tolerated; further ahead, our time is used. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

export interface KioskDevice {
  id: string;
  companyId: string;
}

const lockedError = (until: Date) =>
  new AppError('KIOSK_LOCKED', 429, CLOCK_MESSAGES.locked, undefined, { lockedUntil: until.toISOString() });

/**
 * Clocks the employee whose PIN was typed in if they are out, out if they are in (SPEC, DESIGN 8).
 * Idempotent per punch id; an entry left open over 16 hours is flagged instead of being closed.
 */
export async function recordPunch(db: Database, device: KioskDevice, request: PunchRequest, now: Date) {
  const replay = await findPunch(db, device.companyId, request.id);
  if (replay) return toResult(replay);

  const at = punchTime(new Date(request.punchedAt), now);
  let result: PunchResult | undefined;
  try {
    result = await db.transaction(async (tx) => {
      // Counted and checked in one transaction behind the device's row lock: a burst of concurrent
      // guesses is decided one guess at a time, so none gets past a spent budget.
      await lockDevice(tx, device.id);
      await refuseIfWrongPinBudgetSpent(tx, device.id, now);
      const employee = await findActiveEmployeeByPinForUpdate(tx, device.companyId, request.pin);
      if (!employee) {
        await recordWrongPin(tx, device.id, now, new Date(now.getTime() - HOUR_MS));
        return undefined;
      }
      return applyPunch(tx, device, employee, request.id, at);
    });
  } catch (error) {
    // The same punch id arrived twice at once: the first one won, answer what it recorded.
    if (violatedUniqueConstraint(error) === 'clock_punches_pkey') {
      const winner = await findPunch(db, device.companyId, request.id);
      if (winner) return toResult(winner);
    }
    throw error;
  }

  // The wrong PIN that spends the budget was checked, so it is answered as such; the lock meets the
  // next punch. A 429 always means "not checked": the kiosk keeps that punch and sends it again later.
  if (!result) throw new AppError('UNKNOWN_PIN', 404, CLOCK_MESSAGES.unknownPin);
  return result;
}

/** Answers the lock if the device's wrong PINs spent a budget; the device row must be locked. */
async function refuseIfWrongPinBudgetSpent(tx: Executor, deviceId: string, now: Date) {
  const lastHour = await findRecentWrongPins(
    tx,
    deviceId,
    new Date(now.getTime() - HOUR_MS),
    WRONG_PIN_HOURLY_LIMIT,
  );
  const lockedUntil = wrongPinLockEnd(lastHour, now);
  if (lockedUntil) throw lockedError(lockedUntil);
}

/**
 * When the pad unlocks, if the wrong PINs of the last hour (newest first) spent a budget: the
 * minute's budget frees up as its oldest guess turns a minute old, the hour's 15 minutes after its
 * latest guess.
 */
function wrongPinLockEnd(lastHour: Date[], now: Date): Date | undefined {
  const ends: number[] = [];
  const oldestOfMinuteBudget = lastHour[WRONG_PIN_LIMIT - 1];
  if (oldestOfMinuteBudget) ends.push(oldestOfMinuteBudget.getTime() + WRONG_PIN_WINDOW_SECONDS * 1000);
  const latest = lastHour[0];
  if (latest && lastHour.length >= WRONG_PIN_HOURLY_LIMIT) {
    ends.push(latest.getTime() + WRONG_PIN_HOURLY_LOCK_SECONDS * 1000);
  }
  const end = Math.max(...ends);
  return end > now.getTime() ? new Date(end) : undefined;
}

/** In if the employee is out, out if they are in; the employee row must be locked. */
async function applyPunch(
  tx: Executor,
  device: KioskDevice,
  employee: { id: string; firstName: string },
  punchId: string,
  at: Date,
): Promise<PunchResult> {
  const open = await findOpenEntry(tx, device.companyId, employee.id);
  const joinsOpenEntry = open && at.getTime() - open.clockIn.getTime() <= MAX_SHIFT_HOURS * HOUR_MS;

  let kind: PunchKind;
  let entryId: string;
  if (open && joinsOpenEntry) {
    kind = 'out';
    entryId = open.id;
    await closeEntry(tx, device.companyId, open.id, at < open.clockIn ? open.clockIn : at);
  } else {
    if (open) await flagMissingClockOut(tx, device.companyId, open.id);
    kind = 'in';
    entryId = await openEntry(tx, { companyId: device.companyId, employeeId: employee.id, clockIn: at });
    await recordLastCheckIn(tx, device.companyId, employee.id, at);
  }
  const previousEntryFlagged = Boolean(open && !joinsOpenEntry);
  await insertPunch(tx, {
    id: punchId,
    companyId: device.companyId,
    deviceId: device.id,
    employeeId: employee.id,
    entryId,
    kind,
    punchedAt: at,
    previousEntryFlagged,
  });
  return { kind, firstName: employee.firstName, at: at.toISOString(), previousEntryFlagged };
}

/** The time the PIN was typed, as the kiosk says, within reason. */
function punchTime(punchedAt: Date, now: Date): Date {
  if (punchedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return now;
  if (now.getTime() - punchedAt.getTime() > MAX_OFFLINE_PUNCH_AGE_DAYS * 24 * HOUR_MS) {
    throw new AppError('PUNCH_TOO_OLD', 422, CLOCK_MESSAGES.punchTooOld);
  }
  return punchedAt > now ? now : punchedAt;
}

function toResult(punch: {
  kind: string;
  firstName: string;
  punchedAt: Date;
  previousEntryFlagged: boolean;
}): PunchResult {
  return {
    kind: punch.kind as PunchKind,
    firstName: punch.firstName,
    at: punch.punchedAt.toISOString(),
    previousEntryFlagged: punch.previousEntryFlagged,
  };
}
