import { ERROR_MESSAGES } from '@pointeo/domain/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isSafeMethod } from './safe-methods';

/**
 * Where a request says it comes from, by the headers browsers set themselves (a page's script cannot
 * forge them). Sec-Fetch-Site, when sent, is the browser's own word and decides: 'same-origin' is a
 * page of this site; 'same-site' (a sibling subdomain: the site is one origin, a sibling is another
 * party) and 'cross-site' are foreign; 'none' is an address the person typed. Origin is not: with
 * the site's Referrer-Policy 'no-referrer', a browser posts the site's own forms with `Origin: null`.
 * Only a browser too old to send Sec-Fetch-Site is judged by Origin: the site's, or foreign ('null'
 * included). Neither header: no browser page of another site, which always sends Origin on a
 * state-changing request.
 */
type RequestSource = 'ours' | 'foreign' | 'unsaid';

function sourceOf(request: FastifyRequest, siteOrigin: string): RequestSource {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined) {
    if (site === 'same-origin') return 'ours';
    return site === 'none' ? 'unsaid' : 'foreign';
  }
  if (origin === undefined) return 'unsaid';
  return origin === siteOrigin ? 'ours' : 'foreign';
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
    if (isSafeMethod(request.method)) return;
    if (sourceOf(request, siteOrigin) === 'foreign') throw forbiddenOrigin();
  });
}

const forbiddenOrigin = () => new AppError('FORBIDDEN_ORIGIN', 403, ERROR_MESSAGES.forbiddenOrigin);

/**
 * Refuses an HTML form posted from anywhere but a page of this site (a cross-site form could sign a
 * visitor into someone else's account). Stricter than the check of every request: the form must say
 * it comes from here, as browsers do with every POST; a post that says nothing is no browser's form.
 */
export function assertSameOriginForm(request: FastifyRequest, baseUrl: string): void {
  if (sourceOf(request, new URL(baseUrl).origin) !== 'ours') throw forbiddenOrigin();
}
