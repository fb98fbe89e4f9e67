import type { Executor } from '../../db/client';
import type { EmployeeMonthHours, TimesheetEmployeeRow, WeekHoursOfStaff } from '../timesheets';
import { loadEmployeeMonthFacts, loadPeriodEntries, loadWeekEntries, loadWeekFacts } from './facts';
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
  const [facts, entriesByEmployee] = await Promise.all([
    loadWeekFacts(db, companyId, week, now),
    loadWeekEntries(db, companyId, week),
  ]);
  return {
    staff: facts.staff,
    calendar: weekHoursOf(facts, []),
    hoursByEmployee: new Map(
      facts.staff.map((employee) => [
        employee.id,
        weekHoursOf(facts, entriesByEmployee.get(employee.id) ?? [], employee),
      ]),
    ),
    absencesByEmployee: facts.absencesByEmployee,
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
  const [facts, entriesByEmployee] = await Promise.all([
    loadEmployeeMonthFacts(db, companyId, employee, month, now),
    loadPeriodEntries(db, companyId, [month], [employee.id]),
  ]);
  const record = monthRecordOf(facts, employee.id, month);
  return {
    employee: record?.employee ?? employee,
    hours: monthHoursOf(facts, entriesByEmployee.get(employee.id) ?? [], employee, month),
    absences: monthRecorded(facts, month)
      ? (record?.absences ?? [])
      : (facts.absencesByEmployee.get(employee.id) ?? []),
  };
}
