import {
  CLOSURE_MESSAGES,
  type CloseAccountInput,
  companyNameMatches,
  type RetentionAnswer,
} from '@pointeo/domain/account-closure';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Member } from '../../lib/session-guard';
import {
  anonymiseCompanyMembers,
  findCompanyName,
  type PasswordCheck,
  releaseCompanySiret,
} from '../accounts';
import { revokeCompanyApiKeys } from '../api-keys';
import { anonymiseCompanyAuditEvents, recordAuditEvent } from '../audit';
import { type BillingContext, cancelSubscriptionForClosure, scheduleFreePlanForClosure } from '../billing';
import { revokeCompanyKiosks } from '../clock';
import { endCompanySpaceSessions } from '../employee-space';
import { anonymiseCompanyEmployees } from '../employees';
import { anonymiseCompanyLeave } from '../leave';
import { anonymiseCompanySilaePushes, deleteCompanySilaeConnection } from '../payroll-connectors';
import { anonymiseCompanyPayrollExports } from '../reports';
import { anonymiseCompanyTimesheets } from '../timesheets';
import { deleteCompanyWebhookEvents, disableCompanyWebhookEndpoints } from '../webhooks';
import { findRetention, insertClosure, saveRetention } from './repository';

export async function readRetention(db: Database, companyId: string): Promise<RetentionAnswer> {
  const row = await findRetention(db, companyId);
  return { retentionYears: row.retentionYears, updatedAt: row.updatedAt?.toISOString() ?? null };
}

export async function changeRetention(
  db: Database,
  member: Member,
  retentionYears: number,
  now: Date,
  ip: string,
): Promise<RetentionAnswer> {
  const { companyId } = member;
  await db.transaction(async (tx) => {
    const before = await findRetention(tx, companyId);
    await saveRetention(tx, companyId, retentionYears, now);
    if (before.retentionYears === retentionYears) return;
    await recordAuditEvent(
      tx,
      {
        companyId,
        action: 'privacy.retention_changed',
        actor: { kind: 'member', userId: member.userId },
        details: { from: before.retentionYears, to: retentionYears },
        ip,
      },
      now,
    );
  });
  return readRetention(db, companyId);
}

export interface ClosingContext {
  billing: BillingContext;
  checkPassword: PasswordCheck;
  /** Every cached session, so none outlives the closing on this instance (session-cache `clear`). */
  forgetSessions: () => void;
}

/**
 * 'Supprimer le compte' (decision 083). The typed name and the password first; then the provider's
 * cancellation, the one step outside the database (a failure there changes nothing here); then, in
 * one transaction, each owner's part: the plan, kiosks, keys, endpoints and their events, Silae keys,
 * the employees' space, the employees and the members; then every copy of a person the records kept
 * (decision 091): validated months and weeks, signatures, payroll files and pushes, the activity log.
 * The invoices and time records stay, for the law, with their figures.
 */
export async function closeAccount(
  context: ClosingContext,
  member: Member,
  input: CloseAccountInput,
  now: Date,
  ip: string,
): Promise<void> {
  const { db } = context.billing;
  const companyId = member.companyId;
  const name = await findCompanyName(db, companyId);
  if (name === undefined || !companyNameMatches(input.companyName, name)) {
    throw new AppError('CLOSE_NAME_MISMATCH', 400, CLOSURE_MESSAGES.nameMismatch, {
      companyName: CLOSURE_MESSAGES.nameMismatch,
    });
  }
  if (!(await context.checkPassword(member.userId, input.password))) {
    throw new AppError('CLOSE_WRONG_PASSWORD', 400, CLOSURE_MESSAGES.wrongPassword, {
      password: CLOSURE_MESSAGES.wrongPassword,
    });
  }
  const cancelled = await cancelSubscriptionForClosure(
    context.billing,
    companyId,
    CLOSURE_MESSAGES.subscriptionFailed,
  );
  await db.transaction(async (tx) => {
    const { retentionYears } = await findRetention(tx, companyId);
    if (!(await insertClosure(tx, companyId, retentionYears, now))) {
      throw new AppError('ACCOUNT_ALREADY_CLOSED', 409, CLOSURE_MESSAGES.alreadyClosed);
    }
    // The event keeps who closed the account by their user id; their name and IP go below, with the rest.
    await recordAuditEvent(
      tx,
      {
        companyId,
        action: 'privacy.account_closed',
        actor: { kind: 'member', userId: member.userId },
        target: name,
        details: { subscriptionCancelled: cancelled, retentionYears },
        ip,
      },
      now,
    );
    if (cancelled) await scheduleFreePlanForClosure(tx, companyId);
    await revokeCompanyKiosks(tx, companyId, now);
    await revokeCompanyApiKeys(tx, companyId, now);
    await disableCompanyWebhookEndpoints(tx, companyId, now);
    await deleteCompanyWebhookEvents(tx, companyId);
    await deleteCompanySilaeConnection(tx, companyId);
    await endCompanySpaceSessions(tx, companyId);
    await anonymiseCompanyEmployees(tx, companyId, now);
    await anonymiseCompanyMembers(tx, companyId);
    await releaseCompanySiret(tx, companyId, now);
    await anonymiseCompanyTimesheets(tx, companyId);
    await anonymiseCompanyLeave(tx, companyId);
    await anonymiseCompanyPayrollExports(tx, companyId);
    await anonymiseCompanySilaePushes(tx, companyId);
    await anonymiseCompanyAuditEvents(tx, companyId);
  });
  // After the commit, so that no check in flight puts a session back (see session-cache).
  context.forgetSessions();
}
