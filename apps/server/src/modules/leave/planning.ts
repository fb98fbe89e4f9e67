import type { Planning, PlanningCell, PlanningQuery } from '@pointeo/domain/leave';
import { spanDays } from '@pointeo/domain/leave-days';
import {
  addDays,
  addMonths,
  isoWeekday,
  monthBounds,
  parisDateAndTime,
} from '@pointeo/domain/paris-calendar';
import { publicHolidayName } from '@pointeo/domain/public-holidays';
import type { Executor } from '../../db/client';
import type { SiteIds } from '../../lib/site-scope';
import { daysWindow, listCompanyEntries } from '../timesheets';
import { type AbsenceRow, listAbsences, listActiveEmployees } from './repository';
import { zoneOf, zonesOf } from './zones';

/**
 * The 'Planning' view: a month of the team with absences, requests and public holidays, by zone;
 * it flags a request or absence that overlaps another employee's in the same zone, and a day of
 * approved absence on which the employee punched.
 */
export async function planningView(
  db: Executor,
  companyId: string,
  query: PlanningQuery,
  now: Date,
  sites: SiteIds,
): Promise<Planning> {
  const month = query.month ?? parisDateAndTime(now).date.slice(0, 7);
  const { first, last } = monthBounds(month);
  const [staff, absences, entries] = await Promise.all([
    listActiveEmployees(db, companyId, sites),
    listAbsences(db, companyId, { statuses: ['approved', 'pending'], from: first, to: last, sites }),
    listCompanyEntries(db, companyId, daysWindow(first, last)),
  ]);
  const shown = staff.filter((employee) => !query.zone || zoneOf(employee) === query.zone);
  const punchedDays = new Set(
    entries.map((entry) => `${entry.employeeId} ${parisDateAndTime(entry.clockIn).date}`),
  );

  const cellsOf = new Map<string, PlanningCell[]>();
  const awayByZoneDay = new Map<string, Set<string>>();
  for (const absence of absences) {
    for (const day of spanDays(absence)) {
      if (day.date < first || day.date > last) continue;
      const key = `${zoneOf(absence)} ${day.date}`;
      awayByZoneDay.set(key, (awayByZoneDay.get(key) ?? new Set()).add(absence.employeeId));
      const cells = cellsOf.get(absence.employeeId) ?? [];
      cells.push(cellOf(absence, day.date, day.share < 1, punchedDays));
      cellsOf.set(absence.employeeId, cells);
    }
  }
  const zoneOfEmployee = new Map(staff.map((employee) => [employee.id, zoneOf(employee)]));
  for (const [employeeId, cells] of cellsOf) {
    for (const cell of cells) {
      cell.overlap = (awayByZoneDay.get(`${zoneOfEmployee.get(employeeId)} ${cell.date}`)?.size ?? 0) > 1;
    }
  }

  // The team's days show the holidays of those it shows: Alsace-Moselle's when they all work there.
  const alsaceMoselle = shown.length > 0 && shown.every((employee) => employee.alsaceMoselle);
  const days: Planning['days'] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    days.push({
      date,
      holidayName: publicHolidayName(date, alsaceMoselle) ?? null,
      sunday: isoWeekday(date) === 7,
    });
  }
  return {
    month,
    previousMonth: addMonths(month, -1),
    nextMonth: addMonths(month, 1),
    zones: zonesOf(staff),
    days,
    employees: shown.map((employee) => ({
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      zone: zoneOf(employee),
      cells: (cellsOf.get(employee.id) ?? []).sort((a, b) => a.date.localeCompare(b.date)),
    })),
  };
}

function cellOf(absence: AbsenceRow, date: string, halfDay: boolean, punchedDays: Set<string>): PlanningCell {
  return {
    date,
    absenceName: absence.typeName,
    status: absence.status === 'approved' ? 'approved' : 'pending',
    halfDay,
    overlap: false,
    punched: absence.status === 'approved' && punchedDays.has(`${absence.employeeId} ${date}`),
  };
}
