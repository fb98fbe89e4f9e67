import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { publicHolidayName, publicHolidaysOf } from './public-holidays';

describe('publicHolidaysOf', () => {
  it('gives the eleven national public holidays of 2026 and no observance', () => {
    expect([...publicHolidaysOf(2026, false).keys()]).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('adds Good Friday and 26 December in Alsace-Moselle only', () => {
    const local = publicHolidaysOf(2026, true);
    expect(local.size).toBe(13);
    expect(local.get('2026-04-03')).toBe('Vendredi saint');
    expect(local.get('2026-12-26')).toBe('Lendemain de Noël');
    expect(publicHolidayName('2026-04-03', false)).toBeUndefined();
    expect(publicHolidayName('2026-12-26', false)).toBeUndefined();
  });

  it('finds the same days for the three départements of Alsace-Moselle', () => {
    const days = (state: string) =>
      new Holidays('FR', state)
        .getHolidays(2027)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10));
    expect(days('67')).toEqual(days('57'));
    expect(days('68')).toEqual(days('57'));
    expect([...publicHolidaysOf(2027, true).keys()]).toEqual(days('57'));
  });

  it('moves Easter Monday and Ascension with Easter', () => {
    expect(publicHolidayName('2027-03-29', false)).toBe('Lundi de Pâques');
    expect(publicHolidayName('2027-05-06', false)).toBe('Ascension');
    expect(publicHolidayName('2026-07-14', false)).toBe('Fête Nationale de la France');
    expect(publicHolidayName('2026-07-15', false)).toBeUndefined();
  });
});
