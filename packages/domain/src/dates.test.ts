import { describe, expect, it } from 'vitest';
import { formatFrenchDate, formatFrenchDateTime } from './dates';

describe('formatFrenchDate', () => {
  it('writes day, month and year with slashes', () => {
    expect(formatFrenchDate(new Date('2026-11-22T10:00:00Z'))).toBe('22/11/2026');
    expect(formatFrenchDate('2026-01-05')).toBe('05/01/2026');
  });

  it('uses the Paris calendar day for a late UTC evening', () => {
    expect(formatFrenchDate('2026-11-21T23:30:00Z')).toBe('22/11/2026');
    expect(formatFrenchDate('2026-07-14T22:15:00Z')).toBe('15/07/2026');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatFrenchDate('pas une date')).toThrow(RangeError);
  });
});

describe('formatFrenchDateTime', () => {
  it('writes the Paris wall-clock date and time', () => {
    expect(formatFrenchDateTime('2026-11-22T07:02:00Z')).toBe('22/11/2026 08:02');
    expect(formatFrenchDateTime(new Date('2026-07-01T15:31:00Z'))).toBe('01/07/2026 17:31');
  });
});
