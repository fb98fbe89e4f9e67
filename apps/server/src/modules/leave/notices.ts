import { leaveAnswerMail, leaveRequestMail } from '@pointeo/domain/leave-mails';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { JobDefinition, JobQueue, PeriodicJob } from '../../jobs/job-queue';
import type { Mailer, MailMessage } from '../../mail/mailer';
import {
  claimNotice,
  findEmployeeEmail,
  findNoticeDetails,
  insertNotice,
  listUnsentNotices,
} from './repository';

/**
 * The e-mails of leave requests (issue 28 item 4, decision 048). A request typed at the kiosk owes
 * the company an e-mail with a link to it; a decision owes the employee one when they have an
 * address. Each is a `leave_notices` row written in the request's (or the decision's) transaction;
 * once it is committed the `leave-notice` job is queued, and a sweep queues what a crash between the
 * commit and the queue left behind. The job claims the row in the transaction that hands the e-mail
 * over, so a retried, repeated or swept job mails once, and a crash in between loses nothing.
 */

export const LEAVE_NOTICE_JOB = 'leave-notice';

/** A notice unsent this long after its commit was lost on its way to the queue: the sweep sends it. */
const SWEEP_AFTER_MS = 5 * 60_000;
/** Older ones are given up: a two-day-old 'new request' mail would mislead more than help. */
const SWEEP_WITHIN_MS = 2 * 24 * 3_600_000;
const SWEEP_INTERVAL_MS = 5 * 60_000;
const SWEEP_BATCH = 100;

/** The company's name and the address its mail goes to (the account's e-mail, SPEC §3). */
export interface CompanyContact {
  name: string;
  email: string;
}

export interface LeaveNoticeDependencies {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** The app's public address: the link to the request starts with it. */
  baseUrl: string;
  /** Read through accounts' face, which leave cannot import (app.ts hands it over). */
  companyContact: (db: Executor, companyId: string) => Promise<CompanyContact | undefined>;
  /** The addresses of the Responsables de site holding a site (accounts' face, handed over the same way). */
  siteManagerEmails: (db: Executor, companyId: string, siteId: string) => Promise<string[]>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What the routes call once the transaction that recorded notices is committed. */
export interface LeaveNotices {
  /** Queues the e-mail of each notice; a notice the queue refuses is logged and left to the sweep. */
  queue(noticeIds: readonly (string | undefined)[]): Promise<void>;
}

/** Defines the job and the sweep on the app's queue; returns what the routes call after a commit. */
export async function startLeaveNotices(deps: LeaveNoticeDependencies): Promise<LeaveNotices> {
  await deps.jobs.define(leaveNoticeJob(deps));
  await deps.jobs.every(unsentNoticesSweep(deps), SWEEP_INTERVAL_MS);
  return {
    async queue(noticeIds) {
      for (const noticeId of noticeIds) {
        if (!noticeId) continue;
        await deps.jobs.send(LEAVE_NOTICE_JOB, { noticeId }).catch((error: unknown) => {
          deps.log.error({ err: error, noticeId }, 'leave notice not queued (the sweep will send it)');
        });
      }
    },
  };
}

/** Retried like the other mails (30 s doubling): an SMTP outage delays the e-mail, never loses it. */
export function leaveNoticeJob(deps: LeaveNoticeDependencies): JobDefinition<{ noticeId: string }> {
  return {
    name: LEAVE_NOTICE_JOB,
    retryLimit: 10,
    retryDelaySeconds: 30,
    run: ({ noticeId }) => mailNotice(deps, noticeId),
  };
}

/** Every few minutes: the notices committed but never queued (a crash in between) are sent. */
function unsentNoticesSweep(deps: LeaveNoticeDependencies): PeriodicJob {
  return {
    name: 'leave-notices-sweep',
    async run() {
      const now = deps.now().getTime();
      const ids = await listUnsentNotices(
        deps.db,
        { after: new Date(now - SWEEP_WITHIN_MS), before: new Date(now - SWEEP_AFTER_MS) },
        SWEEP_BATCH,
      );
      for (const noticeId of ids) await mailNotice(deps, noticeId);
    },
  };
}

/**
 * Sends the notice's e-mail once: the row is claimed and the e-mail handed to the mailer in one
 * transaction. A second run waits for the first and finds the row taken; a failed send, or a crash
 * before the commit, leaves it unclaimed for the job's retry or the sweep. The outbox writes the
 * e-mail in that transaction (exactly once); a queue's send may, after a crash between it and the
 * commit, be repeated: an e-mail twice rather than never.
 */
export async function mailNotice(deps: LeaveNoticeDependencies, noticeId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, noticeId, deps.now()))) return;
    for (const message of await messagesOf(deps, tx, noticeId)) await deps.mailer.send(message, tx);
  });
}

/**
 * A new request goes to the company's address and to each Responsable de site of the employee's site
 * (issue 29 item 2); an answer to the employee.
 */
async function messagesOf(
  deps: LeaveNoticeDependencies,
  db: Executor,
  noticeId: string,
): Promise<MailMessage[]> {
  const notice = await findNoticeDetails(db, noticeId);
  if (!notice) return [];
  const company = await deps.companyContact(db, notice.companyId);
  if (!company) return [];
  if (notice.kind === 'request') {
    const link = new URL('/account', deps.baseUrl);
    link.searchParams.set('tab', 'leave');
    link.hash = requestAnchor(notice.absenceId);
    const managers = await deps.siteManagerEmails(db, notice.companyId, notice.siteId);
    const recipients = [...new Set([company.email, ...managers])];
    const mail = leaveRequestMail({
      employeeName: `${notice.firstName} ${notice.lastName}`,
      typeName: notice.typeName,
      startDate: notice.startDate,
      endDate: notice.endDate,
      startHalfDay: notice.startHalfDay,
      endHalfDay: notice.endHalfDay,
      comment: notice.comment,
      link: link.toString(),
    });
    return recipients.map((to) => ({ to, ...(notice.email && { replyTo: notice.email }), ...mail }));
  }
  // The address may have been removed since the decision, or the absence cancelled: nothing to say.
  if (!notice.email || (notice.status !== 'approved' && notice.status !== 'refused')) return [];
  return [
    {
      to: notice.email,
      replyTo: company.email,
      ...leaveAnswerMail({
        firstName: notice.firstName,
        companyName: company.name,
        typeName: notice.typeName,
        startDate: notice.startDate,
        endDate: notice.endDate,
        status: notice.status,
        refusalReason: notice.refusalReason,
      }),
    },
  ];
}

/** The element of a pending request in the Congés section ('#demande-…'), which the link opens. */
const requestAnchor = (absenceId: string) => `demande-${absenceId}`;

/** In the request's transaction: the company is owed an e-mail about it. */
export function recordRequestNotice(tx: Executor, companyId: string, absenceId: string, now: Date) {
  return insertNotice(tx, { companyId, absenceId, kind: 'request', createdAt: now });
}

/** In the decision's transaction: the employee is owed the answer by e-mail, if they have an address. */
export async function recordAnswerNotice(
  tx: Executor,
  companyId: string,
  absence: { id: string; employeeId: string },
  now: Date,
): Promise<string | undefined> {
  if (!(await findEmployeeEmail(tx, companyId, absence.employeeId))) return undefined;
  return insertNotice(tx, { companyId, absenceId: absence.id, kind: 'answer', createdAt: now });
}
