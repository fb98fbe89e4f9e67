import { describe, expect, it } from 'vitest';
import {
  addDays,
  entrySpan,
  longDayLabel,
  mondayOf,
  monthLabel,
  monthOfWeek,
  parisTime,
  shortDayLabel,
  weekSpanLabel,
} from './timesheet-display';

describe('timesheet display', () => {
  it('names days and months in French, whatever the time zone', () => {
    expect(shortDayLabel('2026-11-16')).toBe('lun. 16/11');
    expect(longDayLabel('2026-11-22')).toBe('dimanche 22 novembre');
    expect(monthLabel('2026-11')).toBe('novembre 2026');
  });

  it('says a week once per month and year it spans', () => {
    expect(weekSpanLabel('2026-11-16', '2026-11-22')).toBe('du 16 au 22 novembre 2026');
    expect(weekSpanLabel('2026-11-30', '2026-12-06')).toBe('du 30 novembre au 6 décembre 2026');
    expect(weekSpanLabel('2025-12-29', '2026-01-04')).toBe('du 29 décembre 2025 au 4 janvier 2026');
    expect(weekSpanLabel('2026-10-26', '2026-11-01')).toBe('du 26 octobre au 1er novembre 2026');
    expect(weekSpanLabel('2027-03-01', '2027-03-07')).toBe('du 1er au 7 mars 2027');
    expect(longDayLabel('2026-11-01')).toBe('dimanche 1er novembre');
    expect(longDayLabel('2026-11-11')).toBe('mercredi 11 novembre');
  });

  it('shows instants in Paris time, summer and winter', () => {
    expect(parisTime('2026-07-01T06:00:00.000Z')).toBe('08:00');
    expect(parisTime('2026-11-16T07:00:00.000Z')).toBe('08:00');
  });

  it('marks a departure on the next day, and an open entry', () => {
    expect(entrySpan({ arrival: '2026-11-16T21:00:00.000Z', departure: '2026-11-17T05:00:00.000Z' })).toBe(
      '22:00 → 06:00 (lendemain)',
    );
    expect(entrySpan({ arrival: '2026-11-16T07:00:00.000Z', departure: null })).toBe('08:00 → …');
  });

  it('finds Mondays and the month that pays a week (its Sunday’s)', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(monthOfWeek('2026-10-26')).toBe('2026-11');
    expect(monthOfWeek('2026-11-30')).toBe('2026-12');
  });
});
