import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from '../../db/schema/auth';
import type { Mailer } from '../../mail/mailer';
import { AUTH_COOKIE_PREFIX } from './auth-cookies';
import { passwordResetMail } from './mails';
import { passwordHashing } from './password-hashing';
import { deleteResetTokens, deleteResetTokensBefore } from './repository';
import { RESET_IDENTIFIER_PREFIX, storedResetIdentifier } from './reset-tokens';
import { auditPasswordChanged } from './sign-in-audit';

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_DAYS = 30;
export const RESET_LINK_SECONDS = 60 * 60;
/** How long the step 'code' of a sign-in waits once the password was right (decision 080). */
export const TWO_FACTOR_STEP_SECONDS = 10 * 60;
export const RECOVERY_CODE_COUNT = 10;

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** better-auth with e-mail + password and cookie sessions; registration goes through our own service. */
export function createAuth({ config, db, mailer, secret, log, now }: AuthDependencies) {
  return betterAuth({
    appName: 'Pointeo',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHashing(config.env),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, link));
      },
      // The link used consumed only its own row; one issued at the same moment (on another
      // instance) could still have outlived the request hook below.
      async onPasswordReset({ user }, request) {
        await deleteResetTokens(db, user.id);
        await auditPasswordChanged(db, user.id, request?.headers.get('x-forwarded-for') ?? null, now());
      },
    },
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: storedResetIdentifier } },
      },
    },
    databaseHooks: {
      verification: {
        create: {
          // Only the newest link works: asking again ends the links mailed before.
          async after(verification) {
            if (verification.identifier.startsWith(RESET_IDENTIFIER_PREFIX)) {
              await deleteResetTokensBefore(db, verification);
            }
          },
        },
      },
    },
    // TOTP for an authenticator app and single-use recovery codes (decision 080); no code by e-mail.
    plugins: [
      twoFactor({
        issuer: 'Pointeo',
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT },
      }),
    ],
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Our routes rate-limit sign-in per e-mail and per IP; better-auth's own limiter stays off.
    rateLimit: { enabled: false },
    advanced: { cookiePrefix: AUTH_COOKIE_PREFIX, useSecureCookies: config.baseUrl.startsWith('https://') },
    telemetry: { enabled: false },
    // A failure that is not an answer (a database error) reaches our error handler, which logs it
    // without the query's values, instead of better-call's console.error with every value.
    onAPIError: { throw: true },
    // Through the app's logger, whose serializers keep a failed query's values out of the logs.
    logger: {
      log(level, message, ...args) {
        const failure = args.find((arg) => arg instanceof Error);
        log[level]({ ...(failure && { err: failure }) }, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
