import { describe, expect, it } from 'vitest';
import { computeWeekHours } from './hours-engine';
import { absenceDayHours } from './leave-hours';
import { parisWallTime } from './paris-calendar';

const type = (name: string, paid: boolean, countsAsWorkedTime: boolean) => ({
  typeId: name,
  typeName: name,
  typeCode: null,
  paid,
  countsAsWorkedTime,
});
const span = (startDate: string, endDate: string, endHalfDay = false) => ({
  startDate,
  endDate,
  startHalfDay: false,
  endHalfDay,
});
describe('absenceDayHours', () => {
  it("pays the contract's daily hours on working days only, half of them for a half day", () => {
    // Tuesday 10 to Friday 13 November 2026, ending at noon: 11 November is a holiday (paid as such).
    const days = absenceDayHours(
      [{ ...span('2026-11-10', '2026-11-13', true), ...type('RTT', true, false) }],
      35 * 60,
      false,
    );
    expect(days.map(({ date, share, paidMinutes }) => [date, share, paidMinutes])).toEqual([
      ['2026-11-10', 1, 420],
      ['2026-11-12', 1, 420],
      ['2026-11-13', 0.5, 210],
    ]);
  });

  it('counts no hours for an unpaid type, and a part-time contract its own daily hours', () => {
    const unpaid = absenceDayHours(
      [{ ...span('2026-11-16', '2026-11-16'), ...type('Sans solde', false, false) }],
      35 * 60,
      false,
    );
    expect(unpaid).toMatchObject([{ date: '2026-11-16', paidMinutes: 0 }]);
    // 24 h a week: 4 h 48 a day.
    expect(
      absenceDayHours([{ ...span('2026-11-16', '2026-11-22'), ...type('CP', true, false) }], 24 * 60, false),
    ).toHaveLength(5);
    expect(
      absenceDayHours(
        [{ ...span('2026-11-16', '2026-11-16'), ...type('CP', true, false) }],
        24 * 60,
        false,
      )[0]!.paidMinutes,
    ).toBe(288);
  });
});

describe('the hours engine with absences', () => {
  const shift = (date: string, from: string, to: string) => ({
    id: `${date}-${from}`,
    clockIn: new Date(parisWallTime(date, from) * 60_000),
    clockOut: new Date(parisWallTime(date, to) * 60_000),
  });
  // Monday 16 to Thursday 19 November 2026, 9 h a day (08:00–17:00): 36 h worked.
  const entries = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((date) =>
    shift(date, '08:00', '17:00'),
  );
  const now = new Date('2026-11-30T12:00:00Z');
  const friday = (countsAsWorkedTime: boolean) =>
    absenceDayHours(
      [{ ...span('2026-11-20', '2026-11-20'), ...type('X', true, countsAsWorkedTime) }],
      35 * 60,
      false,
    );

  it('shows an absence of a type that does not count toward overtime in its own column only', () => {
    const week = computeWeekHours({ week: '2026-11-16', entries, now, absences: friday(false) });
    // 36 h worked: 1 h at +25 %; the 7 h of absence count in the absence column only.
    expect(week).toMatchObject({ workedMinutes: 36 * 60, absenceMinutes: 420, overtime25Minutes: 60 });
    expect(week.days[4]).toMatchObject({ date: '2026-11-20', workedMinutes: 0, absenceMinutes: 420 });
  });

  it('counts an absence type that the company counts as worked time toward overtime', () => {
    const week = computeWeekHours({ week: '2026-11-16', entries, now, absences: friday(true) });
    // 36 h + 7 h = 43 h: 8 h at +25 %, the 44th hour not reached.
    expect(week).toMatchObject({ workedMinutes: 36 * 60, overtime25Minutes: 8 * 60, overtime50Minutes: 0 });
  });
});
