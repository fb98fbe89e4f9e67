import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import { toFetchHeaders } from './auth-bridge';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in company (its id is the auth user's id); set by `requireCompany`. */
    companyId: string;
  }
}

export type CompanyGuard = (request: FastifyRequest) => Promise<void>;

/** A preHandler for every company route: 401 'Utilisateur non authentifié' without a live session. */
export function createCompanyGuard(auth: Auth): CompanyGuard {
  return async (request) => {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
    if (!session) throw new AppError('UNAUTHENTICATED', 401, ACCOUNT_MESSAGES.notAuthenticated);
    request.companyId = session.user.id;
  };
}
