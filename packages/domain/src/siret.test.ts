import { describe, expect, it } from 'vitest';
import { formatSiret, hasValidSiretKey, normalizeSiret, withSiretKey } from './siret';

describe('hasValidSiretKey', () => {
  it('accepts real SIRET numbers', () => {
    expect(hasValidSiretKey('73282932000074')).toBe(true); // Apple France
    expect(hasValidSiretKey('55208131766522')).toBe(true); // EDF
  });

  it('refuses a SIRET with one digit mistyped', () => {
    expect(hasValidSiretKey('73282932000075')).toBe(false);
    expect(hasValidSiretKey('55208131766512')).toBe(false);
  });

  it("applies La Poste's own rule to its establishments", () => {
    expect(hasValidSiretKey('35600000049837')).toBe(true); // digits add up to 45, though Luhn fails
    expect(hasValidSiretKey('35600000000056')).toBe(true); // 25
    expect(hasValidSiretKey('35600000049838')).toBe(false); // 46
  });

  it('refuses anything that is not 14 digits', () => {
    expect(hasValidSiretKey('7328293200007')).toBe(false);
    expect(hasValidSiretKey('7328293200007A')).toBe(false);
  });

  it('removes the spaces people type', () => {
    expect(normalizeSiret('732 829 320 00074')).toBe('73282932000074');
  });

  it('completes 13 digits into a valid SIRET', () => {
    expect(withSiretKey('7328293200007')).toBe('73282932000074');
  });
});

describe('formatSiret', () => {
  it('groups the digits 3 3 3 5 with no-break spaces', () => {
    expect(formatSiret('73282932000074')).toBe('732\u00a0829\u00a0320\u00a000074');
    expect(formatSiret('732 829 320 00074')).toBe('732\u00a0829\u00a0320\u00a000074');
    expect(formatSiret(formatSiret('55208131766522'))).toBe('552\u00a0081\u00a0317\u00a066522');
  });

  it('leaves what is not a SIRET as it is', () => {
    expect(formatSiret('000 000 000 00000 (à configurer)')).toBe('000 000 000 00000 (à configurer)');
    expect(formatSiret('1234')).toBe('1234');
    expect(formatSiret('')).toBe('');
  });
});
