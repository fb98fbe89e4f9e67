import { messageSchema } from '@pointeo/domain/api';
import { deviceName } from '@pointeo/domain/device-name';
import {
  memberSessionsSchema,
  passwordConfirmationSchema,
  recoveryCodesSchema,
  securityStateSchema,
  sessionIdParamsSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorRequirementSchema,
  twoFactorSetupSchema,
} from '@pointeo/domain/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSession } from './two-factor-repository';
import type { TwoFactorService } from './two-factor-service';

export interface TwoFactorRoutesOptions {
  db: Database;
  twoFactor: TwoFactorService;
}

/**
 * 'Sécurité' (decision 080): the member's own two-factor sign-in, recovery codes and sessions, and
 * the administrator's 'Exiger la double authentification'.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { db, twoFactor },
) => {
  app.get('/api/account/security', { schema: { response: { 200: securityStateSchema } } }, async (request) =>
    twoFactor.state(request.member.userId, request.member.companyId),
  );

  app.post(
    '/api/account/two-factor/enable',
    { schema: { body: passwordConfirmationSchema, response: { 200: twoFactorSetupSchema } } },
    async (request) => twoFactor.enable(request, request.body.password),
  );

  app.post(
    '/api/account/two-factor/confirm',
    { schema: { body: twoFactorCodeSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      await twoFactor.confirm(request, reply, request.body.code);
      return { message: TWO_FACTOR_MESSAGES.enabled };
    },
  );

  app.post(
    '/api/account/two-factor/disable',
    { schema: { body: passwordConfirmationSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      await twoFactor.disable(request, reply, request.body.password);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    { schema: { body: passwordConfirmationSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({
      recoveryCodes: await twoFactor.regenerateRecoveryCodes(request, request.body.password),
    }),
  );

  app.get(
    '/api/account/sessions',
    { schema: { response: { 200: memberSessionsSchema } } },
    async (request) => ({
      sessions: await twoFactor.listSessions(request),
    }),
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    { schema: { params: sessionIdParamsSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      // Another member's session is as unknown as one that does not exist.
      const session = await findSession(db, request.member.userId, request.params.sessionId);
      if (!session) throw new AppError('SESSION_NOT_FOUND', 404, TWO_FACTOR_MESSAGES.sessionNotFound);
      await twoFactor.revokeSession(request, reply, {
        token: session.token,
        device: deviceName(session.userAgent),
      });
      return { message: TWO_FACTOR_MESSAGES.sessionRevoked };
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { schema: { response: { 200: messageSchema } } },
    async (request) => {
      await twoFactor.revokeOtherSessions(request);
      return { message: TWO_FACTOR_MESSAGES.otherSessionsRevoked };
    },
  );

  app.put(
    '/api/account/two-factor-requirement',
    { schema: { body: twoFactorRequirementSchema, response: { 200: messageSchema } } },
    async (request) => {
      await twoFactor.setRequirement(request, request.body.required);
      return {
        message: request.body.required
          ? TWO_FACTOR_MESSAGES.requirementOn
          : TWO_FACTOR_MESSAGES.requirementOff,
      };
    },
  );
};
