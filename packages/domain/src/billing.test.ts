import { describe, expect, it } from 'vitest';
import { addOneMonth, decidePlanChange, paymentSuccessUrl, prorationCents } from './billing';
import { upgradedToPremium } from './billing-messages';
import { centsToDecimal, decimalToCents } from './money';
import { findPlan, planDirection } from './plans';

describe('plan ranks and transitions (SPEC §4)', () => {
  it('ranks Gratuit 1, Standard 2, Premium 3', () => {
    expect(['Gratuit', 'Standard', 'Premium'].map((name) => findPlan(name)?.rank)).toEqual([1, 2, 3]);
  });

  it.each([
    ['Gratuit', 'Gratuit', false, 'already-on-plan'],
    ['Premium', 'Premium', true, 'already-on-plan'],
    ['Standard', 'Gratuit', true, 'downgrade-to-free'],
    ['Premium', 'Gratuit', true, 'downgrade-to-free'],
    ['Premium', 'Standard', true, 'downgrade-to-standard'],
    ['Premium', 'Standard', false, 'downgrade-to-standard'],
    ['Standard', 'Premium', true, 'upgrade-to-premium'],
    ['Standard', 'Premium', false, 'checkout'],
    ['Gratuit', 'Standard', false, 'checkout'],
    ['Gratuit', 'Premium', false, 'checkout'],
  ] as const)('%s → %s (subscription: %s) is %s', (current, target, hasSubscription, expected) => {
    expect(decidePlanChange(current, target, hasSubscription)).toBe(expected);
  });

  it('labels each card against the current plan', () => {
    expect(planDirection('Standard', 'Standard')).toBe('current');
    expect(planDirection('Standard', 'Premium')).toBe('upgrade');
    expect(planDirection('Standard', 'Gratuit')).toBe('downgrade');
  });
});

describe('proration fallback (SPEC §5)', () => {
  const period = {
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-12-01T00:00:00Z'),
  };

  it('charges the price difference for the remaining fraction, rounded to the cent once', () => {
    expect(
      prorationCents({ fromCents: 2999, toCents: 4999, ...period, now: new Date('2026-11-16T00:00:00Z') }),
    ).toBe(1000);
    // 2000 × 29/30 = 1933.33… → 1933
    expect(
      prorationCents({ fromCents: 2999, toCents: 4999, ...period, now: new Date('2026-11-02T00:00:00Z') }),
    ).toBe(1933);
  });

  it('clamps outside the period and never divides by zero', () => {
    const base = { fromCents: 2999, toCents: 4999, ...period };
    expect(prorationCents({ ...base, now: new Date('2026-10-01T00:00:00Z') })).toBe(2000);
    expect(prorationCents({ ...base, now: new Date('2027-01-01T00:00:00Z') })).toBe(0);
    expect(prorationCents({ ...base, periodEnd: period.periodStart, now: period.periodStart })).toBe(0);
  });

  it('words the notice as SPEC §4 does, with a French decimal comma', () => {
    expect(upgradedToPremium(1933)).toBe(
      'Votre abonnement a été mis à niveau vers le plan Premium. Un prorata de 19,33\u00a0€ a été facturé pour la période restante.',
    );
  });
});

describe('periods and amounts', () => {
  it('adds one calendar month, keeping the end of shorter months', () => {
    expect(addOneMonth(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(addOneMonth(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    // 31/03/2027 00:30 in Paris (summer time) renews on 30/04 00:30 in Paris, not on 1 May.
    expect(addOneMonth(new Date('2027-03-30T22:30:00Z')).toISOString()).toBe('2027-04-29T22:30:00.000Z');
    // 15/10 12:00 in Paris (summer time) → 15/11 12:00 in Paris (winter time).
    expect(addOneMonth(new Date('2026-10-15T10:00:00.250Z')).toISOString()).toBe('2026-11-15T11:00:00.250Z');
  });

  it('converts cents and numeric columns exactly', () => {
    expect(centsToDecimal(2999)).toBe('29.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1000)).toBe('-10.00');
    expect(decimalToCents('29.99')).toBe(2999);
    expect(decimalToCents('4999')).toBe(499900);
    expect(decimalToCents('0.1')).toBe(10);
    expect(() => decimalToCents('abc')).toThrow(RangeError);
  });

  it('builds the success address with the provider placeholder left intact', () => {
    expect(paymentSuccessUrl('https://app.pointeo.fr', 'Standard', 'cus_123')).toBe(
      'https://app.pointeo.fr/payment-success?plan=Standard&stripe_customer_id=cus_123&stripe_session_id={CHECKOUT_SESSION_ID}',
    );
  });
});
