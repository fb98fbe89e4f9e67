import { describe, expect, it } from 'vitest';
import { splitVat, VAT_RATE_PERCENT } from './vat';

describe('splitVat', () => {
  it('takes the VAT out of a tax-inclusive price', () => {
    expect(splitVat(2999)).toEqual({ netCents: 2499, vatCents: 500, grossCents: 2999 });
    expect(splitVat(4999)).toEqual({ netCents: 4166, vatCents: 833, grossCents: 4999 });
    expect(splitVat(1200)).toEqual({ netCents: 1000, vatCents: 200, grossCents: 1200 });
  });

  it('rounds a half cent up', () => {
    expect(splitVat(3)).toEqual({ netCents: 3, vatCents: 0, grossCents: 3 });
    expect(splitVat(9)).toEqual({ netCents: 8, vatCents: 1, grossCents: 9 });
  });

  it('gives zero for a free invoice', () => {
    expect(splitVat(0)).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
  });

  it('mirrors a credit', () => {
    expect(splitVat(-2999)).toEqual({ netCents: -2499, vatCents: -500, grossCents: -2999 });
  });

  it('always adds up, with the net amount the nearest cent to the price excl. tax', () => {
    for (let amount = 0; amount <= 100_000; amount += 7) {
      const { netCents, vatCents, grossCents } = splitVat(amount);
      expect(Number.isInteger(netCents) && Number.isInteger(vatCents)).toBe(true);
      expect(netCents + vatCents).toBe(grossCents);
      expect(Math.abs(netCents - amount / (1 + VAT_RATE_PERCENT / 100))).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('refuses an amount that is not a whole number of cents', () => {
    expect(() => splitVat(29.99)).toThrow(RangeError);
  });
});
