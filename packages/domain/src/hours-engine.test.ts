import { describe, expect, it } from 'vitest';
import {
  averageWeeklyMaxAlert,
  computeMonthHours,
  computeMonthOvertime,
  computeWeekHours,
  type DayHours,
  hoursEntriesWindow,
  type TimeEntryInput,
  type WeekHours,
} from './hours-engine';
import type { HoursSettings } from './hours-rules';
import { addDays } from './paris-calendar';

// Instants are written with their Paris offset by hand (+01:00 in winter, +02:00 in summer), so the
// expected figures do not lean on the time-zone library under test.
const WINTER = '+01:00';
const SUMMER = '+02:00';

function entry(
  clockIn: string,
  clockOut: string | null,
  extra: Partial<TimeEntryInput> = {},
): TimeEntryInput {
  return {
    id: `entry ${clockIn}`,
    clockIn: new Date(clockIn),
    clockOut: clockOut ? new Date(clockOut) : null,
    ...extra,
  };
}

/** workDay('2026-11-16', WINTER, '08:00-12:00', '13:00-17:00'): one entry per range. */
function workDay(date: string, offset: string, ...ranges: string[]): TimeEntryInput[] {
  return ranges.map((range) => {
    const [from, to] = range.split('-');
    return entry(`${date}T${from}${offset}`, `${date}T${to}${offset}`);
  });
}

function workDays(dates: string[], offset: string, ...ranges: string[]): TimeEntryInput[] {
  return dates.flatMap((date) => workDay(date, offset, ...ranges));
}

const LATER = new Date('2027-01-01T00:00:00Z');
const NOV_WEEK = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];

interface WeekCase {
  name: string;
  week: string;
  entries: TimeEntryInput[];
  contract?: number;
  settings?: HoursSettings;
  expected: Partial<WeekHours>;
  days?: Record<string, Partial<DayHours>>;
  /** Every alert of the week, as 'code date'. */
  alerts: string[];
}

const weeks: WeekCase[] = [
  {
    name: 'the spring-change week: a 22:00 → 06:00 shift on the night of 28 to 29 March 2026 lasts 7 h',
    week: '2026-03-23',
    entries: [
      ...workDays(
        ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26'],
        WINTER,
        '09:00-12:00',
        '13:00-17:00',
      ),
      entry(`2026-03-28T22:00${WINTER}`, `2026-03-29T06:00${SUMMER}`),
    ],
    expected: {
      weekStart: '2026-03-23',
      workedMinutes: 4 * 420 + 420,
      breakMinutes: 4 * 60,
      nightMinutes: 420,
      sundayMinutes: 300,
      overtime25Minutes: 0,
      overtime50Minutes: 0,
      daysWorked: 5,
    },
    days: {
      '2026-03-28': { workedMinutes: 120, nightMinutes: 120, sundayMinutes: 0 },
      '2026-03-29': { workedMinutes: 300, nightMinutes: 300, sundayMinutes: 300 },
    },
    alerts: ['missing-break 2026-03-28'],
  },
  {
    name: 'the autumn-change week: the same shift on the night of 24 to 25 October 2026 lasts 9 h',
    week: '2026-10-25',
    entries: [
      ...workDays(
        ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22'],
        SUMMER,
        '08:00-12:00',
        '12:30-17:00',
      ),
      entry(`2026-10-24T22:00${SUMMER}`, `2026-10-25T06:00${WINTER}`),
    ],
    expected: {
      weekStart: '2026-10-19',
      workedMinutes: 4 * 510 + 540,
      breakMinutes: 4 * 30,
      nightMinutes: 540,
      sundayMinutes: 420,
      overtime25Minutes: 480,
      overtime50Minutes: 0,
    },
    days: {
      '2026-10-24': { workedMinutes: 120, nightMinutes: 120 },
      '2026-10-25': { workedMinutes: 420, nightMinutes: 420, sundayMinutes: 420 },
    },
    alerts: ['missing-break 2026-10-24'],
  },
  {
    name: 'a night shift across midnight is split between its two days and its break after midnight is no rest',
    week: '2026-11-16',
    entries: [
      entry(`2026-11-17T21:00${WINTER}`, `2026-11-18T01:00${WINTER}`),
      entry(`2026-11-18T01:30${WINTER}`, `2026-11-18T05:00${WINTER}`),
    ],
    expected: { workedMinutes: 450, nightMinutes: 450, breakMinutes: 30, daysWorked: 1 },
    days: {
      '2026-11-17': {
        workedMinutes: 180,
        nightMinutes: 180,
        breakMinutes: 0,
        firstIn: new Date('2026-11-17T20:00:00Z'),
        lastOut: null,
        entries: [
          {
            entryId: `entry 2026-11-17T21:00${WINTER}`,
            start: new Date('2026-11-17T20:00:00Z'),
            end: new Date('2026-11-17T23:00:00Z'),
            minutes: 180,
          },
        ],
      },
      '2026-11-18': {
        workedMinutes: 270,
        nightMinutes: 270,
        breakMinutes: 30,
        firstIn: new Date('2026-11-18T00:30:00Z'),
        lastOut: new Date('2026-11-18T04:00:00Z'),
        entries: [
          {
            entryId: `entry 2026-11-17T21:00${WINTER}`,
            start: new Date('2026-11-17T23:00:00Z'),
            end: new Date('2026-11-18T00:00:00Z'),
            minutes: 60,
          },
          {
            entryId: `entry 2026-11-18T01:30${WINTER}`,
            start: new Date('2026-11-18T00:30:00Z'),
            end: new Date('2026-11-18T04:00:00Z'),
            minutes: 210,
          },
        ],
      },
    },
    alerts: [],
  },
  {
    name: 'Sunday work counts as Sunday hours',
    week: '2026-11-22',
    entries: workDay('2026-11-22', WINTER, '10:00-14:00'),
    expected: { weekStart: '2026-11-16', workedMinutes: 240, sundayMinutes: 240, holidayMinutes: 0 },
    days: { '2026-11-22': { sundayMinutes: 240 }, '2026-11-21': { sundayMinutes: 0 } },
    alerts: [],
  },
  {
    name: '14 July 2026 counts as public-holiday hours, the day before does not',
    week: '2026-07-14',
    entries: [
      ...workDay('2026-07-13', SUMMER, '08:00-12:00'),
      ...workDay('2026-07-14', SUMMER, '08:00-12:00', '13:00-16:00'),
    ],
    expected: { weekStart: '2026-07-13', workedMinutes: 660, holidayMinutes: 420, sundayMinutes: 0 },
    days: {
      '2026-07-13': { holidayMinutes: 0 },
      '2026-07-14': { holidayMinutes: 420, holidayName: 'Fête Nationale de la France' },
    },
    alerts: [],
  },
  {
    name: 'a part-time week: 27 h worked on a 24 h contract give 3 h complémentaires, 2 h 24 of them at 10 %',
    week: '2026-11-16',
    contract: 24 * 60,
    entries: [
      ...workDays(['2026-11-16', '2026-11-17', '2026-11-18'], WINTER, '08:00-12:00', '13:00-17:00'),
      ...workDay('2026-11-19', WINTER, '09:00-12:00'),
    ],
    expected: {
      workedMinutes: 27 * 60,
      complementaryMinutes: 180,
      complementary10Minutes: 144,
      complementary25Minutes: 36,
      overtime25Minutes: 0,
      overtime50Minutes: 0,
    },
    alerts: ['complementary-over-tenth 2026-11-16'],
  },
  {
    name: 'a part-time employee past 35 h gets complementary hours up to 35 h, overtime beyond, and an alert',
    week: '2026-11-16',
    contract: 24 * 60,
    entries: workDays(NOV_WEEK.slice(0, 5), WINTER, '08:00-12:00', '13:00-17:00'),
    expected: {
      workedMinutes: 40 * 60,
      complementaryMinutes: 11 * 60,
      overtime25Minutes: 300,
      overtime50Minutes: 0,
    },
    alerts: ['part-time-over-35h 2026-11-16', 'complementary-over-third 2026-11-16'],
  },
  {
    name: 'a clock-out at midnight is the last punch of the day before',
    week: '2026-11-16',
    entries: [entry(`2026-11-16T16:00${WINTER}`, `2026-11-17T00:00${WINTER}`)],
    expected: { workedMinutes: 480, nightMinutes: 180 },
    days: {
      '2026-11-16': { workedMinutes: 480, lastOut: new Date(`2026-11-17T00:00${WINTER}`) },
      '2026-11-17': { workedMinutes: 0, firstIn: null, lastOut: null, entries: [] },
    },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: 'a 45 h week gives 8 h at 25 % and 2 h at 50 %',
    week: '2026-11-16',
    entries: workDays(NOV_WEEK.slice(0, 5), WINTER, '08:00-12:00', '13:00-18:00'),
    expected: {
      workedMinutes: 45 * 60,
      overtime25Minutes: 480,
      overtime50Minutes: 120,
      complementaryMinutes: 0,
    },
    alerts: [],
  },
  {
    name: 'a week worked every day raises the seven-day alert',
    week: '2026-11-16',
    entries: workDays(NOV_WEEK, WINTER, '09:00-13:00'),
    expected: { workedMinutes: 7 * 240, daysWorked: 7, sundayMinutes: 240 },
    alerts: ['seven-days 2026-11-16'],
  },
  {
    name: 'a rest of 9 h between two days raises the short-rest alert on the second',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-16', WINTER, '12:00-16:00', '16:30-22:00'),
      ...workDay('2026-11-17', WINTER, '07:00-11:00', '11:30-15:00'),
    ],
    expected: { workedMinutes: 570 + 450, breakMinutes: 60, nightMinutes: 60 },
    days: { '2026-11-16': { nightMinutes: 60 } },
    alerts: ['short-rest 2026-11-17'],
  },
  {
    name: 'a day of 6 h or more needs a 20-minute break, a shorter day does not',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-18', WINTER, '08:00-11:00', '11:10-14:30'),
      ...workDay('2026-11-19', WINTER, '08:00-14:00'),
      ...workDay('2026-11-20', WINTER, '08:00-13:59'),
    ],
    expected: { workedMinutes: 380 + 360 + 359, breakMinutes: 10 },
    alerts: ['missing-break 2026-11-18', 'missing-break 2026-11-19'],
  },
  {
    name: 'an 11 h day and a 51 h week raise the daily and weekly maximum alerts',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-16', WINTER, '07:00-12:00', '12:30-18:30'),
      ...workDays(NOV_WEEK.slice(1, 5), WINTER, '07:00-12:00', '12:30-17:30'),
    ],
    expected: { workedMinutes: 51 * 60, overtime25Minutes: 480, overtime50Minutes: 480 },
    alerts: ['daily-max 2026-11-16', 'weekly-max 2026-11-16'],
  },
  {
    name: 'the rest before Monday counts from the previous Sunday, which itself stays out of the week',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-15', WINTER, '14:00-23:00'),
      ...workDay('2026-11-16', WINTER, '06:00-10:00'),
    ],
    expected: { workedMinutes: 240, sundayMinutes: 0 },
    alerts: ['short-rest 2026-11-16'],
  },
  {
    name: 'overlapping entries count each minute once and are flagged',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00', '11:00-13:00'),
    expected: { workedMinutes: 300, breakMinutes: 0 },
    alerts: ['overlapping-entries 2026-11-16'],
  },
  {
    name: 'a split day 10:00 → 15:00, 18:00 → 23:00 is one 10 h shift, followed by an 11 h rest',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-16', WINTER, '10:00-15:00', '18:00-23:00'),
      ...workDay('2026-11-17', WINTER, '10:00-15:00'),
    ],
    expected: { workedMinutes: 900, breakMinutes: 180, nightMinutes: 120, daysWorked: 2 },
    alerts: [],
  },
  {
    name: 'a gap of 11 h on the same day is a rest between two shifts, each judged alone',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '00:00-06:00', '17:00-22:00'),
    expected: { workedMinutes: 660, breakMinutes: 660, daysWorked: 1 },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: 'a 4 h gap after midnight is a rest, too short, not a break',
    week: '2026-11-16',
    entries: [
      entry(`2026-11-16T18:00${WINTER}`, `2026-11-17T01:00${WINTER}`),
      entry(`2026-11-17T05:00${WINTER}`, `2026-11-17T09:00${WINTER}`),
    ],
    expected: { workedMinutes: 660, daysWorked: 2 },
    alerts: ['missing-break 2026-11-16', 'short-rest 2026-11-17'],
  },
  {
    name: 'Good Friday is a public holiday in Alsace-Moselle',
    week: '2026-04-03',
    settings: { nightStart: '21:00', nightEnd: '06:00', alsaceMoselle: true, complementaryUpToThird: false },
    entries: workDay('2026-04-03', SUMMER, '08:00-12:00'),
    expected: { holidayMinutes: 240 },
    days: { '2026-04-03': { holidayMinutes: 240, holidayName: 'Vendredi saint' } },
    alerts: [],
  },
  {
    name: 'Good Friday is an ordinary day elsewhere in France',
    week: '2026-04-03',
    entries: workDay('2026-04-03', SUMMER, '08:00-12:00'),
    expected: { holidayMinutes: 0 },
    alerts: [],
  },
  {
    name: 'a company night of 22:00 to 07:00 replaces the default 21:00 to 06:00',
    week: '2026-11-16',
    settings: { nightStart: '22:00', nightEnd: '07:00', alsaceMoselle: false, complementaryUpToThird: false },
    entries: [
      ...workDay('2026-11-16', WINTER, '05:00-09:00'),
      ...workDay('2026-11-17', WINTER, '20:00-23:00'),
    ],
    expected: { nightMinutes: 120 + 60 },
    days: { '2026-11-16': { nightMinutes: 120 }, '2026-11-17': { nightMinutes: 60 } },
    alerts: [],
  },
];

function expectWeek({ week, entries, contract, settings, expected, days, alerts }: WeekCase) {
  const result = computeWeekHours({ week, entries, weeklyContractMinutes: contract, settings, now: LATER });
  expect(result).toMatchObject(expected);
  expect(result.days).toHaveLength(7);
  for (const [date, day] of Object.entries(days ?? {})) {
    expect(result.days.find((candidate) => candidate.date === date)).toMatchObject(day);
  }
  expect(result.alerts.map((alert) => `${alert.code} ${alert.date}`).sort()).toEqual([...alerts].sort());
}

describe('computeWeekHours on hand-computed weeks', () => {
  it.each(weeks)('$name', expectWeek);
});

describe('computeWeekHours on entries without clock-out', () => {
  const monday = new Date(`2026-11-16T08:00${WINTER}`);
  const open = entry(`2026-11-16T08:00${WINTER}`, null);

  it('reports an entry open for 4 hours as in progress and counts none of it yet', () => {
    const result = computeWeekHours({
      week: '2026-11-16',
      entries: [open],
      now: new Date(`2026-11-16T12:00${WINTER}`),
    });
    expect(result.workedMinutes).toBe(0);
    expect(result.days[0]).toMatchObject({
      workedMinutes: 0,
      firstIn: monday,
      openEntries: [{ entryId: open.id, clockIn: monday, status: 'in-progress' }],
    });
    expect(result.alerts).toEqual([]);
  });

  it('flags an entry open for more than 16 hours as a missing clock-out and counts none of it', () => {
    const result = computeWeekHours({
      week: '2026-11-16',
      entries: [open],
      now: new Date(`2026-11-17T00:01${WINTER}`),
    });
    expect(result.workedMinutes).toBe(0);
    expect(result.days[0]!.openEntries).toEqual([
      { entryId: open.id, clockIn: monday, status: 'missing-clock-out' },
    ]);
    expect(result.alerts).toEqual([
      {
        code: 'missing-clock-out',
        label: 'Pointage de sortie manquant',
        scope: 'day',
        date: '2026-11-16',
        entryId: open.id,
      },
    ]);
  });

  it('keeps counting the next entries after one the kiosk flagged', () => {
    const result = computeWeekHours({
      week: '2026-11-16',
      entries: [{ ...open, missingClockOut: true }, ...workDay('2026-11-17', WINTER, '08:00-12:00')],
      now: new Date(`2026-11-17T12:05${WINTER}`),
    });
    expect(result.workedMinutes).toBe(240);
    expect(result.alerts.map((alert) => alert.code)).toEqual(['missing-clock-out']);
  });
});

describe('computeWeekHours on punches', () => {
  it('counts each punch at the minute it shows, seconds dropped', () => {
    const result = computeWeekHours({
      week: '2026-11-16',
      entries: [entry(`2026-11-16T08:02:59${WINTER}`, `2026-11-16T12:01:10${WINTER}`)],
      now: LATER,
    });
    expect(result.workedMinutes).toBe(239);
    expect(result.days[0]!.firstIn).toEqual(new Date(`2026-11-16T08:02${WINTER}`));
  });

  it('ignores an entry closed within the same minute', () => {
    const result = computeWeekHours({
      week: '2026-11-16',
      entries: [entry(`2026-11-16T08:02:05${WINTER}`, `2026-11-16T08:02:40${WINTER}`)],
      now: LATER,
    });
    expect(result.workedMinutes).toBe(0);
    expect(result.days[0]!.entries).toEqual([]);
  });

  it('refuses a contract of no hours', () => {
    expect(() =>
      computeWeekHours({ week: '2026-11-16', entries: [], weeklyContractMinutes: 0, now: LATER }),
    ).toThrow(RangeError);
  });
});

describe('computeMonthHours', () => {
  // 1 March 2026 is a Sunday: the week of 23 February ends in March; 30 and 31 March start a week
  // that ends on 5 April.
  const entries = [
    ...workDays(
      ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27'],
      WINTER,
      '08:00-12:00',
      '13:00-17:00',
    ),
    ...workDays(
      ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03'],
      SUMMER,
      '08:00-12:00',
      '13:00-17:00',
    ),
  ];

  it('pays the overtime of a week straddling two months with the month where the week ends', () => {
    const march = computeMonthHours({ month: '2026-03', entries, now: LATER });
    expect(march.weeks.map((week) => week.weekStart)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    expect(march.overtime25Minutes).toBe(300);
    expect(march.workedMinutes).toBe(2 * 480);

    const april = computeMonthHours({ month: '2026-04', entries, now: LATER });
    expect(april.weeks.map((week) => week.weekStart)).toEqual([
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
    ]);
    expect(april.overtime25Minutes).toBe(300);
    expect(april.workedMinutes).toBe(3 * 480);

    const february = computeMonthHours({ month: '2026-02', entries, now: LATER });
    expect(february.workedMinutes).toBe(5 * 480);
    expect(february.overtime25Minutes).toBe(0);
  });

  it('sums the days of the month, from the first to the last', () => {
    const march = computeMonthHours({ month: '2026-03', entries, now: LATER });
    expect(march.days).toHaveLength(31);
    expect(march.days[0]!.date).toBe('2026-03-01');
    expect(march.days.at(-1)!.date).toBe('2026-03-31');
  });

  it("counts the month's days worked: shifts started in it, a night shift once, not the days of a straddling week before the 1st", () => {
    const march = computeMonthHours({
      month: '2026-03',
      entries: [...entries, entry(`2026-03-10T22:00${WINTER}`, `2026-03-11T06:00${WINTER}`)],
      now: LATER,
    });
    expect(march.daysWorked).toBe(3);
    expect(computeMonthHours({ month: '2026-02', entries, now: LATER }).daysWorked).toBe(5);
  });

  it('gathers the alerts of its days and of the weeks it pays, once each', () => {
    const sevenDays = workDays(
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
      WINTER,
      '09:00-13:00',
    );
    const march = computeMonthHours({
      month: '2026-03',
      entries: [...sevenDays, entry(`2026-03-31T08:00${SUMMER}`, null)],
      now: LATER,
    });
    expect(march.alerts.map((alert) => `${alert.code} ${alert.date}`)).toEqual([
      'missing-clock-out 2026-03-31',
      'seven-days 2026-03-02',
    ]);
  });
});

describe('hoursEntriesWindow', () => {
  it('loads a week from two days before its Monday to the end of the Monday after', () => {
    expect(hoursEntriesWindow({ week: '2026-03-25' })).toEqual({
      from: new Date(`2026-03-21T00:00${WINTER}`),
      to: new Date(`2026-03-31T00:00${SUMMER}`),
    });
  });

  it('loads a month from two days before the Monday of its first week', () => {
    expect(hoursEntriesWindow({ month: '2026-03' })).toEqual({
      from: new Date(`2026-02-21T00:00${WINTER}`),
      to: new Date(`2026-04-02T00:00${SUMMER}`),
    });
  });
});

// The legal limits at their thresholds (issue 27 items 4 and 8), judged on the punches' exact
// instants while the figures keep each punch's minute (decision 036). 16 to 22 November 2026 is an
// ordinary winter week.
const PREVIOUS_SUNDAY = '2026-11-15';
const NEXT_MONDAY = '2026-11-23';

/** 22:00 → 02:00, 02:20 → 05:00 each night: 6 h 40 with a 20-minute break. */
function nights(dates: string[]): TimeEntryInput[] {
  return dates.flatMap((date) => [
    entry(`${date}T22:00${WINTER}`, `${addDays(date, 1)}T02:00${WINTER}`),
    entry(`${addDays(date, 1)}T02:20${WINTER}`, `${addDays(date, 1)}T05:00${WINTER}`),
  ]);
}

/** Tuesday to Sunday 08:00 → 12:00, 12:30 → 15:30: the week's rest is Monday's, the day off. */
const TUESDAY_TO_SUNDAY = workDays(NOV_WEEK.slice(1), WINTER, '08:00-12:00', '12:30-15:30');

const thresholds: WeekCase[] = [
  {
    name: 'exactly 10 h 00 of work in a day raises no alert',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00', '12:30-16:30', '17:00-19:00'),
    expected: { workedMinutes: 600 },
    alerts: [],
  },
  {
    name: '10 h 01 of work in a day raises the daily maximum',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00', '12:30-16:30', '17:00-19:01'),
    expected: { workedMinutes: 601 },
    alerts: ['daily-max 2026-11-16'],
  },
  {
    name: '10 h 00 min 30 s of punches raise the daily maximum, though the day shows 10 h 00',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00', '12:30-16:30', '17:00-19:00:30'),
    expected: { workedMinutes: 600 },
    alerts: ['daily-max 2026-11-16'],
  },
  {
    name: 'exactly 48 h 00 in a week raises no alert',
    week: '2026-11-16',
    entries: workDays(NOV_WEEK.slice(0, 6), WINTER, '08:00-12:00', '12:30-16:30'),
    expected: { workedMinutes: 48 * 60, daysWorked: 6 },
    alerts: [],
  },
  {
    name: '48 h 01 in a week raises the weekly maximum',
    week: '2026-11-16',
    entries: [
      ...workDays(NOV_WEEK.slice(0, 5), WINTER, '08:00-12:00', '12:30-16:30'),
      ...workDay('2026-11-21', WINTER, '08:00-12:00', '12:30-16:31'),
    ],
    expected: { workedMinutes: 48 * 60 + 1 },
    alerts: ['weekly-max 2026-11-16'],
  },
  {
    name: '48 h 00 min 30 s of punches raise the weekly maximum, though the week shows 48 h 00',
    week: '2026-11-16',
    entries: [
      ...workDays(NOV_WEEK.slice(0, 5), WINTER, '08:00-12:00', '12:30-16:30'),
      ...workDay('2026-11-21', WINTER, '08:00-12:00', '12:30-16:30:30'),
    ],
    expected: { workedMinutes: 48 * 60 },
    alerts: ['weekly-max 2026-11-16'],
  },
  {
    name: 'exactly 11 h 00 of rest between two days raises no alert',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-16', WINTER, '12:00-16:00', '16:30-21:00'),
      ...workDay('2026-11-17', WINTER, '08:00-12:00'),
    ],
    expected: { daysWorked: 2 },
    alerts: [],
  },
  {
    name: '10 h 59 min 59 s of rest raise the short-rest alert, though the punches show 21:00 and 08:00',
    week: '2026-11-16',
    entries: [
      ...workDay('2026-11-16', WINTER, '12:00-16:00', '16:30-21:00:01'),
      ...workDay('2026-11-17', WINTER, '08:00-12:00'),
    ],
    expected: { daysWorked: 2 },
    alerts: ['short-rest 2026-11-17'],
  },
  {
    name: 'a break of exactly 20 minutes in a 7 h 40 day is enough',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00', '12:20-16:00'),
    expected: { workedMinutes: 460, breakMinutes: 20 },
    alerts: [],
  },
  {
    name: 'a break of 19 min 59 s is not, though the day shows a 20-minute break',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00:01', '12:20-16:00'),
    expected: { workedMinutes: 460, breakMinutes: 20 },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: 'nor is a break of 19 min 01 s',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-12:00:59', '12:20-16:00'),
    expected: { breakMinutes: 20 },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: 'a break after the first hour does not cover the next eight',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-09:00', '09:20-17:20'),
    expected: { workedMinutes: 540 },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: '6 h 00 of work then a 20-minute break is right',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-14:00', '14:20-16:20'),
    expected: { workedMinutes: 480 },
    alerts: [],
  },
  {
    name: '6 h 01 of work before the 20-minute break is too much',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-14:01', '14:21-16:00'),
    expected: { workedMinutes: 460 },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: 'a 10-minute break does not end a stretch of work: 2 h 40 and 3 h 21 after the break make 6 h 01',
    week: '2026-11-16',
    entries: workDay('2026-11-16', WINTER, '08:00-09:00', '09:20-12:00', '12:10-15:31'),
    expected: { workedMinutes: 421 },
    alerts: ['missing-break 2026-11-16'],
  },
  {
    name: 'a part-time week of exactly 35 h 00 raises the part-time alert',
    week: '2026-11-16',
    contract: 24 * 60,
    entries: workDays(NOV_WEEK.slice(0, 5), WINTER, '08:00-12:00', '13:00-16:00'),
    expected: { workedMinutes: 35 * 60, complementaryMinutes: 11 * 60, overtime25Minutes: 0 },
    alerts: ['part-time-over-35h 2026-11-16', 'complementary-over-third 2026-11-16'],
  },
  {
    name: 'a part-time week of 34 h 59 does not (its complementary hours pass one third all the same)',
    week: '2026-11-16',
    contract: 24 * 60,
    entries: [
      ...workDays(NOV_WEEK.slice(0, 4), WINTER, '08:00-12:00', '13:00-16:00'),
      ...workDay('2026-11-20', WINTER, '08:00-12:00', '13:00-15:59'),
    ],
    expected: { workedMinutes: 35 * 60 - 1 },
    alerts: ['complementary-over-third 2026-11-16'],
  },
  {
    name: 'a full-time week of 35 h 00 raises no part-time alert',
    week: '2026-11-16',
    entries: workDays(NOV_WEEK.slice(0, 5), WINTER, '08:00-12:00', '13:00-16:00'),
    expected: { workedMinutes: 35 * 60 },
    alerts: [],
  },
  {
    name: 'a night from Sunday to Monday counts its Sunday hours in the week that ends and its Monday hours in the next',
    week: '2026-11-16',
    entries: [
      entry(`2026-11-22T20:00${WINTER}`, `2026-11-23T00:30${WINTER}`),
      entry(`2026-11-23T00:50${WINTER}`, `2026-11-23T05:30${WINTER}`),
    ],
    expected: { workedMinutes: 240, nightMinutes: 180, sundayMinutes: 240, daysWorked: 1 },
    alerts: [],
  },
  {
    name: '… and the next week has the rest of the night, all of it night work, and no day worked',
    week: NEXT_MONDAY,
    entries: [
      entry(`2026-11-22T20:00${WINTER}`, `2026-11-23T00:30${WINTER}`),
      entry(`2026-11-23T00:50${WINTER}`, `2026-11-23T05:30${WINTER}`),
    ],
    expected: { workedMinutes: 310, nightMinutes: 310, sundayMinutes: 0, breakMinutes: 20, daysWorked: 0 },
    days: { [NEXT_MONDAY]: { workedMinutes: 310, nightMinutes: 310, shiftStarted: false } },
    alerts: [],
  },
  {
    name: 'exactly 35 h 00 of weekly rest, from Sunday 21:00 to Tuesday 08:00, is enough',
    week: '2026-11-16',
    entries: [...workDay(PREVIOUS_SUNDAY, WINTER, '13:00-17:00', '17:30-21:00'), ...TUESDAY_TO_SUNDAY],
    expected: { daysWorked: 6 },
    alerts: [],
  },
  {
    name: '34 h 59 min 59 s of weekly rest raise the weekly-rest alert',
    week: '2026-11-16',
    entries: [...workDay(PREVIOUS_SUNDAY, WINTER, '13:00-17:00', '17:30-21:00:01'), ...TUESDAY_TO_SUNDAY],
    expected: { daysWorked: 6 },
    alerts: ['short-weekly-rest 2026-11-16'],
  },
  {
    name: 'a Sunday off is the weekly rest of the week it ends, with the Monday morning after it',
    week: '2026-11-16',
    entries: [
      ...workDay(PREVIOUS_SUNDAY, WINTER, '13:00-17:00', '17:30-21:00'),
      ...workDays(NOV_WEEK.slice(0, 6), WINTER, '08:00-12:00', '12:30-15:30'),
      ...workDay(NEXT_MONDAY, WINTER, '08:00-12:00'),
    ],
    expected: { daysWorked: 6 },
    alerts: [],
  },
  {
    name: "a night worker's rest from Sunday 05:00 to Monday 22:00 is the weekly rest of the week it starts in",
    week: '2026-11-16',
    entries: nights([PREVIOUS_SUNDAY, ...NOV_WEEK.slice(0, 6), NEXT_MONDAY]),
    expected: { daysWorked: 6 },
    alerts: [],
  },
  {
    name: 'a night worker back on Monday at 15:00 has had 34 h of rest: the weekly-rest alert',
    week: '2026-11-16',
    entries: [
      ...nights([PREVIOUS_SUNDAY, ...NOV_WEEK.slice(0, 6)]),
      ...workDay(NEXT_MONDAY, WINTER, '15:00-19:00'),
    ],
    expected: { daysWorked: 6 },
    alerts: ['short-weekly-rest 2026-11-16'],
  },
];

describe('computeWeekHours at the legal thresholds', () => {
  it.each(thresholds)('$name', expectWeek);

  it('gives the weekly-rest alert the longest rest taken, in whole minutes', () => {
    const result = computeWeekHours({
      week: '2026-11-16',
      entries: [...workDay(PREVIOUS_SUNDAY, WINTER, '13:00-17:00', '17:30-21:00:01'), ...TUESDAY_TO_SUNDAY],
      now: LATER,
    });
    expect(result.alerts).toEqual([
      {
        code: 'short-weekly-rest',
        label: 'Moins de 35\u202fh consécutives de repos dans la semaine',
        scope: 'week',
        date: '2026-11-16',
        minutes: 35 * 60 - 1,
      },
    ]);
  });

  it('judges a rest that runs past the Monday after alike in the week and in the month, up to Tuesday 00:00', () => {
    // Seven days worked, then Sunday 14:00 to Tuesday 02:00 off: 36 h, but the week view knows no
    // entry after Monday, so both views count 34 h of it for this week.
    const entries = [
      ...workDay(PREVIOUS_SUNDAY, WINTER, '13:00-17:00', '17:30-21:00'),
      ...workDays(NOV_WEEK, WINTER, '08:00-12:00', '12:30-14:00'),
      ...workDay('2026-11-24', WINTER, '02:00-06:00'),
    ];
    const weekAlone = computeWeekHours({ week: '2026-11-16', entries, now: LATER });
    const inMonth = computeMonthHours({ month: '2026-11', entries, now: LATER }).weeks.find(
      (week) => week.weekStart === '2026-11-16',
    );
    expect(weekAlone.alerts.filter((alert) => alert.scope === 'week')).toMatchObject([
      { code: 'seven-days' },
      { code: 'short-weekly-rest', minutes: 34 * 60 },
    ]);
    expect(inMonth).toEqual(weekAlone);
  });

  it('counts no time for an entry that ends before it starts, and leaves the other entries whole', () => {
    const backwards = entry(`2026-11-16T14:00${WINTER}`, `2026-11-16T13:00${WINTER}`);
    const alone = computeWeekHours({ week: '2026-11-16', entries: [backwards], now: LATER });
    expect(alone.workedMinutes).toBe(0);
    expect(alone.breakMinutes).toBe(0);
    expect(alone.days[0]).toMatchObject({ entries: [], openEntries: [], firstIn: null, lastOut: null });
    expect(alone.alerts).toEqual([]);

    const withOthers = computeWeekHours({
      week: '2026-11-16',
      entries: [...workDay('2026-11-16', WINTER, '08:00-12:00', '15:00-17:00'), backwards],
      now: LATER,
    });
    expect(withOthers).toMatchObject({ workedMinutes: 360, breakMinutes: 180, overtime25Minutes: 0 });
    expect(computeMonthOvertime({ month: '2026-11', entries: [backwards], now: LATER })).toBe(0);
  });
});

describe('computeMonthHours on a week straddling two months', () => {
  // Monday 29 June to Sunday 5 July 2026 is paid with July. 29 June is an absence that counts as worked
  // time (7 h); 30 June to 3 July are 9 h days: 43 h toward overtime, 8 h of them at 25 %.
  const entries = workDays(
    ['2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03'],
    SUMMER,
    '08:00-12:00',
    '12:30-17:30',
  );
  const absences = [{ date: '2026-06-29', paidMinutes: 420, countsAsWorkedTime: true }];

  it("counts the absence of the week's June days toward July's overtime", () => {
    const july = computeMonthHours({ month: '2026-07', entries, absences, now: LATER });
    expect(july.weeks[0]).toMatchObject({
      weekStart: '2026-06-29',
      workedMinutes: 36 * 60,
      absenceMinutes: 420,
      overtime25Minutes: 480,
      overtime50Minutes: 0,
    });
    expect(july.overtime25Minutes).toBe(480);
    // The month's own days hold no absence: 29 June's belongs to June's days.
    expect(july.absenceMinutes).toBe(0);
    expect(july.workedMinutes).toBe(3 * 540);
    expect(computeMonthOvertime({ month: '2026-07', entries, absences, now: LATER })).toBe(480);
  });

  it('pays none of that overtime with June', () => {
    const june = computeMonthHours({ month: '2026-06', entries, absences, now: LATER });
    expect(june.weeks.map((week) => week.weekStart)).not.toContain('2026-06-29');
    expect(june.overtime25Minutes).toBe(0);
    expect(june.absenceMinutes).toBe(420);
  });
});

describe('averageWeeklyMaxAlert', () => {
  const weeksOf = (minutes: number) => Array.from({ length: 12 }, () => minutes);

  it('raises nothing for 12 weeks of exactly 44 h 00 on average', () => {
    expect(averageWeeklyMaxAlert('2026-11-16', weeksOf(44 * 60))).toBeUndefined();
    expect(
      averageWeeklyMaxAlert('2026-11-16', [...weeksOf(48 * 60).slice(0, 6), ...weeksOf(40 * 60).slice(6)]),
    ).toBeUndefined();
  });

  it('raises the alert on the week in question when the 12 weeks average more than 44 h', () => {
    const worked = weeksOf(44 * 60);
    worked[0] = 44 * 60 + 1;
    expect(averageWeeklyMaxAlert('2026-11-19', worked)).toEqual({
      code: 'average-weekly-max',
      label: 'Plus de 44\u202fh travaillées par semaine en moyenne sur 12 semaines',
      scope: 'week',
      date: '2026-11-16',
      minutes: 44 * 60,
    });
  });

  it('refuses anything but 12 weeks', () => {
    expect(() => averageWeeklyMaxAlert('2026-11-16', weeksOf(44 * 60).slice(1))).toThrow(RangeError);
  });
});
