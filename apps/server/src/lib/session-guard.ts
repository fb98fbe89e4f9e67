import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { Role, SiteScope } from '@pointeo/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in company (its id is the auth user's id); set by `requireCompany`. */
    companyId: string;
    /** The signed-in member of that company (decision 054); set by `requireCompany`. */
    member: Member;
  }
}

/** Who acts: a member of one company. The owner's user id is the company id (decision 004). */
export interface Member {
  userId: string;
  companyId: string;
  role: Role;
  name: string;
  isOwner: boolean;
  /** Every site, or the sites given to a member whose rights reach only their sites. */
  sites: SiteScope;
  /**
   * The company requires two-factor sign-in and this member has not turned it on yet: only the
   * routes of its enrolment answer (decision 080).
   */
  mustEnrolTwoFactor?: boolean;
}

/**
 * The member whose live session the request carries, or null (no session, or a user who is no
 * company's member); the accounts module provides it.
 */
export type SessionReader = (request: FastifyRequest) => Promise<Member | null>;

export type CompanyGuard = (request: FastifyRequest) => Promise<void>;

/**
 * Signs the request's browser out: its session is revoked in the database and the reply clears the
 * session cookie, as 'Déconnexion' does. The accounts module provides it.
 */
export type SessionEnder = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The guard of every route that declares no other access (lib/route-access.ts): 401 'Utilisateur
 * non authentifié' without a live session.
 */
export function createCompanyGuard(readMember: SessionReader): CompanyGuard {
  return async (request) => {
    const member = await readMember(request);
    if (!member) throw new AppError('UNAUTHENTICATED', 401, ACCOUNT_MESSAGES.notAuthenticated);
    request.member = member;
    request.companyId = member.companyId;
  };
}
