import { computeWeekHours } from '@pointeo/domain/hours-engine';
import { addDays } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import {
  type EmployeeMonthHours,
  type EmployeeWeekRecord,
  hoursSettingsForMonths,
  type TimesheetEmployeeRow,
  validatedWeekRecords,
  type WeekHoursOfStaff,
} from '../timesheets';
import { loadEmployeeMonthFacts, loadWeekEntries, loadWeekFacts } from './facts';
import { monthHoursOf, monthRecorded, monthRecordOf, weekHoursOf } from './hours';

/**
 * The Temps week and month views' figures from the period loader (decision 043): the same facts and
 * the same engine calls as the monthly report and its files, so a figure reads the same on the screen
 * and in the payroll file. The time sheets sit below the loader: app.ts hands them these functions.
 */

/** Who appears in the week, with each one's hours and absence days (`TimesheetViewSources.weekHours`). */
export async function weekHoursOfStaff(
  db: Executor,
  companyId: string,
  week: string,
  now: Date,
): Promise<WeekHoursOfStaff> {
  // A week the month of its Sunday pays is that month's: validated, as its record computed it (050).
  // The employees validated one by one in that month: their week as their row keeps it (052).
  const { whole, oneByOne } = await validatedWeekRecords(db, companyId, week);
  if (whole.length > 0) return recordedWeek(db, companyId, week, whole, now);
  const [facts, entriesByEmployee] = await Promise.all([
    loadWeekFacts(db, companyId, week, now),
    loadWeekEntries(db, companyId, week),
  ]);
  const kept = new Map(oneByOne.map((record) => [record.employee.id, record]));
  const listed = new Set(facts.staff.map((employee) => employee.id));
  const staff = [
    ...facts.staff.map((employee) => kept.get(employee.id)?.employee ?? employee),
    ...oneByOne
      .filter((record) => !listed.has(record.employee.id) && holdsSomething(record))
      .map((record) => record.employee),
  ];
  const absencesByEmployee = new Map(facts.absencesByEmployee);
  for (const record of oneByOne) absencesByEmployee.set(record.employee.id, record.absences);
  return {
    staff,
    calendar: weekHoursOf(facts, []),
    hoursByEmployee: new Map(
      staff.map((employee) => [
        employee.id,
        kept.get(employee.id)?.hours ??
          weekHoursOf(facts, entriesByEmployee.get(employee.id) ?? [], employee),
      ]),
    ),
    absencesByEmployee,
  };
}

/**
 * Whether a recorded week lists its employee: active at validation, or holding work, an open entry
 * or an absence of theirs (as the live view lists archived employees).
 */
function holdsSomething({ employee, hours, absences }: EmployeeWeekRecord): boolean {
  return (
    employee.archivedAt === null ||
    absences.length > 0 ||
    hours.days.some((day) => day.workedMinutes > 0 || day.openEntries.length > 0)
  );
}

/**
 * A week of a validated month as its record keeps it (decision 050): the employees it names as they
 * were, in the report's order, those archived at validation only when the week holds something of
 * theirs (as the live view lists them); the calendar with the settings the month was validated with.
 */
async function recordedWeek(
  db: Executor,
  companyId: string,
  week: string,
  recorded: readonly EmployeeWeekRecord[],
  now: Date,
): Promise<WeekHoursOfStaff> {
  const sundayMonth = addDays(week, 6).slice(0, 7);
  const settings = (await hoursSettingsForMonths(db, companyId, [sundayMonth])).get(sundayMonth);
  const shown = recorded.filter(holdsSomething);
  return {
    staff: shown.map((record) => record.employee),
    calendar: computeWeekHours({ week, entries: [], ...(settings && { settings }), now }),
    hoursByEmployee: new Map(shown.map((record) => [record.employee.id, record.hours])),
    absencesByEmployee: new Map(shown.map((record) => [record.employee.id, record.absences])),
  };
}

/**
 * One employee's month and its absence days (`TimesheetViewSources.employeeMonthHours`); of a validated
 * month, as its record keeps them, with the employee as they were (decision 041).
 */
export async function employeeMonthHours(
  db: Executor,
  companyId: string,
  employee: TimesheetEmployeeRow,
  month: string,
  now: Date,
): Promise<EmployeeMonthHours> {
  // Of a validated month the record answers: no entries are read for the figures (decision 050); so
  // does the employee's row when they were validated one by one (decision 052).
  const { facts, entriesByEmployee } = await loadEmployeeMonthFacts(db, companyId, employee, month, now);
  const record = monthRecordOf(facts, employee.id, month);
  return {
    employee: record?.employee ?? employee,
    hours: monthHoursOf(facts, entriesByEmployee.get(employee.id) ?? [], employee, month),
    absences: monthRecorded(facts, month, employee.id)
      ? (record?.absences ?? [])
      : (facts.absencesByEmployee.get(employee.id) ?? []),
  };
}
