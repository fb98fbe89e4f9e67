import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateAtMinute,
  epochMinute,
  isoWeekday,
  mondayOf,
  monthBounds,
  parisDateAndTime,
  parisDayStart,
  parisWallTime,
} from './paris-calendar';

const minuteOf = (iso: string) => epochMinute(new Date(iso));

describe('Paris calendar', () => {
  it('starts a winter day at 23:00 UTC and a summer day at 22:00 UTC', () => {
    expect(dateAtMinute(parisDayStart('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(dateAtMinute(parisDayStart('2026-07-14')).toISOString()).toBe('2026-07-13T22:00:00.000Z');
  });

  it('makes the spring change day 23 hours long and the autumn one 25', () => {
    expect(parisDayStart('2026-03-30') - parisDayStart('2026-03-29')).toBe(23 * 60);
    expect(parisDayStart('2026-10-26') - parisDayStart('2026-10-25')).toBe(25 * 60);
    expect(parisDayStart('2026-03-31') - parisDayStart('2026-03-30')).toBe(24 * 60);
  });

  it('moves a wall time skipped in spring forward by the hour', () => {
    expect(parisWallTime('2026-03-29', '02:30')).toBe(minuteOf('2026-03-29T01:30:00Z'));
    expect(parisWallTime('2026-03-29', '06:00')).toBe(minuteOf('2026-03-29T04:00:00Z'));
    expect(parisWallTime('2026-10-25', '02:30')).toBe(minuteOf('2026-10-25T00:30:00Z'));
  });

  it('counts an instant at the minute it shows', () => {
    expect(epochMinute(new Date('2026-01-15T08:02:59.999Z'))).toBe(minuteOf('2026-01-15T08:02:00Z'));
    expect(() => epochMinute(new Date('pas une date'))).toThrow(RangeError);
  });

  it('walks dates, weeks and months on the calendar', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('refuses dates, months and times that do not exist', () => {
    expect(() => mondayOf('2026-02-30')).toThrow(RangeError);
    expect(() => mondayOf('2026-3-1')).toThrow(RangeError);
    expect(() => monthBounds('2026-13')).toThrow(RangeError);
    expect(() => parisWallTime('2026-03-01', '24:00')).toThrow(RangeError);
    expect(() => parisWallTime('2026-03-01', '9:00')).toThrow(RangeError);
  });

  it('reads the Paris day and wall time of an instant, across midnight and the clock changes', () => {
    expect(parisDateAndTime(new Date('2026-01-14T23:30:59Z'))).toEqual({ date: '2026-01-15', time: '00:30' });
    expect(parisDateAndTime(new Date('2026-07-14T06:02:00Z'))).toEqual({ date: '2026-07-14', time: '08:02' });
    expect(parisDateAndTime(new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(parisDateAndTime(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', time: '02:30' });
  });

  it('steps months across years and refuses what is not a month', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });
});

describe('calendar days without Temporal', () => {
  const dates = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((instant) => instant.toISOString().slice(0, 10));

  it('adds days, names the weekday and finds the Monday exactly as Temporal does', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -1500, max: 1500 }), (date, days) => {
        const plain = Temporal.PlainDate.from(date);
        expect(addDays(date, days)).toBe(plain.add({ days }).toString());
        expect(isoWeekday(date)).toBe(plain.dayOfWeek);
        expect(mondayOf(date)).toBe(plain.subtract({ days: plain.dayOfWeek - 1 }).toString());
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a real calendar date', () => {
    for (const date of ['2026-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-1-01', '']) {
      expect(() => addDays(date, 1)).toThrow(RangeError);
      expect(() => isoWeekday(date)).toThrow(RangeError);
    }
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
