import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { authUsers } from '../../db/schema/auth';
import { companyMembers, memberInvitations, memberSites } from '../../db/schema/team';

/** An invitation still open: not accepted and not revoked (its expiry is checked apart). */
const neitherAcceptedNorRevoked = and(
  isNull(memberInvitations.acceptedAt),
  isNull(memberInvitations.revokedAt),
);

/** An invitation that can still be accepted at `now`: open and not expired. */
const liveAt = (now: Date) => and(neitherAcceptedNorRevoked, gt(memberInvitations.expiresAt, now));

/** The sites given to the member of the row being read (empty for the roles that reach every site). */
export const memberSiteIds = sql<
  string[]
>`coalesce((select array_agg(${memberSites.siteId}::text order by ${memberSites.siteId}) from ${memberSites} where ${memberSites.companyId} = ${companyMembers.companyId} and ${memberSites.userId} = ${companyMembers.userId}), '{}')`;

/** Gives a member exactly these sites, in place of the ones they held. */
export async function replaceMemberSites(db: Executor, companyId: string, userId: string, siteIds: string[]) {
  await db
    .delete(memberSites)
    .where(and(eq(memberSites.companyId, companyId), eq(memberSites.userId, userId)));
  if (siteIds.length > 0) {
    await db.insert(memberSites).values(siteIds.map((siteId) => ({ companyId, userId, siteId })));
  }
}

export async function listMembers(db: Executor, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      siteIds: memberSiteIds,
      name: authUsers.name,
      email: authUsers.email,
    })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId))
    .limit(1000);
}

export async function listPendingInvitations(db: Executor, companyId: string, now: Date) {
  return db
    .select({
      id: memberInvitations.id,
      email: memberInvitations.email,
      role: memberInvitations.role,
      siteIds: memberInvitations.siteIds,
      expiresAt: memberInvitations.expiresAt,
    })
    .from(memberInvitations)
    .where(and(eq(memberInvitations.companyId, companyId), liveAt(now)))
    .orderBy(asc(memberInvitations.createdAt))
    .limit(1000);
}

/** The company's plan, its member count and pending unexpired invitations, under the members lock. */
export async function countSeatsLocked(db: Executor, companyId: string, now: Date) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`members:${companyId}`}))`);
  const [row] = await db
    .select({
      plan: companies.plan,
      members: sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.companyId} = ${companyId})`,
      pending: sql<number>`(select count(*)::int from ${memberInvitations} where ${memberInvitations.companyId} = ${companyId} and ${liveAt(now)})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Frees the (company, email) slot of an expired pending invitation before a new one is made. */
export async function revokeExpiredInvitation(db: Executor, companyId: string, email: string, now: Date) {
  await db
    .update(memberInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberInvitations.companyId, companyId),
        eq(memberInvitations.email, email),
        neitherAcceptedNorRevoked,
        sql`${memberInvitations.expiresAt} <= ${now}`,
      ),
    );
}

export async function insertInvitation(
  db: Executor,
  invitation: {
    companyId: string;
    email: string;
    role: string;
    siteIds: string[];
    tokenHash: string;
    invitedBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(memberInvitations).values(invitation).returning({ id: memberInvitations.id });
  return row!;
}

export async function revokeInvitation(
  db: Executor,
  companyId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberInvitations.companyId, companyId),
        eq(memberInvitations.id, id),
        neitherAcceptedNorRevoked,
      ),
    )
    .returning({ id: memberInvitations.id });
  return rows.length > 0;
}

/** A live invitation by its token's hash, with who invites and the company. */
export async function findLiveInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: memberInvitations.id,
      companyId: memberInvitations.companyId,
      email: memberInvitations.email,
      role: memberInvitations.role,
      invitedBy: memberInvitations.invitedBy,
      companyName: companies.name,
      inviterName: sql<string>`coalesce((select ${authUsers.name} from ${authUsers} where ${authUsers.id} = ${memberInvitations.invitedBy}), ${companies.name})`,
    })
    .from(memberInvitations)
    .innerJoin(companies, eq(companies.id, memberInvitations.companyId))
    .where(and(eq(memberInvitations.tokenHash, tokenHash), liveAt(now)));
  return row;
}

/** Uses the invitation: one atomic update, so a token serves once however many accepts race. */
export async function claimInvitation(db: Executor, tokenHash: string, userId: string, now: Date) {
  const [row] = await db
    .update(memberInvitations)
    .set({ acceptedAt: now, acceptedUserId: userId })
    .where(and(eq(memberInvitations.tokenHash, tokenHash), liveAt(now)))
    .returning({
      companyId: memberInvitations.companyId,
      email: memberInvitations.email,
      role: memberInvitations.role,
      siteIds: memberInvitations.siteIds,
      invitedBy: memberInvitations.invitedBy,
    });
  return row;
}

export async function insertMember(
  db: Executor,
  member: { companyId: string; userId: string; role: string; invitedBy: string | null },
) {
  await db.insert(companyMembers).values(member);
}

export async function findCompanyMember(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      name: authUsers.name,
      email: authUsers.email,
    })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

export async function updateMemberRole(db: Executor, companyId: string, userId: string, role: string) {
  await db
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

/**
 * Removes a member by deleting their auth user: the cascade takes their sessions, password and
 * member row, and frees the address. Never the owner (whose user is the company).
 */
export async function deleteMemberUser(db: Executor, companyId: string, userId: string): Promise<boolean> {
  if (userId === companyId) return false;
  const rows = await db
    .delete(authUsers)
    .where(
      and(
        eq(authUsers.id, userId),
        sql`exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${companyId} and ${companyMembers.userId} = ${userId})`,
      ),
    )
    .returning({ id: authUsers.id });
  return rows.length > 0;
}

/** The addresses of the company's Responsables de site holding `siteId`. */
export async function siteManagerEmails(db: Executor, companyId: string, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ email: authUsers.email })
    .from(memberSites)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, memberSites.companyId), eq(companyMembers.userId, memberSites.userId)),
    )
    .innerJoin(authUsers, eq(authUsers.id, memberSites.userId))
    .where(
      and(
        eq(memberSites.companyId, companyId),
        eq(memberSites.siteId, siteId),
        eq(companyMembers.role, 'site_manager'),
      ),
    )
    .orderBy(asc(authUsers.email));
  return rows.map((row) => row.email);
}

/** The current names of these members of the company (the activity log's authors, decision 081). */
export async function memberNames(
  db: Executor,
  companyId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: companyMembers.userId, name: authUsers.name })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.name]));
}
