import {
  ABSENCE_PAGE_SIZE,
  type Absence,
  type AbsenceList,
  type AbsencesQuery,
  type CreateAbsence,
} from '@pointeo/domain/leave';
import { countLeaveDays } from '@pointeo/domain/leave-days';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import {
  type BuiltInAbsenceType,
  type DayCounting,
  DEFAULT_LEAVE_RULES,
  type LeaveRules,
} from '@pointeo/domain/leave-rules';
import { addDays, mondayOf } from '@pointeo/domain/paris-calendar';
import { monthName } from '@pointeo/domain/timesheet-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf, type Signature } from '../../lib/authors';
import { type KeysetPage, pageOf } from '../../lib/keyset';
import type { SiteIds } from '../../lib/site-scope';
import { refuseValidatedMonths } from '../timesheets';
import { recordWebhookEvent } from '../webhooks';
import { typeOfCompany } from './absence-types';
import { checkOverdraft, drawsOf, pendingDraws } from './balance-draws';
import { leaveCalendarOf } from './leave-settings';
import { type LeaveNotices, recordAnswerNotice } from './notices';
import {
  type AbsenceRow,
  type AbsenceStatus,
  cancelApprovedAbsence,
  decideAbsence,
  findAbsence,
  findActiveEmployee,
  findOverlappingAbsence,
  insertAbsence,
  type LeaveEmployeeRow,
  type ListedAbsenceRow,
  listAbsencesByRequest,
  lockAbsence,
  pageAbsences,
} from './repository';
import { zoneOf } from './zones';

/**
 * Absences and requests: the company records one for an employee (approved at once, signed by the
 * company account), an employee asks at the kiosk ('En attente'), the company approves or refuses it
 * with a reason. Each write locks the employee row first, so two overlapping absences cannot both
 * pass the overlap check.
 */

/** Who acts on leave, recorded as the author with their name (decision 060). */
export interface LeaveActor extends Signature {
  companyId: string;
  now: Date;
}

const employeeNotFound = () => new AppError('EMPLOYEE_NOT_FOUND', 404, LEAVE_MESSAGES.employeeNotFound);
const absenceNotFound = () => new AppError('ABSENCE_NOT_FOUND', 404, LEAVE_MESSAGES.absenceNotFound);

const DECIDED: AbsenceStatus[] = ['approved', 'refused', 'cancelled'];

/** A page of 'Demandes': the requests in date order, the decided ones the newest first. */
export async function listCompanyAbsences(
  db: Executor,
  companyId: string,
  { status, page, from, to }: AbsencesQuery,
  now: Date,
  sites: SiteIds,
): Promise<AbsenceList> {
  const decided = status === 'decided';
  const filter = decided ? { statuses: DECIDED, from, to, sites } : { status, from, to, sites };
  const [{ rows, total }, calendar] = await Promise.all([
    pageAbsences(db, companyId, filter, {
      limit: ABSENCE_PAGE_SIZE,
      offset: (page - 1) * ABSENCE_PAGE_SIZE,
      newestFirst: decided,
    }),
    leaveCalendarOf(db, companyId),
  ]);
  const draws = await pendingDraws(db, companyId, rows, calendar, now);
  return {
    absences: rows.map((row) => toAbsence(row, calendar, draws.get(row.id))),
    page,
    pageSize: ABSENCE_PAGE_SIZE,
    total,
  };
}

/** A page of the public API's absences (decision 076), the cursor of the next page or null. */
export async function pageAbsencesByRequest(
  db: Executor,
  companyId: string,
  filter: { from?: string; to?: string; employeeId?: string; status?: AbsenceStatus },
  page: KeysetPage,
): Promise<{ absences: ListedAbsence[]; nextCursor: string | null }> {
  const { rows, nextCursor } = pageOf(await listAbsencesByRequest(db, companyId, filter, page), page.limit);
  return {
    absences: rows.map(({ row }) => toListedAbsence(row, row.counting ?? DEFAULT_LEAVE_RULES.counting)),
    nextCursor,
  };
}

/**
 * One employee's absences and requests, whatever their status, the latest (by start) first: their
 * own space's 'Mes demandes' (decision 072).
 */
export async function listEmployeeAbsences(
  db: Executor,
  companyId: string,
  employeeId: string,
  limit: number,
): Promise<Absence[]> {
  const [{ rows }, calendar] = await Promise.all([
    pageAbsences(db, companyId, { employeeId }, { limit, offset: 0, newestFirst: true }),
    leaveCalendarOf(db, companyId),
  ]);
  return rows.map((row) => toAbsence(row, calendar));
}

/** 'Saisir une absence': recorded approved, the company account as its author. */
export async function createAbsence(
  db: Database,
  actor: LeaveActor,
  employeeId: string,
  input: CreateAbsence,
) {
  const { absenceId, warning } = await db.transaction(async (tx) => {
    const employee = await findActiveEmployee(tx, actor.companyId, employeeId, { forUpdate: true });
    if (!employee) throw employeeNotFound();
    await refuseValidatedMonths(tx, actor.companyId, monthsPaying(input), employee.id);
    return insertCheckedAbsence(tx, actor.companyId, employee, input, {
      status: 'approved',
      source: 'company',
      requestedAt: actor.now,
      decidedAt: actor.now,
      decidedBy: actor.authorId,
      decidedByName: actor.authorName,
    });
  });
  return {
    message: LEAVE_MESSAGES.absenceCreated,
    absence: await absenceOf(db, actor.companyId, absenceId),
    ...(warning && { warning }),
  };
}

/**
 * A request typed at the kiosk for an employee the PIN named (the caller holds their row lock):
 * 'En attente' until the company answers. An overdraft is refused in the employee's words, or
 * passes with a warning (decision 046).
 */
export async function insertLeaveRequest(
  tx: Executor,
  companyId: string,
  employeeId: string,
  input: CreateAbsence,
  now: Date,
): Promise<CheckedAbsence> {
  const employee = await findActiveEmployee(tx, companyId, employeeId);
  if (!employee) throw employeeNotFound();
  return insertCheckedAbsence(tx, companyId, employee, input, {
    status: 'pending',
    source: 'kiosk',
    requestedAt: now,
    decidedAt: null,
    decidedBy: null,
    decidedByName: null,
  });
}

interface CheckedAbsence {
  absenceId: string;
  /** The paid-leave balance before and after it, per period it falls in. */
  balance: Absence['balance'];
  /** An overdraft 'Autoriser un solde négatif' let through. */
  warning: string | undefined;
}

async function insertCheckedAbsence(
  tx: Executor,
  companyId: string,
  employee: LeaveEmployeeRow,
  input: CreateAbsence,
  record: {
    status: 'pending' | 'approved';
    source: 'company' | 'kiosk';
    requestedAt: Date;
    decidedAt: Date | null;
    decidedBy: string | null;
    decidedByName: string | null;
  },
): Promise<CheckedAbsence> {
  const employeeId = employee.id;
  const type = await typeOfCompany(tx, companyId, input.typeId);
  const calendar = await leaveCalendarOf(tx, companyId);
  if (countLeaveDays(input, calendar.rules.counting, employee.alsaceMoselle) === 0) {
    throw new AppError('NO_LEAVE_DAY', 400, LEAVE_MESSAGES.noLeaveDay, {
      endDate: LEAVE_MESSAGES.noLeaveDay,
    });
  }
  if (await findOverlappingAbsence(tx, companyId, employeeId, input.startDate, input.endDate)) {
    throw new AppError('ABSENCE_OVERLAP', 409, LEAVE_MESSAGES.overlapsAbsence);
  }
  const balance = await drawsOf(
    tx,
    companyId,
    employee,
    { ...input, accrual: type.accrual, takesPaidLeave: type.takesPaidLeave },
    calendar,
    record.requestedAt,
  );
  const warning = checkOverdraft(balance, calendar, record.source);
  const { typeId, startDate, endDate, startHalfDay, endHalfDay } = input;
  const span = { typeId, startDate, endDate, startHalfDay, endHalfDay };
  const absenceId = await insertAbsence(tx, {
    companyId,
    employeeId,
    ...span,
    comment: input.comment,
    refusalReason: null,
    ...record,
  });
  // A request waits for an answer; the company's own entry is approved as it is recorded.
  await recordAbsenceEvent(tx, record.status === 'pending' ? 'absence.requested' : 'absence.approved', {
    id: absenceId,
    companyId,
    employeeId,
    ...span,
    source: record.source,
    at: record.decidedAt ?? record.requestedAt,
    decidedBy: record.decidedBy,
  });
  return { absenceId, balance, warning };
}

/** 'Approuver': the employee with an e-mail address is told by e-mail too (decision 048). */
export async function approveAbsence(
  db: Database,
  notices: LeaveNotices,
  actor: LeaveActor,
  absenceId: string,
) {
  const { warning, noticeId } = await decide(db, actor, absenceId, {
    status: 'approved',
    refusalReason: null,
  });
  await notices.queue([noticeId]);
  return {
    message: LEAVE_MESSAGES.requestApproved,
    absence: await absenceOf(db, actor.companyId, absenceId),
    ...(warning && { warning }),
  };
}

export async function refuseAbsence(
  db: Database,
  notices: LeaveNotices,
  actor: LeaveActor,
  absenceId: string,
  reason: string,
) {
  const { noticeId } = await decide(db, actor, absenceId, { status: 'refused', refusalReason: reason });
  await notices.queue([noticeId]);
  return { message: LEAVE_MESSAGES.requestRefused, absence: await absenceOf(db, actor.companyId, absenceId) };
}

/**
 * 'Annuler l'absence': an approved absence is undone, who and when recorded; its days go back to the
 * balance and leave the time sheets. Not in a month validated for payroll (reopen it first).
 */
export async function cancelAbsence(db: Database, actor: LeaveActor, absenceId: string) {
  await db.transaction(async (tx) => {
    const absence = await lockAbsence(tx, actor.companyId, absenceId);
    if (!absence) throw absenceNotFound();
    if (absence.status !== 'approved')
      throw new AppError('NOT_APPROVED', 409, LEAVE_MESSAGES.onlyApprovedCancelled);
    await refuseValidatedMonths(tx, actor.companyId, monthsPaying(absence), absence.employeeId, (month) =>
      LEAVE_MESSAGES.cancelInValidatedMonth(monthName(month).toLowerCase()),
    );
    await cancelApprovedAbsence(tx, actor.companyId, absenceId, {
      cancelledAt: actor.now,
      cancelledBy: actor.authorId,
      cancelledByName: actor.authorName,
    });
  });
  return {
    message: LEAVE_MESSAGES.absenceCancelled,
    absence: await absenceOf(db, actor.companyId, absenceId),
  };
}

/**
 * Records the answer, and the e-mail the employee is owed when they have an address; an approval
 * returns the warning of an overdraft it let through.
 */
async function decide(
  db: Database,
  actor: LeaveActor,
  absenceId: string,
  decision: { status: 'approved' | 'refused'; refusalReason: string | null },
): Promise<{ warning: string | undefined; noticeId: string | undefined }> {
  return db.transaction(async (tx) => {
    const absence = await lockAbsence(tx, actor.companyId, absenceId);
    if (!absence) throw absenceNotFound();
    if (absence.status !== 'pending')
      throw new AppError('ALREADY_DECIDED', 409, LEAVE_MESSAGES.alreadyDecided);
    let warning: string | undefined;
    if (decision.status === 'approved') {
      // An approval changes the time sheets' figures: not those of a month validated for payroll.
      await refuseValidatedMonths(tx, actor.companyId, monthsPaying(absence), absence.employeeId);
      warning = await checkApprovalBalance(tx, actor, absence);
    }
    await decideAbsence(tx, actor.companyId, absenceId, {
      ...decision,
      decidedAt: actor.now,
      decidedBy: actor.authorId,
      decidedByName: actor.authorName,
    });
    if (decision.status === 'approved') {
      await recordAbsenceEvent(tx, 'absence.approved', {
        id: absenceId,
        companyId: actor.companyId,
        employeeId: absence.employeeId,
        typeId: absence.typeId,
        startDate: absence.startDate,
        endDate: absence.endDate,
        startHalfDay: absence.startHalfDay,
        endHalfDay: absence.endHalfDay,
        source: absence.source,
        at: actor.now,
        decidedBy: actor.authorId,
      });
    }
    const noticeId = await recordAnswerNotice(tx, actor.companyId, absence, actor.now);
    return { warning, noticeId };
  });
}

/**
 * The balance the approval spends, behind the employee's row lock: two approvals of the same
 * employee's requests at once check one after the other, so the second sees the first's days.
 */
async function checkApprovalBalance(
  tx: Executor,
  actor: LeaveActor,
  absence: NonNullable<Awaited<ReturnType<typeof lockAbsence>>>,
): Promise<string | undefined> {
  const employee = await findActiveEmployee(tx, actor.companyId, absence.employeeId, {
    forUpdate: true,
    archived: true,
  });
  if (!employee) throw employeeNotFound();
  const type = await typeOfCompany(tx, actor.companyId, absence.typeId);
  const calendar = await leaveCalendarOf(tx, actor.companyId);
  const draws = await drawsOf(
    tx,
    actor.companyId,
    employee,
    { ...absence, accrual: type.accrual, takesPaidLeave: type.takesPaidLeave },
    calendar,
    actor.now,
  );
  return checkOverdraft(draws, calendar, 'company');
}

/**
 * The months whose time sheets an absence changes: those of its days, and of the Sundays ending their
 * weeks (a week straddling two months is paid with its Sunday's, decision 015).
 */
function monthsPaying(span: { startDate: string; endDate: string }): string[] {
  const months = new Set<string>();
  for (let date = span.startDate; date <= span.endDate; date = addDays(date, 1)) {
    months.add(date.slice(0, 7));
    months.add(addDays(mondayOf(date), 6).slice(0, 7));
  }
  return [...months];
}

async function absenceOf(db: Executor, companyId: string, absenceId: string): Promise<Absence> {
  const [row, calendar] = await Promise.all([
    findAbsence(db, companyId, absenceId),
    leaveCalendarOf(db, companyId),
  ]);
  if (!row) throw absenceNotFound();
  return toAbsence(row, calendar);
}

/** An absence as the public API lists it: its employee by id, without its authors or balance. */
export type ListedAbsence = Omit<Absence, 'employee' | 'decidedBy' | 'cancelledBy' | 'balance'> & {
  employee: { id: string };
};

function toListedAbsence(row: ListedAbsenceRow, counting: DayCounting): ListedAbsence {
  return {
    id: row.id,
    employee: { id: row.employeeId },
    type: { id: row.typeId, name: row.typeName, code: row.typeCode as BuiltInAbsenceType | null },
    startDate: row.startDate,
    endDate: row.endDate,
    startHalfDay: row.startHalfDay,
    endHalfDay: row.endHalfDay,
    days: countLeaveDays(row, counting, row.alsaceMoselle),
    comment: row.comment,
    status: row.status,
    source: row.source,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refusalReason: row.refusalReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export function toAbsence(
  row: AbsenceRow,
  { rules }: { rules: LeaveRules },
  balance: Absence['balance'] = [],
): Absence {
  return {
    ...toListedAbsence(row, rules.counting),
    employee: { id: row.employeeId, firstName: row.firstName, lastName: row.lastName, zone: zoneOf(row) },
    decidedBy: row.decidedBy ? authorOf(row.decidedBy, row.decidedByName) : null,
    cancelledBy: row.cancelledBy ? authorOf(row.cancelledBy, row.cancelledByName) : null,
    balance,
  };
}

/** 'absence.requested' and 'absence.approved' for the company's webhooks (decision 077), in the transaction. */
async function recordAbsenceEvent(
  tx: Executor,
  type: 'absence.requested' | 'absence.approved',
  absence: {
    id: string;
    companyId: string;
    employeeId: string;
    typeId: string;
    startDate: string;
    endDate: string;
    startHalfDay: boolean;
    endHalfDay: boolean;
    source: string;
    at: Date;
    decidedBy: string | null;
  },
) {
  await recordWebhookEvent(tx, {
    companyId: absence.companyId,
    type,
    at: absence.at,
    data: {
      id: absence.id,
      employee_id: absence.employeeId,
      type_id: absence.typeId,
      start_date: absence.startDate,
      end_date: absence.endDate,
      start_half_day: absence.startHalfDay,
      end_half_day: absence.endHalfDay,
      status: type === 'absence.requested' ? 'pending' : 'approved',
      source: absence.source,
      ...(type === 'absence.approved' ? { approved_by: absence.decidedBy } : {}),
    },
  });
}
