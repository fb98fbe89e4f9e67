import type { ClosingEmployee, MonthClosing } from '@pointeo/domain/month-closing';
import { monthBounds, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import { monthWindow, overdueBefore } from './entry-times';
import { type EmployeeMonthRecord, employeeValidatedRecords } from './month-records';
import { countOpenEntriesByEmployee, findEmployeeValidations, findMonthValidations } from './repository';
import type { TimesheetViewSources } from './view-sources';

/**
 * 'Clôture du mois' (decision 049): each employee of the month in the report's order, with their
 * alerts, their open entries and whether they are validated. A validated month, and an employee
 * validated one by one, show their figures as validated; the others the month as it stands.
 */
export async function monthClosing(
  db: Executor,
  sources: Pick<TimesheetViewSources, 'monthRecord'>,
  companyId: string,
  month: string,
  now: Date,
): Promise<MonthClosing> {
  const [[whole], oneByOne, open, computed, validatedRows] = await Promise.all([
    findMonthValidations(db, companyId, [month]),
    findEmployeeValidations(db, companyId, [month]),
    countOpenEntriesByEmployee(db, companyId, monthWindow(month), overdueBefore(now)),
    // A validated month's figures come from its record (the period loader reads it, decision 041).
    sources.monthRecord(db, companyId, month, now),
    employeeValidatedRecords(db, companyId, month),
  ]);
  const validatedAt = new Map(oneByOne.map((row) => [row.employeeId, row.validatedAt.toISOString()]));
  const recorded = new Map(validatedRows.map((record) => [record.employee.id, record]));
  const row = (record: EmployeeMonthRecord): ClosingEmployee => {
    const counts = open.get(record.employee.id);
    const at = whole ? whole.validatedAt.toISOString() : validatedAt.get(record.employee.id);
    return {
      id: record.employee.id,
      firstName: record.employee.firstName,
      lastName: record.employee.lastName,
      role: record.employee.role,
      payrollNumber: record.employee.payrollNumber,
      alertsCount: record.figures.alertsCount ?? 0,
      toRegulariseCount: counts?.toRegularise ?? 0,
      inProgressCount: counts?.inProgress ?? 0,
      validated: at !== undefined,
      validatedAt: at ?? null,
    };
  };
  const computedIds = new Set(computed.map((record) => record.employee.id));
  return {
    month,
    validated: whole !== undefined,
    started: monthBounds(month).first <= parisDateAndTime(now).date,
    employees: [
      ...computed.map((record) => row(recorded.get(record.employee.id) ?? record)),
      // Validated one by one, then archived: still theirs to pay.
      ...validatedRows.filter((record) => !computedIds.has(record.employee.id)).map(row),
    ],
  };
}
