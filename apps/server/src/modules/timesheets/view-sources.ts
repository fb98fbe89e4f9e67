import type { MonthHours, WeekHours } from '@pointeo/domain/hours-engine';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import type { Executor } from '../../db/client';
import type { EmployeeMonthRecord } from './month-records';
import type { TimesheetEmployeeRow } from './repository/employees';

/**
 * What the Temps views show from the modules above the time sheets (decisions 035, 043): the period
 * loader's figures and the clock's punches. app.ts hands them over from those modules' faces, so the
 * time sheets import neither.
 */
export interface TimesheetViewSources {
  /**
   * Who appears in the week (archived employees with an entry or an approved absence day in it
   * included), each one's hours and absence days, as the period loader and the engine give them.
   */
  weekHours(db: Executor, companyId: string, week: string, now: Date): Promise<WeekHoursOfStaff>;
  /** The employee's month as the monthly report computes it, and its absence days (period loader). */
  employeeMonthHours(
    db: Executor,
    companyId: string,
    employee: TimesheetEmployeeRow,
    month: string,
    now: Date,
  ): Promise<EmployeeMonthHours>;
  /** The punches kept as late within the window, oldest first; one employee's or all (clock). */
  latePunches(
    db: Executor,
    companyId: string,
    window: { from: Date; to: Date },
    employeeId?: string,
  ): Promise<LatePunchRow[]>;
  /** The kiosk punches that opened and closed the entry (clock). */
  entryPunches(db: Executor, companyId: string, entryId: string): Promise<EntryPunchRow[]>;
  /**
   * The month's figures of each employee in the report's order, computed from the facts as they stand
   * (reports): what 'Valider le mois' keeps (decision 041).
   */
  monthRecord(db: Executor, companyId: string, month: string, now: Date): Promise<EmployeeMonthRecord[]>;
}

export interface WeekHoursOfStaff {
  /** In the Employés list's order. */
  staff: TimesheetEmployeeRow[];
  /** The week's days without anyone's hours: its dates and holidays. */
  calendar: WeekHours;
  hoursByEmployee: Map<string, WeekHours>;
  /** Approved absence days of the week, per employee. */
  absencesByEmployee: Map<string, AbsenceDayHours[]>;
}

export interface EmployeeMonthHours {
  /** The employee as the month knows them: a validated month's record keeps who they were (041). */
  employee: TimesheetEmployeeRow;
  hours: MonthHours;
  /**
   * Approved absence days over the days the engine computes (the month's first week whole); of a
   * validated month, its own days as its record keeps them.
   */
  absences: AbsenceDayHours[];
}

export interface LatePunchRow {
  id: string;
  employeeId: string;
  firstName: string;
  lastName: string;
  punchedAt: Date;
  receivedAt: Date;
}

export interface EntryPunchRow {
  kind: 'in' | 'out' | 'late';
  punchedAt: Date;
  receivedAt: Date;
  /** Where it was made (decision 069). */
  source: 'kiosk' | 'phone' | 'site_code';
  /** The position read at it was in its site's zone; null: none read, or purged. */
  inZone: boolean | null;
  distanceM: number | null;
}
