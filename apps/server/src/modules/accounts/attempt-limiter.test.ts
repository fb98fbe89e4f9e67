import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('blocks a key after max failures within the window, and frees it when they age out', () => {
    const limiter = createAttemptLimiter({ max: 3, windowMs: 60_000 });
    for (const time of [0, 10_000, 20_000]) limiter.recordFailure('a@exemple.fr', time);
    expect(limiter.isBlocked('a@exemple.fr', 30_000)).toBe(true);
    expect(limiter.isBlocked('b@exemple.fr', 30_000)).toBe(false);
    expect(limiter.isBlocked('a@exemple.fr', 60_001)).toBe(false);
  });

  it('forgets the failures of a key that succeeded', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000 });
    limiter.recordFailure('a', 0);
    limiter.reset('a');
    expect(limiter.isBlocked('a', 1)).toBe(false);
  });
});
