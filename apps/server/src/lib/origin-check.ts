import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API call sent by a page of another site. Browsers always send Origin on
 * such requests; server-to-server callers (payment webhooks) send none and are checked otherwise.
 */
export function registerOriginCheck(app: FastifyInstance, baseUrl: string) {
  const allowed = new URL(baseUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && origin !== allowed) {
      throw new AppError('FORBIDDEN_ORIGIN', 403, 'Requête refusée\u202f: elle ne provient pas de Pointeo.');
    }
  });
}
