import { healthSchema } from '@pointeo/domain/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DatabaseHandle, pingDatabase } from '../../db/client';

const PING_TIMEOUT_MS = 3_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(database.db), PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
