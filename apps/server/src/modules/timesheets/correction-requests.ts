import {
  CORRECTION_REQUESTS_LIMIT,
  type CorrectionRequest,
  type CorrectionRequestAnswer,
  type CorrectionRequestInput,
  type CorrectionRequestStatus,
  correctionAnswerMail,
  CORRECTION_REQUEST_MESSAGES as M,
  type MonthConfirmation,
  MY_MONTHS_LIMIT,
  type MyCorrectionRequest,
  type MyMonths,
} from '@pointeo/domain/correction-requests';
import { dateAtMinute, parisDateAndTime, parisWallTime } from '@pointeo/domain/paris-calendar';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf } from '../../lib/authors';
import type { TargetSites } from '../../lib/route-authorization';
import type { SiteIds } from '../../lib/site-scope';
import type { Mailer } from '../../mail/mailer';
import { correctFromRequest } from './corrections';
import { daysWindow, entryFromWallTimes, entryTimesProblem } from './entry-times';
import { type MonthActor, refuseValidatedMonths } from './months';
import {
  answerRequest,
  type CorrectionRequestRow,
  confirmMonthOnce,
  findCompanyRequest,
  insertCorrectionRequest,
  isMonthValidatedFor,
  listCompanyRequests,
  listEmployeeRequests,
  listEmployeeValidatedMonths,
  listLiveEntriesArriving,
} from './repository/employee-requests';

/**
 * An employee's correction requests and month confirmations (issue 30 item 5, decision 073). The
 * employee asks from their own space ('Signaler une erreur'); a member of their site accepts (the
 * request becomes a correction, through the same rules as a member's own, in one transaction) or
 * refuses with a reason. 'Je confirme mes heures' records, once, that the employee confirmed a month
 * validated for them.
 */

/** The employee a space route acts for: always the session's, never an id of the request. */
export interface SpaceOwner {
  companyId: string;
  employeeId: string;
}

const requestNotFound = () => new AppError('CORRECTION_REQUEST_NOT_FOUND', 404, M.requestNotFound);

export async function askCorrection(
  db: Database,
  owner: SpaceOwner,
  input: CorrectionRequestInput,
  now: Date,
): Promise<MyCorrectionRequest> {
  if (input.date > parisDateAndTime(now).date) throw new AppError('INVALID_ENTRY_TIMES', 422, M.dayInFuture);
  const row = await db.transaction(async (tx) => {
    await refuseValidatedMonths(
      tx,
      owner.companyId,
      [input.date.slice(0, 7)],
      owner.employeeId,
      M.monthValidated,
    );
    if (input.departure === null) {
      const day = await listLiveEntriesArriving(
        tx,
        owner.companyId,
        owner.employeeId,
        daysWindow(input.date, input.date),
      );
      if (day.length === 0) throw new AppError('INVALID_ENTRY_TIMES', 422, M.departureRequired);
      const clockIn = dateAtMinute(parisWallTime(input.date, input.arrival));
      const problem = entryTimesProblem({ clockIn, clockOut: null }, now);
      if (problem) throw new AppError('INVALID_ENTRY_TIMES', 422, problem);
    } else {
      const problem = entryTimesProblem(entryFromWallTimes(input.date, input.arrival, input.departure), now);
      if (problem) throw new AppError('INVALID_ENTRY_TIMES', 422, problem);
    }
    return insertCorrectionRequest(tx, { ...owner, ...input, createdAt: now });
  });
  return mine(row);
}

export async function myCorrectionRequests(db: Executor, owner: SpaceOwner): Promise<MyCorrectionRequest[]> {
  const rows = await listEmployeeRequests(db, owner.companyId, owner.employeeId, CORRECTION_REQUESTS_LIMIT);
  return rows.map(mine);
}

export async function companyCorrectionRequests(
  db: Executor,
  companyId: string,
  status: CorrectionRequestStatus,
  sites: SiteIds,
): Promise<CorrectionRequest[]> {
  const rows = await listCompanyRequests(db, companyId, status, sites, CORRECTION_REQUESTS_LIMIT);
  return rows.map(({ request, employee }) => withEmployee(request, employee));
}

/** 'Accepter': the correction asked, in the transaction that answers the request. */
export async function approveCorrectionRequest(
  db: Database,
  actor: MonthActor,
  requestId: string,
  notify?: AnswerNotifier,
): Promise<CorrectionRequestAnswer> {
  return db.transaction(async (tx) => {
    const { request, employee } = await pendingRequest(tx, actor.companyId, requestId);
    const { correctionId } = await correctFromRequest(
      tx,
      actor,
      { requestId: request.id, ...request },
      M.correctionReason(employee.firstName, employee.lastName, request.reason),
    );
    const answered = await answerRequest(tx, actor.companyId, request.id, {
      status: 'approved',
      ...answeredBy(actor),
      refusalReason: null,
      correctionId,
    });
    await mailAnswer(tx, notify, answered, employee);
    return { message: M.approved, request: withEmployee(answered, employee) };
  });
}

/** 'Refuser', with the reason the employee reads. */
export async function refuseCorrectionRequest(
  db: Database,
  actor: MonthActor,
  requestId: string,
  reason: string,
  notify?: AnswerNotifier,
): Promise<CorrectionRequestAnswer> {
  return db.transaction(async (tx) => {
    const { request, employee } = await pendingRequest(tx, actor.companyId, requestId);
    const answered = await answerRequest(tx, actor.companyId, request.id, {
      status: 'refused',
      ...answeredBy(actor),
      refusalReason: reason,
      correctionId: null,
    });
    await mailAnswer(tx, notify, answered, employee);
    return { message: M.refused, request: withEmployee(answered, employee) };
  });
}

/**
 * What mails an answer to the employee: the mailer, and the company's name from accounts' face, which
 * the time sheets cannot import (app.ts hands it over, as for the reminders of decision 068).
 */
export interface AnswerNotifier {
  mailer: Mailer;
  companyContact: (db: Executor, companyId: string) => Promise<{ name: string } | undefined>;
}

/** The answer's e-mail, in its transaction (the outbox commits it with the answer), if they have an address. */
async function mailAnswer(
  tx: Executor,
  notify: AnswerNotifier | undefined,
  request: CorrectionRequestRow,
  employee: { firstName: string; email: string | null },
) {
  if (!notify || !employee.email || request.status === 'pending') return;
  const company = await notify.companyContact(tx, request.companyId);
  if (!company) return;
  const mail = correctionAnswerMail({
    firstName: employee.firstName,
    companyName: company.name,
    date: request.date,
    status: request.status,
    refusalReason: request.refusalReason,
  });
  await notify.mailer.send({ to: employee.email, ...mail }, tx);
}

/** The request, locked; a request answered already is answered once (409). */
async function pendingRequest(tx: Executor, companyId: string, requestId: string) {
  const found = await findCompanyRequest(tx, companyId, requestId, { forUpdate: true });
  if (!found) throw requestNotFound();
  if (found.request.status !== 'pending')
    throw new AppError('REQUEST_ALREADY_ANSWERED', 409, M.alreadyAnswered);
  return found;
}

const answeredBy = (actor: MonthActor) => ({
  answeredBy: actor.authorId,
  answeredByName: actor.authorName,
  answeredAt: actor.now,
});

function withEmployee(
  row: CorrectionRequestRow,
  employee: { id: string; firstName: string; lastName: string },
): CorrectionRequest {
  const { id, firstName, lastName } = employee;
  return { ...mine(row), employee: { id, firstName, lastName }, correctionId: row.correctionId };
}

function mine(row: CorrectionRequestRow): MyCorrectionRequest {
  return {
    id: row.id,
    date: row.date,
    arrival: row.arrival,
    departure: row.departure,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy === null ? null : authorOf(row.answeredBy, row.answeredByName).name,
    refusalReason: row.refusalReason,
  };
}

/** The site of each of `ids` that is a correction request of the company: its employee's (decision 062). */
export function correctionRequestTargetSites(db: Executor): TargetSites {
  return {
    async sitesOf(companyId, ids) {
      const sites: string[] = [];
      for (const id of ids) {
        const found = await findCompanyRequest(db, companyId, id);
        if (found) sites.push(found.employee.siteId);
      }
      return sites;
    },
    notFound: requestNotFound,
  };
}

// ---------------------------------------------------------------------------------------------------
// 'Je confirme mes heures'.

export async function myMonths(db: Executor, owner: SpaceOwner): Promise<MyMonths> {
  const months = await listEmployeeValidatedMonths(db, owner.companyId, owner.employeeId, MY_MONTHS_LIMIT);
  return {
    months: months.map(({ month, confirmedAt }) => ({
      month,
      confirmedAt: confirmedAt?.toISOString() ?? null,
    })),
  };
}

export async function confirmMyMonth(
  db: Database,
  owner: SpaceOwner,
  month: string,
  now: Date,
): Promise<MonthConfirmation> {
  if (!(await isMonthValidatedFor(db, owner.companyId, month, owner.employeeId))) {
    throw new AppError('MONTH_NOT_VALIDATED', 409, M.monthNotValidated);
  }
  const confirmedAt = await confirmMonthOnce(db, { ...owner, month, confirmedAt: now });
  return { message: M.confirmed, month: { month, confirmedAt: confirmedAt.toISOString() } };
}
