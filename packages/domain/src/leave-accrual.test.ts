import { describe, expect, it } from 'vitest';
import {
  type AccrualAbsence,
  accrueLeave,
  referencePeriodOf,
  roundUpAcquired,
  shiftPeriod,
} from './leave-accrual';
import { countLeaveDays } from './leave-days';
import { DEFAULT_LEAVE_RULES, type LeaveRules } from './leave-rules';

const OUVRABLES: LeaveRules = DEFAULT_LEAVE_RULES;
const OUVRES: LeaveRules = { counting: 'ouvres', referenceStartMonth: 6 };
const PERIOD_2026 = { start: '2026-06-01', end: '2027-05-31' };
const PERIOD_2025 = { start: '2025-06-01', end: '2026-05-31' };

const absence = (
  startDate: string,
  endDate: string,
  accrual: AccrualAbsence['accrual'],
  half: Partial<Pick<AccrualAbsence, 'startHalfDay' | 'endHalfDay'>> = {},
): AccrualAbsence => ({ startDate, endDate, startHalfDay: false, endHalfDay: false, accrual, ...half });

describe('referencePeriodOf', () => {
  it.each([
    ['2026-11-23', 6, '2026-06-01', '2027-05-31'],
    ['2026-06-01', 6, '2026-06-01', '2027-05-31'],
    ['2026-05-31', 6, '2025-06-01', '2026-05-31'],
    ['2026-11-23', 1, '2026-01-01', '2026-12-31'],
    // A period starting 1 March ends on the last day of February, 29 in a leap year.
    ['2027-04-02', 3, '2027-03-01', '2028-02-29'],
  ])('puts %s in the period starting in month %i: %s to %s', (date, month, start, end) => {
    expect(referencePeriodOf(date, month)).toEqual({ start, end });
  });

  it('steps to the period before and after', () => {
    expect(shiftPeriod(PERIOD_2026, -1)).toEqual(PERIOD_2025);
    expect(shiftPeriod(PERIOD_2026, 1)).toEqual({ start: '2027-06-01', end: '2028-05-31' });
  });
});

/**
 * Hand-computed cases. A month counts as (days employed and at work, Monday to Saturday in jours
 * ouvrables or Monday to Friday in ouvrés) / 24 (or 20), at most 1; sick days earn the sick rate in
 * what work leaves of the month.
 */
describe('accrueLeave', () => {
  const full = { employedFrom: '2020-01-01', absences: [] };

  it.each([
    // A full year: 12 × 2,5 = 30 jours ouvrables.
    [
      'a full year in jours ouvrables',
      { ...full, period: PERIOD_2025, countUntil: '2026-05-31', rules: OUVRABLES },
      30,
    ],
    // A full year: 12 × 25/12 = 25 jours ouvrés.
    [
      'a full year in jours ouvrés',
      { ...full, period: PERIOD_2025, countUntil: '2026-05-31', rules: OUVRES },
      25,
    ],
    // Counted to 30 November 2026: June to November, 6 × 2,5 = 15.
    ['half a year so far', { ...full, period: PERIOD_2026, countUntil: '2026-11-30', rules: OUVRABLES }, 15],
    // Hired Monday 15 June 2026: 15–20, 22–27, 29–30 June are 14 days Monday to Saturday
    // → 14/24 × 2,5 = 1,458333; July 2026 to May 2027, 11 × 2,5 = 27,5; 28,958333 in all.
    [
      'a hire on the 15th in jours ouvrables',
      {
        employedFrom: '2026-06-15',
        absences: [],
        period: PERIOD_2026,
        countUntil: '2027-05-31',
        rules: OUVRABLES,
      },
      28.958333,
    ],
    // The same in ouvrés: 12 days Monday to Friday → 12/20 × 25/12 = 1,25; 11 × 25/12 = 22,916667.
    [
      'a hire on the 15th in jours ouvrés',
      {
        employedFrom: '2026-06-15',
        absences: [],
        period: PERIOD_2026,
        countUntil: '2027-05-31',
        rules: OUVRES,
      },
      24.166667,
    ],
    // Hired 15 June, unpaid the afternoon of Tuesday 16 June: 13,5/24 × 2,5 = 1,40625 for June alone.
    [
      'an unpaid half day in a partial month',
      {
        employedFrom: '2026-06-15',
        absences: [absence('2026-06-16', '2026-06-16', 'none', { startHalfDay: true })],
        period: PERIOD_2026,
        countUntil: '2026-06-30',
        rules: OUVRABLES,
      },
      1.40625,
    ],
    // June to August 3 × 2,5 = 7,5; one unpaid day in September 2026 (26 days Monday to Saturday):
    // 25 ≥ 24, still a month: + 2,5.
    [
      'an unpaid day in a full month (24 days make a month)',
      {
        ...full,
        absences: [absence('2026-09-15', '2026-09-15', 'none')],
        period: PERIOD_2026,
        countUntil: '2026-09-30',
        rules: OUVRABLES,
      },
      10,
    ],
    // June to August 7,5; unpaid 1–12 September 2026 (11 days Monday to Saturday of 26):
    // 15/24 × 2,5 = 1,5625.
    [
      'unpaid leave over part of a month',
      {
        ...full,
        absences: [absence('2026-09-01', '2026-09-12', 'none')],
        period: PERIOD_2026,
        countUntil: '2026-09-30',
        rules: OUVRABLES,
      },
      7.5 + 1.5625,
    ],
    // Sick January to March 2026: 9 × 2,5 + 3 × 2 = 28,5 (law 2024-364).
    [
      'three months of sick leave',
      {
        ...full,
        absences: [absence('2026-01-01', '2026-03-31', 'sick')],
        period: PERIOD_2025,
        countUntil: '2026-05-31',
        rules: OUVRABLES,
      },
      28.5,
    ],
    // Sick the whole period: 12 × 2 = 24, the cap of L3141-5-1.
    [
      'a whole year of sick leave',
      {
        ...full,
        absences: [absence('2025-06-01', '2026-05-31', 'sick')],
        period: PERIOD_2025,
        countUntil: '2026-05-31',
        rules: OUVRABLES,
      },
      24,
    ],
    // The same in ouvrés: 12 × 5/3 = 20.
    [
      'a whole year of sick leave in jours ouvrés',
      {
        ...full,
        absences: [absence('2025-06-01', '2026-05-31', 'sick')],
        period: PERIOD_2025,
        countUntil: '2026-05-31',
        rules: OUVRES,
      },
      20,
    ],
    // Sick 1–15 January 2026 (13 days Monday to Saturday of 27): work 14/24, sick min(10/24, 13/24):
    // 14/24 × 2,5 + 10/24 × 2 = 1,458333 + 0,833333 = 2,291667.
    [
      'half a month of sick leave',
      {
        ...full,
        absences: [absence('2026-01-01', '2026-01-15', 'sick')],
        period: PERIOD_2025,
        countUntil: '2026-01-31',
        rules: { ...OUVRABLES, referenceStartMonth: 6 },
      },
      // June to December 2025 (7 × 2,5 = 17,5) plus January.
      17.5 + 2.291667,
    ],
    // Left on Thursday 15 October 2026 (1–3, 5–10, 12–15: 13 days Monday to Saturday):
    // June to September 4 × 2,5 = 10, October 13/24 × 2,5 = 1,354167.
    [
      'an employee who left mid-month',
      {
        ...full,
        employedUntil: '2026-10-15',
        period: PERIOD_2026,
        countUntil: '2027-05-31',
        rules: OUVRABLES,
      },
      11.354167,
    ],
    [
      'nothing before the hire',
      {
        employedFrom: '2027-06-01',
        absences: [],
        period: PERIOD_2026,
        countUntil: '2027-05-31',
        rules: OUVRABLES,
      },
      0,
    ],
  ])('earns the right days for %s', (_name, input, expected) => {
    expect(accrueLeave(input).earned).toBeCloseTo(expected, 5);
  });

  it('never earns more than 30 jours ouvrables, however many days are counted', () => {
    const worked = accrueLeave({ ...full, period: PERIOD_2025, countUntil: '2030-01-01', rules: OUVRABLES });
    expect(worked).toMatchObject({ earned: 30, workMonths: 12, sickMonths: 0 });
  });
});

describe('roundUpAcquired', () => {
  it.each([
    [28.958333, 29],
    [24.166667, 25],
    [30, 30],
    [2.5 * 12, 30],
    // 14/24 × 2,5 × 24/14 is 2,5000000000000004 in binary: still 3, not 4.
    [(14 / 24) * 2.5 * (24 / 14), 3],
    [(1 / 3) * 3, 1],
  ])('rounds %f up to %i whole days (L3141-7)', (days, whole) => {
    expect(roundUpAcquired(days)).toBe(whole);
  });
});

describe('countLeaveDays', () => {
  const span = (startDate: string, endDate: string, startHalfDay = false, endHalfDay = false) => ({
    startDate,
    endDate,
    startHalfDay,
    endHalfDay,
  });

  it.each([
    // Thursday 9 to Wednesday 15 July 2026: Sunday 12 and 14 July (a public holiday) are not counted:
    // 9, 10, 11, 13, 15 → 5 jours ouvrables; without Saturday 11 → 4 jours ouvrés.
    ['a week spanning a public holiday and a Sunday', span('2026-07-09', '2026-07-15'), 5, 4],
    // Monday to Sunday 23–29 November 2026: 6 ouvrables, 5 ouvrés.
    ['a whole week', span('2026-11-23', '2026-11-29'), 6, 5],
    // Two weeks Monday 3 to Sunday 16 August 2026 with Saturday 15 August (holiday): 11 and 10.
    ['two weeks over 15 August', span('2026-08-03', '2026-08-16'), 11, 10],
    ['the afternoon of one day', span('2026-11-24', '2026-11-24', true), 0.5, 0.5],
    ['the morning of one day', span('2026-11-24', '2026-11-24', false, true), 0.5, 0.5],
    // Monday afternoon to Wednesday noon: 0,5 + 1 + 0,5.
    ['half days at both ends', span('2026-11-23', '2026-11-25', true, true), 2, 2],
    ['a Saturday alone', span('2026-11-28', '2026-11-28'), 1, 0],
    ['a Sunday alone', span('2026-11-29', '2026-11-29'), 0, 0],
  ])('counts %s', (_name, absenceSpan, ouvrables, ouvres) => {
    expect(countLeaveDays(absenceSpan, 'ouvrables', false)).toBe(ouvrables);
    expect(countLeaveDays(absenceSpan, 'ouvres', false)).toBe(ouvres);
  });

  it('skips Good Friday and 26 December in Alsace-Moselle only', () => {
    // Thursday 24 to Saturday 26 December 2026: 25 is a holiday everywhere, 26 in Alsace-Moselle.
    const christmas = span('2026-12-24', '2026-12-26');
    expect(countLeaveDays(christmas, 'ouvrables', false)).toBe(2);
    expect(countLeaveDays(christmas, 'ouvrables', true)).toBe(1);
  });
});
