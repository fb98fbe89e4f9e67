import {
  SPACE_LEAVE_REQUESTS,
  SPACE_RECENT_ENTRIES,
  SPACE_VIEW_MESSAGES,
  type SpaceDay,
  type SpaceEntries,
  type SpaceHours,
  type SpaceLeave,
  type SpaceMonthQuery,
  type SpaceTotals,
  type SpaceWeekQuery,
} from '@pointeo/domain/employee-space-views';
import { LEGAL_WEEK_MINUTES } from '@pointeo/domain/hours-rules';
import { addDays, mondayOf, monthBounds, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { EmployeeMonth, MonthDay, PeriodTotals } from '@pointeo/domain/timesheets';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listEntryPunchSites } from '../clock';
import { employeeBalancePeriods, listEmployeeAbsences } from '../leave';
import { employeeStatementPdfFile } from '../reports';
import {
  currentParisMonth,
  employeeMonth,
  listRecentEntries,
  overdueBefore,
  type TimesheetViewSources,
} from '../timesheets';
import type { SpaceEmployee } from './guard';

/**
 * What the employee reads in their own space (decision 072): each figure is the one the company's
 * screens show, read by the same functions (the Temps tab's employee month, the 'Soldes', the
 * statements' PDF), for the signed-in employee only.
 */

type Who = Pick<SpaceEmployee, 'companyId' | 'employeeId'>;

/** 'Ce mois': the Temps tab's month of the employee, kept to what the space shows. */
export async function spaceMonth(
  db: Database,
  sources: TimesheetViewSources,
  who: Who,
  query: SpaceMonthQuery,
  now: Date,
): Promise<SpaceHours> {
  const month = query.month ?? currentParisMonth(now);
  const view = await employeeMonth(db, sources, who.companyId, who.employeeId, { month }, now);
  const { first, last } = monthBounds(month);
  return {
    first,
    last,
    previous: view.previousMonth,
    next: view.nextMonth,
    validated: view.status.validated,
    partTime: isPartTime(view),
    totals: totalsOf(view.totals),
    days: shownDays(view.days),
  };
}

/**
 * 'Cette semaine': its figures are the week of the Temps month that pays it (the month of its
 * Sunday, as everywhere); a week straddling two months reads its first days from the month before.
 */
export async function spaceWeek(
  db: Database,
  sources: TimesheetViewSources,
  who: Who,
  query: SpaceWeekQuery,
  now: Date,
): Promise<SpaceHours> {
  const first = mondayOf(query.week ?? parisDateAndTime(now).date);
  const last = addDays(first, 6);
  const months = [...new Set([first.slice(0, 7), last.slice(0, 7)])];
  const views = await Promise.all(
    months.map((month) => employeeMonth(db, sources, who.companyId, who.employeeId, { month }, now)),
  );
  const paying = views.at(-1)!;
  const week = paying.weeks.find((row) => row.weekStart === first)!;
  return {
    first,
    last,
    previous: addDays(first, -7),
    next: addDays(first, 7),
    validated: views.every((view) => view.status.validated),
    partTime: isPartTime(paying),
    totals: totalsOf(week),
    days: shownDays(
      views.flatMap((view) => view.days).filter((day) => day.date >= first && day.date <= last),
    ),
  };
}

const isPartTime = (view: EmployeeMonth) => view.employee.weeklyContractMinutes < LEGAL_WEEK_MINUTES;

function totalsOf(totals: PeriodTotals): SpaceTotals {
  return {
    workedMinutes: totals.workedMinutes,
    overtime25Minutes: totals.overtime25Minutes,
    overtime50Minutes: totals.overtime50Minutes,
    complementaryMinutes: totals.complementaryMinutes,
    nightMinutes: totals.nightMinutes,
    sundayMinutes: totals.sundayMinutes,
    holidayMinutes: totals.holidayMinutes,
    mayDayMinutes: totals.mayDayMinutes,
    absenceMinutes: totals.absenceMinutes,
  };
}

/** The days with an entry, worked time or an absence: an empty day says nothing on a phone. */
function shownDays(days: readonly MonthDay[]): SpaceDay[] {
  return days.flatMap((day) =>
    day.entries.length === 0 && day.workedMinutes === 0 && day.absenceName === null
      ? []
      : [
          {
            date: day.date,
            holidayName: day.holidayName,
            workedMinutes: day.workedMinutes,
            absenceName: day.absenceName,
            entries: day.entries.map(({ id, arrival, departure, status }) => ({
              id,
              arrival,
              departure,
              status,
            })),
          },
        ],
  );
}

/** 'Mes derniers pointages': the employee's latest entries and the site of the kiosk they arrived at. */
export async function spaceEntries(db: Database, who: Who, now: Date): Promise<SpaceEntries> {
  const rows = await listRecentEntries(db, who.companyId, SPACE_RECENT_ENTRIES, undefined, who.employeeId);
  const sites = await listEntryPunchSites(
    db,
    who.companyId,
    rows.map((row) => row.id),
  );
  const overdue = overdueBefore(now);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      arrival: row.clockIn.toISOString(),
      departure: row.clockOut?.toISOString() ?? null,
      status: row.clockOut
        ? 'closed'
        : row.missingClockOut || row.clockIn < overdue
          ? 'missing-clock-out'
          : 'in-progress',
      siteName: sites.get(row.id)?.siteName ?? null,
    })),
  };
}

/** 'Mes congés': the balances 'Soldes' shows the company, and the latest requests with their answer. */
export async function spaceLeave(db: Database, who: Who, now: Date): Promise<SpaceLeave> {
  const [balances, absences] = await Promise.all([
    employeeBalancePeriods(db, who.companyId, who.employeeId, now),
    listEmployeeAbsences(db, who.companyId, who.employeeId, SPACE_LEAVE_REQUESTS),
  ]);
  return {
    balances: balances ?? [],
    requests: absences.map((absence) => ({
      id: absence.id,
      typeName: absence.type.name,
      startDate: absence.startDate,
      endDate: absence.endDate,
      startHalfDay: absence.startHalfDay,
      endHalfDay: absence.endHalfDay,
      days: absence.days,
      status: absence.status,
      requestedAt: absence.requestedAt,
      refusalReason: absence.refusalReason,
    })),
  };
}

/** 'Mon relevé mensuel': the company's statement of a month that has started, the employee's page only. */
export async function spaceStatement(
  db: Database,
  who: Pick<SpaceEmployee, 'companyId' | 'employeeId' | 'siteId'>,
  month: string,
  now: Date,
) {
  if (month > currentParisMonth(now)) {
    throw new AppError('MONTH_NOT_STARTED', 404, SPACE_VIEW_MESSAGES.monthNotStarted);
  }
  const file = await employeeStatementPdfFile(
    db,
    who.companyId,
    { id: who.employeeId, siteId: who.siteId },
    month,
    now,
  );
  if (!file) throw new AppError('REPORT_NOT_FOUND', 404, SPACE_VIEW_MESSAGES.noStatement);
  return file;
}
