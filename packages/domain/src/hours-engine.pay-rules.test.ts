import { describe, expect, it } from 'vitest';
import { computeMonthHours, computeWeekHours, type TimeEntryInput } from './hours-engine';
import { DEFAULT_HOURS_SETTINGS } from './hours-rules';
import { absenceDayHours } from './leave-hours';
import { BUILT_IN_ABSENCE_TYPES } from './leave-rules';

/**
 * The pay rules of issue 27 items 2, 3 and 5 (decision 040): paid leave reaches the overtime
 * threshold and sick leave does not; part-time heures complémentaires at +10 % up to one tenth of the
 * contract, +25 % beyond, with their alerts; 1 May's hours a figure of their own.
 */

const WINTER = '+01:00';
const SUMMER = '+02:00';
const LATER = new Date('2027-01-01T00:00:00Z');

function workDay(date: string, offset: string, ...ranges: string[]): TimeEntryInput[] {
  return ranges.map((range) => {
    const [from, to] = range.split('-');
    return {
      id: `${date} ${range}`,
      clockIn: new Date(`${date}T${from}${offset}`),
      clockOut: new Date(`${date}T${to}${offset}`),
    };
  });
}

const alertCodes = (week: { alerts: readonly { code: string; scope: string }[] }) =>
  week.alerts.filter((alert) => alert.scope === 'week').map((alert) => alert.code);

describe('paid leave and sick leave toward overtime (Cass. soc. 10 September 2025, n° 23-14.455)', () => {
  // Monday 16 to Thursday 19 November 2026, 9 h a day: 36 h worked; Friday 20 absent (7 h paid).
  const entries = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].flatMap((date) =>
    workDay(date, WINTER, '08:00-12:00', '13:00-18:00'),
  );
  const friday = (code: 'conges-payes' | 'maladie') => {
    const type = BUILT_IN_ABSENCE_TYPES[code];
    return absenceDayHours(
      [
        {
          startDate: '2026-11-20',
          endDate: '2026-11-20',
          startHalfDay: false,
          endHalfDay: false,
          typeId: code,
          typeName: type.name,
          typeCode: code,
          // Sick leave paid by the employer (maintien de salaire) still does not count.
          paid: true,
          countsAsWorkedTime: type.countsAsWorkedTime,
        },
      ],
      35 * 60,
      false,
    );
  };

  it('counts a day of congés payés toward the weekly threshold: 36 h + 7 h give 8 h at 25 %', () => {
    const week = computeWeekHours({
      week: '2026-11-16',
      entries,
      now: LATER,
      absences: friday('conges-payes'),
    });
    expect(week).toMatchObject({
      workedMinutes: 36 * 60,
      absenceMinutes: 420,
      overtime25Minutes: 8 * 60,
      overtime50Minutes: 0,
    });
  });

  it('leaves a day of sick leave out: 36 h give 1 h at 25 %', () => {
    const week = computeWeekHours({ week: '2026-11-16', entries, now: LATER, absences: friday('maladie') });
    expect(week).toMatchObject({ workedMinutes: 36 * 60, absenceMinutes: 420, overtime25Minutes: 60 });
  });

  it('never lets paid leave reach the maxima: 36 h worked and 7 h of leave raise no 48 h alert', () => {
    const week = computeWeekHours({
      week: '2026-11-16',
      entries: [...entries, ...workDay('2026-11-21', WINTER, '08:00-12:00', '12:30-17:30')],
      now: LATER,
      absences: friday('conges-payes'),
    });
    // 45 h worked + 7 h of leave = 52 h toward overtime; 45 h worked for the 48 h maximum.
    expect(week).toMatchObject({
      workedMinutes: 45 * 60,
      overtime25Minutes: 8 * 60,
      overtime50Minutes: 9 * 60,
    });
    expect(alertCodes(week)).not.toContain('weekly-max');
  });
});

describe('heures complémentaires of a 24 h contract (L3123-8, L3123-20, L3123-28, L3123-29)', () => {
  // 24 h: one tenth is 2 h 24 (144 min), one third 8 h (480 min).
  const contract = 24 * 60;
  const base = ['2026-11-16', '2026-11-17', '2026-11-18'].flatMap((date) =>
    workDay(date, WINTER, '08:00-12:00', '13:00-17:00'),
  );
  const weekWith = (thursday: string[], complementaryUpToThird = false) =>
    computeWeekHours({
      week: '2026-11-16',
      entries: [...base, ...workDay('2026-11-19', WINTER, ...thursday)],
      weeklyContractMinutes: contract,
      settings: { ...DEFAULT_HOURS_SETTINGS, complementaryUpToThird },
      now: LATER,
    });

  it('pays exactly one tenth (2 h 24) all at 10 %, without an alert', () => {
    const week = weekWith(['08:00-10:24']);
    expect(week).toMatchObject({
      complementaryMinutes: 144,
      complementary10Minutes: 144,
      complementary25Minutes: 0,
    });
    expect(alertCodes(week)).toEqual([]);
  });

  it('pays the minute after one tenth at 25 % and raises the one-tenth alert', () => {
    const week = weekWith(['08:00-10:25']);
    expect(week).toMatchObject({
      complementaryMinutes: 145,
      complementary10Minutes: 144,
      complementary25Minutes: 1,
    });
    expect(week.alerts.find((alert) => alert.scope === 'week')).toEqual({
      code: 'complementary-over-tenth',
      label: 'Temps partiel\u202f: heures complémentaires au-delà du dixième du contrat',
      scope: 'week',
      date: '2026-11-16',
      minutes: 145,
    });
  });

  it('raises no one-tenth alert where an agreement allows one third; the figures stay the same', () => {
    const week = weekWith(['08:00-10:25'], true);
    expect(week).toMatchObject({ complementary10Minutes: 144, complementary25Minutes: 1 });
    expect(alertCodes(week)).toEqual([]);
  });

  it('at exactly one third (8 h): the one-tenth alert only, and none under an agreement', () => {
    const thursday = ['08:00-12:00', '13:00-17:00'];
    const week = weekWith(thursday);
    expect(week).toMatchObject({
      complementaryMinutes: 480,
      complementary10Minutes: 144,
      complementary25Minutes: 336,
    });
    expect(alertCodes(week)).toEqual(['complementary-over-tenth']);
    expect(alertCodes(weekWith(thursday, true))).toEqual([]);
  });

  it('one minute past one third raises the one-third alert, agreement or not', () => {
    const thursday = ['08:00-12:00', '13:00-17:01'];
    expect(alertCodes(weekWith(thursday))).toEqual(['complementary-over-third']);
    expect(alertCodes(weekWith(thursday, true))).toEqual(['complementary-over-third']);
    expect(weekWith(thursday)).toMatchObject({ complementary10Minutes: 144, complementary25Minutes: 337 });
  });

  it('keeps only whole minutes of a tenth that is not whole (24 h 15: 145 min 30 s)', () => {
    const week = (thursday: string) =>
      computeWeekHours({
        week: '2026-11-16',
        entries: [...base, ...workDay('2026-11-19', WINTER, thursday)],
        weeklyContractMinutes: 24 * 60 + 15,
        now: LATER,
      });
    // 24 h 15 + 2 h 25 = 26 h 40: 145 min, under one tenth.
    expect(week('08:00-10:40')).toMatchObject({ complementary10Minutes: 145, complementary25Minutes: 0 });
    expect(alertCodes(week('08:00-10:40'))).toEqual([]);
    // One more minute: 146 > 145.5, the 146th at 25 % and the alert.
    expect(week('08:00-10:41')).toMatchObject({ complementary10Minutes: 145, complementary25Minutes: 1 });
    expect(alertCodes(week('08:00-10:41'))).toEqual(['complementary-over-tenth']);
  });

  it('a full-time contract has no heures complémentaires', () => {
    const week = computeWeekHours({ week: '2026-11-16', entries: base, now: LATER });
    expect(week).toMatchObject({
      complementaryMinutes: 0,
      complementary10Minutes: 0,
      complementary25Minutes: 0,
    });
  });

  it("sums each week's two figures over the month", () => {
    const month = computeMonthHours({
      month: '2026-11',
      entries: [
        ...base,
        ...workDay('2026-11-19', WINTER, '08:00-10:25'),
        ...['2026-11-23', '2026-11-24', '2026-11-25'].flatMap((date) =>
          workDay(date, WINTER, '08:00-12:00', '13:00-17:00'),
        ),
        ...workDay('2026-11-26', WINTER, '08:00-09:00'),
      ],
      weeklyContractMinutes: contract,
      now: LATER,
    });
    expect(month).toMatchObject({
      complementaryMinutes: 145 + 60,
      complementary10Minutes: 144 + 60,
      complementary25Minutes: 1,
    });
  });
});

describe('1 May (L3133-4, L3133-6)', () => {
  // Friday 1 May 2026, 4 h worked; Thursday 14 May (Ascension) 4 h.
  const entries = [
    ...workDay('2026-05-01', SUMMER, '08:00-12:00'),
    ...workDay('2026-05-14', SUMMER, '08:00-12:00'),
  ];

  it('counts the hours worked on 1 May as their own figure, not as holiday hours', () => {
    const week = computeWeekHours({ week: '2026-05-01', entries, now: LATER });
    expect(week).toMatchObject({ workedMinutes: 240, mayDayMinutes: 240, holidayMinutes: 0 });
    expect(week.days[4]).toMatchObject({ date: '2026-05-01', mayDayMinutes: 240, holidayMinutes: 0 });
  });

  it('keeps them apart in the month, beside the other holidays', () => {
    const month = computeMonthHours({ month: '2026-05', entries, now: LATER });
    expect(month).toMatchObject({ workedMinutes: 480, mayDayMinutes: 240, holidayMinutes: 240 });
  });

  it('is the same in Alsace-Moselle, which only adds Good Friday and 26 December', () => {
    const settings = { ...DEFAULT_HOURS_SETTINGS, alsaceMoselle: true };
    const month = computeMonthHours({ month: '2026-05', entries, settings, now: LATER });
    expect(month).toMatchObject({ mayDayMinutes: 240, holidayMinutes: 240 });
  });

  it('counts 1 May on a Sunday both as Sunday hours and as 1 May hours', () => {
    const week = computeWeekHours({
      week: '2022-05-01',
      entries: workDay('2022-05-01', SUMMER, '08:00-11:00'),
      now: LATER,
    });
    expect(week).toMatchObject({ sundayMinutes: 180, mayDayMinutes: 180, holidayMinutes: 0 });
  });

  it('an ordinary day has no 1 May hours', () => {
    const week = computeWeekHours({ week: '2026-05-14', entries, now: LATER });
    expect(week).toMatchObject({ mayDayMinutes: 0, holidayMinutes: 240 });
  });
});
