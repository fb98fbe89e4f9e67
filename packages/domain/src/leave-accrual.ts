import { type AbsenceSpan, spanDays } from './leave-days';
import { ACCRUAL_FIGURES, type AccrualEffect, type LeaveRules } from './leave-rules';
import { addDays, addMonths, isoWeekday, monthBounds } from './paris-calendar';

/**
 * Paid leave earned over a reference period (LEGAL.md; docs/decisions/022-leave-balances.md).
 *
 * Each calendar month of the period counts as a fraction of a month of work: the days the employee
 * was employed and at work (or on an absence assimilated to work), counted Monday to Saturday in
 * jours ouvrables or Monday to Friday in jours ouvrés, over 24 (or 20): four weeks or 24 days make a
 * month (L3141-4), so a whole month is always one month, whatever its public holidays. Public
 * holidays count as worked. Days of sick leave not caused by work earn the sick rate in the part of
 * the month that work leaves over (law 2024-364); unpaid leave earns nothing.
 */

export interface ReferencePeriod {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day. */
  end: string;
}

/** The reference period holding this date: 1 June 2026 to 31 May 2027 for any day in between, by default. */
export function referencePeriodOf(date: string, referenceStartMonth: number): ReferencePeriod {
  const month = String(referenceStartMonth).padStart(2, '0');
  let year = Number(date.slice(0, 4));
  if (date < `${year}-${month}-01`) year -= 1;
  return periodStartingIn(year, month);
}

/** The period before (-1) or after (+1) this one. */
export function shiftPeriod(period: ReferencePeriod, by: number): ReferencePeriod {
  return periodStartingIn(Number(period.start.slice(0, 4)) + by, period.start.slice(5, 7));
}

function periodStartingIn(year: number, month: string): ReferencePeriod {
  const start = `${year}-${month}-01`;
  return { start, end: addDays(`${year + 1}-${month}-01`, -1) };
}

export interface AccrualAbsence extends AbsenceSpan {
  accrual: AccrualEffect;
}

export interface AccrualInput {
  period: ReferencePeriod;
  /** The first day of employment. */
  employedFrom: string;
  /** The last day of employment, if the employee left. */
  employedUntil?: string | undefined;
  /** Counts up to this day included: today for the period under way. */
  countUntil: string;
  /** Approved absences; only 'sick' and 'none' change anything. */
  absences: readonly AccrualAbsence[];
  rules: LeaveRules;
}

export interface Accrual {
  /** Exact days earned so far (before rounding). */
  earned: number;
  /** Months of work, and of sick leave, that earned them (fractions). */
  workMonths: number;
  sickMonths: number;
}

export function accrueLeave(input: AccrualInput): Accrual {
  const figures = ACCRUAL_FIGURES[input.rules.counting];
  const countedWeekdays = input.rules.counting === 'ouvrables' ? 6 : 5;
  const from = maxDate(input.period.start, input.employedFrom);
  const until = minDate(input.period.end, input.countUntil, input.employedUntil);
  if (until < from) return { earned: 0, workMonths: 0, sickMonths: 0 };

  const sickDays = daySharesOf(input.absences, 'sick');
  const unpaidDays = daySharesOf(input.absences, 'none');
  let workMonths = 0;
  let sickMonths = 0;
  for (let month = from.slice(0, 7); month <= until.slice(0, 7); month = addMonths(month, 1)) {
    const bounds = monthBounds(month);
    let employed = 0;
    let sick = 0;
    let unpaid = 0;
    for (
      let date = maxDate(bounds.first, from);
      date <= minDate(bounds.last, until);
      date = addDays(date, 1)
    ) {
      if (isoWeekday(date) > countedWeekdays) continue;
      employed += 1;
      sick += sickDays.get(date) ?? 0;
      unpaid += unpaidDays.get(date) ?? 0;
    }
    const work = Math.min(1, Math.max(0, employed - sick - unpaid) / figures.daysPerMonth);
    workMonths += work;
    sickMonths += Math.min(1 - work, sick / figures.daysPerMonth);
  }
  const sickEarned = Math.min(figures.sickCap, sickMonths * figures.sickPerMonth);
  const earned = Math.min(figures.cap, workMonths * figures.perMonth + sickEarned);
  return { earned, workMonths, sickMonths };
}

/** L3141-7: leave acquired over a period is rounded up to the whole day. */
export function roundUpAcquired(days: number): number {
  // 2,5 × 14 / 24 and its kind are not exact in binary: a hair above a whole day is that day.
  return Math.max(0, Math.ceil(days - 1e-9));
}

/** Date → share absent (1 or 0.5) for the absences of one accrual effect. */
function daySharesOf(absences: readonly AccrualAbsence[], effect: AccrualEffect): Map<string, number> {
  const shares = new Map<string, number>();
  for (const absence of absences) {
    if (absence.accrual !== effect) continue;
    for (const day of spanDays(absence)) {
      shares.set(day.date, Math.min(1, (shares.get(day.date) ?? 0) + day.share));
    }
  }
  return shares;
}

function maxDate(first: string, second: string): string {
  return first > second ? first : second;
}

function minDate(...dates: (string | undefined | null)[]): string {
  return dates.filter((date): date is string => Boolean(date)).sort()[0]!;
}
