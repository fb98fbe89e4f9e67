import { describe, expect, it } from 'vitest';
import { formatDecimalHours, formatDuration } from './hours-format';

describe('formatDuration', () => {
  it('writes hours and two-digit minutes around an h', () => {
    expect(formatDuration(450)).toBe('7h30');
    expect(formatDuration(5)).toBe('0h05');
    expect(formatDuration(0)).toBe('0h00');
    expect(formatDuration(2280)).toBe('38h00');
    expect(formatDuration(10_000)).toBe('166h40');
  });

  it('keeps the sign of a negative difference', () => {
    expect(formatDuration(-90)).toBe('-1h30');
  });

  it('refuses a fraction of a minute', () => {
    expect(() => formatDuration(1.5)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDecimalHours', () => {
  it('writes hours with a decimal comma and two decimals', () => {
    expect(formatDecimalHours(450)).toBe('7,50');
    expect(formatDecimalHours(0)).toBe('0,00');
    expect(formatDecimalHours(2280)).toBe('38,00');
    expect(formatDecimalHours(45)).toBe('0,75');
  });

  it('rounds to the nearest hundredth of an hour', () => {
    expect(formatDecimalHours(1)).toBe('0,02');
    expect(formatDecimalHours(20)).toBe('0,33');
    expect(formatDecimalHours(40)).toBe('0,67');
    expect(formatDecimalHours(487)).toBe('8,12');
    expect(formatDecimalHours(-20)).toBe('-0,33');
  });

  it('gives the same hundredths as exact rational rounding for every minute of a long week', () => {
    const minutes = Array.from({ length: 6001 }, (_, index) => index);
    const exact = minutes.map((value) => {
      const hundredths = Math.round((value * 100) / 60);
      return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
    });
    expect(minutes.map(formatDecimalHours)).toEqual(exact);
  });
});
