import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { apiIdempotencyKeys } from '../../db/schema/public-api';
import type { PeriodicJob } from '../../jobs/job-queue';
import { olderThan, purgeJob } from '../../jobs/purge-job';
import { AppError } from '../../lib/app-error';

/**
 * `Idempotency-Key` on the public API's POSTs (decision 076, after Stripe's and the IETF draft
 * httpapi-idempotency-key-header): the first request with a key, per company, records the answer it
 * got (status and body); a retry with the same key and the same request gets that answer again,
 * marked `Idempotent-Replayed: true`, without running twice. The same key with another request is a
 * 422; a retry while the first still runs, a 409. A 5xx is not kept: the retry runs. Keys live 24 h.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 10 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  reused:
    'Cette clé Idempotency-Key a déjà servi pour une autre requête\u202f: choisissez une nouvelle clé pour une nouvelle requête.',
  inUse:
    'Une requête avec cette clé Idempotency-Key est encore en cours\u202f: réessayez dans quelques instants.',
} as const;

/** The key a request holds until its answer is recorded. */
const heldKeys = new WeakMap<FastifyRequest, { companyId: string; key: string }>();

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');

/**
 * The preHandler of a POST (after the guard and validation): claims the key, or answers with the
 * first request's answer. Its onSend and onResponse hooks (`recordIdempotentAnswer`, `releaseKey`)
 * keep the answer, or free the key when none is kept.
 */
export function idempotentPost(db: Database, now: () => Date): preHandlerAsyncHookHandler {
  return async function claimKey(request, reply): Promise<unknown> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return;
    const companyId = request.companyId;
    const requestHash = hashOf(request);
    const at = now();
    const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
    // Claimed when new, or when the key's last use is over 24 hours old.
    const claimed = await db
      .insert(apiIdempotencyKeys)
      .values({ companyId, key, requestHash, createdAt: at })
      .onConflictDoUpdate({
        target: [apiIdempotencyKeys.companyId, apiIdempotencyKeys.key],
        set: { requestHash, statusCode: null, contentType: null, body: null, createdAt: at },
        setWhere: lt(apiIdempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: apiIdempotencyKeys.key });
    if (claimed.length > 0) {
      heldKeys.set(request, { companyId, key });
      return;
    }
    const [first] = await db
      .select()
      .from(apiIdempotencyKeys)
      .where(and(eq(apiIdempotencyKeys.companyId, companyId), eq(apiIdempotencyKeys.key, key)));
    // Purged between the two statements: the first request's 24 hours are over, this one may run.
    if (!first) return claimKey.call(this, request, reply);
    if (first.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, IDEMPOTENCY_MESSAGES.reused);
    }
    if (first.statusCode === null) {
      throw new AppError('IDEMPOTENCY_KEY_IN_USE', 409, IDEMPOTENCY_MESSAGES.inUse);
    }
    reply.code(first.statusCode).header('idempotent-replayed', 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    // Already serialized: sent as the bytes the first answer had.
    return reply.send(first.body ?? '');
  };
}

/** onSend: the answer of a request holding a key is kept (a 5xx frees the key instead). */
export function recordIdempotentAnswer(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = heldKeys.get(request);
    if (!held) return payload;
    heldKeys.delete(request);
    const where = and(eq(apiIdempotencyKeys.companyId, held.companyId), eq(apiIdempotencyKeys.key, held.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(apiIdempotencyKeys).where(and(where, isNull(apiIdempotencyKeys.statusCode)));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(apiIdempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload,
      })
      .where(where);
    return payload;
  };
}

/** onResponse: a request that ended without its answer recorded (aborted) frees its key. */
export function releaseKey(db: Database) {
  return async (request: FastifyRequest) => {
    const held = heldKeys.get(request);
    if (!held) return;
    heldKeys.delete(request);
    await db
      .delete(apiIdempotencyKeys)
      .where(
        and(
          eq(apiIdempotencyKeys.companyId, held.companyId),
          eq(apiIdempotencyKeys.key, held.key),
          isNull(apiIdempotencyKeys.statusCode),
        ),
      );
  };
}

/** Deletes the keys over 24 hours old (the app's job queue runs it every 10 minutes). */
export function idempotencyPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return purgeJob(
    'purge-api-idempotency-keys',
    db,
    { table: apiIdempotencyKeys, column: apiIdempotencyKeys.createdAt },
    now,
    olderThan(IDEMPOTENCY_TTL_MS),
  );
}
