import { AUDIT_FAILURE_REASONS, type AuditAction, type AuditDetails } from '@pointeo/domain/audit';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers } from '../../db/schema/auth';
import { companyMembers } from '../../db/schema/team';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../audit';
import type { SignInOutcome } from './sign-in-form';

/** The member an e-mail belongs to, whatever its case; undefined for none. */
async function findMemberByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .where(sql`lower(${authUsers.email}) = lower(${email})`);
  return row;
}

/** The member a user is; undefined for none (a closed company's owner). */
async function findMemberByUser(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row;
}

type MemberRef = { userId: string; companyId: string } | undefined;

/** A step of a member's sign-in, as theirs; nothing for a user who is no member. */
async function recordMemberEvent(
  db: Database,
  member: MemberRef,
  event: { action: AuditAction; ip: string | null; details?: AuditDetails },
  at: Date,
) {
  if (!member) return;
  const actor = { kind: 'member', userId: member.userId } as const;
  await recordAuditEvent(db, { companyId: member.companyId, actor, ...event }, at);
}

/**
 * Runs the sign-in and records it in its company's activity log (decision 081): a success as the
 * member's, a wrong password as the e-mail typed. An e-mail that is no member's records nothing: the
 * log belongs to a company, and a stranger's guesses have none.
 */
export async function auditSignIn(
  db: Database,
  now: () => Date,
  { email, ip }: { email: string; ip: string },
  signIn: () => Promise<SignInOutcome>,
): Promise<void> {
  let outcome: SignInOutcome;
  try {
    outcome = await signIn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
      const member = await findMemberByEmail(db, email);
      if (member) {
        const actor = { kind: 'email', email } as const;
        const details = { reason: AUDIT_FAILURE_REASONS.password };
        await recordAuditEvent(
          db,
          { companyId: member.companyId, action: 'auth.sign_in_failed', actor, ip, details },
          now(),
        );
      }
    }
    throw error;
  }
  // With two-factor sign-in on, the password only opened the code step: the code's check records it.
  if (outcome === 'session') {
    await recordMemberEvent(db, await findMemberByEmail(db, email), { action: 'auth.sign_in', ip }, now());
  }
}

/**
 * The code step of a two-factor sign-in (decision 080), recorded once it opened the session. A wrong
 * code is a failed sign-in of the member whose password was right: the sign, worth an administrator's
 * eye, that someone else knows it.
 */
export async function auditCodeSignIn(
  db: Database,
  now: () => Date,
  { ip, pendingUser }: { ip: string; pendingUser: () => Promise<string | undefined> },
  verify: () => Promise<string>,
): Promise<void> {
  let userId: string;
  try {
    userId = await verify();
  } catch (error) {
    if (error instanceof AppError && error.code === 'TWO_FACTOR_CODE_INVALID') {
      const pending = await pendingUser();
      const details = { reason: AUDIT_FAILURE_REASONS.code };
      const event = { action: 'auth.sign_in_failed', ip, details } as const;
      if (pending) await recordMemberEvent(db, await findMemberByUser(db, pending), event, now());
    }
    throw error;
  }
  await recordMemberEvent(db, await findMemberByUser(db, userId), { action: 'auth.sign_in', ip }, now());
}

/** A password reset through its mailed link (better-auth's callback), as the member's own change. */
export async function auditPasswordChanged(db: Database, userId: string, ip: string | null, at: Date) {
  await recordMemberEvent(
    db,
    await findMemberByUser(db, userId),
    { action: 'auth.password_changed', ip },
    at,
  );
}
