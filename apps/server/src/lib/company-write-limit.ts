import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isSafeMethod } from './safe-methods';
import type { CompanyGuard } from './session-guard';

/**
 * The company guard, counting each write of the signed-in company in @fastify/rate-limit's shared
 * store (PostgreSQL or Redis): one company's script cannot make the server write for it without
 * end, whatever addresses it comes from. Beside the routes' own limits per address; reads and the
 * kiosks (no session) are not counted here.
 */
export function limitCompanyWrites(
  app: FastifyInstance,
  guard: CompanyGuard,
  perMinute: number,
): CompanyGuard {
  const hit = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `company-writes:${request.companyId}`,
  });
  return async (request) => {
    await guard(request);
    if (isSafeMethod(request.method)) return;
    const limit = await hit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('COMPANY_WRITES_LIMITED', 429, ACCOUNT_MESSAGES.tooManyWrites, undefined, {
        retryAfterSeconds: String(limit.ttlInSeconds),
      });
    }
  };
}
