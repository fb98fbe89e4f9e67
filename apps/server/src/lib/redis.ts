import { type ChainableCommander, Redis } from 'ioredis';

/**
 * The Redis connection that holds the shared limits when REDIS_URL is set (decision 021): the
 * sign-in attempts, the kiosks' wrong PINs and @fastify/rate-limit's counters. Commands wait while
 * it reconnects, a few retries each, then fail: a limit that cannot be read answers 503 or 500,
 * never lets a request through uncounted.
 */
export function openRedis(url: string, keyPrefix = REDIS_KEY_PREFIX): Redis {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 3 });
  redis.on('error', () => {
    // Reported by the commands that fail; the client reconnects on its own.
  });
  return redis;
}

/** A key's parts joined by Redis's customary separator. */
export const redisKey = (...parts: string[]) => parts.join(':');

/**
 * Every key this app writes starts so (ioredis adds it to each command's keys, scripts' too),
 * leaving the rest of a shared Redis alone; tests give each run its own.
 */
export const REDIS_KEY_PREFIX = redisKey('pointeo', '');

/** Runs a MULTI block; ioredis resolves it with each command's error beside its result, so this throws the first. */
export async function execAll(transaction: ChainableCommander): Promise<void> {
  for (const [error] of (await transaction.exec()) ?? []) if (error) throw error;
}
