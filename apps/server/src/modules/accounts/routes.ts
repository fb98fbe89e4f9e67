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
import { signInCodeSchema, signInResultSchema, TWO_FACTOR_MESSAGES } from '@pointeo/domain/two-factor';
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
import { copySetCookies, toSessionHeaders } from './auth-bridge';
import { employeeNoticeRoutes } from './employee-notice-routes';
import {
  getCompanyAccount,
  getOnboarding,
  getWaiting,
  registerCompany,
  SIGN_IN_WINDOW_MS,
  saveCompanyDetails,
  signInWithinLimits,
} from './service';
import type { SessionCache } from './session-cache';
import { auditCodeSignIn, auditSignIn } from './sign-in-audit';
import { type SignInOutcome, signInFormRoutes } from './sign-in-form';
import { termsRoutes } from './terms-routes';
import { twoFactorRoutes } from './two-factor-routes';
import { createTwoFactorService } from './two-factor-service';

export interface AccountRoutesOptions {
  db: Database;
  auth: Auth;
  now: () => Date;
  jobs: JobQueue;
  registrationsPerHour: number;
  baseUrl: string;
  sessions: SessionCache;
  /** The company's retention of its time records, for the employees' notice (decision 084). */
  retentionYearsOf: (companyId: string) => Promise<number>;
  /** Set with REDIS_URL: the sign-in attempts are counted there instead of PostgreSQL. */
  redis?: Redis | undefined;
}

const ATTEMPT_PURGE_INTERVAL_MS = 60_000;

/** better-auth's answer to a wrong password or an unknown e-mail, the only failure that counts. */
const isWrongCredentials = (error: unknown) =>
  isAPIError(error) && error.body?.code === 'INVALID_EMAIL_OR_PASSWORD';

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, auth, now, jobs, registrationsPerHour, baseUrl, sessions, redis, retentionYearsOf },
) => {
  const attemptStore = redis
    ? createRedisAttemptStore(redis, { now, retentionMs: SIGN_IN_WINDOW_MS })
    : createAttemptStore(db, { now, retentionMs: SIGN_IN_WINDOW_MS });
  if (attemptStore.purgeJob) await jobs.every(attemptStore.purgeJob, ATTEMPT_PURGE_INTERVAL_MS);

  const twoFactor = createTwoFactorService({ auth, db, sessions, attemptStore, now });

  /**
   * Opens a better-auth session and hands its cookies to the browser; with two-factor sign-in on,
   * only the short-lived cookie of the code step (decision 080). Null for wrong credentials.
   */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: { email: string; password: string; rememberMe: boolean },
  ): Promise<SignInOutcome | null> {
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: credentials,
        headers: toSessionHeaders(request),
        returnHeaders: true,
      });
      copySetCookies(reply, headers);
      return 'twoFactorRedirect' in response && response.twoFactorRedirect ? 'code' : 'session';
    } catch (error) {
      if (isWrongCredentials(error)) return null;
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
      await registerCompany(db, registration, (await auth.$context).password.hash, {
        now: now(),
        ip: request.ip,
      });
      const signedIn = await openSession(request, reply, {
        email: registration.email,
        password: registration.password,
        rememberMe: false,
      });
      if (signedIn !== 'session')
        throw new AppError('REGISTRATION_NO_SESSION', 500, ACCOUNT_MESSAGES.registerNoUser);
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.registered });
    },
  );

  /** The sign-in of the API and of the login page's bare form alike: limits, then the session. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: SignInInput,
  ): Promise<SignInOutcome> {
    let outcome: SignInOutcome = 'session';
    await auditSignIn(db, now, { email: credentials.email, ip: request.ip }, async () => {
      await signInWithinLimits(
        { attemptStore, log: request.log },
        { email: credentials.email, ip: request.ip },
        async () => {
          const opened = await openSession(request, reply, { rememberMe: false, ...credentials });
          if (opened) outcome = opened;
          return opened !== null;
        },
      );
      return outcome;
    });
    return outcome;
  }

  app.post(
    '/api/account/sign-in',
    { config: { access: 'public' }, schema: { body: signInSchema, response: { 200: signInResultSchema } } },
    async (request, reply) => {
      const outcome = await signIn(request, reply, request.body);
      return outcome === 'code'
        ? { message: TWO_FACTOR_MESSAGES.codeStep, codeRequired: true }
        : { message: ACCOUNT_MESSAGES.loggedIn, codeRequired: false };
    },
  );

  /** The second step, with the two-factor cookie of the first (decision 080). */
  const verifyCode = (request: FastifyRequest, reply: FastifyReply, code: string) =>
    auditCodeSignIn(
      db,
      now,
      { ip: request.ip, pendingUser: () => twoFactor.pendingSignInUser(request) },
      () => twoFactor.verifySignInCode(request, reply, code),
    );

  app.post(
    '/api/account/sign-in/code',
    { config: { access: 'public' }, schema: { body: signInCodeSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      await verifyCode(request, reply, request.body.code);
      return { message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  await app.register(signInFormRoutes, { baseUrl, signIn, verifyCode });
  await app.register(twoFactorRoutes, { db, twoFactor });
  await app.register(termsRoutes, { db, now });
  await app.register(employeeNoticeRoutes, { db, now, retentionYearsOf });

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
