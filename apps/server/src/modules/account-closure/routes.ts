import {
  CLOSURE_MESSAGES,
  closeAccountSchema,
  retentionAnswerSchema,
  retentionSettingsSchema,
} from '@pointeo/domain/account-closure';
import { messageSchema } from '@pointeo/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionEnder } from '../../lib/session-guard';
import { type ClosingContext, changeRetention, closeAccount, readRetention } from './service';

export interface AccountClosureRoutesOptions {
  context: ClosingContext;
  /** The sign-out of 'Déconnexion': the closing's answer clears the browser's session cookie. */
  endSession: SessionEnder;
}

/** 'Compte' › 'Données' (decision 083): the retention of the time records, and 'Supprimer le compte'. */
export const accountClosureRoutes: FastifyPluginAsyncZod<AccountClosureRoutesOptions> = async (
  app,
  { context, endSession },
) => {
  const { db, now } = context.billing;

  app.get(
    '/api/privacy/retention',
    { schema: { response: { 200: retentionAnswerSchema } } },
    async (request) => readRetention(db, request.companyId),
  );

  app.put(
    '/api/privacy/retention',
    { schema: { body: retentionSettingsSchema, response: { 200: retentionAnswerSchema } } },
    async (request) => changeRetention(db, request.member, request.body.retentionYears, now(), request.ip),
  );

  // A password is checked: a few tries a minute, as the sign-in allows.
  app.post(
    '/api/privacy/close-account',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: closeAccountSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await closeAccount(context, request.member, request.body, now(), request.ip);
      await endSession(request, reply);
      return { message: CLOSURE_MESSAGES.closed };
    },
  );
};
