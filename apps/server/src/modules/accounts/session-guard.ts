import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import { toFetchHeaders } from './auth-bridge';
import type { SessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in company (its id is the auth user's id); set by `requireCompany`. */
    companyId: string;
  }
}

export type CompanyGuard = (request: FastifyRequest) => Promise<void>;

const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, ACCOUNT_MESSAGES.notAuthenticated);

/** A preHandler for every company route: 401 'Utilisateur non authentifié' without a live session. */
export function createCompanyGuard(auth: Auth, sessions: SessionCache): CompanyGuard {
  return async (request) => {
    const token = sessions.tokenOf(request.headers.cookie);
    if (!token) throw unauthenticated();
    const cached = sessions.get(token);
    if (cached) {
      request.companyId = cached;
      return;
    }
    const revocationsBefore = sessions.revocationCount();
    const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
    if (!session) throw unauthenticated();
    sessions.remember(token, session.user.id, new Date(session.session.expiresAt), revocationsBefore);
    request.companyId = session.user.id;
  };
}
