import { healthSchema, livenessSchema } from '@pointeo/domain/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DatabaseHandle, pingDatabase } from '../../db/client';

const PING_TIMEOUT_MS = 3_000;

/**
 * Liveness (restart me if I stop answering) and readiness (send me traffic): an orchestrator
 * restarting every instance because the database is down would only add to the outage. While the
 * server shuts down, Fastify answers 503 to both (return503OnClosing), so the balancer drains it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const open = { access: 'public' } as const;
  app.get('/api/health/live', { config: open, schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  for (const url of ['/api/health/ready', '/api/health']) {
    app.get(
      url,
      { config: open, schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (request, reply) => {
        try {
          await withTimeout(pingDatabase(database.db), PING_TIMEOUT_MS);
          return { status: 'ok' as const, database: database.kind };
        } catch (error) {
          request.log.warn({ err: error }, 'database did not answer the readiness check');
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );
  }
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
