import { MAX_SHIFT_HOURS } from './clock-messages';
import {
  calendarFor,
  DAYS_AFTER,
  DAYS_BEFORE,
  dayIndex,
  forEachDayPart,
  type HoursPeriod,
  type Interval,
  overlapLength,
  type PeriodDays,
  periodDays,
} from './hours-calendar';
import {
  breakIsMissing,
  longestWeeklyRest,
  MS_PER_MINUTE,
  minutesToMs,
  shiftsOf,
  type WeekHorizon,
  wholeMinutes,
} from './hours-limits';
import {
  AVERAGE_WEEKLY_MAX_MINUTES,
  AVERAGE_WEEKS,
  COMPLEMENTARY_10_SHARE_DIVISOR,
  COMPLEMENTARY_AGREEMENT_SHARE_DIVISOR,
  DAILY_MAX_MINUTES,
  DAILY_REST_MINUTES,
  DEFAULT_HOURS_SETTINGS,
  HOURS_ALERT_LABELS,
  type HoursAlertCode,
  type HoursSettings,
  isMayDay,
  LEGAL_WEEK_MINUTES,
  MAX_DAYS_WORKED_PER_WEEK,
  OVERTIME_25_LIMIT_MINUTES,
  WEEKLY_MAX_MINUTES,
  WEEKLY_REST_MINUTES,
} from './hours-rules';
import { addDays, dateAtMinute, epochMinute, mondayOf, parisDayStart } from './paris-calendar';

/**
 * The one place hours are computed (DESIGN.md): punches in, Paris days, ISO weeks and months out,
 * with night, Sunday and holiday hours, overtime and the legal alerts of LEGAL.md.
 *
 * The figures are integer minutes on the epoch-minute line: each punch counts at the minute it shows
 * (seconds dropped), Paris days and night windows are exact instants from the time-zone database, and
 * the totals are interval intersections, so a 22:00 → 06:00 shift is 7 h on the spring-change night
 * and 9 h on the autumn one without any special case. The legal limits (breaks, rests, maxima) judge
 * the punches' exact instants instead, in hours-limits.ts (decision 036).
 *
 * Over 300 lines on purpose: its public types and the rules that turn entries into days, shifts,
 * weeks and a month are one reading; the period's calendar and day arithmetic are in hours-calendar.ts.
 */

export interface TimeEntryInput {
  id: string;
  clockIn: Date;
  /** null while the employee is in, or when the clock-out was never recorded. */
  clockOut: Date | null;
  /** Set by the kiosk on an entry left open over 16 h; an entry with a clock-out counts whatever this says. */
  missingClockOut?: boolean;
}

export interface HoursInput {
  /**
   * The employee's entries. Load those whose clock-in falls in `hoursEntriesWindow(period)`: from two
   * days before the period (the rest before its first shift) to the end of the day after it (a shift
   * that carries on past its last midnight). Other entries are ignored, so loading more changes nothing.
   */
  entries: readonly TimeEntryInput[];
  /** Set on the employee; default 35 h. Under 35 h the employee is part-time. */
  weeklyContractMinutes?: number;
  settings?: HoursSettings;
  /** Decides whether an entry without clock-out is still in progress or must be regularised. */
  now: Date;
  /** Approved absence days with their paid minutes (the leave module computes them). */
  absences?: readonly AbsenceDayInput[];
}

/** One day of an approved absence: its paid hours count in the totals, and toward overtime if the type says so. */
export interface AbsenceDayInput {
  date: string;
  paidMinutes: number;
  /**
   * The type's 'Compte pour les heures supplémentaires': its paid hours reach the weekly overtime
   * and complementary thresholds (paid leave does since Cass. soc. 10 September 2025, sick leave does
   * not; decision 040). Never the maxima, nor night, Sunday or holiday hours: it is not time worked.
   */
  countsAsWorkedTime: boolean;
}

export interface HoursAlert {
  code: HoursAlertCode;
  label: string;
  scope: 'day' | 'week';
  /** The day concerned, or the Monday of the week concerned. */
  date: string;
  /**
   * The figure behind the alert, in whole minutes rounded down: minutes worked (for a missing break,
   * the longest work without one; for the 12-week average, the average), or the longest rest taken.
   */
  minutes?: number;
  entryId?: string;
}

/** The part of one entry that falls on one Paris day (an entry across midnight has two). */
export interface DaySlice {
  entryId: string;
  start: Date;
  end: Date;
  minutes: number;
}

/** An entry without clock-out: it counts no time until it is closed or corrected. */
export interface OpenEntry {
  entryId: string;
  clockIn: Date;
  /** 'missing-clock-out': open over 16 h or flagged by the kiosk ('À régulariser'). */
  status: 'in-progress' | 'missing-clock-out';
}

export interface DayHours {
  /** Paris calendar day 'YYYY-MM-DD'. */
  date: string;
  workedMinutes: number;
  /** Gaps between two worked periods of this day. */
  breakMinutes: number;
  nightMinutes: number;
  /** All the day's worked minutes when it is a Sunday, else 0. */
  sundayMinutes: number;
  /**
   * All the day's worked minutes when it is a public holiday other than 1 May, else 0 (a Sunday
   * holiday counts in both).
   */
  holidayMinutes: number;
  /** All the day's worked minutes on 1 May (paid double, L3133-6), else 0; never in `holidayMinutes`. */
  mayDayMinutes: number;
  /** Paid hours of an approved absence on this day (its own column; not worked time). */
  absenceMinutes: number;
  /** A shift started on this day (what 'days worked' counts). */
  shiftStarted: boolean;
  holidayName?: string;
  /** First clock-in and last clock-out that fall on this day (a night shift ends on the next day). */
  firstIn: Date | null;
  lastOut: Date | null;
  entries: DaySlice[];
  openEntries: OpenEntry[];
  /** The day's alerts; a shift's alerts belong to the day it started. */
  alerts: HoursAlert[];
}

interface PeriodTotals {
  workedMinutes: number;
  breakMinutes: number;
  nightMinutes: number;
  sundayMinutes: number;
  holidayMinutes: number;
  mayDayMinutes: number;
  absenceMinutes: number;
  overtime25Minutes: number;
  overtime50Minutes: number;
  /** Part-time: hours beyond the contract up to 35 h, = complementary10Minutes + complementary25Minutes. */
  complementaryMinutes: number;
  /** Those up to one tenth of the contract, paid +10 % (L3123-29). */
  complementary10Minutes: number;
  /** Those beyond one tenth, paid +25 % (L3123-8). */
  complementary25Minutes: number;
}

export interface WeekHours extends PeriodTotals {
  /** Monday 'YYYY-MM-DD'; the week runs to Sunday 24:00, Paris time. */
  weekStart: string;
  /** Days on which a shift started. */
  daysWorked: number;
  /** The week's own alerts, then those of its days. */
  alerts: HoursAlert[];
  days: DayHours[];
}

export interface MonthHours extends PeriodTotals {
  /** 'YYYY-MM'. Day totals are the month's days; overtime and complementary hours come from `weeks`. */
  month: string;
  /** Days of the month on which a shift started. */
  daysWorked: number;
  days: DayHours[];
  /** The weeks that end (on Sunday) in this month, whose overtime the month pays. */
  weeks: WeekHours[];
  /** The alerts of the month's days and of its weeks. */
  alerts: HoursAlert[];
}

/** The week containing `week` (any of its days), Monday 00:00 to Sunday 24:00 in Paris. */
export function computeWeekHours(input: HoursInput & { week: string }): WeekHours {
  const computed = computeDays(input, periodDays({ week: input.week }));
  return summariseWeek(computed, 0, contractOf(input), input.settings ?? DEFAULT_HOURS_SETTINGS);
}

/**
 * A Paris month: day totals over its days; overtime and complementary hours of each week that ends
 * in it (a week straddling two months is paid with the month of its Sunday, so never split).
 */
export function computeMonthHours(input: HoursInput & { month: string }): MonthHours {
  const period = periodDays({ month: input.month });
  const computed = computeDays(input, period);
  const contract = contractOf(input);
  const settings = input.settings ?? DEFAULT_HOURS_SETTINGS;

  const weeks: WeekHours[] = [];
  for (let start = 0; start + 7 <= computed.days.length; start += 7) {
    weeks.push(summariseWeek(computed, start, contract, settings));
  }
  const firstOfMonth = computed.days.findIndex((day) => day.date >= period.monthFirst!);
  const days = computed.days.slice(firstOfMonth);
  return {
    month: input.month,
    daysWorked: computed.shiftStarts.slice(firstOfMonth).filter(Boolean).length,
    ...sumDays(days),
    overtime25Minutes: sum(weeks, (week) => week.overtime25Minutes),
    overtime50Minutes: sum(weeks, (week) => week.overtime50Minutes),
    complementaryMinutes: sum(weeks, (week) => week.complementaryMinutes),
    complementary10Minutes: sum(weeks, (week) => week.complementary10Minutes),
    complementary25Minutes: sum(weeks, (week) => week.complementary25Minutes),
    days,
    weeks,
    alerts: [
      ...days.flatMap((day) => day.alerts),
      ...weeks.flatMap((week) => week.alerts.filter((alert) => alert.scope === 'week')),
    ],
  };
}

/**
 * The overtime (at 25 % and 50 %) of the weeks a month pays, as `computeMonthHours` counts it, without
 * building its days: the worked minutes of each day (the union of the entries) and the absences
 * counted as worked time, per week over 35 h. What the statements add up for every month since
 * 1 January, where the days' details would be thrown away.
 */
export function computeMonthOvertime(input: HoursInput & { month: string }): number {
  contractOf(input);
  const period = periodDays({ month: input.month });
  const { days: calendarDays, bounds } = calendarFor(period, input.settings ?? DEFAULT_HOURS_SETTINGS);
  const basis = calendarDays.map(() => 0);
  const { closed } = readEntries(input, bounds[0]!, bounds.at(-1)!);
  for (const [workStart, workEnd] of unionOf(closed, minuteSpan, () => {})) {
    forEachDayPart(bounds, workStart, workEnd, (day, start, end) => {
      basis[day]! += end - start;
    });
  }
  const dayByDate = new Map(calendarDays.map((day, index) => [day.date, index]));
  for (const absence of input.absences ?? []) {
    const index = dayByDate.get(absence.date);
    if (index !== undefined && absence.countsAsWorkedTime) basis[index]! += absence.paidMinutes;
  }
  let overtime = 0;
  for (let start = DAYS_BEFORE; start + 7 <= calendarDays.length - DAYS_AFTER; start += 7) {
    const week = sum(basis.slice(start, start + 7), (minutes) => minutes);
    overtime += Math.max(0, week - LEGAL_WEEK_MINUTES);
  }
  return overtime;
}

/** Which entries to load for a period: those whose clock-in is at or after `from` and before `to`. */
export function hoursEntriesWindow(period: HoursPeriod): { from: Date; to: Date } {
  const { first, last } = periodDays(period);
  return {
    from: dateAtMinute(parisDayStart(addDays(first, -DAYS_BEFORE))),
    to: dateAtMinute(parisDayStart(addDays(last, DAYS_AFTER + 1))),
  };
}

// ---------------------------------------------------------------------------------------------------
// One employee over a range of whole days.

interface ComputedDays {
  days: DayHours[];
  /** Per day: a shift started on it (what 'days worked' counts). */
  shiftStarts: boolean[];
  /** Per day: absence minutes that count as worked time toward overtime. */
  creditedMinutes: number[];
  /** The worked periods on the punches' exact instants (ms), which the legal limits judge. */
  exactWorked: Interval[];
  /**
   * The start of each day computed (ms), the days before and after the period's included, then the
   * end of the last one: output day i starts at `dayStartsMs[i + DAYS_BEFORE]`.
   */
  dayStartsMs: number[];
}

interface ClosedEntry {
  id: string;
  /** Epoch minutes, as the punch shows them. */
  start: number;
  end: number;
  /** The punches' exact instants (ms). */
  startMs: number;
  endMs: number;
}

const MAX_OPEN_MS = MAX_SHIFT_HOURS * 3_600_000;

function computeDays(input: HoursInput, period: PeriodDays): ComputedDays {
  const settings = input.settings ?? DEFAULT_HOURS_SETTINGS;
  const calendar = calendarFor(period, settings);
  const { days: calendarDays, bounds } = calendar;
  const windowStart = bounds[0]!;
  const windowEnd = bounds.at(-1)!;
  const outputFrom = DAYS_BEFORE;
  const outputTo = calendarDays.length - DAYS_AFTER;
  const isOutput = (day: number) => day >= outputFrom && day < outputTo;

  // A literal then an assignment: spreading a conditional object here made this map most of the
  // engine's time (V8 clones the spread slowly; measured 25 times slower for a 1,000-employee month).
  const days = calendarDays.map((day): DayHours => {
    const totals: DayHours = {
      date: day.date,
      workedMinutes: 0,
      breakMinutes: 0,
      nightMinutes: 0,
      sundayMinutes: 0,
      holidayMinutes: 0,
      mayDayMinutes: 0,
      absenceMinutes: 0,
      shiftStarted: false,
      firstIn: null,
      lastOut: null,
      entries: [],
      openEntries: [],
      alerts: [],
    };
    if (day.holidayName !== undefined) totals.holidayName = day.holidayName;
    return totals;
  });
  const dayOf = (minute: number) => dayIndex(bounds, minute);
  const alert = (day: number, code: HoursAlertCode, extra: Pick<HoursAlert, 'minutes' | 'entryId'> = {}) => {
    if (isOutput(day)) days[day]!.alerts.push(dayAlert(code, days[day]!.date, extra));
  };

  const { closed, open } = readEntries(input, windowStart, windowEnd);
  // Punch minutes per day, turned into Dates once at the end.
  const firstIn: number[] = [];
  const lastOut: number[] = [];

  for (const { start, ...openEntry } of open) {
    const day = dayOf(start);
    if (!isOutput(day)) continue;
    days[day]!.openEntries.push(openEntry);
    firstIn[day] = Math.min(firstIn[day] ?? start, start);
    if (openEntry.status === 'missing-clock-out')
      alert(day, 'missing-clock-out', { entryId: openEntry.entryId });
  }

  let overlapDay = -1;
  const worked = unionOf(closed, minuteSpan, (entry) => {
    if (dayOf(entry.start) === overlapDay) return;
    overlapDay = dayOf(entry.start);
    alert(overlapDay, 'overlapping-entries', { entryId: entry.id });
  });

  for (const entry of closed) {
    forEachDayPart(bounds, entry.start, entry.end, (day, start, end) => {
      if (isOutput(day)) {
        days[day]!.entries.push({
          entryId: entry.id,
          start: dateAtMinute(start),
          end: dateAtMinute(end),
          minutes: end - start,
        });
      }
    });
    const inDay = dayOf(entry.start);
    firstIn[inDay] = Math.min(firstIn[inDay] ?? entry.start, entry.start);
    // A clock-out at midnight ends the day before.
    const outDay = dayOf(entry.end - 1);
    lastOut[outDay] = Math.max(lastOut[outDay] ?? entry.end, entry.end);
  }

  const lastPartEnd: (number | undefined)[] = [];
  for (const [workStart, workEnd] of worked) {
    forEachDayPart(bounds, workStart, workEnd, (day, start, end) => {
      const totals = days[day]!;
      totals.workedMinutes += end - start;
      totals.nightMinutes += overlapLength(calendarDays[day]!.nights, start, end);
      const previousEnd = lastPartEnd[day];
      if (previousEnd !== undefined) totals.breakMinutes += start - previousEnd;
      lastPartEnd[day] = end;
    });
  }
  for (const [index, day] of days.entries()) {
    if (calendarDays[index]!.sunday) day.sundayMinutes = day.workedMinutes;
    if (day.holidayName !== undefined) {
      if (isMayDay(day.date)) day.mayDayMinutes = day.workedMinutes;
      else day.holidayMinutes = day.workedMinutes;
    }
    if (firstIn[index] !== undefined) day.firstIn = dateAtMinute(firstIn[index]);
    if (lastOut[index] !== undefined) day.lastOut = dateAtMinute(lastOut[index]);
  }

  const exactWorked = unionOf(
    [...closed].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs),
    exactSpan,
    () => {},
  );
  const shiftStarts = days.map(() => false);
  for (const shift of shiftsOf(exactWorked, (ms) => dayOf(Math.floor(ms / MS_PER_MINUTE)))) {
    shiftStarts[shift.day] = true;
    days[shift.day]!.shiftStarted = true;
    if (shift.restBeforeMs !== undefined && shift.restBeforeMs < minutesToMs(DAILY_REST_MINUTES)) {
      alert(shift.day, 'short-rest', { minutes: wholeMinutes(shift.restBeforeMs) });
    }
    if (shift.workedMs > minutesToMs(DAILY_MAX_MINUTES)) {
      alert(shift.day, 'daily-max', { minutes: wholeMinutes(shift.workedMs) });
    }
    if (breakIsMissing(shift)) {
      alert(shift.day, 'missing-break', { minutes: wholeMinutes(shift.longestStretchMs) });
    }
  }

  const credited = days.map(() => 0);
  const dayByDate = new Map(days.map((day, index) => [day.date, index]));
  for (const absence of input.absences ?? []) {
    const index = dayByDate.get(absence.date);
    if (index === undefined) continue;
    days[index]!.absenceMinutes += absence.paidMinutes;
    if (absence.countsAsWorkedTime) credited[index]! += absence.paidMinutes;
  }
  return {
    days: days.slice(outputFrom, outputTo),
    shiftStarts: shiftStarts.slice(outputFrom, outputTo),
    creditedMinutes: credited.slice(outputFrom, outputTo),
    exactWorked,
    dayStartsMs: bounds.map(minutesToMs),
  };
}

/**
 * Entries whose clock-in falls in the window, sorted: closed ones as minutes (with their exact
 * instants), open ones by status. An entry that ends before it starts, or within the minute it
 * started (a double tap on the kiosk), is no work.
 */
function readEntries(input: HoursInput, windowStart: number, windowEnd: number) {
  const closed: ClosedEntry[] = [];
  const open: (OpenEntry & { start: number })[] = [];
  for (const entry of input.entries) {
    const start = epochMinute(entry.clockIn);
    if (start < windowStart || start >= windowEnd) continue;
    if (entry.clockOut) {
      const end = epochMinute(entry.clockOut);
      if (end > start) {
        closed.push({
          id: entry.id,
          start,
          end,
          startMs: entry.clockIn.getTime(),
          endMs: entry.clockOut.getTime(),
        });
      }
    } else {
      const overdue = input.now.getTime() - entry.clockIn.getTime() > MAX_OPEN_MS;
      const status = entry.missingClockOut || overdue ? 'missing-clock-out' : 'in-progress';
      open.push({ entryId: entry.id, clockIn: dateAtMinute(start), status, start });
    }
  }
  closed.sort((a, b) => a.start - b.start || a.end - b.end || compareText(a.id, b.id));
  open.sort((a, b) => a.start - b.start || compareText(a.entryId, b.entryId));
  return { closed, open };
}

const minuteSpan = (entry: ClosedEntry): Interval => [entry.start, entry.end];
const exactSpan = (entry: ClosedEntry): Interval => [entry.startMs, entry.endMs];

/**
 * The worked periods: the union of the entries sorted by `span`, so two overlapping entries never
 * count the same time twice. Entries that touch join without a break.
 */
function unionOf(
  sorted: readonly ClosedEntry[],
  span: (entry: ClosedEntry) => Interval,
  onOverlap: (entry: ClosedEntry) => void,
): Interval[] {
  const worked: [number, number][] = [];
  for (const entry of sorted) {
    const [start, end] = span(entry);
    const previous = worked.at(-1);
    if (previous && start <= previous[1]) {
      if (start < previous[1]) onOverlap(entry);
      previous[1] = Math.max(previous[1], end);
    } else {
      worked.push([start, end]);
    }
  }
  return worked;
}

function summariseWeek(
  computed: ComputedDays,
  from: number,
  contract: number,
  settings: HoursSettings,
): WeekHours {
  const days = computed.days.slice(from, from + 7);
  const weekStart = days[0]!.date;
  const totals = sumDays(days);
  const worked = totals.workedMinutes;
  // Absences that count as worked time (a company's choice per type) reach the overtime thresholds;
  // the legal maxima judge the time actually worked.
  const overtimeBasis = worked + sum(computed.creditedMinutes.slice(from, from + 7), (minutes) => minutes);
  const daysWorked = computed.shiftStarts.slice(from, from + 7).filter(Boolean).length;

  const partTime = contract < LEGAL_WEEK_MINUTES;
  const overtime = Math.max(0, overtimeBasis - LEGAL_WEEK_MINUTES);
  const overtime25Minutes = Math.min(overtime, OVERTIME_25_LIMIT_MINUTES);
  const complementaryMinutes = partTime
    ? Math.max(0, Math.min(overtimeBasis, LEGAL_WEEK_MINUTES) - contract)
    : 0;
  // The minutes that fit whole in one tenth of the contract (24 h: 2 h 24; 24 h 15: 2 h 25, the 146th
  // minute ending past 2 h 25 min 30 s) are at +10 %; each one after at +25 %.
  const complementary10Minutes = Math.min(
    complementaryMinutes,
    Math.floor(contract / COMPLEMENTARY_10_SHARE_DIVISOR),
  );

  const horizon = weekHorizon(computed.dayStartsMs, from + DAYS_BEFORE);
  const workedMs = overlapLength(computed.exactWorked, horizon.weekStart, horizon.weekEnd);
  const rest = longestWeeklyRest(computed.exactWorked, horizon);
  const weekAlerts: HoursAlert[] = [];
  if (workedMs > minutesToMs(WEEKLY_MAX_MINUTES))
    weekAlerts.push(weekAlert('weekly-max', weekStart, wholeMinutes(workedMs)));
  if (daysWorked > MAX_DAYS_WORKED_PER_WEEK) weekAlerts.push(weekAlert('seven-days', weekStart));
  // L3123-9: a part-time week may never reach 35 h, so 35 h 00 itself is too much.
  if (partTime && workedMs >= minutesToMs(LEGAL_WEEK_MINUTES))
    weekAlerts.push(weekAlert('part-time-over-35h', weekStart, wholeMinutes(workedMs)));
  // L3123-28 / L3123-20: past one third is always too much; past one tenth unless an agreement allows
  // one third. Integer comparisons, so 2 h 24 on a 24 h contract is exactly one tenth and no alert.
  if (complementaryMinutes * COMPLEMENTARY_AGREEMENT_SHARE_DIVISOR > contract) {
    weekAlerts.push(weekAlert('complementary-over-third', weekStart, complementaryMinutes));
  } else if (
    !settings.complementaryUpToThird &&
    complementaryMinutes * COMPLEMENTARY_10_SHARE_DIVISOR > contract
  ) {
    weekAlerts.push(weekAlert('complementary-over-tenth', weekStart, complementaryMinutes));
  }
  if (rest < minutesToMs(WEEKLY_REST_MINUTES))
    weekAlerts.push(weekAlert('short-weekly-rest', weekStart, wholeMinutes(rest)));

  return {
    weekStart,
    ...totals,
    overtime25Minutes,
    overtime50Minutes: overtime - overtime25Minutes,
    complementaryMinutes,
    complementary10Minutes,
    complementary25Minutes: complementaryMinutes - complementary10Minutes,
    daysWorked,
    alerts: [...weekAlerts, ...days.flatMap((day) => day.alerts)],
    days,
  };
}

/**
 * L3121-22: the alert when the 12 consecutive weeks ending with `week` (any of its days) average more
 * than 44 h worked. `workedMinutes` are those weeks' `workedMinutes` as the engine gives them, oldest
 * first: time actually worked, absences left out, as for the other maxima. The engine computes one
 * week or month at a time, so whoever holds the 11 weeks before (the period loader) calls this.
 */
export function averageWeeklyMaxAlert(
  week: string,
  workedMinutes: readonly number[],
): HoursAlert | undefined {
  if (workedMinutes.length !== AVERAGE_WEEKS) {
    throw new RangeError(`${AVERAGE_WEEKS} semaines attendues, ${workedMinutes.length} reçues`);
  }
  const total = sum(workedMinutes, (minutes) => minutes);
  if (total <= AVERAGE_WEEKLY_MAX_MINUTES * AVERAGE_WEEKS) return undefined;
  return weekAlert('average-weekly-max', mondayOf(week), Math.floor(total / AVERAGE_WEEKS));
}

/**
 * The worked minutes of `count` consecutive weeks from the week of `firstMonday`, oldest first, each
 * as `computeWeekHours` counts its `workedMinutes` (the union of the closed entries whose clock-in
 * falls in the week's window, two days before to the day after, clipped to the week), without building
 * its days: what the 12-week average (`averageWeeklyMaxAlert`) reads for the weeks before a period.
 * Linear in the entries once sorted: a week's window is ten days, so an entry falls in two at most.
 */
export function weeksWorkedMinutes(
  entries: readonly TimeEntryInput[],
  firstMonday: string,
  count: number,
): number[] {
  const spans: [number, number][] = [];
  for (const entry of entries) {
    if (entry.clockOut) spans.push([epochMinute(entry.clockIn), epochMinute(entry.clockOut)]);
  }
  return weeksWorkedMinutesOfSpans(spans, firstMonday, count);
}

/**
 * `weeksWorkedMinutes` of closed entries given as [clock-in, clock-out] in epoch minutes (seconds
 * dropped, as `epochMinute` counts them), in any order: what a read of many weeks hands over without
 * a Date per punch. A span that does not end after it starts is no work.
 */
export function weeksWorkedMinutesOfSpans(
  spans: readonly Interval[],
  firstMonday: string,
  count: number,
): number[] {
  const weeks = weeksCalendar(firstMonday, count);
  const closed = spans.filter(([start, end]) => end > start);
  closed.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const worked: number[] = [];
  let first = 0;
  for (const { start: weekStart, end: weekEnd, windowStart, windowEnd } of weeks) {
    while (first < closed.length && closed[first]![0] < windowStart) first += 1;
    let total = 0;
    let unionStart = 0;
    let unionEnd = Number.NEGATIVE_INFINITY;
    for (let index = first; index < closed.length && closed[index]![0] < windowEnd; index += 1) {
      const [start, end] = closed[index]!;
      if (start <= unionEnd) {
        unionEnd = Math.max(unionEnd, end);
        continue;
      }
      total += overlapLength([[unionStart, unionEnd]], weekStart, weekEnd);
      unionStart = start;
      unionEnd = end;
    }
    total += overlapLength([[unionStart, unionEnd]], weekStart, weekEnd);
    worked.push(total);
  }
  return worked;
}

interface WeekBounds {
  /** The week's Monday 00:00 and the next one's, Paris time, in epoch minutes. */
  start: number;
  end: number;
  /** Where the clock-ins `computeWeekHours` reads for the week start and end. */
  windowStart: number;
  windowEnd: number;
}

/**
 * The bounds of `count` weeks from `firstMonday`'s, remembered: a company's employees all read the
 * same weeks, and each Paris midnight costs a time-zone lookup.
 */
function weeksCalendar(firstMonday: string, count: number): WeekBounds[] {
  const key = `${firstMonday} ${count}`;
  let weeks = weeksCalendars.get(key);
  if (weeks === undefined) {
    const monday = mondayOf(firstMonday);
    const dayStart = (week: number, days: number) => parisDayStart(addDays(monday, 7 * week + days));
    weeks = [];
    for (let week = 0; week < count; week += 1) {
      weeks.push({
        start: dayStart(week, 0),
        end: dayStart(week, 7),
        windowStart: dayStart(week, -DAYS_BEFORE),
        windowEnd: dayStart(week, 7 + DAYS_AFTER),
      });
    }
    if (weeksCalendars.size >= 64) weeksCalendars.delete(weeksCalendars.keys().next().value!);
    weeksCalendars.set(key, weeks);
  }
  return weeks;
}
const weeksCalendars = new Map<string, WeekBounds[]>();

// ---------------------------------------------------------------------------------------------------
// Small helpers.

/** The week whose Monday is day `monday` of the computed days, with the days loaded around any week. */
function weekHorizon(dayStartsMs: readonly number[], monday: number): WeekHorizon {
  return {
    knownFrom: dayStartsMs[monday - DAYS_BEFORE]!,
    weekStart: dayStartsMs[monday]!,
    weekEnd: dayStartsMs[monday + 7]!,
    knownUntil: dayStartsMs[monday + 7 + DAYS_AFTER]!,
  };
}

function contractOf(input: HoursInput): number {
  const contract = input.weeklyContractMinutes ?? LEGAL_WEEK_MINUTES;
  if (!Number.isSafeInteger(contract) || contract <= 0 || contract > WEEKLY_MAX_MINUTES) {
    throw new RangeError(`Durée hebdomadaire du contrat invalide : ${contract} minutes`);
  }
  return contract;
}

function sumDays(days: readonly DayHours[]) {
  return {
    workedMinutes: sum(days, (day) => day.workedMinutes),
    breakMinutes: sum(days, (day) => day.breakMinutes),
    nightMinutes: sum(days, (day) => day.nightMinutes),
    sundayMinutes: sum(days, (day) => day.sundayMinutes),
    holidayMinutes: sum(days, (day) => day.holidayMinutes),
    mayDayMinutes: sum(days, (day) => day.mayDayMinutes),
    absenceMinutes: sum(days, (day) => day.absenceMinutes),
  };
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}

function dayAlert(
  code: HoursAlertCode,
  date: string,
  extra: Pick<HoursAlert, 'minutes' | 'entryId'>,
): HoursAlert {
  return { code, label: HOURS_ALERT_LABELS[code], scope: 'day', date, ...extra };
}

function weekAlert(code: HoursAlertCode, weekStart: string, minutes?: number): HoursAlert {
  return {
    code,
    label: HOURS_ALERT_LABELS[code],
    scope: 'week',
    date: weekStart,
    ...(minutes === undefined ? {} : { minutes }),
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
