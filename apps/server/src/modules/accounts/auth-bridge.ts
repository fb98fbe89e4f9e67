import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import {
  forgotPasswordSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  sessionSchema,
  signOutResultSchema,
} from '@pointeo/domain/accounts';
import { ERROR_MESSAGES, type ErrorCode } from '@pointeo/domain/error-codes';
import type { ErrorBody } from '@pointeo/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { assertPasswordNotCommon } from '../../lib/common-passwords';
import { MALFORMED_REQUEST } from '../../lib/error-handler';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

interface AuthRoute {
  method: HTTPMethods;
  /** A body a person types: checked with our schema first, so mistakes get our French fields. */
  body?: z.ZodType;
  /** What the browser gets of better-auth's answer: nothing else (not the session token). */
  response: z.ZodType;
}

/**
 * better-auth endpoints the browser may call directly. Sign-up is ours (one transaction with the
 * company); sign-in is ours too (rate limits per e-mail and per IP, French messages).
 */
const AUTH_ROUTES: Record<string, AuthRoute> = {
  '/get-session': { method: 'GET', response: sessionSchema },
  '/sign-out': { method: 'POST', response: signOutResultSchema },
  '/request-password-reset': {
    method: 'POST',
    body: forgotPasswordSchema,
    response: passwordResetRequestedSchema,
  },
  '/reset-password': { method: 'POST', body: passwordResetRequestSchema, response: passwordResetDoneSchema },
};

export const EXPOSED_AUTH_PATHS = new Set(Object.keys(AUTH_ROUTES));

/** better-auth's English, by its error code, for what a person can meet on these paths. */
const AUTH_ERROR_MESSAGES = {
  INVALID_TOKEN: ACCOUNT_MESSAGES.resetLinkInvalid,
  TOKEN_EXPIRED: ACCOUNT_MESSAGES.resetLinkInvalid,
  // The account the link was made for is gone.
  USER_NOT_FOUND: ACCOUNT_MESSAGES.resetLinkInvalid,
  PASSWORD_TOO_SHORT: ACCOUNT_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: ACCOUNT_MESSAGES.passwordTooLong,
  INVALID_EMAIL: "L'adresse e-mail n'est pas valide",
  INVALID_ORIGIN: 'Requête refusée\u202f: elle ne vient pas du site Pointeo.',
  MISSING_OR_NULL_ORIGIN: 'Requête refusée\u202f: elle ne vient pas du site Pointeo.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Requête refusée\u202f: elle ne vient pas du site Pointeo.',
} satisfies Partial<Record<ErrorCode, string>>;

const isWordedAuthCode = (code: string | undefined): code is keyof typeof AUTH_ERROR_MESSAGES =>
  code !== undefined && Object.hasOwn(AUTH_ERROR_MESSAGES, code);

/** better-auth's success notices, by path; the web page words its own confirmation. */
const AUTH_NOTICES: Record<string, string> = {
  '/request-password-reset': ACCOUNT_MESSAGES.resetInstructionsSent,
};

/**
 * Requests per minute and IP, per path: every page reads the session (and an office shares one IP),
 * while password-reset mails and token guesses must stay rare.
 */
const REQUESTS_PER_MINUTE: Record<string, number> = {
  '/request-password-reset': 5,
  '/reset-password': 10,
};
const DEFAULT_REQUESTS_PER_MINUTE = 600;

const NOT_FOUND = 'Ressource introuvable.';

const authPath = (url: string, baseUrl: string) => new URL(url, baseUrl).pathname.replace(/^\/api\/auth/, '');

export function registerAuthBridge(
  app: FastifyInstance,
  auth: Auth,
  baseUrl: string,
  sessions: SessionCache,
) {
  const config = {
    access: 'public',
    rateLimit: {
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${authPath(request.url, baseUrl)}`,
      max: (request: FastifyRequest) =>
        REQUESTS_PER_MINUTE[authPath(request.url, baseUrl)] ?? DEFAULT_REQUESTS_PER_MINUTE,
    },
  } as const;
  const handler: RouteHandlerMethod = async (request, reply) => {
    const path = authPath(request.url, baseUrl);
    // Checked before better-auth sees it: its reset would take any password of the right length.
    if (path === '/reset-password') {
      assertPasswordNotCommon((request.body as { newPassword: string }).newPassword, 'newPassword');
    }
    const sent = await forwardToAuth(auth, request, reply, baseUrl);
    // After the revocation, so that no check in flight puts the session back (see session-cache).
    if (path === '/sign-out') sessions.forget(sessions.tokenOf(request.headers.cookie));
    // The reset revoked every session of that company, which this cache cannot tell by cookie.
    if (path === '/reset-password') sessions.clear();
    return sent;
  };

  for (const [path, { method, body, response }] of Object.entries(AUTH_ROUTES)) {
    const schema = { ...(body && { body }), response: { 200: response } };
    app.route({ method, url: `/api/auth${path}`, schema, config, handler });
  }
  // Any other path or method (better-auth's get-session also answers POST, with the session token):
  // nothing of better-auth is reached without a contract.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config,
    handler: async () => {
      throw new AppError('NOT_FOUND', 404, NOT_FOUND);
    },
  });
}

export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  baseUrl: string,
) {
  const path = authPath(request.url, baseUrl);
  // better-auth reads no body on the other paths: whatever a client sent there is not passed on.
  const body = AUTH_ROUTES[path]?.body ? request.body : undefined;
  const response = await auth.handler(toFetchRequest(request, baseUrl, body));
  return sendFetchResponse(reply, response, path);
}

/** Carries the address Fastify trusts, not one the client wrote (a reset's log reads it). */
export function toFetchRequest(request: FastifyRequest, baseUrl: string, body: unknown): Request {
  const headers = toSessionHeaders(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  if (!hasBody) headers.delete('content-type');
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody && { body: JSON.stringify(body) }),
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

/**
 * The headers of a call that opens a session: better-auth stores the address it reads from
 * X-Forwarded-For, which is set to the one Fastify trusts (decision 080: the sessions' list shows it).
 */
export function toSessionHeaders(request: FastifyRequest): Headers {
  const headers = toFetchHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies every header, each Set-Cookie separately (Headers would join them into one line). */
export function copySetCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function sendFetchResponse(reply: FastifyReply, response: Response, path: string) {
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  copySetCookies(reply, response.headers);
  reply.status(response.status);
  const text = await response.text();
  if (response.status >= 400) {
    return reply.type('application/json; charset=utf-8').send(refusalInFrench(text, response.status));
  }
  return reply.send(answerInFrench(text, path));
}

function codeOf(text: string): string | undefined {
  try {
    const { code } = JSON.parse(text) as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth refuses with `{ code, message }` in English, or with no body at all: ours is
 * `{ error: { code, message } }` in French, with the same status. A code we have no words for is
 * not passed on: it is outside the API's vocabulary.
 */
function refusalInFrench(text: string, status: number): ErrorBody {
  const code = codeOf(text);
  if (isWordedAuthCode(code)) return { error: { code, message: AUTH_ERROR_MESSAGES[code] } };
  if (status === 404) return { error: { code: 'NOT_FOUND', message: NOT_FOUND } };
  const message = status >= 500 ? ERROR_MESSAGES.unexpected : MALFORMED_REQUEST;
  return { error: { code: 'AUTH_ERROR', message } };
}

/**
 * better-auth's success answer, parsed so that the route's response schema keeps only what it names;
 * a notice in its English gets its French words, or goes.
 */
function answerInFrench(text: string, path: string): unknown {
  if (text.length === 0) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return answer;
  const { message: _english, ...rest } = answer as Record<string, unknown>;
  const notice = AUTH_NOTICES[path];
  return notice ? { ...rest, message: notice } : rest;
}
