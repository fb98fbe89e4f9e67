import { MONTH_CLOSING_MESSAGES } from '@pointeo/domain/month-closing';
import { monthBounds, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import { cannotValidateWithOpenEntries, TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type {
  MonthActionResult,
  MonthFigureChange,
  MonthLock,
  MonthStatus,
} from '@pointeo/domain/timesheets';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf, type Signature } from '../../lib/authors';
import type { SiteIds } from '../../lib/site-scope';
import { isUuid } from '../../lib/uuid';
import { recordWebhookEvent } from '../webhooks';
import { monthWindow, overdueBefore } from './entry-times';
import { currentHoursSettings } from './hours-settings';
import {
  type EmployeeMonthRecord,
  figureChanges,
  findMonthRecord,
  replaceEmployeeRecords,
  replaceMonthRecord,
} from './month-records';
import { employeeNotFound } from './not-found';
import { employeesOnSites, listEmployeesForPeriod } from './repository/employees';
import { countEntriesRecordedAfter } from './repository/entries';
import {
  deleteEmployeeValidations,
  deleteMonthValidation,
  findEmployeeValidations,
  findMonthValidations,
  insertEmployeeValidations,
  insertMonthEvent,
  insertMonthValidation,
  listMonthEvents,
  lockMonths,
  type MonthValidationRow,
} from './repository/months';
import { countOpenEntries, countOpenEntriesByEmployee } from './repository/to-regularise';
import type { TimesheetViewSources } from './view-sources';

/**
 * 'Valider le mois' and 'Rouvrir le mois': a validated month refuses corrections until reopened with
 * a reason; both are recorded in the month's history. The month's advisory lock (repository
 * `lockMonths`) orders them with the corrections.
 */

/** Who acts on a month, recorded as its author with their name (decision 060). */
export interface MonthActor extends Signature {
  companyId: string;
  now: Date;
  /** The address the change came from, for the activity log. */
  ip?: string | null;
}

/** The employees validated one by one in a month not validated as a whole (decision 049). */
export async function employeesValidatedOneByOne(
  db: Executor,
  companyId: string,
  month: string,
): Promise<string[]> {
  return (await findEmployeeValidations(db, companyId, [month])).map((row) => row.employeeId);
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
    validatedBy: validation ? authorOf(validation.validatedBy, validation.validatedByName) : null,
  };
}

/**
 * Inside a correction's transaction: holds the months it touches against a validation, and refuses
 * if one of them is validated, as a whole or for this employee (decision 049), naming the (first) one
 * to reopen: 'Octobre 2026 est validé : rouvrez-le pour le corriger', or the caller's own message.
 */
export async function refuseValidatedMonths(
  tx: Executor,
  companyId: string,
  months: readonly string[],
  employeeId: string,
  message: (month: string) => string = TIMESHEET_MESSAGES.monthLockedNamed,
) {
  await lockMonths(tx, companyId, months, 'shared');
  const [wholeMonths, employeeMonths] = await Promise.all([
    findMonthValidations(tx, companyId, months),
    findEmployeeValidations(tx, companyId, months, employeeId),
  ]);
  const [first] = [...wholeMonths, ...employeeMonths].map((row) => row.month).sort();
  if (first) throw new AppError('MONTH_LOCKED', 409, message(first));
}

export async function monthStatus(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
  sites?: SiteIds,
): Promise<MonthStatus> {
  return (await monthState(db, companyId, month, now, sites)).status;
}

/**
 * The month's status, and when the database recorded its validation: entries created later were
 * recorded after it (both are the database's clock, whatever the app's says). With `sites`, its
 * counts and the employees its events name are those sites' only (decision 063); a validation of
 * other sites' employees only is left out.
 */
export async function monthState(
  db: Executor,
  companyId: string,
  month: string,
  now: Date,
  sites?: SiteIds,
): Promise<{ status: MonthStatus; validationRecordedAt: Date | null }> {
  const window = monthWindow(month);
  const [[validation], events, open, onSites] = await Promise.all([
    findMonthValidations(db, companyId, [month]),
    listMonthEvents(db, companyId, month),
    countOpenEntries(db, companyId, window, overdueBefore(now), sites),
    employeesOnSites(db, companyId, sites),
  ]);
  const recordedAfterValidationCount = validation
    ? await countEntriesRecordedAfter(db, companyId, window, validation.recordedAt, sites)
    : 0;
  const named = <T extends { employeeId: string }>(list: T[]) =>
    list.filter((row) => onSites(row.employeeId));
  const status: MonthStatus = {
    ...lockOf(month, validation),
    toRegulariseCount: open.toRegularise,
    inProgressCount: open.inProgress,
    recordedAfterValidationCount,
    events: events
      .map((event) => ({
        kind: event.kind,
        reason: event.reason,
        author: authorOf(event.authorId, event.authorName),
        at: event.createdAt.toISOString(),
        changes: event.changes ? named(event.changes) : null,
        ...(event.employees && { employees: named(event.employees) }),
      }))
      .filter((event) => event.employees === undefined || event.employees.length > 0),
  };
  return { status, validationRecordedAt: validation?.recordedAt ?? null };
}

/**
 * The month's status as one employee's month view shows it: validated too when the employee was
 * validated one by one (decision 049), so the view offers no correction the server would refuse.
 */
export async function employeeMonthState(
  db: Executor,
  companyId: string,
  month: string,
  employeeId: string,
  now: Date,
): Promise<{ status: MonthStatus; validationRecordedAt: Date | null }> {
  const [state, [own]] = await Promise.all([
    monthState(db, companyId, month, now),
    findEmployeeValidations(db, companyId, [month], employeeId),
  ]);
  if (state.status.validated || !own) return state;
  return {
    ...state,
    status: {
      ...state.status,
      validated: true,
      validatedAt: own.validatedAt.toISOString(),
      validatedBy: authorOf(own.validatedBy, own.validatedByName),
    },
  };
}

/**
 * Locks the month once nothing in it is open: an entry 'À régulariser' or still in progress would
 * change it after validation. A month that has not started cannot be validated. The month's figures
 * are computed and kept in the same transaction, under the month's lock (decision 041): from then on
 * every view and file of the month reads them. After a reopening, the event lists the figures that
 * moved since the previous validation. Employees validated one by one before keep their figures as
 * they were validated (decision 049).
 */
export async function validateMonth(
  db: Database,
  sources: Pick<TimesheetViewSources, 'monthRecord'>,
  actor: MonthActor,
  month: string,
): Promise<MonthActionResult> {
  const { companyId, now } = actor;
  refuseUnstartedMonth(month, now);
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
    await validateWholeMonth(tx, actor, month, await sources.monthRecord(tx, companyId, month, now));
  });
  return { message: TIMESHEET_MESSAGES.monthValidated, status: await monthStatus(db, companyId, month, now) };
}

function refuseUnstartedMonth(month: string, now: Date) {
  if (monthBounds(month).first > parisDateAndTime(now).date) {
    throw new AppError('MONTH_NOT_STARTED', 409, TIMESHEET_MESSAGES.monthNotStarted);
  }
}

/**
 * Under the month's exclusive lock, nothing open in it: validates the whole month with `computed`
 * (the month as it stands), except the employees already validated one by one, whose rows stay as
 * they were validated (and who had nothing, if they have none).
 */
async function validateWholeMonth(
  tx: Executor,
  { companyId, authorId, authorName, now }: MonthActor,
  month: string,
  computed: readonly EmployeeMonthRecord[],
) {
  const [previous, hoursSettings, oneByOne, events] = await Promise.all([
    findMonthRecord(tx, companyId, month),
    currentHoursSettings(tx, companyId),
    findEmployeeValidations(tx, companyId, [month]),
    listMonthEvents(tx, companyId, month),
  ]);
  const kept = new Set(oneByOne.map((row) => row.employeeId));
  const previousById = new Map(previous.map((record) => [record.employee.id, record]));
  const computedIds = new Set(computed.map((record) => record.employee.id));
  const record = [
    ...computed.flatMap((row) => {
      if (!kept.has(row.employee.id)) return [row];
      const validated = previousById.get(row.employee.id);
      return validated ? [validated] : [];
    }),
    ...previous.filter((row) => kept.has(row.employee.id) && !computedIds.has(row.employee.id)),
  ];
  await insertMonthValidation(tx, {
    companyId,
    month,
    validatedAt: now,
    validatedBy: authorId,
    validatedByName: authorName,
    hoursSettings,
  });
  await replaceMonthRecord(tx, companyId, month, record);
  await deleteEmployeeValidations(tx, companyId, month);
  await insertMonthEvent(tx, {
    companyId,
    month,
    kind: 'validate',
    reason: null,
    authorId,
    authorName,
    createdAt: now,
    changes: changesSince(previous, record, (id) => !kept.has(id), events),
  });
  // 'month.validated' for the company's webhooks (decision 077): the month's figures are final.
  await recordWebhookEvent(tx, {
    companyId,
    type: 'month.validated',
    at: now,
    data: {
      month,
      validated_at: now.toISOString(),
      validated_by: authorId,
      employee_ids: record.map((row) => row.employee.id),
    },
  });
}

/**
 * The figures that moved for the employees being validated (`covered`) since the month's previous
 * validation: null when there was none. Once the whole month was validated, an employee without a row
 * had nothing then; before that, only the employees a validation of a selection recorded are compared.
 */
function changesSince(
  previous: readonly EmployeeMonthRecord[],
  next: readonly EmployeeMonthRecord[],
  covered: (employeeId: string) => boolean,
  events: ReadonlyArray<{ kind: string; employees: unknown }>,
): MonthFigureChange[] | null {
  const before = previous.filter((row) => covered(row.employee.id));
  const after = next.filter((row) => covered(row.employee.id));
  if (previous.length === 0) return null;
  if (events.some((event) => event.kind === 'validate' && event.employees === null)) {
    return figureChanges(before, after);
  }
  if (before.length === 0) return null;
  const known = new Set(before.map((row) => row.employee.id));
  return figureChanges(
    before,
    after.filter((row) => known.has(row.employee.id)),
  );
}

/**
 * 'Valider la sélection' (decision 049): validates these employees for the month, each refused with
 * the reason while one of their entries of the month is open. Their figures are kept as computed now
 * and their entries and absences of the month are locked, as a validated month's. When the selection
 * completes the month (every employee it lists is validated), the whole month is validated.
 */
export async function validateEmployees(
  db: Database,
  sources: Pick<TimesheetViewSources, 'monthRecord'>,
  actor: MonthActor,
  month: string,
  employeeIds: readonly string[],
): Promise<{ message: string; wholeMonth: boolean }> {
  const { companyId, authorId, authorName, now } = actor;
  const ids = [...new Set(employeeIds)];
  if (!ids.every(isUuid)) throw employeeNotFound();
  refuseUnstartedMonth(month, now);
  return db.transaction(async (tx) => {
    await lockMonths(tx, companyId, [month], 'exclusive');
    if ((await findMonthValidations(tx, companyId, [month])).length > 0) {
      throw new AppError('MONTH_ALREADY_VALIDATED', 409, TIMESHEET_MESSAGES.alreadyValidated);
    }
    const window = monthWindow(month);
    const [staff, oneByOne, open] = await Promise.all([
      listEmployeesForPeriod(tx, companyId, window, ids),
      findEmployeeValidations(tx, companyId, [month]),
      countOpenEntriesByEmployee(tx, companyId, window, overdueBefore(now)),
    ]);
    const byId = new Map(staff.map((employee) => [employee.id, employee]));
    if (ids.some((id) => !byId.has(id))) throw employeeNotFound();
    const already = new Set(oneByOne.map((row) => row.employeeId));
    const chosen = ids.filter((id) => !already.has(id)).map((id) => byId.get(id)!);
    if (chosen.length === 0) {
      throw new AppError('MONTH_ALREADY_VALIDATED', 409, MONTH_CLOSING_MESSAGES.alreadyValidated);
    }
    const blocked = chosen.flatMap((employee) => {
      const counts = open.get(employee.id);
      if (!counts || counts.toRegularise + counts.inProgress === 0) return [];
      const name = `${employee.lastName} ${employee.firstName}`;
      return [MONTH_CLOSING_MESSAGES.blocked(name, counts.toRegularise, counts.inProgress)];
    });
    if (blocked.length > 0) {
      throw new AppError('MONTH_HAS_OPEN_ENTRIES', 409, MONTH_CLOSING_MESSAGES.cannotValidate(blocked));
    }

    const computed = await sources.monthRecord(tx, companyId, month, now);
    const chosenIds = new Set(chosen.map((employee) => employee.id));
    if (computed.every((row) => chosenIds.has(row.employee.id) || already.has(row.employee.id))) {
      const rest = await countOpenEntries(tx, companyId, window, overdueBefore(now));
      if (rest.toRegularise === 0 && rest.inProgress === 0) {
        await validateWholeMonth(tx, actor, month, computed);
        return { message: MONTH_CLOSING_MESSAGES.monthValidated, wholeMonth: true };
      }
    }

    const [previous, events] = await Promise.all([
      findMonthRecord(tx, companyId, month),
      listMonthEvents(tx, companyId, month),
    ]);
    const rows = computed.flatMap((record, position) =>
      chosenIds.has(record.employee.id) ? [{ record, position }] : [],
    );
    await replaceEmployeeRecords(tx, companyId, month, [...chosenIds], rows);
    await insertEmployeeValidations(
      tx,
      chosen.map((employee) => ({
        companyId,
        month,
        employeeId: employee.id,
        validatedAt: now,
        validatedBy: authorId,
        validatedByName: authorName,
      })),
    );
    await insertMonthEvent(tx, {
      companyId,
      month,
      kind: 'validate',
      reason: null,
      authorId,
      authorName,
      createdAt: now,
      changes: changesSince(
        previous,
        rows.map(({ record }) => record),
        (id) => chosenIds.has(id),
        events,
      ),
      employees: chosen.map(({ id, firstName, lastName }) => ({ employeeId: id, firstName, lastName })),
    });
    return { message: MONTH_CLOSING_MESSAGES.employeesValidated(chosen.length), wholeMonth: false };
  });
}

/**
 * Reopens the month, validated as a whole or for some employees only: every employee's entries of
 * the month can be corrected again. The record is kept for the next validation to compare with.
 */
export async function reopenMonth(
  db: Database,
  { companyId, authorId, authorName, now }: MonthActor,
  month: string,
  reason: string,
): Promise<MonthActionResult> {
  await db.transaction(async (tx) => {
    await lockMonths(tx, companyId, [month], 'exclusive');
    const [whole, oneByOne] = await Promise.all([
      findMonthValidations(tx, companyId, [month]),
      findEmployeeValidations(tx, companyId, [month]),
    ]);
    if (whole.length === 0 && oneByOne.length === 0) {
      throw new AppError('MONTH_NOT_VALIDATED', 409, TIMESHEET_MESSAGES.notValidated);
    }
    await deleteMonthValidation(tx, companyId, month);
    await deleteEmployeeValidations(tx, companyId, month);
    await insertMonthEvent(tx, {
      companyId,
      month,
      kind: 'reopen',
      reason,
      authorId,
      authorName,
      createdAt: now,
    });
  });
  return { message: TIMESHEET_MESSAGES.monthReopened, status: await monthStatus(db, companyId, month, now) };
}
