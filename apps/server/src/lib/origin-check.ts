import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    if (origin && origin !== allowed) throw forbiddenOrigin();
  });
}

const forbiddenOrigin = () =>
  new AppError('FORBIDDEN_ORIGIN', 403, 'Requête refusée\u202f: elle ne provient pas de Pointeo.');

/**
 * Refuses an HTML form posted from anywhere but a page of this site (a cross-site form could sign a
 * visitor into someone else's account). Browsers say where a form came from in Sec-Fetch-Site, and
 * older ones in Origin, which they send with every POST; a post with neither is no browser's form.
 */
export function assertSameOriginForm(request: FastifyRequest, baseUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  const sameOrigin =
    site === undefined ? request.headers.origin === new URL(baseUrl).origin : site === 'same-origin';
  if (!sameOrigin) throw forbiddenOrigin();
}
