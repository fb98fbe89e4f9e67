import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import {
  companyAccountSchema,
  companyDetailsSchema,
  onboardingSchema,
  registrationSchema,
  type SignInInput,
  signInSchema,
  waitingSchema,
} from '@pointeo/domain/accounts';
import { messageSchema } from '@pointeo/domain/api';
import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { createAttemptStore } from '../../lib/attempt-store';
import { createRedisAttemptStore } from '../../lib/redis-attempt-store';
import { siteIdsOf } from '../../lib/site-scope';
import type { Auth } from './auth';
import { copySetCookies, toFetchHeaders } from './auth-bridge';
import {
  getCompanyAccount,
  getOnboarding,
  getWaiting,
  registerCompany,
  SIGN_IN_WINDOW_MS,
  saveCompanyDetails,
  signInWithinLimits,
} from './service';
import { auditSignIn } from './sign-in-audit';
import { signInFormRoutes } from './sign-in-form';

export interface AccountRoutesOptions {
  db: Database;
  auth: Auth;
  now: () => Date;
  jobs: JobQueue;
  registrationsPerHour: number;
  baseUrl: string;
  /** Set with REDIS_URL: the sign-in attempts are counted there instead of PostgreSQL. */
  redis?: Redis | undefined;
}

const ATTEMPT_PURGE_INTERVAL_MS = 60_000;

/** better-auth's answer to a wrong password or an unknown e-mail, the only failure that counts. */
const isWrongCredentials = (error: unknown) =>
  isAPIError(error) && error.body?.code === 'INVALID_EMAIL_OR_PASSWORD';

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, auth, now, jobs, registrationsPerHour, baseUrl, redis },
) => {
  const attemptStore = redis
    ? createRedisAttemptStore(redis, { now, retentionMs: SIGN_IN_WINDOW_MS })
    : createAttemptStore(db, { now, retentionMs: SIGN_IN_WINDOW_MS });
  if (attemptStore.purgeJob) await jobs.every(attemptStore.purgeJob, ATTEMPT_PURGE_INTERVAL_MS);

  /** Opens a better-auth session and hands its cookies to the browser; false for wrong credentials. */
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
    } catch (error) {
      if (isWrongCredentials(error)) return false;
      throw error;
    }
  }

  app.post(
    '/api/account/register',
    {
      config: { access: 'public', rateLimit: { max: registrationsPerHour, timeWindow: '1 hour' } },
      schema: { body: registrationSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const registration = request.body;
      await registerCompany(db, registration, (await auth.$context).password.hash);
      const signedIn = await openSession(request, reply, {
        email: registration.email,
        password: registration.password,
        rememberMe: false,
      });
      if (!signedIn) throw new AppError('REGISTRATION_NO_SESSION', 500, ACCOUNT_MESSAGES.registerNoUser);
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.registered });
    },
  );

  /** The sign-in of the API and of the login page's bare form alike: limits, then the session. */
  const signIn = (request: FastifyRequest, reply: FastifyReply, credentials: SignInInput) =>
    auditSignIn(db, now, { email: credentials.email, ip: request.ip }, () =>
      signInWithinLimits(
        { attemptStore, log: request.log },
        { email: credentials.email, ip: request.ip },
        () => openSession(request, reply, { rememberMe: false, ...credentials }),
      ),
    );

  app.post(
    '/api/account/sign-in',
    { config: { access: 'public' }, schema: { body: signInSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      await signIn(request, reply, request.body);
      return { message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  await app.register(signInFormRoutes, { baseUrl, signIn });

  app.get('/api/account', { schema: { response: { 200: companyAccountSchema } } }, async (request) =>
    getCompanyAccount(db, request.companyId),
  );

  app.get('/api/account/onboarding', { schema: { response: { 200: onboardingSchema } } }, async (request) =>
    getOnboarding(db, request.companyId),
  );

  // The counts on the Congés and Temps sections (issue 28 item 4): read on every focus of the page.
  app.get('/api/account/waiting', { schema: { response: { 200: waitingSchema } } }, async (request) =>
    getWaiting(db, request.companyId, now(), {
      leave: siteIdsOf(request, 'leave.read'),
      timesheets: siteIdsOf(request, 'timesheets.read'),
    }),
  );

  app.patch(
    '/api/account',
    {
      schema: { body: companyDetailsSchema, response: { 200: companyAccountSchema } },
    },
    async (request) => saveCompanyDetails(db, request.companyId, request.body),
  );
};
