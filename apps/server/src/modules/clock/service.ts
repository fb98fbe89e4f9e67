import type { PunchRequest, PunchResult } from '@pointeo/domain/clock';
import {
  CLOCK_MESSAGES,
  KIOSK_LOCK_SECONDS,
  MAX_OFFLINE_PUNCH_AGE_DAYS,
  MAX_SHIFT_HOURS,
  type PunchKind,
  WRONG_PIN_LIMIT,
  WRONG_PIN_WINDOW_SECONDS,
} from '@pointeo/domain/clock-messages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import {
  clearWrongPins,
  closeEntry,
  findActiveEmployeeByPinForUpdate,
  findOpenEntry,
  findPunch,
  flagMissingClockOut,
  insertPunch,
  openEntry,
  recordLastCheckIn,
  recordWrongPin,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;
/** A kiosk clock a little ahead of ours is tolerated; further ahead, our time is used. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

/** The device as its credential check read it: its lock state comes along, saving a query per punch. */
export interface KioskDevice {
  id: string;
  companyId: string;
  lockedUntil: Date | null;
  wrongPinCount: number;
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

  if (device.lockedUntil && device.lockedUntil > now) throw lockedError(device.lockedUntil);

  const at = punchTime(new Date(request.punchedAt), now);
  let result: PunchResult | undefined;
  try {
    result = await db.transaction(async (tx) => {
      const employee = await findActiveEmployeeByPinForUpdate(tx, device.companyId, request.pin);
      if (!employee) return undefined;
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
        id: request.id,
        companyId: device.companyId,
        deviceId: device.id,
        employeeId: employee.id,
        entryId,
        kind,
        punchedAt: at,
        previousEntryFlagged,
      });
      return { kind, firstName: employee.firstName, at: at.toISOString(), previousEntryFlagged };
    });
  } catch (error) {
    // The same punch id arrived twice at once: the first one won, answer what it recorded.
    if (violatedUniqueConstraint(error) === 'clock_punches_pkey') {
      const winner = await findPunch(db, device.companyId, request.id);
      if (winner) return toResult(winner);
    }
    throw error;
  }

  if (!result) {
    const lock = await recordWrongPin(db, device.id, {
      max: WRONG_PIN_LIMIT,
      windowSeconds: WRONG_PIN_WINDOW_SECONDS,
      lockSeconds: KIOSK_LOCK_SECONDS,
    });
    if (lock) throw lockedError(lock);
    throw new AppError('UNKNOWN_PIN', 404, CLOCK_MESSAGES.unknownPin);
  }
  if (device.wrongPinCount > 0) await clearWrongPins(db, device.id);
  return result;
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
