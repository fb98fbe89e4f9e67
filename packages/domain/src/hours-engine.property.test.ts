import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeMonthHours,
  computeMonthOvertime,
  computeWeekHours,
  hoursEntriesWindow,
  type TimeEntryInput,
  type WeekHours,
  weeksWorkedMinutes,
} from './hours-engine';
import { addDays, parisDayStart } from './paris-calendar';

const MINUTE = 60_000;
const NOW = new Date('2027-06-01T00:00:00Z');

/** Both clock-change weeks of 2026, the 14 July week and an ordinary one. */
const weekArb = fc.constantFrom('2026-03-23', '2026-10-19', '2026-07-13', '2026-11-16');
const contractArb = fc.integer({ min: 10 * 60, max: 48 * 60 });

/** Entries one after the other from `origin`, separated by gaps: never overlapping. */
const chainArb = fc.array(
  fc.record({ gap: fc.integer({ min: 1, max: 20 * 60 }), length: fc.integer({ min: 1, max: 16 * 60 }) }),
  { maxLength: 24 },
);

function chainEntries(origin: number, chain: { gap: number; length: number }[]): TimeEntryInput[] {
  let cursor = origin;
  return chain.map(({ gap, length }, index) => {
    const start = cursor + gap;
    cursor = start + length;
    return { id: `e${index}`, clockIn: new Date(start * MINUTE), clockOut: new Date(cursor * MINUTE) };
  });
}

/**
 * Any entries starting from `firstDay` to `lastDay` days after `week`'s Monday, overlapping or not,
 * each lasting `minMinutes` to `maxMinutes` (a negative length ends before it starts), with seconds,
 * one in ten still open.
 */
function looseEntriesArb(
  week: string,
  {
    firstDay,
    lastDay,
    minMinutes,
    maxMinutes,
    maxLength,
  }: { firstDay: number; lastDay: number; minMinutes: number; maxMinutes: number; maxLength: number },
) {
  return fc
    .array(
      fc.record({
        start: fc.integer({
          min: parisDayStart(addDays(week, firstDay)),
          max: parisDayStart(addDays(week, lastDay)),
        }),
        length: fc.integer({ min: minMinutes, max: maxMinutes }),
        seconds: fc.integer({ min: 0, max: 59 }),
        open: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
      }),
      { maxLength },
    )
    .map((raw) =>
      raw.map(
        ({ start, length, seconds, open }, index): TimeEntryInput => ({
          id: `e${index}`,
          clockIn: new Date(start * MINUTE + seconds * 1000),
          clockOut: open ? null : new Date((start + length) * MINUTE + seconds * 1000),
        }),
      ),
    );
}

/** Any entries around a week, overlapping or not, one in ten still open. */
const looseArb = weekArb.chain((week) =>
  looseEntriesArb(week, { firstDay: -2, lastDay: 8, minMinutes: 0, maxMinutes: 16 * 60, maxLength: 30 }).map(
    (entries) => ({ week, entries }),
  ),
);

/**
 * A realistic schedule around a week: at most one shift starting each day, at any hour, in up to three
 * pieces with breaks, each shift starting at least 3 h after the previous one ended (so shifts never
 * run into each other, while rests may still be short).
 */
const scheduleArb = weekArb.chain((week) =>
  fc
    .array(
      fc.option(
        fc.record({
          startsAt: fc.integer({ min: 0, max: 24 * 60 - 1 }),
          pieces: fc.array(
            fc.record({
              breakBefore: fc.integer({ min: 0, max: 90 }),
              length: fc.integer({ min: 1, max: 300 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
      ),
      { minLength: 11, maxLength: 11 },
    )
    .map((days) => {
      const entries: TimeEntryInput[] = [];
      let lastEnd = Number.NEGATIVE_INFINITY;
      for (const [index, shift] of days.entries()) {
        if (!shift) continue;
        let cursor = parisDayStart(addDays(week, index - 2)) + shift.startsAt;
        if (cursor < lastEnd + 3 * 60) continue;
        for (const [piece, { breakBefore, length }] of shift.pieces.entries()) {
          const start = cursor + (piece === 0 ? 0 : breakBefore + 1);
          cursor = start + length;
          entries.push({
            id: `d${index}p${piece}`,
            clockIn: new Date(start * MINUTE),
            clockOut: new Date(cursor * MINUTE),
          });
        }
        lastEnd = cursor;
      }
      return { week, entries };
    }),
);

const TOTALS = [
  'workedMinutes',
  'nightMinutes',
  'sundayMinutes',
  'holidayMinutes',
  'overtime25Minutes',
  'overtime50Minutes',
  'complementaryMinutes',
] as const;

function week(entries: TimeEntryInput[], weekStart: string, weeklyContractMinutes?: number): WeekHours {
  return computeWeekHours({ week: weekStart, entries, weeklyContractMinutes, now: NOW });
}

describe('hours engine properties', () => {
  it('splits entries into day slices that add up to their durations and to the week', () => {
    fc.assert(
      fc.property(weekArb, chainArb, (weekStart, chain) => {
        const end = parisDayStart(addDays(weekStart, 7));
        const entries = chainEntries(parisDayStart(weekStart), chain).filter(
          (entry) => entry.clockOut!.getTime() <= end * MINUTE,
        );
        const result = week(entries, weekStart);
        const durations = entries.map(
          (entry) => (entry.clockOut!.getTime() - entry.clockIn.getTime()) / MINUTE,
        );
        expect(result.workedMinutes).toBe(durations.reduce((total, minutes) => total + minutes, 0));
        expect(result.workedMinutes).toBe(result.days.reduce((total, day) => total + day.workedMinutes, 0));
        for (const day of result.days) {
          expect(day.entries.reduce((total, slice) => total + slice.minutes, 0)).toBe(day.workedMinutes);
        }
        for (const [index, entry] of entries.entries()) {
          const slices = result.days
            .flatMap((day) => day.entries)
            .filter((slice) => slice.entryId === entry.id);
          expect(slices.reduce((total, slice) => total + slice.minutes, 0)).toBe(durations[index]);
        }
      }),
    );
  });

  it('never lowers a total when an entry is added', () => {
    fc.assert(
      fc.property(
        looseArb,
        contractArb,
        fc.integer({ min: 0, max: 29 }),
        ({ week: weekStart, entries }, contract, pick) => {
          fc.pre(entries.length > 0);
          const extra = entries[pick % entries.length]!;
          const others = entries.filter((entry) => entry !== extra);
          const before = week(others, weekStart, contract);
          const after = week(entries, weekStart, contract);
          for (const total of TOTALS) expect(after[total]).toBeGreaterThanOrEqual(before[total]);
        },
      ),
    );
  });

  it('keeps overtime, night, Sunday and holiday hours within the hours worked', () => {
    fc.assert(
      fc.property(looseArb, contractArb, ({ week: weekStart, entries }, contract) => {
        const result = week(entries, weekStart, contract);
        const extra = result.overtime25Minutes + result.overtime50Minutes + result.complementaryMinutes;
        expect(extra).toBeLessThanOrEqual(result.workedMinutes);
        expect(result.overtime25Minutes).toBeLessThanOrEqual(8 * 60);
        if (contract >= 35 * 60) expect(result.complementaryMinutes).toBe(0);
        for (const day of result.days) {
          expect(day.nightMinutes).toBeLessThanOrEqual(day.workedMinutes);
          expect(day.sundayMinutes).toBeLessThanOrEqual(day.workedMinutes);
          expect(day.holidayMinutes).toBeLessThanOrEqual(day.workedMinutes);
          expect(day.workedMinutes + day.breakMinutes).toBeLessThanOrEqual(24 * 60 + 60);
        }
      }),
    );
  });

  it('gives the same result whatever order the entries come in', () => {
    fc.assert(
      fc.property(
        looseArb.chain(({ week: weekStart, entries }) =>
          fc
            .shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })
            .map((shuffled) => ({ weekStart, entries, shuffled })),
        ),
        ({ weekStart, entries, shuffled }) => {
          expect(week(shuffled, weekStart)).toEqual(week(entries, weekStart));
        },
      ),
    );
  });

  it('ignores entries outside the loading window, so loading more changes nothing', () => {
    fc.assert(
      fc.property(looseArb, chainArb, ({ week: weekStart, entries }, chain) => {
        const { from, to } = hoursEntriesWindow({ week: weekStart });
        const inWindow = (entry: TimeEntryInput) => entry.clockIn >= from && entry.clockIn < to;
        const farBefore = chainEntries(from.getTime() / MINUTE - 30 * 24 * 60, chain)
          .filter((entry) => !inWindow(entry))
          .map((entry) => ({ ...entry, id: `before ${entry.id}` }));
        const farAfter = chainEntries(to.getTime() / MINUTE, chain).map((entry) => ({
          ...entry,
          id: `after ${entry.id}`,
        }));
        expect(week([...farBefore, ...entries, ...farAfter], weekStart)).toEqual(
          week(entries.filter(inWindow), weekStart),
        );
      }),
    );
  });

  it('computes a week inside a month exactly as on its own', () => {
    fc.assert(
      fc.property(scheduleArb, ({ week: weekStart, entries }) => {
        const weekResult = week(entries, weekStart);
        const month = computeMonthHours({ month: addDays(weekStart, 6).slice(0, 7), entries, now: NOW });
        expect(month.weeks.find((candidate) => candidate.weekStart === weekStart)).toEqual(weekResult);
      }),
    );
  });
});

describe('computeMonthOvertime', () => {
  /** Any entries around a month (clock changes in March and October), absences some of which count as work. */
  const monthArb = fc.constantFrom('2026-03', '2026-10', '2026-05', '2026-11').chain((month) => {
    const from = parisDayStart(addDays(`${month}-01`, -9));
    const to = parisDayStart(addDays(`${month}-01`, 34));
    return fc.record({
      month: fc.constant(month),
      contract: contractArb,
      entries: fc.array(
        fc.record({
          start: fc.integer({ min: from, max: to }),
          length: fc.integer({ min: 0, max: 14 * 60 }),
          open: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
        }),
        { maxLength: 80 },
      ),
      absences: fc.array(
        fc.record({
          offset: fc.integer({ min: -9, max: 33 }),
          paidMinutes: fc.integer({ min: 0, max: 8 * 60 }),
          countsAsWorkedTime: fc.boolean(),
        }),
        { maxLength: 10 },
      ),
    });
  });

  it("equals the month's overtime at 25 % and 50 % from computeMonthHours", () => {
    fc.assert(
      fc.property(monthArb, ({ month, contract, entries, absences }) => {
        const input = {
          month,
          weeklyContractMinutes: contract,
          now: NOW,
          entries: entries.map(
            ({ start, length, open }, index): TimeEntryInput => ({
              id: `e${index}`,
              clockIn: new Date(start * MINUTE),
              clockOut: open ? null : new Date((start + length) * MINUTE),
            }),
          ),
          absences: absences.map(({ offset, paidMinutes, countsAsWorkedTime }) => ({
            date: addDays(`${month}-01`, offset),
            paidMinutes,
            countsAsWorkedTime,
          })),
        };
        const hours = computeMonthHours(input);
        expect(computeMonthOvertime(input)).toBe(hours.overtime25Minutes + hours.overtime50Minutes);
      }),
      { numRuns: 300 },
    );
  });
});

describe('weeksWorkedMinutes', () => {
  /** Entries over four weeks, overlapping or not, some over three days, one in ten still open. */
  const weeksArb = weekArb.chain((week) =>
    looseEntriesArb(week, {
      firstDay: -3,
      lastDay: 29,
      minMinutes: -60,
      maxMinutes: 80 * 60,
      maxLength: 60,
    }).map((entries) => ({ week, entries })),
  );

  it("equals each week's workedMinutes from computeWeekHours", () => {
    fc.assert(
      fc.property(weeksArb, ({ week, entries }) => {
        const expected = [0, 1, 2, 3].map(
          (index) => computeWeekHours({ week: addDays(week, 7 * index), entries, now: NOW }).workedMinutes,
        );
        expect(weeksWorkedMinutes(entries, week, 4)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
