import { noContentSchema } from '@pointeo/domain/api';
import {
  silaeCheckSchema,
  silaeConnectionInputSchema,
  silaeConnectionSchema,
  silaePushInputSchema,
  silaePushListSchema,
  silaePushSchema,
} from '@pointeo/domain/payroll-connectors';
import { monthParamsSchema } from '@pointeo/domain/timesheets';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signatureOf } from '../../lib/authors';
import type { FeatureGate } from '../../lib/plan-gate';
import {
  checkSilaeMonth,
  pushSilaeMonth,
  removeSilaeConnection,
  type SilaeContext,
  saveSilaeConnection,
  silaeConnection,
  silaePushesOf,
} from './service';

export interface SilaeRoutesOptions {
  context: SilaeContext;
  requireFeature: FeatureGate;
}

/**
 * Rapports › Export paie › Silae (issue 32 item 3, decision 079): Premium ('Intégrations sur
 * mesure'). The connection is 'payroll.settings' to change; reading whether it is set, 'Vérifier' and
 * 'Envoyer' are 'payroll.export' (lib/route-policies.ts).
 */
export const silaeRoutes: FastifyPluginAsyncZod<SilaeRoutesOptions> = async (
  app,
  { context, requireFeature },
) => {
  app.addHook('preHandler', requireFeature('payrollConnectors'));
  // Each check and push calls Silae: a person clicks a few times, a script is slowed.
  const silaeLimit = {
    rateLimit: {
      max: 20,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.companyId,
    },
  };

  app.get(
    '/api/reports/silae/connection',
    { schema: { response: { 200: silaeConnectionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return silaeConnection(context, request.companyId);
    },
  );

  app.put(
    '/api/reports/silae/connection',
    { schema: { body: silaeConnectionInputSchema, response: { 200: silaeConnectionSchema } } },
    async (request) =>
      saveSilaeConnection(context, request.companyId, request.body, signatureOf(request.member)),
  );

  app.delete(
    '/api/reports/silae/connection',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeSilaeConnection(context, request.companyId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/reports/months/:month/silae/check',
    { schema: { params: monthParamsSchema, response: { 200: silaeCheckSchema } }, config: silaeLimit },
    async (request) => checkSilaeMonth(context, request.companyId, request.params.month),
  );

  app.post(
    '/api/reports/months/:month/silae/pushes',
    {
      schema: { params: monthParamsSchema, body: silaePushInputSchema, response: { 201: silaePushSchema } },
      config: silaeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await pushSilaeMonth(
            context,
            request.companyId,
            request.params.month,
            request.body,
            signatureOf(request.member),
          ),
        ),
  );

  app.get(
    '/api/reports/months/:month/silae/pushes',
    { schema: { params: monthParamsSchema, response: { 200: silaePushListSchema } } },
    async (request) => silaePushesOf(context, request.companyId, request.params.month),
  );
};
