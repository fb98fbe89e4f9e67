import { planDirection } from '@pointeo/domain/billing';
import { PLAN_NAMES } from '@pointeo/domain/plans';
import { describe, expect, it } from 'vitest';
import { directionOf, pendingStartDate } from './billing-display';

describe('billing display', () => {
  it('says upgrade, downgrade or current exactly as the domain does', () => {
    for (const current of PLAN_NAMES) {
      for (const target of PLAN_NAMES) {
        expect(directionOf(current, target)).toBe(planDirection(current, target));
      }
    }
  });

  it('starts a pending plan the day after the renewal date, in Paris', () => {
    expect(pendingStartDate('2026-12-22T10:00:00.000Z')).toBe('23/12/2026');
    expect(pendingStartDate('2026-12-31T23:30:00.000Z')).toBe('02/01/2027');
  });
});
