import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Executor } from '../../db/client';
import { execAll, redisKey } from '../../lib/redis';
import { findRecentWrongPins, recordWrongPin } from './repository/wrong-pins';
import type { KioskDevice } from './service';

/**
 * Where a kiosk's wrong PINs are counted: PostgreSQL, or Redis when REDIS_URL is set. Either way the
 * caller holds the device's row lock (identifyEmployeeByPin), so a device's guesses are read and
 * counted one at a time whichever store keeps them.
 */
export interface WrongPinStore {
  /** When the device's latest wrong PINs since `since` were typed, newest first, at most `limit`. */
  recent(tx: Executor, device: KioskDevice, since: Date, limit: number): Promise<Date[]>;
  /** Adds a wrong PIN; those older than `forgetBefore` are no budget's concern any more. */
  record(tx: Executor, device: KioskDevice, at: Date, forgetBefore: Date): Promise<void>;
}

/** In the punch's own transaction (the kiosk_wrong_pins table). */
export const postgresWrongPins: WrongPinStore = { recent: findRecentWrongPins, record: recordWrongPin };

const deviceKey = (deviceId: string) => redisKey('wrong-pins', deviceId);

/**
 * One sorted set per device, scored by the app's clock. Written before the punch's transaction
 * commits: a wrong PIN counts even if the rest of its transaction fails, as it was typed all the same.
 */
export function redisWrongPins(redis: Redis): WrongPinStore {
  return {
    async recent(_tx, device, since, limit) {
      const scores = await redis.zrevrangebyscore(
        deviceKey(device.id),
        '+inf',
        `(${since.getTime()}`,
        'WITHSCORES',
        'LIMIT',
        0,
        limit,
      );
      // [member, score, member, score, …]
      return scores.filter((_, index) => index % 2 === 1).map((score) => new Date(Number(score)));
    },
    async record(_tx, device, at, forgetBefore) {
      const key = deviceKey(device.id);
      await execAll(
        redis
          .multi()
          .zremrangebyscore(key, '-inf', `(${forgetBefore.getTime()}`)
          .zadd(key, at.getTime(), randomUUID())
          .pexpire(key, at.getTime() - forgetBefore.getTime()),
      );
    },
  };
}
