import { periodDays } from '@pointeo/domain/hours-calendar';
import {
  type DayHours,
  type HoursAlert,
  hoursEntriesWindow,
  type OpenEntry,
  type WeekHours,
} from '@pointeo/domain/hours-engine';
import { type AbsenceDayHours, absenceNamesByDate } from '@pointeo/domain/leave-hours';
import { addDays, addMonths, mondayOf, parisDateAndTime } from '@pointeo/domain/paris-calendar';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import {
  type EmployeeMonth,
  ENTRY_HISTORY_PAGE_SIZE,
  type EntryHistory,
  type HoursAlertView,
  type LatePunch,
  type MonthEntry,
  type MonthQuery,
  type PeriodTotals,
  type SettingsResult,
  type TimeSettings,
  type TimesheetEmployee,
  type WeekQuery,
  type WeekRow,
  type WeekView,
} from '@pointeo/domain/timesheets';
import type { Database, Executor } from '../../db/client';
import { authorOf } from '../../lib/authors';
import type { SiteIds } from '../../lib/site-scope';
import { currentParisMonth, daysWindow, overdueBefore } from './entry-times';
import { currentTimeSettings } from './hours-settings';
import { employeeMonthState, monthLocks } from './months';
import { employeeNotFound, entryNotFound } from './not-found';
import { countCorrections, listCorrections } from './repository/corrections';
import { findMonthConfirmation } from './repository/employee-requests';
import { employeesOnSites, findEmployee, type TimesheetEmployeeRow } from './repository/employees';
import { findEntry, listEmployeeEntries } from './repository/entries';
import { saveTimeSettings } from './repository/time-settings';
import { countEntriesToRegularise, listEntriesToRegularise } from './repository/to-regularise';
import type { LatePunchRow, TimesheetViewSources } from './view-sources';

/**
 * What the Temps tab reads. The server loads entries and the hours engine computes every figure
 * (DESIGN.md): nothing here adds up minutes, it only arranges the engine's results for the API.
 */

/** How many entries 'À régulariser' the week view lists (the count covers them all). */
const TO_REGULARISE_LISTED = 100;

/**
 * Everyone who appears in one week, with the period loader's figures (decision 043): the loader's
 * facts and the engine come from above through `sources`; the entries to regularise, the months'
 * locks and the late punches are the time sheets' and the clock's own reads.
 */
export async function weekView(
  db: Database,
  sources: TimesheetViewSources,
  companyId: string,
  query: WeekQuery,
  now: Date,
  sites: SiteIds,
): Promise<WeekView> {
  const weekStart = mondayOf(query.week ?? parisDateAndTime(now).date);
  const weekEnd = addDays(weekStart, 6);
  const months = [...new Set([weekStart.slice(0, 7), weekEnd.slice(0, 7)])];
  const [week, toRegularise, locks, allLatePunches, onSites] = await Promise.all([
    sources.weekHours(db, companyId, weekStart, now),
    listEntriesToRegularise(db, companyId, overdueBefore(now), TO_REGULARISE_LISTED, sites),
    monthLocks(db, companyId, months),
    sources.latePunches(db, companyId, daysWindow(weekStart, weekEnd)),
    employeesOnSites(db, companyId, sites),
  ]);
  const staff = week.staff.filter((employee) => onSites(employee.id));
  const latePunches = allLatePunches.filter((punch) => onSites(punch.employeeId));

  return {
    weekStart,
    weekEnd,
    previousWeek: addDays(weekStart, -7),
    nextWeek: addDays(weekStart, 7),
    days: week.calendar.days.map((day) => ({ date: day.date, holidayName: day.holidayName ?? null })),
    employees: staff.map((employee) =>
      weekRow(
        toEmployee(employee),
        week.hoursByEmployee.get(employee.id)!,
        week.absencesByEmployee.get(employee.id) ?? [],
      ),
    ),
    toRegularise: {
      count: toRegularise[0]?.total ?? 0,
      entries: toRegularise.map((entry) => ({
        entryId: entry.entryId,
        employeeId: entry.employeeId,
        firstName: entry.firstName,
        lastName: entry.lastName,
        date: parisDateAndTime(entry.arrival).date,
        arrival: entry.arrival.toISOString(),
      })),
    },
    latePunches: latePunches.map(latePunchView),
    months: locks,
  };
}

function weekRow(employee: TimesheetEmployee, week: WeekHours, absences: AbsenceDayHours[]): WeekRow {
  const absenceNames = absenceNamesByDate(absences);
  const isOpen = (day: DayHours, status: OpenEntry['status']) =>
    day.openEntries.some((entry) => entry.status === status);
  return {
    employee,
    days: week.days.map((day) => ({
      date: day.date,
      workedMinutes: day.workedMinutes,
      inProgress: isOpen(day, 'in-progress'),
      toRegularise: isOpen(day, 'missing-clock-out'),
      alertsCount: day.alerts.length,
      absenceMinutes: day.absenceMinutes,
      absenceName: absenceNames.get(day.date) ?? null,
    })),
    ...totalsOf(week),
    daysWorked: week.daysWorked,
    alertsCount: week.alerts.length,
    toRegulariseCount: countOpen(week.days, 'missing-clock-out'),
  };
}

/** One employee's month: its days with their entries, its weeks, its totals, and the month's status. */
/**
 * One employee's row of the Temps week view (the public API's week sheet, decision 076): the same
 * source and the same row as the staff's week, so its figures are the app's.
 */
export async function employeeWeek(
  db: Database,
  sources: TimesheetViewSources,
  companyId: string,
  employeeId: string,
  week: string,
  now: Date,
): Promise<WeekRow> {
  const weekStart = mondayOf(week);
  const [current, staffWeek] = await Promise.all([
    findEmployee(db, companyId, employeeId),
    sources.weekHours(db, companyId, weekStart, now),
  ]);
  if (!current) throw employeeNotFound();
  const employee = staffWeek.staff.find((member) => member.id === employeeId) ?? current;
  return weekRow(
    toEmployee(employee),
    staffWeek.hoursByEmployee.get(employeeId) ?? staffWeek.calendar,
    staffWeek.absencesByEmployee.get(employeeId) ?? [],
  );
}

export async function employeeMonth(
  db: Database,
  sources: TimesheetViewSources,
  companyId: string,
  employeeId: string,
  query: MonthQuery,
  now: Date,
): Promise<EmployeeMonth> {
  const month = query.month ?? currentParisMonth(now);
  const { first, last } = periodDays({ month });
  const current = await findEmployee(db, companyId, employeeId);
  if (!current) throw employeeNotFound();
  // A validated month shows its record (decision 041): the figures, contract and absences it was
  // validated with.
  const [entries, { employee, hours, absences }, { status, validationRecordedAt }, latePunches, confirmedAt] =
    await Promise.all([
      listEmployeeEntries(db, companyId, employeeId, hoursEntriesWindow({ month })),
      sources.employeeMonthHours(db, companyId, current, month, now),
      employeeMonthState(db, companyId, month, employeeId, now),
      sources.latePunches(db, companyId, daysWindow(first, last), employeeId),
      findMonthConfirmation(db, companyId, employeeId, month),
    ]);
  const latePunchesByDay = groupBy(latePunches.map(latePunchView), (punch) => punch.date);
  const absenceNames = absenceNamesByDate(absences);

  const live = entries.filter((entry) => entry.deletedAt === null);
  const openStatus = new Map(
    hours.days.flatMap((day) => day.openEntries).map((open) => [open.entryId, open.status]),
  );
  const entriesByDay = groupBy(
    live.map(
      (entry): MonthEntry => ({
        id: entry.id,
        date: parisDateAndTime(entry.clockIn).date,
        arrival: entry.clockIn.toISOString(),
        departure: entry.clockOut?.toISOString() ?? null,
        status: entry.clockOut ? 'closed' : (openStatus.get(entry.id) ?? 'in-progress'),
        source: entry.source,
        corrected: entry.corrected,
        recordedAfterValidation: validationRecordedAt !== null && entry.createdAt > validationRecordedAt,
      }),
    ),
    (entry) => entry.date,
  );

  return {
    employee: toEmployee(employee),
    month,
    previousMonth: addMonths(month, -1),
    nextMonth: addMonths(month, 1),
    status,
    totals: totalsOf(hours),
    alertsCount: hours.alerts.length,
    toRegulariseCount: countOpen(hours.days, 'missing-clock-out'),
    days: hours.days.map((day) => ({
      date: day.date,
      holidayName: day.holidayName ?? null,
      workedMinutes: day.workedMinutes,
      breakMinutes: day.breakMinutes,
      nightMinutes: day.nightMinutes,
      sundayMinutes: day.sundayMinutes,
      holidayMinutes: day.holidayMinutes,
      mayDayMinutes: day.mayDayMinutes,
      absenceMinutes: day.absenceMinutes,
      absenceName: absenceNames.get(day.date) ?? null,
      entries: entriesByDay.get(day.date) ?? [],
      latePunches: (latePunchesByDay.get(day.date) ?? []).map(({ id, punchedAt, receivedAt }) => ({
        id,
        punchedAt,
        receivedAt,
      })),
      alerts: day.alerts.map(alertView),
    })),
    weeks: hours.weeks.map((week) => ({
      weekStart: week.weekStart,
      weekEnd: addDays(week.weekStart, 6),
      ...totalsOf(week),
      daysWorked: week.daysWorked,
      alerts: week.alerts.filter((alert) => alert.scope === 'week').map(alertView),
    })),
    deletedEntries: entries.flatMap((entry) => {
      const date = parisDateAndTime(entry.clockIn).date;
      if (entry.deletedAt === null || !date.startsWith(month)) return [];
      return [
        {
          id: entry.id,
          date,
          arrival: entry.clockIn.toISOString(),
          departure: entry.clockOut?.toISOString() ?? null,
          deletedAt: entry.deletedAt.toISOString(),
        },
      ];
    }),
    employeeConfirmedAt: confirmedAt?.toISOString() ?? null,
  };
}

function latePunchView(punch: LatePunchRow): LatePunch {
  return {
    id: punch.id,
    employeeId: punch.employeeId,
    firstName: punch.firstName,
    lastName: punch.lastName,
    date: parisDateAndTime(punch.punchedAt).date,
    punchedAt: punch.punchedAt.toISOString(),
    receivedAt: punch.receivedAt.toISOString(),
  };
}

/** An entry (deleted or not) as it stands, the kiosk punches behind it, and its corrections. */
export async function entryHistory(
  db: Database,
  sources: TimesheetViewSources,
  companyId: string,
  entryId: string,
  page: number,
): Promise<EntryHistory> {
  const entry = await findEntry(db, companyId, entryId, { includeDeleted: true });
  if (!entry) throw entryNotFound();
  const [punches, corrections, total] = await Promise.all([
    sources.entryPunches(db, companyId, entryId),
    listCorrections(db, companyId, entryId, {
      limit: ENTRY_HISTORY_PAGE_SIZE,
      offset: (page - 1) * ENTRY_HISTORY_PAGE_SIZE,
    }),
    countCorrections(db, companyId, entryId),
  ]);
  return {
    entry: {
      id: entry.id,
      employeeId: entry.employeeId,
      date: parisDateAndTime(entry.clockIn).date,
      arrival: entry.clockIn.toISOString(),
      departure: entry.clockOut?.toISOString() ?? null,
      source: entry.source,
      deletedAt: entry.deletedAt?.toISOString() ?? null,
    },
    // A late punch never belongs to an entry (decision 010).
    punches: punches.flatMap((punch) =>
      punch.kind === 'late'
        ? []
        : [
            {
              kind: punch.kind,
              punchedAt: punch.punchedAt.toISOString(),
              receivedAt: punch.receivedAt.toISOString(),
              phone: punch.source === 'phone',
              outOfZoneDistanceM: punch.inZone === false ? punch.distanceM : null,
            },
          ],
    ),
    corrections: corrections.map((correction) => ({
      id: correction.id,
      kind: correction.kind,
      before: correction.before,
      after: correction.after,
      reason: correction.reason,
      author: authorOf(correction.authorId, correction.authorName),
      createdAt: correction.createdAt.toISOString(),
    })),
    page,
    pageSize: ENTRY_HISTORY_PAGE_SIZE,
    total,
  };
}

export async function saveSettings(
  db: Database,
  companyId: string,
  settings: TimeSettings,
  now: Date,
): Promise<SettingsResult> {
  await saveTimeSettings(db, companyId, settings, now);
  return { message: TIMESHEET_MESSAGES.settingsSaved, settings: await currentTimeSettings(db, companyId) };
}

function toEmployee(row: TimesheetEmployeeRow): TimesheetEmployee {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role === 'direction' ? 'direction' : 'employee',
    archived: row.archivedAt !== null,
    weeklyContractMinutes: row.weeklyContractMinutes,
  };
}

/** The engine's figures of a week or a month; 'Heures sup.' is its overtime at 25 % and at 50 %. */
function totalsOf(period: Omit<PeriodTotals, 'overtimeMinutes'>): PeriodTotals {
  return {
    workedMinutes: period.workedMinutes,
    breakMinutes: period.breakMinutes,
    nightMinutes: period.nightMinutes,
    sundayMinutes: period.sundayMinutes,
    holidayMinutes: period.holidayMinutes,
    mayDayMinutes: period.mayDayMinutes,
    overtimeMinutes: period.overtime25Minutes + period.overtime50Minutes,
    overtime25Minutes: period.overtime25Minutes,
    overtime50Minutes: period.overtime50Minutes,
    complementaryMinutes: period.complementaryMinutes,
    complementary10Minutes: period.complementary10Minutes,
    complementary25Minutes: period.complementary25Minutes,
    absenceMinutes: period.absenceMinutes,
  };
}

function countOpen(days: readonly DayHours[], status: OpenEntry['status']): number {
  return days.reduce(
    (total, day) => total + day.openEntries.filter((entry) => entry.status === status).length,
    0,
  );
}

function alertView({ code, label, scope, date, minutes, entryId }: HoursAlert): HoursAlertView {
  return {
    code,
    label,
    scope,
    date,
    ...(minutes === undefined ? {} : { minutes }),
    ...(entryId === undefined ? {} : { entryId }),
  };
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The count on the Temps section: the company's entries 'À régulariser', whatever their week. */
export function countToRegularise(
  db: Executor,
  companyId: string,
  now: Date,
  sites: SiteIds,
): Promise<number> {
  return countEntriesToRegularise(db, companyId, overdueBefore(now), sites);
}
