import { type AbsenceDayHours, absenceDayHours } from '@pointeo/domain/leave-hours';
import type { Executor } from '../../db/client';
import { type AbsenceRow, listAbsences } from './repository';

/**
 * The approved absence days of a period per employee, with their type (name and payroll code) and
 * paid hours: what the time sheets add to their totals, and the one call the reports and the payroll
 * export need. Days outside [from, to] are left out.
 */
export async function approvedAbsenceDays(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
): Promise<Map<string, AbsenceDayHours[]>> {
  const rows = await listAbsences(db, companyId, { status: 'approved', from, to });
  const byEmployee = new Map<string, AbsenceRow[]>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  const days = new Map<string, AbsenceDayHours[]>();
  for (const [employeeId, absences] of byEmployee) {
    const [{ weeklyContractMinutes, alsaceMoselle }] = absences as [AbsenceRow, ...AbsenceRow[]];
    const hours = absenceDayHours(absences, weeklyContractMinutes, alsaceMoselle);
    days.set(
      employeeId,
      hours.filter((day) => day.date >= from && day.date <= to),
    );
  }
  return days;
}
