import { API_KEY_MESSAGES, type ApiKeyScope } from '@pointeo/domain/api-keys';
import { isPlanName } from '@pointeo/domain/plans';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requirePlanFeature } from '../../lib/plan-gate';
import { bearerSecret, hashApiKeySecret } from './credential';
import { findKeyByHash, noteKeyUse } from './repository';

/** The key a call to the API authenticated with, as the guard found it. */
export interface RequestApiKey {
  id: string;
  scopes: readonly ApiKeyScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key of an `access: 'apiKey'` route's call; `companyId` is its company's. */
    apiKey: RequestApiKey;
  }
}

/** 'Dernière utilisation' moves at most once a minute per key: no write on every call. */
export const LAST_USE_EVERY_MS = 60_000;

export interface ApiKeyGuardOptions {
  db: Database;
  now: () => Date;
  /** The per-key limit of calls (lib/api-key-limit.ts): headers, and 429 beyond it. */
  limitCalls: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** What a read-only key may call; every other method needs 'write'. */
const READ_METHODS = new Set(['GET', 'HEAD']);

const REALM = 'Bearer realm="Pointeo API"';

const invalid = () => new AppError('API_KEY_INVALID', 401, API_KEY_MESSAGES.invalid);

/**
 * The guard of `access: 'apiKey'` routes (the API under /api/v1, decision 075). In this order:
 * `Authorization: Bearer pto_live_…` of a key neither revoked nor expired (401 API_KEY_INVALID; a
 * revocation holds from the next call, each call reads the key), the key's limit of calls (429),
 * its company's plan (403 FEATURE_NOT_IN_PLAN: Premium's 'api' feature), its scope (403
 * API_KEY_SCOPE: GET and HEAD need 'read', every other method 'write'). The company is the key's,
 * whatever the request says. The key and its company's plan are one prepared read (decision 086).
 */
export function createApiKeyGuard({ db, now, limitCalls }: ApiKeyGuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const secret = bearerSecret(request.headers.authorization);
    const key = secret ? await findKeyByHash(db, hashApiKeySecret(secret)) : undefined;
    const at = now();
    if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= at)) {
      // RFC 6750 §3: the scheme the route wants, and whether the credential given was refused.
      reply.header(
        'www-authenticate',
        request.headers.authorization ? `${REALM}, error="invalid_token"` : REALM,
      );
      throw invalid();
    }
    request.companyId = key.companyId;
    request.apiKey = { id: key.id, scopes: key.scopes };
    if (!key.lastUsedAt || at.getTime() - key.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
      await noteKeyUse(db, key.id, at, LAST_USE_EVERY_MS);
    }
    await limitCalls(request, reply);
    // The check constraint allows only known plans; Gratuit is the safe reading otherwise (SPEC §2).
    requirePlanFeature(isPlanName(key.plan) ? key.plan : 'Gratuit', 'api');
    const needed: ApiKeyScope = READ_METHODS.has(request.method) ? 'read' : 'write';
    if (!key.scopes.includes(needed)) {
      reply.header('www-authenticate', `${REALM}, error="insufficient_scope", scope="${needed}"`);
      throw new AppError('API_KEY_SCOPE', 403, API_KEY_MESSAGES.scope);
    }
  };
}
