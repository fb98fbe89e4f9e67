import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

/**
 * better-auth endpoints the browser may call directly. Sign-up is ours (one transaction with the
 * company); sign-in is ours too (rate limits per e-mail and per IP, French messages).
 */
const EXPOSED_AUTH_PATHS = new Set([
  '/get-session',
  '/sign-out',
  '/request-password-reset',
  '/reset-password',
]);

/**
 * Requests per minute and IP, per path: every page reads the session (and an office shares one IP),
 * while password-reset mails and token guesses must stay rare.
 */
const REQUESTS_PER_MINUTE: Record<string, number> = {
  '/request-password-reset': 5,
  '/reset-password': 10,
};
const DEFAULT_REQUESTS_PER_MINUTE = 600;

const authPath = (url: string, baseUrl: string) => new URL(url, baseUrl).pathname.replace(/^\/api\/auth/, '');

export function registerAuthBridge(
  app: FastifyInstance,
  auth: Auth,
  baseUrl: string,
  sessions: SessionCache,
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: {
      rateLimit: {
        timeWindow: '1 minute',
        keyGenerator: (request) => `${request.ip}|${authPath(request.url, baseUrl)}`,
        max: (request) => REQUESTS_PER_MINUTE[authPath(request.url, baseUrl)] ?? DEFAULT_REQUESTS_PER_MINUTE,
      },
    },
    async handler(request, reply) {
      const path = authPath(request.url, baseUrl);
      if (!EXPOSED_AUTH_PATHS.has(path)) throw new AppError('NOT_FOUND', 404, 'Ressource introuvable.');
      const sent = await forwardToAuth(auth, request, reply, baseUrl);
      // After the revocation, so that no check in flight puts the session back (see session-cache).
      if (path === '/sign-out') sessions.forget(sessions.tokenOf(request.headers.cookie));
      // The reset revoked every session of that company, which this cache cannot tell by cookie.
      if (path === '/reset-password') sessions.clear();
      return sent;
    },
  });
}

export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  baseUrl: string,
) {
  const response = await auth.handler(toFetchRequest(request, baseUrl));
  return sendFetchResponse(reply, response);
}

export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers: toFetchHeaders(request.headers),
    ...(hasBody && { body: JSON.stringify(request.body) }),
  });
}

export function toFetchHeaders(headers: FastifyRequest['headers']): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

/** Copies every header, each Set-Cookie separately (Headers would join them into one line). */
export function copySetCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  copySetCookies(reply, response.headers);
  reply.status(response.status);
  const text = await response.text();
  return reply.send(text.length > 0 ? text : null);
}
