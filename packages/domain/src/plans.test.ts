import { describe, expect, it } from 'vitest';
import { findPlan, isPlanName, memberLimitReached, nextPlan, PLANS, planPriceCents } from './plans';

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

describe('team and site limits', () => {
  it('allows one site on Gratuit, as many as needed on Standard and Premium', () => {
    expect(PLANS.map((plan) => plan.siteLimit)).toEqual([1, null, null]);
  });

  it('allows the owner alone on Gratuit, 5 members on Standard, unlimited on Premium', () => {
    expect(PLANS.map((plan) => plan.memberLimit)).toEqual([1, 5, null]);
  });

  it('suggests the next plan', () => {
    expect(nextPlan('Gratuit')?.name).toBe('Standard');
    expect(nextPlan('Standard')?.name).toBe('Premium');
    expect(nextPlan('Premium')).toBeUndefined();
  });

  it('refuses another member in French, with a narrow no-break space before the colon', () => {
    expect(memberLimitReached('Standard', 5)).toBe(
      'Votre plan Standard permet 5 membres, vous compris\u202f: passez au plan Premium pour en inviter davantage.',
    );
    expect(memberLimitReached('Gratuit', 1)).toBe(
      "Votre plan Gratuit ne permet qu'un membre, vous-même\u202f: passez au plan Standard pour en inviter davantage.",
    );
    expect(memberLimitReached('Premium', 20)).toBe('Votre plan Premium permet 20 membres, vous compris.');
  });
});
