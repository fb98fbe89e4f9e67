import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in company (its id is the auth user's id); set by `requireCompany`. */
    companyId: string;
  }
}

/** The company whose live session the request carries, or null; the accounts module provides it. */
export type SessionReader = (request: FastifyRequest) => Promise<string | null>;

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
export function createCompanyGuard(readCompanyId: SessionReader): CompanyGuard {
  return async (request) => {
    const companyId = await readCompanyId(request);
    if (!companyId) throw new AppError('UNAUTHENTICATED', 401, ACCOUNT_MESSAGES.notAuthenticated);
    request.companyId = companyId;
  };
}
