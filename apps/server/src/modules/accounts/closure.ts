import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import {
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from '../../db/schema/auth';
import { companyMembers, memberInvitations } from '../../db/schema/team';
import { passwordHashing } from './password-hashing';

/**
 * What 'Supprimer le compte' and its purge (decision 083) ask of accounts: the company's name, the
 * member's password checked again, the members anonymised, and at the very end the company deleted.
 */

/** The address the owner's user keeps once closed: unique, never deliverable (RFC 2606 `.invalid`). */
export const closedAccountEmail = (companyId: string) => `compte-ferme-${companyId}@pointeo.invalid`;
export const CLOSED_ACCOUNT_NAME = 'Compte supprimé';

export async function findCompanyName(db: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

/** Checks a member's password against its stored hash, as the sign-in does. */
export function createPasswordCheck(db: Executor, env: Config['env']) {
  const hashing = passwordHashing(env);
  return async (userId: string, password: string): Promise<boolean> => {
    const [account] = await db
      .select({ hash: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
    if (!account?.hash) return false;
    return hashing.verify({ hash: account.hash, password });
  };
}
export type PasswordCheck = ReturnType<typeof createPasswordCheck>;

/**
 * Leaves no one able to sign in or be recognised: the other members' users are deleted (their
 * sessions, passwords and member rows go with them), the invitations too; the owner's user is the
 * company's key (its id is the company's, which the invoices keep), so it stays under an address that
 * cannot receive mail, without password, session or member row. The company keeps its name and SIRET
 * (on its invoices), not its people's names, e-mail or phone.
 */
export async function anonymiseCompanyMembers(tx: Executor, companyId: string): Promise<void> {
  const others = tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.userId, companyId)));
  await tx.delete(authVerifications).where(inArray(authVerifications.value, others));
  await tx.delete(authUsers).where(inArray(authUsers.id, others));
  await tx.delete(memberInvitations).where(eq(memberInvitations.companyId, companyId));
  await tx.delete(companyMembers).where(eq(companyMembers.companyId, companyId));
  await tx.delete(authSessions).where(eq(authSessions.userId, companyId));
  await tx.delete(authAccounts).where(eq(authAccounts.userId, companyId));
  await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, companyId));
  await tx.delete(authVerifications).where(eq(authVerifications.value, companyId));
  const email = closedAccountEmail(companyId);
  await tx
    .update(authUsers)
    .set({ name: CLOSED_ACCOUNT_NAME, email, emailVerified: false, image: null, twoFactorEnabled: false })
    .where(eq(authUsers.id, companyId));
  await tx
    .update(companies)
    .set({
      email,
      phone: null,
      contactFirstName: null,
      contactLastName: null,
      contactMobile: null,
      directorFirstName: null,
      directorLastName: null,
    })
    .where(eq(companies.id, companyId));
}

/** Marks the company closed: its row stays for its invoices, its SIRET free for a new registration. */
export async function releaseCompanySiret(tx: Executor, companyId: string, closedAt: Date): Promise<void> {
  await tx.update(companies).set({ closedAt }).where(eq(companies.id, companyId));
}

/** Every company's id after `afterId`, in order, `limit` at a time: the purge walks them all. */
export async function listCompanyIdsAfter(db: Executor, afterId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(gt(companies.id, afterId))
    .orderBy(asc(companies.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The last step of a closed company's purge: its user, and by cascade the company and whatever
 * settings still hang off it. The time records and invoices refuse it (restrict) while any is left.
 */
export async function deleteClosedCompany(tx: Executor, companyId: string): Promise<void> {
  await tx.delete(authUsers).where(eq(authUsers.id, companyId));
}
