import { describe, expect, it } from 'vitest';
import { findPlan, isPlanName, PLANS, planPriceCents } from './plans';

describe('plan catalog', () => {
  it('ranks Gratuit, Standard and Premium from 1 to 3', () => {
    expect(PLANS.map((plan) => [plan.name, plan.rank])).toEqual([
      ['Gratuit', 1],
      ['Standard', 2],
      ['Premium', 3],
    ]);
  });

  it('prices the plans in cents as SPEC §9 says', () => {
    expect(planPriceCents('Gratuit')).toBe(0);
    expect(planPriceCents('Standard')).toBe(2999);
    expect(planPriceCents('Premium')).toBe(4999);
  });

  it('prices any other plan name at 0', () => {
    expect(planPriceCents('Entreprise')).toBe(0);
    expect(findPlan('premium')).toBeUndefined();
    expect(isPlanName('premium')).toBe(false);
  });

  it('limits non-direction employees to 10, 50 and unlimited', () => {
    expect(PLANS.map((plan) => plan.employeeLimit)).toEqual([10, 50, null]);
  });
});
