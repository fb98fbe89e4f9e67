import { SPACE_CODE_MAX_ATTEMPTS } from '@pointeo/domain/employee-space';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employeeSpaceCodes, employeeSpaceSessions } from '../../db/schema/employee-space';

/** Codes sent to the employee since `since`: the hourly budget counts them all, used or not. */
export async function countCodesSince(db: Executor, employeeId: string, since: Date) {
  const [row] = await db
    .select({ sent: count() })
    .from(employeeSpaceCodes)
    .where(and(eq(employeeSpaceCodes.employeeId, employeeId), gte(employeeSpaceCodes.createdAt, since)));
  return row?.sent ?? 0;
}

export async function insertCode(
  db: Executor,
  code: {
    id: string;
    companyId: string;
    employeeId: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(employeeSpaceCodes).values(code);
}

/** The codes still good for these employees (not used, not expired, tries left), newest first. */
export async function findLiveCodes(db: Executor, employeeIds: string[], now: Date) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      id: employeeSpaceCodes.id,
      companyId: employeeSpaceCodes.companyId,
      employeeId: employeeSpaceCodes.employeeId,
      codeHash: employeeSpaceCodes.codeHash,
    })
    .from(employeeSpaceCodes)
    .where(
      and(
        inArray(employeeSpaceCodes.employeeId, employeeIds),
        isNull(employeeSpaceCodes.usedAt),
        gt(employeeSpaceCodes.expiresAt, now),
        lt(employeeSpaceCodes.attempts, SPACE_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(employeeSpaceCodes.createdAt));
}

/** A wrong try against each of these codes. */
export async function countWrongTry(db: Executor, codeIds: string[]) {
  if (codeIds.length === 0) return;
  await db
    .update(employeeSpaceCodes)
    .set({ attempts: sql`${employeeSpaceCodes.attempts} + 1` })
    .where(inArray(employeeSpaceCodes.id, codeIds));
}

/** Spends the code, if no one else did meanwhile: a code opens one session. */
export async function claimCode(db: Executor, codeId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(employeeSpaceCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(employeeSpaceCodes.id, codeId),
        isNull(employeeSpaceCodes.usedAt),
        lt(employeeSpaceCodes.attempts, SPACE_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: employeeSpaceCodes.id });
  return claimed.length === 1;
}

export async function insertSession(
  db: Executor,
  session: { companyId: string; employeeId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(employeeSpaceSessions).values(session);
}

/** The live session of this token, if any. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: employeeSpaceSessions.id,
      companyId: employeeSpaceSessions.companyId,
      employeeId: employeeSpaceSessions.employeeId,
    })
    .from(employeeSpaceSessions)
    .where(
      and(
        eq(employeeSpaceSessions.tokenHash, tokenHash),
        isNull(employeeSpaceSessions.revokedAt),
        gt(employeeSpaceSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db
    .update(employeeSpaceSessions)
    .set({ revokedAt: now })
    .where(and(eq(employeeSpaceSessions.id, sessionId), isNull(employeeSpaceSessions.revokedAt)));
}
