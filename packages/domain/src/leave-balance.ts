import {
  type AccrualAbsence,
  accrueLeave,
  type ReferencePeriod,
  referencePeriodOf,
  roundUpAcquired,
  shiftPeriod,
} from './leave-accrual';
import { leaveDaysOf } from './leave-days';
import type { LeaveRules } from './leave-rules';

/**
 * An employee's paid-leave balance per period of taking. Leave earned over a reference period is
 * taken over the next one (docs/decisions/022-leave-balances.md): the balance of a period is what
 * the period before earned (rounded up once it is over), plus the opening balance and adjustments
 * recorded for it, minus the paid-leave days approved within it.
 */

export type PeriodPosition = 'previous' | 'current' | 'next';
export const PERIOD_POSITIONS: readonly PeriodPosition[] = ['previous', 'current', 'next'];

export interface BalanceAbsence extends AccrualAbsence {
  /** Paid leave ('Congés payés'): its days come off the balance. */
  takesPaidLeave: boolean;
}

export interface BalanceInput {
  today: string;
  rules: LeaveRules;
  alsaceMoselle: boolean;
  employedFrom: string;
  employedUntil?: string | null | undefined;
  approved: readonly BalanceAbsence[];
  /** Requests waiting for an answer: shown beside the balance, not taken off it. */
  pending: readonly BalanceAbsence[];
  /** Days given per period by the opening balance and the adjustments; `periodStart` names the period. */
  credits: readonly { periodStart: string; days: number; opening: boolean }[];
}

export interface PeriodBalance extends ReferencePeriod {
  position: PeriodPosition;
  /** Earned over the period before; still being earned for the next period. */
  acquired: number;
  acquiring: boolean;
  opening: number;
  adjustments: number;
  /** Approved paid-leave days in the period, those still to come (`planned`) included. */
  taken: number;
  /** Approved days after today: planned, not yet taken. */
  planned: number;
  pending: number;
  remaining: number;
}

export function leaveBalances(input: BalanceInput): PeriodBalance[] {
  const current = referencePeriodOf(input.today, input.rules.referenceStartMonth);
  return PERIOD_POSITIONS.map((position, index) =>
    periodBalance(input, shiftPeriod(current, index - 1), position),
  );
}

function periodBalance(
  input: BalanceInput,
  period: ReferencePeriod,
  position: PeriodPosition,
): PeriodBalance {
  return { ...balanceOf(input, period), position };
}

function balanceOf(input: BalanceInput, period: ReferencePeriod): Omit<PeriodBalance, 'position'> {
  const earningPeriod = shiftPeriod(period, -1);
  const acquiring = earningPeriod.end >= input.today;
  const { earned } = accrueLeave({
    period: earningPeriod,
    employedFrom: input.employedFrom,
    employedUntil: input.employedUntil ?? undefined,
    countUntil: input.today,
    absences: input.approved,
    rules: input.rules,
  });
  const acquired = acquiring ? hundredths(earned) : roundUpAcquired(earned);
  const credits = input.credits.filter((credit) => credit.periodStart === period.start);
  const opening = sum(credits.filter((credit) => credit.opening).map((credit) => credit.days));
  const adjustments = sum(credits.filter((credit) => !credit.opening).map((credit) => credit.days));
  const taken = paidLeaveDaysIn(input.approved, period, input);
  const planned = paidLeaveDaysIn(input.approved, period, input, input.today);
  const pending = paidLeaveDaysIn(input.pending, period, input);
  return {
    ...period,
    acquired,
    acquiring,
    opening,
    adjustments,
    taken,
    planned,
    pending,
    remaining: Math.round((acquired + opening + adjustments - taken) * 100) / 100,
  };
}

/** What an absence does to the balance of one period it falls in (decision 046). */
export interface BalanceDraw {
  periodStart: string;
  periodEnd: string;
  /** The period's balance before it: approved absences only, requests waiting left aside. */
  before: number;
  after: number;
}

/**
 * The balance before and after an absence that takes paid leave, for each period its days fall in
 * (one, or two when it straddles the period's first day); none for an absence that does not.
 * `input.approved` must not hold the absence itself.
 */
export function balanceDraws(input: BalanceInput, absence: BalanceAbsence): BalanceDraw[] {
  if (!absence.takesPaidLeave) return [];
  const draws: BalanceDraw[] = [];
  let period = referencePeriodOf(absence.startDate, input.rules.referenceStartMonth);
  while (period.start <= absence.endDate) {
    const days = paidLeaveDaysIn([absence], period, input);
    if (days > 0) {
      const before = balanceOf(input, period).remaining;
      draws.push({
        periodStart: period.start,
        periodEnd: period.end,
        before,
        after: Math.round((before - days) * 100) / 100,
      });
    }
    period = shiftPeriod(period, 1);
  }
  return draws;
}

/** An absence overdraws when a period's balance after it is below zero. */
export function overdraws(draws: readonly BalanceDraw[]): boolean {
  return draws.some((draw) => draw.after < 0);
}

/** Paid-leave days of these absences that fall within the period (only those after `after`, if given). */
export function paidLeaveDaysIn(
  absences: readonly BalanceAbsence[],
  period: ReferencePeriod,
  { rules, alsaceMoselle }: Pick<BalanceInput, 'rules' | 'alsaceMoselle'>,
  after?: string,
): number {
  let days = 0;
  for (const absence of absences) {
    if (!absence.takesPaidLeave || absence.endDate < period.start || absence.startDate > period.end) continue;
    for (const day of leaveDaysOf(absence, rules.counting, alsaceMoselle)) {
      if (day.date >= period.start && day.date <= period.end && !(after && day.date <= after))
        days += day.share;
    }
  }
  return days;
}

/** Balances travel as days with at most two decimals (earned so far: 1,45 jour). */
function hundredths(days: number): number {
  return Math.floor(days * 100 + 1e-6) / 100;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
