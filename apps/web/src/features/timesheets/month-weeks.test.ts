import { describe, expect, it } from 'vitest';
import { monthWeekGroups } from './month-weeks';
import { employeeMonth } from './timesheet-fixtures';

describe('monthWeekGroups', () => {
  it("gathers the month's days by week, with the totals of each week the month pays", () => {
    const groups = monthWeekGroups(employeeMonth());
    expect(groups.map((group) => [group.weekStart, group.weekEnd, group.days.length])).toEqual([
      ['2026-10-26', '2026-11-01', 1],
      ['2026-11-02', '2026-11-08', 7],
      ['2026-11-09', '2026-11-15', 7],
      ['2026-11-16', '2026-11-22', 7],
      ['2026-11-23', '2026-11-29', 7],
      ['2026-11-30', '2026-12-06', 1],
    ]);
    expect(groups[3]?.week?.workedMinutes).toBe(450);
    expect(groups[5]?.week).toBeNull();
  });
});
