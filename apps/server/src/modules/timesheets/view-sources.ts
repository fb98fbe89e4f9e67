import type { HoursPeriod } from '@pointeo/domain/hours-calendar';
import type { AbsenceDayHours } from '@pointeo/domain/leave-hours';
import type { Executor } from '../../db/client';
import type { EmployeeMonthRecord } from './month-records';

/**
 * What the Temps views show from the modules above the time sheets (decision 035): the period
 * loader's absence days and the clock's punches. app.ts hands them over from those modules' faces, so
 * the time sheets import neither.
 */
export interface TimesheetViewSources {
  /**
   * Each employee's approved absence days over the days the engine computes for the week or month
   * (the period loader's, as every report reads them: a month's first week whole).
   */
  absenceDays(db: Executor, companyId: string, period: HoursPeriod): Promise<Map<string, AbsenceDayHours[]>>;
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
}
