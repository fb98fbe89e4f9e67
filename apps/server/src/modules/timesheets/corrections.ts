import { CLOCK_MESSAGES, MAX_SHIFT_HOURS } from '@pointeo/domain/clock-messages';
import { CORRECTION_REQUEST_MESSAGES } from '@pointeo/domain/correction-requests';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { epochMinute, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import {
  MAX_ENTRIES_PER_DAY,
  overlapsAnotherEntry,
  TIMESHEET_MESSAGES,
  tooManyEntriesOnDay,
} from '@pointeo/domain/timesheet-messages';
import type { AddEntry, CloseEntry, CorrectionResult, EditEntry } from '@pointeo/domain/timesheets';
import type { Database, Executor } from '../../db/client';
import type { RecordedEntryTimes } from '../../db/schema/timesheets';
import { AppError } from '../../lib/app-error';
import { recordWebhookEvent } from '../webhooks';
import { recordCorrectionAudit } from './correction-audit';
import { lockEmployeeForEntryChange } from './entry-lock';
import {
  daysWindow,
  departureFor,
  type EntryTimes,
  editedTimes,
  entryFromWallTimes,
  entryTimesProblem,
  monthsFed,
} from './entry-times';
import { type MonthActor, refuseValidatedMonths } from './months';
import { employeeNotFound, entryNotFound } from './not-found';
import { type CorrectionKind, insertCorrection } from './repository/corrections';
import { listLiveEntriesArriving } from './repository/employee-requests';
import {
  countEntriesArriving,
  type EntryRow,
  findEntry,
  insertEntry,
  listEntriesAround,
  markEntryDeleted,
  updateEntryTimes,
} from './repository/entries';

/**
 * The company's corrections of time entries: add, edit, close a forgotten clock-out, delete. Each
 * runs in one transaction with its append-only record (who, when, before, after, reason); the kiosk
 * punches are never touched (LEGAL.md). Every correction takes the employee's entry lock first, as
 * the kiosk does before a punch, so an employee's entries change one writer at a time, and raises its
 * version, so a punch waiting for that lock reads their clock state again (entry-lock.ts); then it
 * holds the months it touches against a validation and refuses if one is validated.
 */

type Actor = MonthActor;

export async function addEntry(
  db: Database,
  actor: Actor,
  employeeId: string,
  input: AddEntry,
): Promise<CorrectionResult> {
  const after = entryFromWallTimes(input.date, input.arrival, input.departure);
  const entryId = await db.transaction(async (tx) => {
    if (!(await lockEmployeeForEntryChange(tx, actor.companyId, employeeId))) throw employeeNotFound();
    await refuseCorrection(tx, actor, { employeeId, before: null, after, exceptId: undefined });
    const id = await insertEntry(tx, {
      companyId: actor.companyId,
      employeeId,
      clockIn: after.clockIn,
      clockOut: after.clockOut!,
    });
    await record(tx, actor, { id, employeeId }, 'add', null, after, input.reason);
    return id;
  });
  return { message: TIMESHEET_MESSAGES.entryAdded, entryId };
}

export async function editEntry(
  db: Database,
  actor: Actor,
  entryId: string,
  input: EditEntry,
): Promise<CorrectionResult> {
  await correctEntry(db, actor, entryId, 'edit', input.reason, (entry) => {
    if (entry.clockOut === null && input.departure !== undefined) {
      throw new AppError('ENTRY_STILL_OPEN', 409, TIMESHEET_MESSAGES.stillOpen);
    }
    const after = editedTimes(entry, input);
    if (after.clockIn.getTime() === entry.clockIn.getTime() && sameInstant(after.clockOut, entry.clockOut)) {
      throw new AppError('NOTHING_TO_CHANGE', 422, TIMESHEET_MESSAGES.nothingToChange);
    }
    return after;
  });
  return { message: TIMESHEET_MESSAGES.entryEdited, entryId };
}

/** Gives a forgotten clock-out its real departure; only an entry without one. */
export async function closeEntry(
  db: Database,
  actor: Actor,
  entryId: string,
  input: CloseEntry,
): Promise<CorrectionResult> {
  await correctEntry(db, actor, entryId, 'close', input.reason, (entry) => {
    if (entry.clockOut !== null)
      throw new AppError('ENTRY_ALREADY_CLOSED', 409, TIMESHEET_MESSAGES.alreadyClosed);
    return { clockIn: entry.clockIn, clockOut: departureFor(entry.clockIn, input.departure) };
  });
  return { message: TIMESHEET_MESSAGES.entryClosed, entryId };
}

/** Marks the entry deleted: it counts no time, but the row, its punches and its history stay. */
export async function deleteEntry(
  db: Database,
  actor: Actor,
  entryId: string,
  reason: string,
): Promise<CorrectionResult> {
  await correctEntry(db, actor, entryId, 'delete', reason, () => null);
  return { message: TIMESHEET_MESSAGES.entryDeleted, entryId };
}

/**
 * The frame of a correction of an existing entry: find it in the company, lock its employee's
 * entries, read it again under that lock, let `change` say what it becomes (null: deleted), check,
 * write, record.
 */
async function correctEntry(
  db: Database,
  actor: Actor,
  entryId: string,
  kind: Exclude<CorrectionKind, 'add'>,
  reason: string,
  change: (entry: EntryRow) => EntryTimes | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findEntry(tx, actor.companyId, entryId);
    if (!found) throw entryNotFound();
    await lockEmployeeForEntryChange(tx, actor.companyId, found.employeeId);
    const entry = await findEntry(tx, actor.companyId, entryId, { forUpdate: true });
    if (!entry) throw entryNotFound();

    const after = change(entry);
    await changeEntry(tx, actor, entry, after);
    await record(tx, actor, entry, kind, entry, after, reason);
  });
}

/** What an employee's correction request asks (decision 073): the day, the times, the request's id. */
export interface RequestedCorrection {
  requestId: string;
  employeeId: string;
  date: string;
  arrival: string;
  /** null: only the arrival is wrong, the day's entry keeps its departure. */
  departure: string | null;
}

/**
 * An accepted correction request, in the caller's transaction (which also answers the request): the
 * same rules as a member's correction (the employee's entry lock, sound times, no validated month, no
 * overlap), signed by the member, with the employee's words as its reason. The day's open entry, or
 * else its first, takes the times asked; a day without an entry gets one (then the departure is
 * required). Answers the correction's id.
 */
export async function correctFromRequest(
  tx: Executor,
  actor: Actor,
  asked: RequestedCorrection,
  reason: string,
): Promise<{ correctionId: string; entryId: string }> {
  if (!(await lockEmployeeForEntryChange(tx, actor.companyId, asked.employeeId))) throw employeeNotFound();
  const day = await listLiveEntriesArriving(
    tx,
    actor.companyId,
    asked.employeeId,
    daysWindow(asked.date, asked.date),
  );
  const target = day.find((entry) => entry.clockOut === null) ?? day[0];
  if (!target) {
    if (asked.departure === null) {
      throw new AppError('INVALID_ENTRY_TIMES', 422, CORRECTION_REQUEST_MESSAGES.departureRequired);
    }
    const after = entryFromWallTimes(asked.date, asked.arrival, asked.departure);
    await refuseCorrection(tx, actor, {
      employeeId: asked.employeeId,
      before: null,
      after,
      exceptId: undefined,
    });
    const entryId = await insertEntry(tx, {
      companyId: actor.companyId,
      employeeId: asked.employeeId,
      clockIn: after.clockIn,
      clockOut: after.clockOut!,
    });
    const correctionId = await record(
      tx,
      actor,
      { id: entryId, employeeId: asked.employeeId },
      'add',
      null,
      after,
      reason,
      asked.requestId,
    );
    return { correctionId, entryId };
  }
  const entry = await findEntry(tx, actor.companyId, target.id, { forUpdate: true });
  if (!entry) throw entryNotFound();
  const after = editedTimes(entry, {
    date: asked.date,
    arrival: asked.arrival,
    departure: asked.departure ?? undefined,
  });
  if (after.clockIn.getTime() === entry.clockIn.getTime() && sameInstant(after.clockOut, entry.clockOut)) {
    throw new AppError('NOTHING_TO_CHANGE', 422, TIMESHEET_MESSAGES.nothingToChange);
  }
  const kind =
    entry.clockOut === null && after.clockOut !== null && after.clockIn.getTime() === entry.clockIn.getTime()
      ? 'close'
      : 'edit';
  await changeEntry(tx, actor, entry, after);
  const correctionId = await record(tx, actor, entry, kind, entry, after, reason, asked.requestId);
  return { correctionId, entryId: entry.id };
}

/**
 * 'Annuler ce pointage' at a kiosk (decision 030), in the kiosk's transaction, once it took the
 * employee's entry lock with their PIN and checked, behind that lock, that this is their latest punch,
 * uncancelled and recent: cancelling an arrival deletes the entry it opened, cancelling a departure
 * opens its entry again. Recorded like any correction, with the punch it cancels; the punch itself
 * stays as typed. It takes the entry lock again, as every writer of entries does: the kiosk's
 * transaction holds it already, so that only raises the version.
 */
export async function cancelKioskPunch(
  tx: Executor,
  actor: Actor,
  punch: { id: string; kind: 'in' | 'out'; employeeId: string; entryId: string },
): Promise<'cancelled' | 'not-cancellable'> {
  await lockEmployeeForEntryChange(tx, actor.companyId, punch.employeeId);
  const entry = await findEntry(tx, actor.companyId, punch.entryId, { forUpdate: true });
  // Deleted by the company meanwhile, or a departure already reopened: nothing left to cancel here.
  if (!entry || (punch.kind === 'out' && entry.clockOut === null)) return 'not-cancellable';
  const after = punch.kind === 'in' ? null : { clockIn: entry.clockIn, clockOut: null };
  await changeEntry(tx, actor, entry, after);
  const correction = {
    companyId: actor.companyId,
    entryId: entry.id,
    kind: after ? ('edit' as const) : ('delete' as const),
    before: recorded(entry),
    after: after && recorded(after),
    reason: CLOCK_MESSAGES.cancelledAtKiosk,
    authorId: actor.authorId,
    authorName: actor.authorName,
    createdAt: actor.now,
    punchId: punch.id,
  };
  const id = await insertCorrection(tx, correction);
  await recordCorrectionEvent(tx, { ...correction, id, employeeId: punch.employeeId });
  return 'cancelled';
}

/** An existing entry given new times, or deleted (`after` null), once the correction rules pass. */
async function changeEntry(tx: Executor, actor: Actor, entry: EntryRow, after: EntryTimes | null) {
  await refuseCorrection(tx, actor, {
    employeeId: entry.employeeId,
    before: entry,
    after,
    exceptId: entry.id,
  });
  if (after) await updateEntryTimes(tx, actor.companyId, entry.id, after);
  else await markEntryDeleted(tx, actor.companyId, entry.id, actor.now);
}

/** The rules every correction passes: sound times, no validated month touched, no overlap. */
async function refuseCorrection(
  tx: Executor,
  actor: Actor,
  change: {
    employeeId: string;
    before: EntryTimes | null;
    after: EntryTimes | null;
    exceptId: string | undefined;
  },
) {
  const { before, after } = change;
  const problem = after && entryTimesProblem(after, actor.now);
  if (problem) throw new AppError('INVALID_ENTRY_TIMES', 422, problem);
  const months = [...(before ? monthsFed(before) : []), ...(after ? monthsFed(after) : [])];
  await refuseValidatedMonths(tx, actor.companyId, [...new Set(months)], change.employeeId);
  if (after) await refuseOverlap(tx, actor.companyId, change.employeeId, after, change.exceptId);
  if (after && (!before || parisDay(after.clockIn) !== parisDay(before.clockIn))) {
    await refuseFullDay(tx, actor.companyId, change.employeeId, after, change.exceptId);
  }
}

const parisDay = (at: Date) => parisDateAndTime(at).date;

/**
 * Refuses an entry added, or moved, to a day where the employee already has MAX_ENTRIES_PER_DAY
 * (under the employee's entry lock, taken before any correction).
 */
async function refuseFullDay(
  tx: Executor,
  companyId: string,
  employeeId: string,
  times: EntryTimes,
  exceptId: string | undefined,
) {
  const day = parisDay(times.clockIn);
  const entries = await countEntriesArriving(tx, companyId, employeeId, daysWindow(day, day), exceptId);
  if (entries >= MAX_ENTRIES_PER_DAY) {
    throw new AppError('TOO_MANY_ENTRIES_ON_DAY', 409, tooManyEntriesOnDay(formatFrenchDate(times.clockIn)));
  }
}

const MINUTE_MS = 60_000;
/** An entry ends at most 16 h after it starts, so only those arriving this long before can reach it. */
const REACH_MS = (MAX_SHIFT_HOURS * 60 + 1) * MINUTE_MS;

/**
 * Refuses times that overlap another live entry of the employee, at the minute as the hours engine
 * counts. An open entry occupies its arrival minute: a forgotten clock-out does not block the day.
 */
async function refuseOverlap(
  tx: Executor,
  companyId: string,
  employeeId: string,
  times: EntryTimes,
  exceptId: string | undefined,
) {
  const start = epochMinute(times.clockIn);
  const end = times.clockOut ? epochMinute(times.clockOut) : start + 1;
  const nearby = await listEntriesAround(
    tx,
    companyId,
    employeeId,
    { from: new Date(times.clockIn.getTime() - REACH_MS), to: new Date(end * MINUTE_MS) },
    exceptId,
  );
  const other = nearby.find((entry) => {
    const otherStart = epochMinute(entry.clockIn);
    const otherEnd = entry.clockOut ? epochMinute(entry.clockOut) : otherStart + 1;
    return otherEnd > otherStart && otherStart < end && otherEnd > start;
  });
  if (other) {
    const message = overlapsAnotherEntry({
      date: formatFrenchDate(other.clockIn),
      arrival: parisDateAndTime(other.clockIn).time,
      departure: other.clockOut && parisDateAndTime(other.clockOut).time,
    });
    // Which entry is in the way, so the correction dialog can lead to it (issue 28).
    const details = { entryId: other.id, month: parisDay(other.clockIn).slice(0, 7) };
    throw new AppError('ENTRY_OVERLAP', 409, message, undefined, details);
  }
}

async function record(
  tx: Executor,
  actor: Actor,
  entry: { id: string; employeeId: string },
  kind: CorrectionKind,
  before: EntryTimes | null,
  after: EntryTimes | null,
  reason: string,
  requestId?: string,
): Promise<string> {
  const correction = {
    companyId: actor.companyId,
    entryId: entry.id,
    kind,
    before: before && recorded(before),
    after: after && recorded(after),
    reason,
    authorId: actor.authorId,
    authorName: actor.authorName,
    createdAt: actor.now,
    ...(requestId === undefined ? {} : { requestId }),
  };
  const id = await insertCorrection(tx, correction);
  await recordCorrectionEvent(tx, { ...correction, id, employeeId: entry.employeeId });
  await recordCorrectionAudit(tx, actor, { employeeId: entry.employeeId, kind, before, after });
  return id;
}

/**
 * 'time_entry.corrected' for the company's webhooks (decision 077), in the correction's transaction:
 * the entry's times before and after, the reason and who corrected it.
 */
async function recordCorrectionEvent(
  tx: Executor,
  correction: {
    id: string;
    companyId: string;
    entryId: string;
    employeeId: string;
    kind: CorrectionKind;
    before: RecordedEntryTimes | null;
    after: RecordedEntryTimes | null;
    reason: string;
    authorId: string;
    createdAt: Date;
    punchId?: string;
  },
) {
  await recordWebhookEvent(tx, {
    companyId: correction.companyId,
    type: 'time_entry.corrected',
    at: correction.createdAt,
    data: {
      id: correction.entryId,
      correction_id: correction.id,
      employee_id: correction.employeeId,
      kind: correction.kind,
      before: correction.before,
      after: correction.after,
      reason: correction.reason,
      corrected_by: correction.authorId,
      cancelled_punch_id: correction.punchId ?? null,
    },
  });
}

function recorded({ clockIn, clockOut }: EntryTimes): RecordedEntryTimes {
  return { arrival: clockIn.toISOString(), departure: clockOut?.toISOString() ?? null };
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  return a === null || b === null ? a === b : a.getTime() === b.getTime();
}
