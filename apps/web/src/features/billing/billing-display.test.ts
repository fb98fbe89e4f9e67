import { describe, expect, it } from 'vitest';
import { pendingStartDate } from './billing-display';

describe('billing display', () => {
  it('starts a pending plan the day after the renewal date, in Paris', () => {
    expect(pendingStartDate('2026-12-22T10:00:00.000Z')).toBe('23/12/2026');
    expect(pendingStartDate('2026-12-31T23:30:00.000Z')).toBe('02/01/2027');
    // 25/10/2026 00:30 in Paris, the night the clocks go back: the next day is still the 26th.
    expect(pendingStartDate('2026-10-24T22:30:00.000Z')).toBe('26/10/2026');
  });
});
