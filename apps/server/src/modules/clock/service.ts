import { randomUUID } from 'node:crypto';
import type {
  AlreadyRecordedDetails,
  CancelPunchRequest,
  CancelPunchResult,
  OpenedPunch,
  PunchResult,
} from '@pointeo/domain/clock';
import {
  CLOCK_MESSAGES,
  MAX_OFFLINE_PUNCH_AGE_DAYS,
  MAX_SHIFT_HOURS,
  PUNCH_CANCEL_WINDOW_SECONDS,
  type PunchKind,
  punchAlreadyRecorded,
  WRONG_PIN_HOURLY_LIMIT,
  WRONG_PIN_HOURLY_LOCK_SECONDS,
  WRONG_PIN_LIMIT,
  WRONG_PIN_WINDOW_SECONDS,
} from '@pointeo/domain/clock-messages';
import { DAILY_REST_MINUTES } from '@pointeo/domain/hours-rules';
import type { Database, Executor } from '../../db/client';
import { transactionOnPooledConnection } from '../../db/connection-transaction';
import { AppError } from '../../lib/app-error';
import { kioskSignature } from '../../lib/authors';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import { hashBadgeSecret } from '../employees';
import { type LeaveAnswers, leaveAnswersToShow } from '../leave';
import { cancelKioskPunch, flagMissingClockOut } from '../timesheets';
import {
  type ClockState,
  findActiveEmployeeWithClockState,
  type KioskProof,
  type LatestPunch,
  type RecordedPunchKind,
} from './repository/clock-state';
import { lockDevice } from './repository/device-lock';
import { findActiveEmployeeByPinForUpdate } from './repository/employee-by-pin';
import { findPunch } from './repository/punch-reads';
import {
  closeEntryWithPunch,
  insertLatePunch,
  openEntryWithPunch,
  type PunchSource,
} from './repository/punch-statements';
import { noteWrongPinTyped } from './repository/wrong-pins';
import type { WrongPinStore } from './wrong-pin-store';

const HOUR_MS = 60 * 60 * 1000;
/** A kiosk clock a little ahead of ours is tolerated; further ahead, our time is used. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

export interface KioskDevice {
  id: string;
  companyId: string;
}

/** A punch as stored: what it did ('late' did nothing), for whom, and when it was typed. */
export interface RecordedPunch {
  kind: RecordedPunchKind;
  firstName: string;
  punchedAt: Date;
  previousEntryFlagged: boolean;
  /** 'Pause', or the 'Fin de pause' after it (decision 066). */
  breakPunch: boolean;
  leaveAnswers?: LeaveAnswers;
}

/** «Pauses sur la borne»: the employee is in and the kiosk asked; nothing is recorded (decision 066). */
interface ChoiceAsked {
  kind: 'choice';
  firstName: string;
}

/** A punch just applied, and whether the company answered leave requests the employee has not seen. */
export type AppliedPunch = RecordedPunch & { leaveAnswersWaiting: boolean };

/** A double tap: nothing recorded; the answer names the punch it repeats, which the kiosk may cancel. */
export interface DoubleTap {
  kind: 'double-tap';
  firstName: string;
  previous: { id: string; kind: PunchKind; punchedAt: Date };
}

const lockedError = (until: Date) =>
  new AppError('KIOSK_LOCKED', 429, CLOCK_MESSAGES.locked, undefined, { lockedUntil: until.toISOString() });

/**
 * Clocks the employee whose PIN was typed in if they are out, out if they are in (SPEC, DESIGN 8).
 * Idempotent per punch id; an entry left open over 16 hours is flagged instead of being closed; a
 * punch older than the employee's latest one is kept for review and changes no entry; one typed
 * within the company's double-tap window after it records nothing (applyPunch, decision 030).
 */
export async function recordPunch(
  db: Database,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  request: OpenedPunch,
  now: Date,
) {
  const at = punchTime(new Date(request.punchedAt), now);
  const proof = proofOf(request);
  let recorded: RecordedPunch | DoubleTap | ChoiceAsked | undefined;
  try {
    recorded = await transactionOnPooledConnection(db, async (tx) => {
      const { lastWrongPinAt, replay, site, breaks } = await lockDevice(tx, device, request.id);
      if (replay) return replay;
      const employee = await checkPinBehindDeviceLock(
        tx,
        wrongPins,
        { device, lastWrongPinAt, pin: proof, now },
        findActiveEmployeeWithClockState,
      );
      if (!employee) return undefined;
      const punchSite = siteOfPunch(site, employee.siteId, isLive(at, now));
      // Only an employee at the kiosk can answer; a choice made, even sent later, is theirs.
      const action = breaks ? request.action : undefined;
      if (action === 'ask' && isLive(at, now) && departs(employee.clockState, at)) {
        return { kind: 'choice', firstName: employee.firstName } as const;
      }
      const origin = { companyId: device.companyId, deviceId: device.id, source: 'kiosk' } as const;
      const applied = await applyPunch(tx, origin, employee, request.id, {
        at,
        receivedAt: now,
        forBreak: action === 'break',
        ...punchSite,
      });
      if (applied.kind === 'double-tap') return applied;
      const { leaveAnswersWaiting, ...punch } = applied;
      if (punch.kind === 'late' || !isLive(at, now) || !leaveAnswersWaiting) return punch;
      return { ...punch, leaveAnswers: await leaveAnswersToShow(tx, device.companyId, employee.id, now) };
    });
  } catch (error) {
    // The same punch id arrived twice at once: the first one won, answer what it recorded.
    if (violatedUniqueConstraint(error) === 'clock_punches_pkey') {
      const winner = await findPunch(db, device.companyId, request.id);
      if (winner) return answer(winner, now);
    }
    throw error;
  }

  // The wrong PIN that spends the budget was checked, so it is answered as such; the lock meets the
  // next punch. A 429 always means "not checked": the kiosk keeps that punch and sends it again later.
  if (!recorded) throw 'pin' in proof ? unknownPinError() : unknownBadgeError();
  return answer(recorded, now);
}

export const unknownPinError = () => new AppError('UNKNOWN_PIN', 404, CLOCK_MESSAGES.unknownPin);

/** An unknown or revoked badge: answered as an unknown PIN, with its own words (decision 065). */
const unknownBadgeError = () => new AppError('UNKNOWN_PIN', 404, CLOCK_MESSAGES.unknownBadge);

/** The badge's secret is looked up by its hash, as stored; the schema lets exactly one of the two through. */
const proofOf = ({ pin, badge }: OpenedPunch): KioskProof =>
  badge === undefined ? { pin: pin ?? '' } : { badgeHash: hashBadgeSecret(badge) };

/**
 * The punch's site is the kiosk's; an employee of another site punches there only when the company
 * allows it («Autoriser le pointage sur un autre site»), and the punch is marked (decision 059).
 * Refused, nothing is written: the transaction is undone. A punch the kiosk kept while offline is
 * not refused: the employee was told it was recorded, so refusing it now would lose a clock record;
 * it is kept, marked «Autre site», for the manager to see.
 */
export function siteOfPunch(
  kiosk: { id: string | undefined; otherSitePunches: boolean },
  employeeSiteId: string,
  live: boolean,
): { siteId: string; otherSite: boolean } {
  const siteId = kiosk.id ?? employeeSiteId;
  const otherSite = siteId !== employeeSiteId;
  if (otherSite && live && !kiosk.otherSitePunches) {
    throw new AppError('OTHER_SITE_PUNCH_REFUSED', 403, CLOCK_MESSAGES.otherSiteRefused);
  }
  return { siteId, otherSite };
}

/**
 * 'Annuler ce pointage' (decision 030). The proof is the one a punch gives: the employee's PIN (a
 * wrong one spends the kiosk's budget like a punch's) on an activated kiosk of their company. Only
 * their latest punch, not cancelled yet, typed less than PUNCH_CANCEL_WINDOW_SECONDS ago; the
 * cancellation is a correction of the entry (timesheets' cancelKioskPunch), in the same transaction.
 */
export async function cancelPunch(
  db: Database,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  request: CancelPunchRequest,
  now: Date,
): Promise<CancelPunchResult> {
  let cancelled: PunchKind | undefined;
  try {
    cancelled = await db.transaction(async (tx) => {
      // The employee's entries locked with their clock state read behind the lock, as a punch does:
      // the latest punch is judged as it stands, and a punch waiting here reads what this leaves.
      const employee = await identifyByPin(
        tx,
        wrongPins,
        { device, pin: { pin: request.pin }, now },
        findActiveEmployeeWithClockState,
      );
      if (!employee) return undefined;
      const punch = cancellablePunch(employee.clockState.latest, request.punchId, now);
      const actor = { companyId: device.companyId, ...kioskSignature(device.id), now };
      const outcome = await cancelKioskPunch(tx, actor, { ...punch, employeeId: employee.id });
      if (outcome === 'not-cancellable') throw notCancellable();
      return punch.kind;
    });
  } catch (error) {
    // Two cancellations of one punch at once: the first one won.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'entry_corrections_punch_key') throw alreadyCancelled(error);
    if (constraint === 'time_entries_one_open_per_employee') throw notCancellable(error);
    throw error;
  }
  if (!cancelled) throw unknownPinError();
  return {
    kind: cancelled,
    message: cancelled === 'in' ? CLOCK_MESSAGES.arrivalCancelled : CLOCK_MESSAGES.departureCancelled,
  };
}

const alreadyCancelled = (cause?: unknown) =>
  new AppError('PUNCH_ALREADY_CANCELLED', 409, CLOCK_MESSAGES.cancelAlreadyDone, undefined, undefined, {
    cause,
  });

const notCancellable = (cause?: unknown) =>
  new AppError('PUNCH_NOT_CANCELLABLE', 409, CLOCK_MESSAGES.cancelNotPossible, undefined, undefined, {
    cause,
  });

/** The punch the employee asks to cancel, if it is theirs to cancel at a kiosk now; else the refusal. */
function cancellablePunch(latest: LatestPunch | undefined, punchId: string, now: Date) {
  // Another employee's punch, or one of theirs they punched again since: the same answer for both.
  if (!latest || latest.id !== punchId) {
    throw new AppError('PUNCH_NOT_LATEST', 409, CLOCK_MESSAGES.cancelNotLatest);
  }
  if (latest.cancelled) throw alreadyCancelled();
  if (latest.kind === 'late' || !latest.entryId) throw notCancellable();
  if (now.getTime() - latest.punchedAt.getTime() > PUNCH_CANCEL_WINDOW_SECONDS * 1000) {
    throw new AppError('CANCEL_TOO_LATE', 409, CLOCK_MESSAGES.cancelTooLate);
  }
  return { id: latest.id, kind: latest.kind, entryId: latest.entryId };
}

/**
 * The active employee whose PIN was typed on this kiosk, locked until the transaction ends, or
 * undefined after counting a wrong PIN (the caller lets the transaction commit, then answers
 * `unknownPinError`). Every route that takes a PIN goes through here (or, for punches, through
 * lockDevice and checkPinBehindDeviceLock; for cancellations, identifyByPin with the punch's finder,
 * which locks the employee's entries instead): counted and checked in one transaction behind the
 * device's row lock, a burst of concurrent guesses is decided one guess at a time, so none gets past
 * a spent budget (429 while it is spent).
 */
export async function identifyEmployeeByPin(
  tx: Executor,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  pin: string,
  now: Date,
) {
  return identifyByPin(tx, wrongPins, { device, pin, now }, findActiveEmployeeByPinForUpdate);
}

/** identifyEmployeeByPin with the employee looked up and locked by `findEmployee`. */
async function identifyByPin<Proof, Employee>(
  tx: Executor,
  wrongPins: WrongPinStore,
  { device, pin, now }: { device: KioskDevice; pin: Proof; now: Date },
  findEmployee: (tx: Executor, companyId: string, pin: Proof) => Promise<Employee | undefined>,
): Promise<Employee | undefined> {
  const { lastWrongPinAt } = await lockDevice(tx, device, null);
  return checkPinBehindDeviceLock(tx, wrongPins, { device, lastWrongPinAt, pin, now }, findEmployee);
}

/**
 * identifyEmployeeByPin once the device's row is locked and its latest wrong PIN read; `findEmployee`
 * looks the PIN up and locks the employee, or (the punch's finder) their entries with their clock
 * state. A punch's `pin` may be a badge (KioskProof): an unknown badge spends the same budget.
 */
async function checkPinBehindDeviceLock<Proof, Employee>(
  tx: Executor,
  wrongPins: WrongPinStore,
  {
    device,
    lastWrongPinAt,
    pin,
    now,
  }: { device: KioskDevice; lastWrongPinAt: Date | undefined; pin: Proof; now: Date },
  findEmployee: (tx: Executor, companyId: string, pin: Proof) => Promise<Employee | undefined>,
): Promise<Employee | undefined> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // No wrong PIN in the last hour, no budget spent: most punches skip the store's round trip.
  if (lastWrongPinAt && lastWrongPinAt > hourAgo) {
    const lastHour = await wrongPins.recent(tx, device, hourAgo, WRONG_PIN_HOURLY_LIMIT);
    const lockedUntil = wrongPinLockEnd(lastHour, now);
    if (lockedUntil) throw lockedError(lockedUntil);
  }
  const employee = await findEmployee(tx, device.companyId, pin);
  if (!employee) {
    await wrongPins.record(tx, device, now, hourAgo);
    await noteWrongPinTyped(tx, device.id, now);
  }
  return employee;
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

/**
 * In if the employee is out, out if they are in; the employee's entries must be locked
 * (findActiveEmployeeWithClockState).
 *
 * A punch older than the employee's latest recorded punch (or than their open entry's start) is
 * late: a kiosk back online sends, in order, what was typed before punches made meanwhile on another
 * kiosk. Joined to the entries as they stand it would close or open one that is not its own (an 'out'
 * of zero minutes today for yesterday evening's departure), and placing it in time would rewrite
 * entries already recorded and shown. So it is kept as typed, marked 'late', changes no entry, and
 * the company reviews it (docs/decisions/010-late-punches.md). So is a punch typed more than
 * MAX_OFFLINE_PUNCH_AGE_DAYS ago: too old to join the entries, never lost. A punch within the
 * company's window after the latest one is a double tap: nothing is written (repeatedPunch).
 */
export async function applyPunch(
  tx: Executor,
  origin: { companyId: string; deviceId: string | null; source: PunchSource },
  employee: { id: string; firstName: string; clockState: ClockState; doublePunchWindowSeconds: number },
  punchId: string,
  {
    at,
    receivedAt,
    siteId,
    otherSite,
    forBreak,
  }: { at: Date; receivedAt: Date; siteId: string; otherSite: boolean; forBreak: boolean },
): Promise<AppliedPunch | DoubleTap> {
  const { open, leaveAnswersWaiting } = employee.clockState;
  const latest = employee.clockState.latest?.punchedAt;
  const punch = {
    id: punchId,
    companyId: origin.companyId,
    deviceId: origin.deviceId,
    source: origin.source,
    employeeId: employee.id,
    punchedAt: at,
    receivedAt,
    siteId,
    otherSite,
  };
  const applied = { firstName: employee.firstName, punchedAt: at, leaveAnswersWaiting };
  if (isTooOld(at, receivedAt) || (latest && at < latest) || (open && at < open.clockIn)) {
    const late = { kind: 'late', previousEntryFlagged: false, breakPunch: false } as const;
    await insertLatePunch(tx, { ...punch, ...late, entryId: null });
    return { ...applied, ...late };
  }
  const repeated = repeatedPunch(employee.clockState.latest, punchId, at, employee.doublePunchWindowSeconds);
  if (repeated) return { kind: 'double-tap', firstName: employee.firstName, previous: repeated };

  if (open && departs(employee.clockState, at)) {
    const departure = { kind: 'out', previousEntryFlagged: false, breakPunch: forBreak } as const;
    await closeEntryWithPunch(tx, { ...punch, ...departure, entryId: open.id });
    return { ...applied, ...departure };
  }
  if (open) await flagMissingClockOut(tx, origin.companyId, open.id);
  const arrival = {
    kind: 'in',
    previousEntryFlagged: Boolean(open),
    breakPunch: !open && endsBreak(employee.clockState.latest, at),
  } as const;
  await openEntryWithPunch(tx, { ...punch, ...arrival, entryId: randomUUID() });
  return { ...applied, ...arrival };
}

/** A punch at `at` closes the employee's open entry: they are in, since less than MAX_SHIFT_HOURS. */
export const departs = ({ open }: ClockState, at: Date) =>
  open !== undefined && at.getTime() - open.clockIn.getTime() <= MAX_SHIFT_HOURS * HOUR_MS;

/**
 * An arrival ends a break when the employee's latest punch started one, under the 11 hours of daily
 * rest ago (L3131-1): a longer gap is a rest between two days, whatever was pressed.
 */
const endsBreak = (latest: LatestPunch | undefined, at: Date) =>
  latest !== undefined &&
  latest.kind === 'out' &&
  latest.breakPunch &&
  !latest.cancelled &&
  at.getTime() - latest.punchedAt.getTime() < DAILY_REST_MINUTES * 60 * 1000;

/**
 * The punch a new one at `at` repeats, if it is a double tap: the employee's latest punch counts
 * (an arrival or a departure, not cancelled) and was typed less than the company's window before
 * (by the punches' own instants, so a replayed offline queue follows the same rule). 0 s: never.
 */
function repeatedPunch(
  latest: LatestPunch | undefined,
  punchId: string,
  at: Date,
  windowSeconds: number,
): DoubleTap['previous'] | undefined {
  if (!latest || latest.cancelled || latest.kind === 'late') return undefined;
  // This very punch, committed by a twin request while this one waited for the locks (the replay
  // lookup reads the snapshot from before the wait): its insert meets the primary key, and
  // recordPunch answers what the twin recorded, as any replay is answered.
  if (latest.id === punchId) return undefined;
  if (at.getTime() - latest.punchedAt.getTime() >= windowSeconds * 1000) return undefined;
  return { id: latest.id, kind: latest.kind, punchedAt: latest.punchedAt };
}

/** The time the PIN was typed, as the kiosk says, within reason. */
export function punchTime(punchedAt: Date, now: Date): Date {
  if (punchedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return now;
  return punchedAt > now ? now : punchedAt;
}

/** Typed just now, not sent from an offline queue: the employee is at the kiosk to read the answer. */
export const isLive = (at: Date, now: Date) => now.getTime() - at.getTime() <= CLOCK_SKEW_MS;

const isTooOld = (at: Date, now: Date) =>
  now.getTime() - at.getTime() > MAX_OFFLINE_PUNCH_AGE_DAYS * 24 * HOUR_MS;

/** The kiosk's answer to a punch, the same the first time and on every replay. */
export function answer(punch: RecordedPunch | DoubleTap | ChoiceAsked, now: Date): PunchResult {
  if (punch.kind === 'choice') return punch;
  if (punch.kind === 'double-tap') {
    const { previous } = punch;
    const details: AlreadyRecordedDetails = {
      punchId: previous.id,
      punchedAt: previous.punchedAt.toISOString(),
      kind: previous.kind,
    };
    throw new AppError(
      'PUNCH_ALREADY_RECORDED',
      409,
      punchAlreadyRecorded(previous.kind, punch.firstName, previous.punchedAt),
      undefined,
      { ...details },
    );
  }
  if (punch.kind === 'late') {
    const message = isTooOld(punch.punchedAt, now)
      ? CLOCK_MESSAGES.punchTooOldKept
      : CLOCK_MESSAGES.latePunch;
    throw new AppError('PUNCH_OUT_OF_ORDER', 409, message);
  }
  return {
    kind: punch.kind,
    firstName: punch.firstName,
    at: punch.punchedAt.toISOString(),
    previousEntryFlagged: punch.previousEntryFlagged,
    ...(punch.breakPunch && { breakPunch: true }),
    ...(punch.leaveAnswers?.length && { leaveAnswers: punch.leaveAnswers }),
  };
}
