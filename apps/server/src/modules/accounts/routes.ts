import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import {
  companyAccountSchema,
  companyDetailsSchema,
  registrationSchema,
  signInSchema,
} from '@pointeo/domain/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAttemptLimiter } from './attempt-limiter';
import type { Auth } from './auth';
import { copySetCookies, toFetchHeaders } from './auth-bridge';
import { getCompanyAccount, registerCompany, saveCompanyDetails } from './service';
import type { CompanyGuard } from './session-guard';

export interface AccountRoutesOptions {
  db: Database;
  auth: Auth;
  requireCompany: CompanyGuard;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const TOO_MANY_SIGN_INS =
  'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.';
const messageSchema = z.object({ message: z.string() });

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, auth, requireCompany },
) => {
  const failuresByEmail = createAttemptLimiter({ max: 5, windowMs: FIFTEEN_MINUTES });
  const failuresByIp = createAttemptLimiter({ max: 20, windowMs: FIFTEEN_MINUTES });

  /** Opens a better-auth session and hands its cookies to the browser; false when refused. */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: { email: string; password: string; rememberMe: boolean },
  ): Promise<boolean> {
    try {
      const { headers } = await auth.api.signInEmail({
        body: credentials,
        headers: toFetchHeaders(request.headers),
        returnHeaders: true,
      });
      copySetCookies(reply, headers);
      return true;
    } catch {
      return false;
    }
  }

  app.post(
    '/api/account/register',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { body: registrationSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const registration = request.body;
      await registerCompany(db, registration);
      const signedIn = await openSession(request, reply, {
        email: registration.email,
        password: registration.password,
        rememberMe: false,
      });
      if (!signedIn) throw new AppError('REGISTRATION_NO_SESSION', 500, ACCOUNT_MESSAGES.registerNoUser);
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.registered });
    },
  );

  app.post(
    '/api/account/sign-in',
    { schema: { body: signInSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      if (failuresByEmail.isBlocked(email) || failuresByIp.isBlocked(request.ip)) {
        throw new AppError('TOO_MANY_ATTEMPTS', 429, TOO_MANY_SIGN_INS);
      }
      if (!(await openSession(request, reply, request.body))) {
        failuresByEmail.recordFailure(email);
        failuresByIp.recordFailure(request.ip);
        throw new AppError('INVALID_CREDENTIALS', 401, ACCOUNT_MESSAGES.loginFailed);
      }
      failuresByEmail.reset(email);
      return { message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.get(
    '/api/account',
    { preHandler: requireCompany, schema: { response: { 200: companyAccountSchema } } },
    async (request) => getCompanyAccount(db, request.companyId),
  );

  app.patch(
    '/api/account',
    {
      preHandler: requireCompany,
      schema: { body: companyDetailsSchema, response: { 200: companyAccountSchema } },
    },
    async (request) => saveCompanyDetails(db, request.companyId, request.body),
  );
};
