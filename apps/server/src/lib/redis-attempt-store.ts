import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AttemptLimit, AttemptStore, AttemptStoreOptions, Reservation } from './attempt-store';
import { execAll, redisKey } from './redis';

/**
 * One reservation, atomic in Redis (a script runs alone): under every limit the key's attempts newer
 * than its window are counted, and the attempt is added to every key, or to none when one is used up.
 * KEYS: the limits' keys. ARGV: now (ms), retention (ms), the attempt's member, then each limit's
 * max, then each limit's window (ms). Attempts past the retention are dropped on the way; the key
 * itself expires a retention after its latest attempt.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local retention = tonumber(ARGV[2])
local member = ARGV[3]
local n = #KEYS
for i = 1, n do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - retention)
  local recent = redis.call('ZCOUNT', KEYS[i], '(' .. (now - tonumber(ARGV[3 + n + i])), '+inf')
  if recent >= tonumber(ARGV[3 + i]) then return 0 end
end
for i = 1, n do
  redis.call('ZADD', KEYS[i], now, member)
  redis.call('PEXPIRE', KEYS[i], retention)
end
return 1`;

const attemptKey = (key: string) => redisKey('attempts', key);

/**
 * The attempt store of `attempt-store.ts` in Redis (REDIS_URL): one sorted set per key, scored by
 * the app's clock. The same reserve-before, release-after contract; Redis's expiry replaces the purge.
 */
export function createRedisAttemptStore(
  redis: Redis,
  { now, retentionMs }: AttemptStoreOptions,
): AttemptStore {
  return {
    async reserve(limits: AttemptLimit[]): Promise<Reservation | undefined> {
      const member = randomUUID();
      const reserved = await redis.eval(
        RESERVE,
        limits.length,
        ...limits.map((limit) => attemptKey(limit.key)),
        now().getTime(),
        retentionMs,
        member,
        ...limits.map((limit) => limit.max),
        ...limits.map((limit) => limit.windowMs),
      );
      if (reserved !== 1) return undefined;
      return { ids: limits.map((limit) => JSON.stringify([attemptKey(limit.key), member])) };
    },

    async release(reservation: Reservation): Promise<void> {
      const transaction = redis.multi();
      for (const id of reservation.ids) {
        const [key, member] = JSON.parse(id) as [string, string];
        transaction.zrem(key, member);
      }
      await execAll(transaction);
    },

    async forget(key: string): Promise<void> {
      await redis.del(attemptKey(key));
    },
  };
}
