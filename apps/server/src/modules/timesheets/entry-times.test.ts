import { describe, expect, it } from 'vitest';
import { editedTimes, entryFromWallTimes, entryTimesProblem, monthsFed } from './entry-times';

const at = (iso: string) => new Date(iso);
const iso = ({ clockIn, clockOut }: { clockIn: Date; clockOut: Date | null }) => [
  clockIn.toISOString(),
  clockOut?.toISOString() ?? null,
];

describe('entry times typed by the company', () => {
  it('puts a departure earlier than the arrival on the next day, in Paris time across the clock change', () => {
    expect(iso(entryFromWallTimes('2026-11-13', '08:00', '12:00'))).toEqual([
      '2026-11-13T07:00:00.000Z',
      '2026-11-13T11:00:00.000Z',
    ]);
    // 25 October 2026: 22:00 → 06:00 is 9 hours, the clocks going back at 03:00.
    expect(iso(entryFromWallTimes('2026-10-24', '22:00', '06:00'))).toEqual([
      '2026-10-24T20:00:00.000Z',
      '2026-10-25T05:00:00.000Z',
    ]);
  });

  it('keeps the exact instant of what an edit leaves out, and moves both times with a new date', () => {
    const kiosk = { clockIn: at('2026-11-09T07:02:37Z'), clockOut: at('2026-11-09T11:00:12Z') };
    expect(iso(editedTimes(kiosk, { arrival: '07:45' }))).toEqual([
      '2026-11-09T06:45:00.000Z',
      '2026-11-09T11:00:12.000Z',
    ]);
    expect(iso(editedTimes(kiosk, { departure: '01:00' }))).toEqual([
      '2026-11-09T07:02:37.000Z',
      '2026-11-10T00:00:00.000Z',
    ]);
    expect(iso(editedTimes(kiosk, { date: '2026-11-12' }))).toEqual([
      '2026-11-12T07:02:00.000Z',
      '2026-11-12T11:00:00.000Z',
    ]);
    const open = { clockIn: at('2026-11-09T07:02:37Z'), clockOut: null };
    expect(iso(editedTimes(open, { date: '2026-11-10', arrival: '09:00' }))).toEqual([
      '2026-11-10T08:00:00.000Z',
      null,
    ]);
  });

  it('refuses an entry ending before it starts, longer than 16 h, or in the future, judged at the minute', () => {
    const now = at('2026-11-16T12:00:00Z');
    const entry = (from: string, to: string | null) => ({
      clockIn: at(from),
      clockOut: to === null ? null : at(to),
    });
    expect(entryTimesProblem(entry('2026-11-09T07:00:00Z', '2026-11-09T23:00:00Z'), now)).toBeUndefined();
    expect(entryTimesProblem(entry('2026-11-09T07:00:10Z', '2026-11-09T07:00:50Z'), now)).toBe(
      "Le départ doit être après l'arrivée",
    );
    expect(entryTimesProblem(entry('2026-11-09T07:00:00Z', '2026-11-09T23:01:00Z'), now)).toMatch(/16/);
    expect(entryTimesProblem(entry('2026-11-16T08:00:00Z', '2026-11-16T12:01:00Z'), now)).toBe(
      'Un pointage ne peut pas se terminer dans le futur',
    );
    expect(entryTimesProblem(entry('2026-11-16T12:01:00Z', null), now)).toBe(
      'Un pointage ne peut pas commencer dans le futur',
    );
  });

  it("names the months an entry feeds: its days' and the Sundays' that end their weeks", () => {
    expect(monthsFed({ clockIn: at('2026-11-09T07:00:00Z'), clockOut: at('2026-11-09T11:00:00Z') })).toEqual([
      '2026-11',
    ]);
    // Thursday 31 December 2026: its week ends on Sunday 3 January 2027.
    expect(monthsFed({ clockIn: at('2026-12-31T07:00:00Z'), clockOut: at('2026-12-31T11:00:00Z') })).toEqual([
      '2026-12',
      '2027-01',
    ]);
    // Ending at Paris midnight, the entry stays on 30 November.
    expect(monthsFed({ clockIn: at('2026-11-30T15:00:00Z'), clockOut: at('2026-11-30T23:00:00Z') })).toEqual([
      '2026-11',
      '2026-12',
    ]);
  });
});
