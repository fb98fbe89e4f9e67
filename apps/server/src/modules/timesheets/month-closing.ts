import {
  type ClosingEmployee,
  type ClosingSite,
  MONTH_CLOSING_MESSAGES,
  type MonthClosing,
} from '@pointeo/domain/month-closing';
import { monthBounds, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import type { SiteIds } from '../../lib/site-scope';
import { listCompanySites } from '../sites';
import { monthWindow, overdueBefore } from './entry-times';
import { type EmployeeMonthRecord, employeeValidatedRecords } from './month-records';
import { siteOfEmployees } from './repository/employees';
import { findEmployeeValidations, findMonthValidations } from './repository/months';
import { countOpenEntriesByEmployee } from './repository/to-regularise';
import type { TimesheetViewSources } from './view-sources';

/**
 * 'Clôture du mois' (decision 049): each employee of the month in the report's order, with their
 * alerts, their open entries and whether they are validated. A validated month, and an employee
 * validated one by one, show their figures as validated; the others the month as it stands. With
 * `sites`, the employees working on them now only (decision 063).
 */
export async function monthClosing(
  db: Executor,
  sources: Pick<TimesheetViewSources, 'monthRecord'>,
  companyId: string,
  month: string,
  now: Date,
  sites: SiteIds,
): Promise<MonthClosing> {
  const [[whole], oneByOne, open, computed, validatedRows, siteOf, companySites] = await Promise.all([
    findMonthValidations(db, companyId, [month]),
    findEmployeeValidations(db, companyId, [month]),
    countOpenEntriesByEmployee(db, companyId, monthWindow(month), overdueBefore(now)),
    // A validated month's figures come from its record (the period loader reads it, decision 041).
    sources.monthRecord(db, companyId, month, now),
    employeeValidatedRecords(db, companyId, month),
    siteOfEmployees(db, companyId),
    listCompanySites(db, companyId),
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
      siteId: siteOf.get(record.employee.id) ?? null,
    };
  };
  const computedIds = new Set(computed.map((record) => record.employee.id));
  const employees = [
    ...computed.map((record) => row(recorded.get(record.employee.id) ?? record)),
    // Validated one by one, then archived: still theirs to pay.
    ...validatedRows.filter((record) => !computedIds.has(record.employee.id)).map(row),
  ].filter((employee) => sites === undefined || sites.includes(employee.siteId ?? ''));
  return {
    month,
    validated: whole !== undefined,
    started: monthBounds(month).first <= parisDateAndTime(now).date,
    employees,
    sites: sitesStatus(companySites, employees),
  };
}

/**
 * Each site with employees in the month (issue 29 item 2): how many are validated, and who keeps the
 * others from being validated, as 'Valider le site' would be refused naming them.
 */
function sitesStatus(
  sites: readonly { id: string; name: string }[],
  employees: readonly ClosingEmployee[],
): ClosingSite[] {
  return sites.flatMap((site) => {
    const ofSite = employees.filter((employee) => employee.siteId === site.id);
    if (ofSite.length === 0) return [];
    return [
      {
        id: site.id,
        name: site.name,
        employeesCount: ofSite.length,
        validatedCount: ofSite.filter((employee) => employee.validated).length,
        blocked: ofSite
          .filter(
            (employee) => !employee.validated && employee.toRegulariseCount + employee.inProgressCount > 0,
          )
          .map((employee) =>
            MONTH_CLOSING_MESSAGES.blocked(
              `${employee.lastName} ${employee.firstName}`,
              employee.toRegulariseCount,
              employee.inProgressCount,
            ),
          ),
      },
    ];
  });
}
