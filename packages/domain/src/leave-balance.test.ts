import { describe, expect, it } from 'vitest';
import {
  type BalanceAbsence,
  type BalanceInput,
  balanceDraws,
  leaveBalances,
  overdraws,
} from './leave-balance';
import { DEFAULT_LEAVE_RULES } from './leave-rules';

const paidLeave = (startDate: string, endDate: string, endHalfDay = false): BalanceAbsence => ({
  startDate,
  endDate,
  startHalfDay: false,
  endHalfDay,
  accrual: 'work',
  takesPaidLeave: true,
});

const base: BalanceInput = {
  today: '2026-11-23',
  rules: DEFAULT_LEAVE_RULES,
  alsaceMoselle: false,
  employedFrom: '2024-01-01',
  approved: [],
  pending: [],
  credits: [],
};

describe('leaveBalances', () => {
  it('gives the previous, current and next periods of taking, each fed by the period before', () => {
    const [previous, current, next] = leaveBalances(base);
    // Earned June 2024–May 2025: 30; taken over June 2025–May 2026.
    expect(previous).toMatchObject({
      start: '2025-06-01',
      end: '2026-05-31',
      acquired: 30,
      acquiring: false,
    });
    expect(current).toMatchObject({ start: '2026-06-01', end: '2027-05-31', acquired: 30, remaining: 30 });
    // Being earned since 1 June 2026: June to October 5 × 2,5 = 12,5, and November to the 23rd:
    // 2–7, 9–14, 16–21 and 23 are 19 days Monday to Saturday (11 November, a holiday, counts as
    // worked) → 19/24 × 2,5 = 1,979167; 14,479167 shown as 14,47 (not rounded up while earning).
    expect(next).toMatchObject({ start: '2027-06-01', acquired: 14.47, acquiring: true });
  });

  it('takes approved paid leave off the period it falls in, and shows requests beside it', () => {
    const [, current, next] = leaveBalances({
      ...base,
      // 9–15 July 2026: 5 jours ouvrables (Sunday 12 and 14 July skipped); 23 November morning: 0,5.
      approved: [paidLeave('2026-07-09', '2026-07-15'), paidLeave('2026-11-23', '2026-11-23', true)],
      pending: [paidLeave('2027-06-07', '2027-06-12')],
    });
    // 23 November is today: taken, not planned.
    expect(current).toMatchObject({ taken: 5.5, planned: 0, pending: 0, remaining: 24.5 });
    expect(next).toMatchObject({ taken: 0, pending: 6 });
  });

  it('adds the opening balance and the adjustments of their period', () => {
    const [previous, current] = leaveBalances({
      ...base,
      employedFrom: '2026-09-01',
      credits: [
        { periodStart: '2026-06-01', days: 12, opening: true },
        { periodStart: '2026-06-01', days: -1.5, opening: false },
        { periodStart: '2025-06-01', days: 2, opening: false },
      ],
    });
    expect(previous).toMatchObject({ acquired: 0, opening: 0, adjustments: 2, remaining: 2 });
    // Hired 1 September 2026: nothing earned before June 2026.
    expect(current).toMatchObject({ acquired: 0, opening: 12, adjustments: -1.5, remaining: 10.5 });
  });

  it('rounds up what a finished period earned: a hire on the 15th gets 29 days', () => {
    const [, current] = leaveBalances({ ...base, today: '2027-06-01', employedFrom: '2026-06-15' });
    // 28,958333 earned June 2026–May 2027 (leave-accrual.test.ts) → 29.
    expect(current).toMatchObject({ start: '2027-06-01', acquired: 29, acquiring: false });
  });

  it('lets a balance go below zero when more was approved than acquired', () => {
    const [, current] = leaveBalances({
      ...base,
      employedFrom: '2026-06-01',
      approved: [paidLeave('2026-08-03', '2026-08-08')],
    });
    expect(current).toMatchObject({ acquired: 0, taken: 6, remaining: -6 });
  });
});

describe('planned days', () => {
  it('tells the approved days still to come from those taken', () => {
    const [, current] = leaveBalances({
      ...base,
      // 20–24 November: 20, 21 and 23 taken (Sunday 22 skipped), 24 planned; 7–8 December planned.
      approved: [paidLeave('2026-11-20', '2026-11-24'), paidLeave('2026-12-07', '2026-12-08')],
    });
    expect(current).toMatchObject({ taken: 6, planned: 3, remaining: 24 });
  });
});

describe('balanceDraws', () => {
  it('gives the balance before and after, per period the absence falls in', () => {
    // 24 May–5 June 2027: 24–29 and 31 May (7 days) in the current period, 1–5 June (5) in the next.
    const draws = balanceDraws(
      { ...base, approved: [paidLeave('2026-07-09', '2026-07-15')] },
      paidLeave('2027-05-24', '2027-06-05'),
    );
    expect(draws).toEqual([
      { periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 25, after: 18 },
      { periodStart: '2027-06-01', periodEnd: '2028-05-31', before: 14.47, after: 9.47 },
    ]);
    expect(overdraws(draws)).toBe(false);
  });

  it('overdraws when a balance after is below zero, and ignores types that do not take paid leave', () => {
    const newcomer = { ...base, employedFrom: '2026-11-02' };
    const draws = balanceDraws(newcomer, paidLeave('2026-11-30', '2026-12-01'));
    expect(draws).toEqual([{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 0, after: -2 }]);
    expect(overdraws(draws)).toBe(true);
    expect(
      balanceDraws(newcomer, { ...paidLeave('2026-11-30', '2026-12-01'), takesPaidLeave: false }),
    ).toEqual([]);
  });
});
