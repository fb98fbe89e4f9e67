import {
  canGrant,
  type GrantTarget,
  isRole,
  ROLE_LABELS,
  type Role,
  rank,
  roleHasSites,
} from '@pointeo/domain/permissions';
import { findPlan, isPlanName, memberLimitReached } from '@pointeo/domain/plans';
import {
  type AcceptInvitationInput,
  INVITATION_VALIDITY_DAYS,
  type InvitationInput,
  type InvitationPreview,
  type RoleChange,
  TEAM_MESSAGES,
  type Team,
} from '@pointeo/domain/team';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertPasswordNotCommon } from '../../lib/common-passwords';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import type { Member } from '../../lib/session-guard';
import type { Mailer } from '../../mail/mailer';
import { memberActor, recordAuditEvent } from '../audit';
import { listLiveSites, liveSiteIdsAmong } from '../sites';
import { hashInvitationToken, newInvitationToken } from './invitation-tokens';
import { invitationMail } from './mails';
import { insertCredentialUser, isEmailRegistered } from './repository';
import {
  claimInvitation,
  countSeatsLocked,
  deleteMemberUser,
  findCompanyMember,
  findLiveInvitation,
  insertInvitation,
  insertMember,
  listMembers,
  listPendingInvitations,
  replaceMemberSites,
  revokeExpiredInvitation,
  revokeInvitation,
  updateMemberRole,
} from './team-repository';

const DAY_MS = 86_400_000;

/** When and from where a member's change was asked, for the activity log. */
interface AuditContext {
  now: Date;
  ip: string | null;
}

/** A grant as the activity log shows it: the role's name and how many sites. */
const grantDetails = (grant: { role: Role; siteIds: string[] }) => ({
  role: ROLE_LABELS[grant.role],
  sites: roleHasSites(grant.role) ? grant.siteIds.length : null,
});

const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
const forbidden = (message: string) => new AppError('ROLE_FORBIDDEN', 403, message);
const invitationInvalid = () => new AppError('INVITATION_INVALID', 410, TEAM_MESSAGES.invitationInvalid);
const emailHasAccount = () =>
  new AppError('EMAIL_TAKEN', 409, TEAM_MESSAGES.emailHasAccount, { email: TEAM_MESSAGES.emailHasAccount });

const refused = (message: string, field: 'role' | 'siteIds') =>
  new AppError('ROLE_FORBIDDEN', 403, message, { [field]: message });

/** Never a role above one's own, given or taken away (permissions.ts's ranks). */
function requireNotAbove(actor: Member, role: Role): void {
  if (rank(role) > rank(actor.role)) throw refused(TEAM_MESSAGES.roleAboveOwn, 'role');
}

/**
 * The grant must be one permissions.ts's `canGrant` allows (never a role above one's own, never a
 * site outside one's own) and name only live sites of the company.
 */
async function requireGrantable(
  db: Database,
  actor: Member,
  grant: { role: Role; siteIds: string[] },
  target?: GrantTarget,
): Promise<void> {
  requireNotAbove(actor, grant.role);
  const sites = roleHasSites(grant.role) ? grant.siteIds : 'all';
  if (!canGrant(actor, grant.role, sites, target)) throw refused(TEAM_MESSAGES.siteOutsideOwn, 'siteIds');
  const live = await liveSiteIdsAmong(db, actor.companyId, grant.siteIds);
  if (live.length !== grant.siteIds.length) {
    throw new AppError('VALIDATION_FAILED', 400, TEAM_MESSAGES.siteUnknown, {
      siteIds: TEAM_MESSAGES.siteUnknown,
    });
  }
}

export async function getTeam(db: Database, actor: Member, now: Date): Promise<Team> {
  const [members, invitations, sites] = await Promise.all([
    listMembers(db, actor.companyId),
    listPendingInvitations(db, actor.companyId, now),
    listLiveSites(db, actor.companyId),
  ]);
  return {
    members: members
      .filter((row) => isRole(row.role))
      .map((row) => ({
        userId: row.userId,
        name: row.name,
        email: row.email,
        role: row.role as Role,
        siteIds: row.siteIds,
        isOwner: row.userId === actor.companyId,
        isYou: row.userId === actor.userId,
      })),
    invitations: invitations
      .filter((row) => isRole(row.role))
      .map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role as Role,
        siteIds: row.siteIds,
        expiresAt: row.expiresAt.toISOString(),
      })),
    sites: sites.map(({ id, name }) => ({ id, name })),
  };
}

export async function inviteMember(
  deps: { db: Database; mailer: Mailer; baseUrl: string },
  actor: Member,
  input: InvitationInput,
  now: Date,
  ip: string | null,
): Promise<void> {
  await requireGrantable(deps.db, actor, input);
  if (await isEmailRegistered(deps.db, input.email)) throw emailHasAccount();
  const { token, hash } = newInvitationToken();
  try {
    await deps.db.transaction(async (tx) => {
      const seats = await countSeatsLocked(tx, actor.companyId, now);
      if (!seats) throw notFound(TEAM_MESSAGES.memberNotFound);
      const plan = isPlanName(seats.plan) ? seats.plan : 'Gratuit';
      const { memberLimit } = findPlan(plan) ?? { memberLimit: 1 };
      if (memberLimit !== null && seats.members + seats.pending >= memberLimit) {
        throw new AppError('MEMBER_LIMIT_REACHED', 403, memberLimitReached(plan, memberLimit));
      }
      await revokeExpiredInvitation(tx, actor.companyId, input.email, now);
      await insertInvitation(tx, {
        companyId: actor.companyId,
        email: input.email,
        role: input.role,
        siteIds: input.siteIds,
        tokenHash: hash,
        invitedBy: actor.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
      });
      await recordAuditEvent(
        tx,
        {
          companyId: actor.companyId,
          action: 'team.member_invited',
          actor: memberActor(actor),
          target: input.email,
          details: grantDetails(input),
          ip,
        },
        now,
      );
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)?.includes('pending')) {
      throw new AppError('INVITATION_PENDING', 409, TEAM_MESSAGES.alreadyInvited, {
        email: TEAM_MESSAGES.alreadyInvited,
      });
    }
    throw error;
  }
  const link = `${deps.baseUrl}/invitation/${token}`;
  await deps.mailer.send(invitationMail(input.email, actor.name, input.role, link));
}

export async function cancelInvitation(db: Database, actor: Member, id: string, now: Date): Promise<void> {
  if (!(await revokeInvitation(db, actor.companyId, id, now)))
    throw notFound(TEAM_MESSAGES.invitationNotFound);
}

/** Loads a member of the actor's company that the actor may change: never the owner, never oneself. */
async function changeableMember(db: Database, actor: Member, userId: string) {
  const target = await findCompanyMember(db, actor.companyId, userId);
  if (!target || !isRole(target.role)) throw notFound(TEAM_MESSAGES.memberNotFound);
  if (userId === actor.companyId) throw forbidden(TEAM_MESSAGES.ownerUntouchable);
  if (userId === actor.userId) throw forbidden(TEAM_MESSAGES.selfUntouchable);
  requireNotAbove(actor, target.role);
  return target;
}

export async function changeMemberRole(
  db: Database,
  actor: Member,
  userId: string,
  change: RoleChange,
  forgetUser: (userId: string) => void,
  at: AuditContext,
): Promise<void> {
  const target = await changeableMember(db, actor, userId);
  await requireGrantable(db, actor, change, { userId, isOwner: false });
  await db.transaction(async (tx) => {
    await updateMemberRole(tx, actor.companyId, userId, change.role);
    await replaceMemberSites(tx, actor.companyId, userId, change.siteIds);
    await recordAuditEvent(
      tx,
      {
        companyId: actor.companyId,
        action: 'team.member_changed',
        actor: memberActor(actor),
        target: target.name,
        details: grantDetails(change),
        ip: at.ip,
      },
      at.now,
    );
  });
  forgetUser(userId);
}

export async function removeMember(
  db: Database,
  actor: Member,
  userId: string,
  forgetUser: (userId: string) => void,
  at: AuditContext,
): Promise<void> {
  const target = await changeableMember(db, actor, userId);
  await db.transaction(async (tx) => {
    if (!(await deleteMemberUser(tx, actor.companyId, userId))) throw notFound(TEAM_MESSAGES.memberNotFound);
    await recordAuditEvent(
      tx,
      {
        companyId: actor.companyId,
        action: 'team.member_removed',
        actor: memberActor(actor),
        target: target.name,
        details: { email: target.email },
        ip: at.ip,
      },
      at.now,
    );
  });
  // After the deletion, so that no check in flight puts a session back (see session-cache).
  forgetUser(userId);
}

export async function previewInvitation(db: Database, token: string, now: Date): Promise<InvitationPreview> {
  const invitation = await findLiveInvitation(db, hashInvitationToken(token), now);
  if (!invitation || !isRole(invitation.role)) throw invitationInvalid();
  return {
    companyName: invitation.companyName,
    inviterName: invitation.inviterName,
    email: invitation.email,
    role: invitation.role,
  };
}

/**
 * Accepts an invitation in one transaction: the invitation is claimed (one atomic update), the auth
 * user is created with better-auth's own hasher, as at registration, and becomes a member. Returns
 * the e-mail to sign in with.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: AcceptInvitationInput,
  hashPassword: (password: string) => Promise<string>,
  now: Date,
): Promise<string> {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = crypto.randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const invitation = await claimInvitation(tx, hashInvitationToken(token), userId, now);
      if (!invitation) throw invitationInvalid();
      await insertCredentialUser(tx, { id: userId, name: input.name, email: invitation.email, passwordHash });
      await insertMember(tx, {
        companyId: invitation.companyId,
        userId,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
      });
      await replaceMemberSites(tx, invitation.companyId, userId, invitation.siteIds);
      return invitation.email;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)?.includes('email')) throw emailHasAccount();
    throw error;
  }
}
