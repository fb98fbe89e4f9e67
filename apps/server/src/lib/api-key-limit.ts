import { API_KEY_MESSAGES } from '@pointeo/domain/api-keys';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The headers of the IETF draft 'RateLimit header fields for HTTP', the names @fastify/rate-limit
 * writes with `enableDraftSpec` (an option of the whole plugin, whose other limits keep theirs).
 */
export const API_RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
  retryAfter: 'Retry-After',
} as const;

/**
 * The calls of one API key in a minute, counted in @fastify/rate-limit's shared store (PostgreSQL
 * or Redis, app.ts), so the limit holds across instances (decision 075). Runs after the key guard
 * has set `request.apiKey`. Every answer carries the limit, what remains and the seconds until the
 * window ends; beyond the limit, 429 API_KEY_RATE_LIMITED with Retry-After.
 */
export function createApiKeyLimit(app: FastifyInstance, perMinute: number) {
  const hit = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `api-key:${request.apiKey.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await hit(request);
    if (limit.isAllowed) return;
    reply.header(API_RATE_LIMIT_HEADERS.limit, limit.max);
    reply.header(API_RATE_LIMIT_HEADERS.remaining, limit.remaining);
    reply.header(API_RATE_LIMIT_HEADERS.reset, limit.ttlInSeconds);
    if (limit.isExceeded) {
      reply.header(API_RATE_LIMIT_HEADERS.retryAfter, limit.ttlInSeconds);
      throw new AppError('API_KEY_RATE_LIMITED', 429, API_KEY_MESSAGES.tooManyCalls, undefined, {
        retryAfterSeconds: String(limit.ttlInSeconds),
      });
    }
  };
}
