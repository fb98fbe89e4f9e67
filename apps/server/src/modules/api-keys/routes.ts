import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@pointeo/domain/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FeatureGate } from '../../lib/plan-gate';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

export interface ApiKeyRoutesOptions {
  db: Database;
  now: () => Date;
  requireFeature: FeatureGate;
}

/**
 * 'Développeurs' › 'Clés d'API' (decision 075): an administrator's ('developers.manage'), on a plan
 * with the API. Every id is looked up within the signed-in company: another company's is a 404.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<ApiKeyRoutesOptions> = async (
  app,
  { db, now, requireFeature },
) => {
  app.addHook('preHandler', requireFeature('api'));

  app.get('/api/developers/keys', { schema: { response: { 200: apiKeyListSchema } } }, async (request) =>
    listApiKeys(db, request.companyId),
  );

  // The secret is in this answer only: the server keeps its hash.
  app.post(
    '/api/developers/keys',
    { schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(
          await createApiKey(
            db,
            request.companyId,
            { ...request.member, ip: request.ip },
            request.body,
            now(),
          ),
        ),
  );

  // 'Révoquer': the next call with the key is refused.
  app.delete(
    '/api/developers/keys/:keyId',
    { schema: { params: apiKeyIdParamsSchema, response: { 200: apiKeySchema } } },
    async (request) =>
      revokeApiKey(db, request.companyId, request.params.keyId, { ...request.member, ip: request.ip }, now()),
  );
};
