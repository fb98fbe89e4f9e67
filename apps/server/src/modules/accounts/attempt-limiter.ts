export interface AttemptLimiter {
  /** True while this key has used up its failures for the window. */
  isBlocked(key: string, now?: number): boolean;
  recordFailure(key: string, now?: number): void;
  reset(key: string): void;
}

/**
 * Counts failures per key (an e-mail, an IP) over a sliding window. Kept in memory: with several
 * instances each counts its own share, which still bounds guessing to instances × max.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }): AttemptLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (failures.get(key) ?? []).filter((time) => now - time < windowMs);
  return {
    isBlocked(key, now = Date.now()) {
      return recent(key, now).length >= max;
    },
    recordFailure(key, now = Date.now()) {
      const times = recent(key, now);
      times.push(now);
      failures.set(key, times);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value!);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
