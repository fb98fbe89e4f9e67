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

async function recordSignIn(
  db: Database,
  now: () => Date,
  member: { userId: string; companyId: string } | undefined,
  ip: string,
) {
  if (!member) return;
  const actor = { kind: 'member', userId: member.userId } as const;
  await recordAuditEvent(db, { companyId: member.companyId, action: 'auth.sign_in', actor, ip }, now());
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
        await recordAuditEvent(
          db,
          { companyId: member.companyId, action: 'auth.sign_in_failed', actor, ip },
          now(),
        );
      }
    }
    throw error;
  }
  // With two-factor sign-in on, the password only opened the code step: the code's check records it.
  if (outcome === 'session') await recordSignIn(db, now, await findMemberByEmail(db, email), ip);
}

/** The code step of a two-factor sign-in (decision 080), recorded once it opened the session. */
export async function auditCodeSignIn(
  db: Database,
  now: () => Date,
  ip: string,
  verify: () => Promise<string>,
): Promise<void> {
  const userId = await verify();
  const [member] = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  await recordSignIn(db, now, member, ip);
}
