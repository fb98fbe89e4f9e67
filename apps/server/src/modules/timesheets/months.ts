import { monthBounds, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import { cannotValidateWithOpenEntries, TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type { MonthActionResult, MonthLock, MonthStatus } from '@pointeo/domain/timesheets';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf } from '../../lib/authors';
import { monthWindow, overdueBefore } from './entry-times';
import { currentHoursSettings } from './hours-settings';
import { figureChanges, findMonthRecord, replaceMonthRecord } from './month-records';
import {
  countEntriesRecordedAfter,
  countOpenEntries,
  deleteMonthValidation,
  findMonthValidations,
  insertMonthEvent,
  insertMonthValidation,
  listMonthEvents,
  lockMonths,
  type MonthValidationRow,
} from './repository';
import type { TimesheetViewSources } from './view-sources';

/**
 * 'Valider le mois' and 'Rouvrir le mois': a validated month refuses corrections until reopened with
 * a reason; both are recorded in the month's history. The month's advisory lock (repository
 * `lockMonths`) orders them with the corrections.
 */

export interface MonthActor {
  companyId: string;
  /** The signed-in user, recorded as the author. */
  authorId: string;
  now: Date;
}

/** Whether each month is validated, and by whom. */
export async function monthLocks(
  db: Executor,
  companyId: string,
  months: readonly string[],
): Promise<MonthLock[]> {
  const validations = await findMonthValidations(db, companyId, months);
  return months.map((month) =>
    lockOf(
      month,
      validations.find((row) => row.month === month),
    ),
  );
}

function lockOf(month: string, validation: MonthValidationRow | undefined): MonthLock {
  return {
    month,
    validated: validation !== undefined,
    validatedAt: validation?.validatedAt.toISOString() ?? null,
    validatedBy: validation ? authorOf(validation.validatedBy) : null,
  };
}

/**
 * Inside a correction's transaction: holds the months it touches against a validation, and refuses
 * if one of them is validated, naming the (first) one to reopen: 'Octobre 2026 est validé : rouvrez-le
 * pour le corriger', or the caller's own message.
 */
export async function refuseValidatedMonths(
  tx: Executor,
  companyId: string,
  months: readonly string[],
  message: (month: string) => string = TIMESHEET_MESSAGES.monthLockedNamed,
) {
  await lockMonths(tx, companyId, months, 'shared');
  const [first] = (await findMonthValidations(tx, companyId, months)).map((row) => row.month).sort();
  if (first) throw new AppError('MONTH_LOCKED', 409, message(first));
}

export async function monthStatus(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
): Promise<MonthStatus> {
  return (await monthState(db, companyId, month, now)).status;
}

/**
 * The month's status, and when the database recorded its validation: entries created later were
 * recorded after it (both are the database's clock, whatever the app's says).
 */
export async function monthState(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
): Promise<{ status: MonthStatus; validationRecordedAt: Date | null }> {
  const window = monthWindow(month);
  const [[validation], events, open] = await Promise.all([
    findMonthValidations(db, companyId, [month]),
    listMonthEvents(db, companyId, month),
    countOpenEntries(db, companyId, window, overdueBefore(now)),
  ]);
  const recordedAfterValidationCount = validation
    ? await countEntriesRecordedAfter(db, companyId, window, validation.recordedAt)
    : 0;
  const status: MonthStatus = {
    ...lockOf(month, validation),
    toRegulariseCount: open.toRegularise,
    inProgressCount: open.inProgress,
    recordedAfterValidationCount,
    events: events.map((event) => ({
      kind: event.kind,
      reason: event.reason,
      author: authorOf(event.authorId),
      at: event.createdAt.toISOString(),
      changes: event.changes ?? null,
    })),
  };
  return { status, validationRecordedAt: validation?.recordedAt ?? null };
}

/**
 * Locks the month once nothing in it is open: an entry 'À régulariser' or still in progress would
 * change it after validation. A month that has not started cannot be validated. The month's figures
 * are computed and kept in the same transaction, under the month's lock (decision 041): from then on
 * every view and file of the month reads them. After a reopening, the event lists the figures that
 * moved since the previous validation.
 */
export async function validateMonth(
  db: Database,
  sources: Pick<TimesheetViewSources, 'monthRecord'>,
  { companyId, authorId, now }: MonthActor,
  month: string,
): Promise<MonthActionResult> {
  if (monthBounds(month).first > parisDateAndTime(now).date) {
    throw new AppError('MONTH_NOT_STARTED', 409, TIMESHEET_MESSAGES.monthNotStarted);
  }
  await db.transaction(async (tx) => {
    await lockMonths(tx, companyId, [month], 'exclusive');
    if ((await findMonthValidations(tx, companyId, [month])).length > 0) {
      throw new AppError('MONTH_ALREADY_VALIDATED', 409, TIMESHEET_MESSAGES.alreadyValidated);
    }
    const open = await countOpenEntries(tx, companyId, monthWindow(month), overdueBefore(now));
    if (open.toRegularise > 0 || open.inProgress > 0) {
      throw new AppError(
        'MONTH_HAS_OPEN_ENTRIES',
        409,
        cannotValidateWithOpenEntries(open.toRegularise, open.inProgress),
      );
    }
    const [record, previous, hoursSettings] = await Promise.all([
      sources.monthRecord(tx, companyId, month, now),
      findMonthRecord(tx, companyId, month),
      currentHoursSettings(tx, companyId),
    ]);
    await insertMonthValidation(tx, {
      companyId,
      month,
      validatedAt: now,
      validatedBy: authorId,
      hoursSettings,
    });
    await replaceMonthRecord(tx, companyId, month, record);
    await insertMonthEvent(tx, {
      companyId,
      month,
      kind: 'validate',
      reason: null,
      authorId,
      createdAt: now,
      changes: previous.length > 0 ? figureChanges(previous, record) : null,
    });
  });
  return { message: TIMESHEET_MESSAGES.monthValidated, status: await monthStatus(db, companyId, month, now) };
}

export async function reopenMonth(
  db: Database,
  { companyId, authorId, now }: MonthActor,
  month: string,
  reason: string,
): Promise<MonthActionResult> {
  await db.transaction(async (tx) => {
    await lockMonths(tx, companyId, [month], 'exclusive');
    if ((await findMonthValidations(tx, companyId, [month])).length === 0) {
      throw new AppError('MONTH_NOT_VALIDATED', 409, TIMESHEET_MESSAGES.notValidated);
    }
    await deleteMonthValidation(tx, companyId, month);
    await insertMonthEvent(tx, { companyId, month, kind: 'reopen', reason, authorId, createdAt: now });
  });
  return { message: TIMESHEET_MESSAGES.monthReopened, status: await monthStatus(db, companyId, month, now) };
}
