import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { AuditAction } from '@pointeo/domain/audit';
import { deviceName } from '@pointeo/domain/device-name';
import {
  type MemberSession,
  normalisedCode,
  SIX_DIGITS,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
} from '@pointeo/domain/two-factor';
import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttemptLimit, AttemptStore } from '../../lib/attempt-store';
import { recordAuditEvent } from '../audit';
import type { Auth } from './auth';
import { copySetCookies, toSessionHeaders } from './auth-bridge';
import { readAuthCookie } from './auth-cookies';
import { SIGN_IN_WINDOW_MS, SIGN_INS_PER_IP, signInUnavailable } from './service';
import type { SessionCache } from './session-cache';
import {
  findPendingSignInUser,
  findTwoFactorState,
  listLiveSessions,
  setTwoFactorRequired,
} from './two-factor-repository';

/** Codes a member may get wrong while confirming the app, per quarter of an hour. */
const CONFIRMATIONS_PER_USER = 10;

const betterAuthCode = (error: unknown) => (isAPIError(error) ? error.body?.code : undefined);
const isWrongCode = (error: unknown) => {
  const code = betterAuthCode(error);
  return code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE';
};

const wrongPassword = () =>
  new AppError('PASSWORD_INCORRECT', 400, TWO_FACTOR_MESSAGES.passwordWrong, {
    password: TWO_FACTOR_MESSAGES.passwordWrong,
  });
const wrongCode = (status: number) =>
  new AppError('TWO_FACTOR_CODE_INVALID', status, TWO_FACTOR_MESSAGES.codeInvalid, {
    code: TWO_FACTOR_MESSAGES.codeInvalid,
  });

/** better-auth's refusals of its two-factor endpoints, in our words; anything else as it is. */
function inOurWords(error: unknown): unknown {
  switch (betterAuthCode(error)) {
    case 'INVALID_PASSWORD':
      return wrongPassword();
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('TWO_FACTOR_STEP_EXPIRED', 401, TWO_FACTOR_MESSAGES.stepExpired);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('TWO_FACTOR_LOCKED', 429, TWO_FACTOR_MESSAGES.locked);
    case 'TOTP_ALREADY_ENABLED':
      return new AppError('TWO_FACTOR_ALREADY_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
    case 'TWO_FACTOR_NOT_ENABLED':
      return new AppError('TWO_FACTOR_NOT_ENABLED', 409, TWO_FACTOR_MESSAGES.notEnabled);
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return new AppError('TWO_FACTOR_NOT_STARTED', 409, TWO_FACTOR_MESSAGES.notStarted);
    default:
      return error;
  }
}

/** Runs a better-auth call, its refusals in our words. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw inOurWords(error);
  }
}

/**
 * A code checked within its limits, as passwords are (decision 080): counted before the check, so a
 * burst cannot pass the limit, and uncounted unless it was a wrong code. better-auth adds its own:
 * 5 codes per sign-in step, and the account locked for 15 minutes after 10 wrong codes in a row.
 */
async function codeWithinLimits(
  deps: { attemptStore: AttemptStore; log: FastifyBaseLogger },
  limits: AttemptLimit[],
  check: () => Promise<boolean>,
  wrong: () => AppError,
): Promise<void> {
  let reservation: Awaited<ReturnType<AttemptStore['reserve']>>;
  try {
    reservation = await deps.attemptStore.reserve(limits);
  } catch (error) {
    throw signInUnavailable(error);
  }
  if (!reservation) throw new AppError('TOO_MANY_ATTEMPTS', 429, ACCOUNT_MESSAGES.tooManySignIns);
  const uncount = () =>
    deps.attemptStore.release(reservation).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'two-factor attempt could not be uncounted');
    });
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await uncount();
    throw error;
  }
  if (!right) throw wrong();
  await uncount();
}

export interface TwoFactorServiceOptions {
  auth: Auth;
  db: Database;
  sessions: SessionCache;
  attemptStore: AttemptStore;
  now: () => Date;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** Two-factor sign-in and the member's sessions through better-auth's API (decision 080). */
export function createTwoFactorService({ auth, db, sessions, attemptStore, now }: TwoFactorServiceOptions) {
  const headersOf = toSessionHeaders;
  /** After better-auth replaced the request's session by a new one (2FA turned on or off). */
  const forgetRequestSession = (request: FastifyRequest) =>
    sessions.forget(sessions.tokenOf(request.headers.cookie));
  /** The member's own change, in the company's activity log (decision 081). */
  const record = (request: FastifyRequest, action: AuditAction, target?: string) =>
    recordAuditEvent(
      db,
      {
        companyId: request.member.companyId,
        action,
        actor: { kind: 'member', userId: request.member.userId },
        target: target ?? request.member.name,
        ip: request.ip,
      },
      now(),
    );

  return {
    /**
     * The sign-in's second step: the short-lived two-factor cookie of the first, and a code of the
     * app (6 digits) or a recovery code, which works once. Opens the session and answers its user's id.
     */
    async verifySignInCode(request: FastifyRequest, reply: FastifyReply, typed: string): Promise<string> {
      const code = normalisedCode(typed);
      let userId = '';
      const limits = [
        { key: `sign-in-code:ip:${request.ip}`, max: SIGN_INS_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
      ];
      await codeWithinLimits(
        { attemptStore, log: request.log },
        limits,
        async () => {
          try {
            const call = { body: { code }, headers: headersOf(request), returnHeaders: true } as const;
            const { headers, response } = SIX_DIGITS.test(code)
              ? await auth.api.verifyTOTP(call)
              : await auth.api.verifyBackupCode(call);
            copySetCookies(reply, headers);
            userId = response.user.id;
            return true;
          } catch (error) {
            if (isWrongCode(error)) return false;
            throw inOurWords(error);
          }
        },
        () => wrongCode(401),
      );
      return userId;
    },

    /**
     * Whose sign-in waits for its code, from the step's cookie: its value before the signature is the
     * random identifier of better-auth's verification row. Unsigned here: it only names the member a
     * wrong code is logged against, and nobody holds another's identifier.
     */
    async pendingSignInUser(request: FastifyRequest): Promise<string | undefined> {
      const identifier = readAuthCookie(request.headers.cookie, 'two_factor')?.split('.')[0];
      if (!identifier?.startsWith('2fa-')) return undefined;
      return findPendingSignInUser(db, identifier, now());
    },

    async state(userId: string, companyId: string) {
      const row = await findTwoFactorState(db, userId, companyId);
      const twoFactorEnabled = row?.twoFactorEnabled ?? false;
      let recoveryCodesLeft: number | null = null;
      if (twoFactorEnabled) {
        const { backupCodes } = await calling(() => auth.api.viewBackupCodes({ body: { userId } }));
        recoveryCodesLeft = backupCodes.length;
      }
      return {
        twoFactorEnabled,
        recoveryCodesLeft,
        companyRequiresTwoFactor: row?.twoFactorRequired ?? false,
      };
    },

    /** A new secret and recovery codes, waiting for a first code (`confirm`). */
    async enable(request: FastifyRequest, password: string): Promise<TwoFactorSetup> {
      const answer = await calling(() =>
        auth.api.enableTwoFactor({ body: { password }, headers: headersOf(request) }),
      );
      if (!('totpURI' in answer) || !answer.totpURI || !answer.backupCodes) {
        throw new Error('better-auth enabled two-factor sign-in without an authenticator secret');
      }
      const key = new URL(answer.totpURI).searchParams.get('secret') ?? '';
      const qrCodeSvg = await QRCode.toString(answer.totpURI, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return { otpauthUri: answer.totpURI, key, qrCodeSvg, recoveryCodes: answer.backupCodes };
    },

    /** The first code of the app turns 2FA on; better-auth gives the browser a new session. */
    async confirm(request: FastifyRequest, reply: FastifyReply, code: string): Promise<void> {
      const userId = request.member.userId;
      const limits = [
        {
          key: `two-factor-confirm:user:${userId}`,
          max: CONFIRMATIONS_PER_USER,
          windowMs: SIGN_IN_WINDOW_MS,
        },
      ];
      await codeWithinLimits(
        { attemptStore, log: request.log },
        limits,
        async () => {
          try {
            const { headers } = await auth.api.verifyTOTP({
              body: { code: normalisedCode(code) },
              headers: headersOf(request),
              returnHeaders: true,
            });
            copySetCookies(reply, headers);
            return true;
          } catch (error) {
            if (isWrongCode(error)) return false;
            throw inOurWords(error);
          }
        },
        () => wrongCode(400),
      );
      forgetRequestSession(request);
      await record(request, 'auth.two_factor_enabled');
    },

    async disable(request: FastifyRequest, reply: FastifyReply, password: string): Promise<void> {
      const { member } = request;
      const row = await findTwoFactorState(db, member.userId, member.companyId);
      if (row?.twoFactorRequired) {
        throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', 409, TWO_FACTOR_MESSAGES.requiredByCompany);
      }
      if (!row?.twoFactorEnabled) {
        throw new AppError('TWO_FACTOR_NOT_ENABLED', 409, TWO_FACTOR_MESSAGES.notEnabled);
      }
      const { headers } = await calling(() =>
        auth.api.disableTwoFactor({ body: { password }, headers: headersOf(request), returnHeaders: true }),
      );
      copySetCookies(reply, headers);
      forgetRequestSession(request);
      await record(request, 'auth.two_factor_disabled');
    },

    /** Ten new recovery codes; the old ones stop working. */
    async regenerateRecoveryCodes(request: FastifyRequest, password: string): Promise<string[]> {
      const { backupCodes } = await calling(() =>
        auth.api.generateBackupCodes({ body: { password }, headers: headersOf(request) }),
      );
      await record(request, 'auth.recovery_codes_regenerated');
      return backupCodes;
    },

    async listSessions(request: FastifyRequest): Promise<MemberSession[]> {
      const current = sessions.sessionTokenOf(request.headers.cookie);
      const rows = await listLiveSessions(db, request.member.userId, now());
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        ip: row.ipAddress || null,
        lastActiveAt: row.updatedAt.toISOString(),
        current: row.token === current,
      }));
    },

    /** One session of the member's, ended at once (this instance's cache forgets it too). */
    async revokeSession(
      request: FastifyRequest,
      reply: FastifyReply,
      session: { token: string; device: string },
    ): Promise<void> {
      const { token } = session;
      const { headers } = await auth.api.revokeSession({
        body: { token },
        headers: headersOf(request),
        returnHeaders: true,
      });
      copySetCookies(reply, headers);
      sessions.forgetSession(token);
      await record(request, 'auth.session_revoked', `${request.member.name} (${session.device})`);
    },

    async revokeOtherSessions(request: FastifyRequest): Promise<void> {
      await auth.api.revokeOtherSessions({ headers: headersOf(request) });
      sessions.forgetUser(request.member.userId);
      await record(request, 'auth.sign_out_others');
    },

    /** 'Exiger la double authentification', and its entry in the activity log. */
    async setRequirement(request: FastifyRequest, required: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await setTwoFactorRequired(tx, request.member.companyId, required);
        await recordAuditEvent(
          tx,
          {
            companyId: request.member.companyId,
            action: 'company.two_factor_required',
            actor: { kind: 'member', userId: request.member.userId },
            details: { required },
            ip: request.ip,
          },
          now(),
        );
      });
      // Every cached member of the company must be read again with the new rule.
      sessions.clear();
    },
  };
}
