import { termsAcceptanceSchema, termsStatusSchema } from '@pointeo/domain/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { recordTermsAcceptance, termsStatus } from './terms';

export interface TermsRoutesOptions {
  db: Database;
  now: () => Date;
}

/**
 * The re-acceptance of a new version of the legal documents (decision 084): every member reads the
 * status, an administrator accepts for the company (the company is the party to the contract).
 */
export const termsRoutes: FastifyPluginAsyncZod<TermsRoutesOptions> = async (app, { db, now }) => {
  app.get('/api/account/terms', { schema: { response: { 200: termsStatusSchema } } }, async (request) =>
    termsStatus(db, request.companyId),
  );

  app.post(
    '/api/account/terms',
    { schema: { body: termsAcceptanceSchema, response: { 200: termsStatusSchema } } },
    async (request) => {
      await db.transaction((tx) =>
        recordTermsAcceptance(tx, {
          companyId: request.companyId,
          userId: request.member.userId,
          acceptedAt: now(),
          ip: request.ip,
        }),
      );
      return termsStatus(db, request.companyId);
    },
  );
};
