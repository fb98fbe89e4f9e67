import { noContentSchema } from '@pointeo/domain/api';
import {
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointChangeSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '@pointeo/domain/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureGate } from '../../lib/plan-gate';
import {
  addEndpoint,
  changeEndpoint,
  endpointDeliveries,
  listCompanyEndpoints,
  removeEndpoint,
  retryDelivery,
  rotateSecret,
  showSecret,
  type WebhookContext,
} from './service';

export interface WebhookRoutesOptions {
  context: WebhookContext;
  requireFeature: FeatureGate;
}

/**
 * Paramètres › Développeurs › Webhooks (issue 31 item 5): an 'Administrateur' ('developers.manage')
 * of a Premium company ('API dédiée'). Every id is looked up within the company: another's is a 404.
 */
export const companyWebhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (
  app,
  { context, requireFeature },
) => {
  app.addHook('preHandler', requireFeature('api'));

  app.get(
    '/api/developers/webhooks',
    { schema: { response: { 200: webhookEndpointListSchema } } },
    async (request) => listCompanyEndpoints(context, request.companyId),
  );

  app.post(
    '/api/developers/webhooks',
    { schema: { body: webhookEndpointInputSchema, response: { 201: webhookEndpointCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addEndpoint(context, request.companyId, request.body)),
  );

  app.patch(
    '/api/developers/webhooks/:endpointId',
    {
      schema: {
        params: webhookEndpointParamsSchema,
        body: webhookEndpointChangeSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => changeEndpoint(context, request.companyId, request.params.endpointId, request.body),
  );

  app.delete(
    '/api/developers/webhooks/:endpointId',
    { schema: { params: webhookEndpointParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeEndpoint(context, request.companyId, request.params.endpointId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/developers/webhooks/:endpointId/secret',
    { schema: { params: webhookEndpointParamsSchema, response: { 200: webhookSecretSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await showSecret(context, request.companyId, request.params.endpointId)),
  );

  app.post(
    '/api/developers/webhooks/:endpointId/secret',
    { schema: { params: webhookEndpointParamsSchema, response: { 200: webhookSecretSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await rotateSecret(context, request.companyId, request.params.endpointId)),
  );

  app.get(
    '/api/developers/webhooks/:endpointId/deliveries',
    {
      schema: {
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) =>
      endpointDeliveries(context, request.companyId, request.params.endpointId, request.query.page),
  );

  app.post(
    '/api/developers/webhooks/:endpointId/deliveries/:deliveryId/retry',
    { schema: { params: webhookDeliveryParamsSchema, response: { 200: webhookDeliverySchema } } },
    async (request) =>
      retryDelivery(context, request.companyId, request.params.endpointId, request.params.deliveryId),
  );
};
