import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a request says it comes from, by the two headers browsers set themselves (a page's script
 * cannot forge them):
 * - 'ours': a page of this site (Sec-Fetch-Site 'same-origin', or Origin the site's own);
 * - 'foreign': another site, a sibling subdomain included (the site is one origin: 'same-site' is
 *   another party), an opaque 'null' origin, or headers that contradict each other;
 * - 'unsaid': neither header, or only Sec-Fetch-Site 'none' (an address typed by the person): no
 *   browser page of another site, which always sends Origin on a state-changing request.
 */
type RequestSource = 'ours' | 'foreign' | 'unsaid';

function sourceOf(request: FastifyRequest, siteOrigin: string): RequestSource {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== siteOrigin) return 'foreign';
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'foreign';
  return site === 'same-origin' || origin === siteOrigin ? 'ours' : 'unsaid';
}

/**
 * Refuses any state-changing request (every method but GET, HEAD and OPTIONS, whatever its path)
 * that a page of another site sent. It reads no path: the router decodes one ('/%61pi/…' is
 * '/api/…'), so a check on the raw address could be walked around. Callers that are not browsers
 * (the payment provider's webhook, signed; scripts) send neither header and pass.
 */
export function registerOriginCheck(app: FastifyInstance, baseUrl: string) {
  const siteOrigin = new URL(baseUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (sourceOf(request, siteOrigin) === 'foreign') throw forbiddenOrigin();
  });
}

const forbiddenOrigin = () =>
  new AppError('FORBIDDEN_ORIGIN', 403, 'Requête refusée\u202f: elle ne provient pas de Pointeo.');

/**
 * Refuses an HTML form posted from anywhere but a page of this site (a cross-site form could sign a
 * visitor into someone else's account). Stricter than the check of every request: the form must say
 * it comes from here, as browsers do with every POST; a post that says nothing is no browser's form.
 */
export function assertSameOriginForm(request: FastifyRequest, baseUrl: string): void {
  if (sourceOf(request, new URL(baseUrl).origin) !== 'ours') throw forbiddenOrigin();
}
