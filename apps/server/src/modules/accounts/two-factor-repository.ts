import { MAX_LISTED_SESSIONS } from '@pointeo/domain/two-factor';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { authSessions, authUsers, authVerifications } from '../../db/schema/auth';

/** Whether the member has two-factor sign-in on, and whether their company requires it. */
export async function findTwoFactorState(db: Executor, userId: string, companyId: string) {
  const [row] = await db
    .select({ twoFactorEnabled: authUsers.twoFactorEnabled, twoFactorRequired: companies.twoFactorRequired })
    .from(authUsers)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(authUsers.id, userId));
  return row;
}

export async function setTwoFactorRequired(db: Executor, companyId: string, required: boolean) {
  await db.update(companies).set({ twoFactorRequired: required }).where(eq(companies.id, companyId));
}

/** The user a sign-in's pending code step belongs to: its verification row, while it lasts. */
export async function findPendingSignInUser(db: Executor, identifier: string, now: Date) {
  const [row] = await db
    .select({ userId: authVerifications.value })
    .from(authVerifications)
    .where(and(eq(authVerifications.identifier, identifier), gt(authVerifications.expiresAt, now)));
  return row?.userId;
}

/** The user's sessions that still work, the most recently used first. */
export async function listLiveSessions(db: Executor, userId: string, now: Date) {
  return db
    .select({
      id: authSessions.id,
      token: authSessions.token,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
      updatedAt: authSessions.updatedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, now)))
    .orderBy(desc(authSessions.updatedAt), desc(authSessions.createdAt))
    .limit(MAX_LISTED_SESSIONS);
}

/** A session by its id, only if it is this user's. */
export async function findSession(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select({ token: authSessions.token, userAgent: authSessions.userAgent })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  return row;
}
