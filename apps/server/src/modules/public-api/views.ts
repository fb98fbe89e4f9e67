import type { EmployeeInput } from '@pointeo/domain/employees';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { MonthlyReport, ReportFigures } from '@pointeo/domain/reports';
import type { PeriodTotals } from '@pointeo/domain/timesheets';
import { pageOf } from '../../lib/keyset';
import { snakeKeys } from '../../lib/snake-case';
import type { EmployeeWithoutBadge } from '../employees';
import type { ListedAbsence } from '../leave';
import type { PublicSiteRow } from '../sites';

// ---------------------------------------------------------------------------------------------------
// Views: the app's records in the API's snake_case.

export const pageOfRows = pageOf;

/** The API's fields in the app's input, only those sent (a PATCH leaves the others as they are). */
export function employeeInput(body: {
  first_name?: string;
  last_name?: string;
  zone?: string | null;
  pin_code?: string | null;
  weekly_contract_minutes?: number | undefined;
  job_title?: string | null | undefined;
  payroll_number?: string | null | undefined;
  hire_date?: string | null | undefined;
  email?: string | null | undefined;
  site_id?: string | undefined;
}): EmployeeInput {
  const input = {
    firstName: body.first_name,
    lastName: body.last_name,
    role: 'employee' as const,
    zone: body.zone,
    pinCode: body.pin_code,
    weeklyContractMinutes: body.weekly_contract_minutes,
    jobTitle: body.job_title,
    payrollNumber: body.payroll_number,
    hireDate: body.hire_date,
    email: body.email,
    siteId: body.site_id,
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as EmployeeInput;
}

export function employeeView(employee: EmployeeWithoutBadge) {
  return {
    id: employee.id,
    first_name: employee.firstName,
    last_name: employee.lastName,
    role: employee.role,
    zone: employee.zone,
    has_pin: employee.hasPin,
    weekly_contract_minutes: employee.weeklyContractMinutes,
    job_title: employee.jobTitle,
    payroll_number: employee.payrollNumber,
    hire_date: employee.hireDate,
    email: employee.email,
    site_id: employee.siteId,
    site_name: employee.siteName,
    leaving_date: employee.leavingDate,
    archived_at: employee.archivedAt,
    last_check_in_at: employee.lastCheckInTime,
    created_at: employee.createdAt,
  };
}

export function siteView(site: PublicSiteRow) {
  return {
    id: site.id,
    name: site.name,
    address: site.address,
    postal_code: site.postalCode,
    city: site.city,
    departement: site.departement,
    end_of_day: site.endOfDay,
    archived_at: site.archivedAt?.toISOString() ?? null,
    created_at: site.createdAt.toISOString(),
  };
}

export function entryView(entry: {
  id: string;
  employeeId: string;
  clockIn: Date;
  clockOut: Date | null;
  missingClockOut: boolean;
  source: 'kiosk' | 'correction';
  corrected: boolean;
  /** The Paris day of the arrival, when the read gave it. */
  date?: string;
}) {
  return {
    id: entry.id,
    employee_id: entry.employeeId,
    date: entry.date ?? parisDateAndTime(entry.clockIn).date,
    arrival: entry.clockIn.toISOString(),
    departure: entry.clockOut?.toISOString() ?? null,
    missing_clock_out: entry.missingClockOut,
    source: entry.source,
    corrected: entry.corrected,
  };
}

export const totalsView = (totals: PeriodTotals) => snakeKeys<number>({ ...totals });

export function absenceView(absence: ListedAbsence) {
  return {
    id: absence.id,
    employee_id: absence.employee.id,
    type: absence.type,
    start_date: absence.startDate,
    end_date: absence.endDate,
    start_half_day: absence.startHalfDay,
    end_half_day: absence.endHalfDay,
    days: absence.days,
    comment: absence.comment,
    status: absence.status,
    source: absence.source,
    requested_at: absence.requestedAt,
    decided_at: absence.decidedAt,
    refusal_reason: absence.refusalReason,
    cancelled_at: absence.cancelledAt,
  };
}

export const figuresView = (figures: ReportFigures) => snakeKeys<number>({ ...figures });

export function reportView(report: MonthlyReport) {
  return {
    month: report.month,
    validated: report.validated,
    rows: report.rows.map(({ employee, figures }) => ({
      employee: {
        id: employee.id,
        first_name: employee.firstName,
        last_name: employee.lastName,
        payroll_number: employee.payrollNumber,
        archived: employee.archived,
      },
      figures: figuresView(figures),
    })),
    total: figuresView(report.total),
  };
}
