import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { attempts } from '../db/schema/attempts';
import type { PeriodicJob } from '../jobs/job-queue';

/** At most `max` attempts under `key` within any `windowMs`. */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** The rows one reservation added, to release when the attempt should not count after all. */
export interface Reservation {
  ids: string[];
}

export interface AttemptStoreOptions {
  now: () => Date;
  /** How long rows are kept: at least the longest window of the limits used with this store. */
  retentionMs: number;
}

/** Any constant: it keeps these advisory locks apart from other users of the two-key form. */
const LOCK_SPACE = 7_301;

/**
 * Attempts counted in PostgreSQL, so that every instance shares one count. An attempt is reserved
 * before the work it guards (a password check) and released if it should not count: a burst of
 * concurrent attempts cannot all pass before the first one is recorded.
 */
export function createAttemptStore(
  db: Database,
  { now, retentionMs }: AttemptStoreOptions,
): AttemptStore & { purgeJob: PeriodicJob } {
  const retainedSince = (at: Date) => new Date(at.getTime() - retentionMs);

  return {
    /** Counts one attempt under every limit, or under none when one of them is used up (undefined). */
    async reserve(limits: AttemptLimit[]): Promise<Reservation | undefined> {
      const at = now();
      return db.transaction(async (tx) => {
        await lockKeys(
          tx,
          limits.map((limit) => limit.key),
        );
        for (const limit of limits) {
          const since = new Date(at.getTime() - limit.windowMs);
          if ((await countAttempts(tx, limit.key, since)) >= limit.max) return undefined;
        }
        const rows = await tx
          .insert(attempts)
          .values(limits.map(({ key }) => ({ key, attemptedAt: at })))
          .returning({ id: attempts.id });
        return { ids: rows.map((row) => row.id) };
      });
    },

    async release(reservation: Reservation): Promise<void> {
      await db.delete(attempts).where(inArray(attempts.id, reservation.ids));
    },

    /** The purge of the rows no window can count any more, run by the job queue (once across instances). */
    purgeJob: {
      name: 'purge-expired-attempts',
      async run() {
        await db.delete(attempts).where(lte(attempts.attemptedAt, retainedSince(now())));
      },
    } satisfies PeriodicJob,

    /** Clears a key's count (an e-mail's failures once it signs in). */
    async forget(key: string): Promise<void> {
      // Only rows the purge leaves alone, so the two deletions never wait for each other's rows.
      await db
        .delete(attempts)
        .where(and(eq(attempts.key, key), gt(attempts.attemptedAt, retainedSince(now()))));
    },
  };
}

/** Where attempts are counted: PostgreSQL (this file) or Redis (`redis-attempt-store.ts`). */
export interface AttemptStore {
  /** Counts one attempt under every limit, or under none when one of them is used up (undefined). */
  reserve(limits: AttemptLimit[]): Promise<Reservation | undefined>;
  release(reservation: Reservation): Promise<void>;
  /** Clears a key's count (an e-mail's failures once it signs in). */
  forget(key: string): Promise<void>;
  /** The purge of the attempts no window counts any more, when the store does not expire them itself. */
  purgeJob?: PeriodicJob;
}

/**
 * Serializes the reservations of these keys until the transaction ends, so each one counts the
 * rows of those before it (READ COMMITTED alone would let concurrent ones read the same count).
 * Always in one order, so two reservations sharing keys never wait for each other in a cycle.
 */
async function lockKeys(tx: Executor, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);
  }
}

async function countAttempts(tx: Executor, key: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.key, key), gt(attempts.attemptedAt, since)));
  return row?.n ?? 0;
}
