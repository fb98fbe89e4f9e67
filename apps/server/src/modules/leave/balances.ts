import type { Adjustment, BalancesView, EmployeeBalance } from '@pointeo/domain/leave';
import { referencePeriodOf, shiftPeriod } from '@pointeo/domain/leave-accrual';
import {
  type BalanceAbsence,
  type BalanceInput,
  leaveBalances,
  type PeriodBalance,
} from '@pointeo/domain/leave-balance';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorOf } from '../../lib/authors';
import type { SiteIds } from '../../lib/site-scope';
import type { LeaveActor } from './absences';
import { type LeaveCalendar, leaveCalendarOf } from './leave-settings';
import {
  type AbsenceRow,
  findActiveEmployee,
  insertAdjustment,
  type LeaveCreditRow,
  type LeaveEmployeeRow,
  listAbsences,
  listActiveEmployees,
  listCredits,
  saveOpeningBalance,
} from './repository';
import { zoneOf, zonesOf } from './zones';

/**
 * The 'Soldes' view and what changes it by hand: every active employee's paid-leave balance for the
 * previous, current and next periods (packages/domain/src/leave-balance.ts computes them), the
 * adjustments with their reason and author, and the opening balances.
 */

export async function balancesView(
  db: Executor,
  companyId: string,
  now: Date,
  sites: SiteIds,
): Promise<BalancesView> {
  const today = parisDateAndTime(now).date;
  const calendar = await leaveCalendarOf(db, companyId);
  const { from, to } = balanceWindow(today, calendar);
  const [staff, absences, credits] = await Promise.all([
    listActiveEmployees(db, companyId, sites),
    listAbsences(db, companyId, { statuses: ['approved', 'pending'], from, to, sites }),
    listCredits(db, companyId),
  ]);
  const absencesOf = groupBy(absences, (absence) => absence.employeeId);
  const creditsOf = groupBy(credits, (credit) => credit.employeeId);
  return {
    settings: { ...calendar.rules, allowNegativeBalance: calendar.allowNegativeBalance },
    zones: zonesOf(staff),
    employees: staff.map((employee) =>
      employeeBalance(
        employee,
        absencesOf.get(employee.id) ?? [],
        creditsOf.get(employee.id) ?? [],
        calendar,
        today,
      ),
    ),
  };
}

/** The days whose absences the balances read: the previous period's reads what the one before earned. */
function balanceWindow(today: string, calendar: LeaveCalendar) {
  const current = referencePeriodOf(today, calendar.rules.referenceStartMonth);
  return { from: shiftPeriod(current, -2).start, to: shiftPeriod(current, 1).end };
}

/**
 * One active employee's balance for the previous, current and next periods, as 'Soldes' shows it:
 * their own space's (decision 072). Undefined once archived.
 */
export async function employeeBalancePeriods(
  db: Executor,
  companyId: string,
  employeeId: string,
  now: Date,
): Promise<PeriodBalance[] | undefined> {
  const today = parisDateAndTime(now).date;
  const calendar = await leaveCalendarOf(db, companyId);
  const { from, to } = balanceWindow(today, calendar);
  const [employee, absences, credits] = await Promise.all([
    findActiveEmployee(db, companyId, employeeId),
    listAbsences(db, companyId, { statuses: ['approved', 'pending'], from, to, employeeId }),
    listCredits(db, companyId, employeeId),
  ]);
  if (!employee) return undefined;
  return leaveBalances(balanceInputOf(employee, absences, credits, calendar, today));
}

/** What the domain's balance needs of one employee: their absences (approved, waiting) and credits. */
export function balanceInputOf(
  employee: Pick<LeaveEmployeeRow, 'createdAt' | 'hireDate' | 'archivedAt' | 'alsaceMoselle'>,
  absences: readonly AbsenceRow[],
  credits: readonly LeaveCreditRow[],
  { rules }: LeaveCalendar,
  today: string,
): BalanceInput {
  return {
    today,
    rules,
    alsaceMoselle: employee.alsaceMoselle,
    employedFrom: accrualStart(employee),
    employedUntil: employee.archivedAt && parisDateAndTime(employee.archivedAt).date,
    approved: absences.filter((row) => row.status === 'approved').map(asBalanceAbsence),
    pending: absences.filter((row) => row.status === 'pending').map(asBalanceAbsence),
    credits: credits.map((credit) => ({
      periodStart: credit.periodStart,
      days: credit.days,
      opening: credit.kind === 'opening',
    })),
  };
}

export const asBalanceAbsence = (
  row: Pick<
    AbsenceRow,
    'startDate' | 'endDate' | 'startHalfDay' | 'endHalfDay' | 'accrual' | 'takesPaidLeave'
  >,
): BalanceAbsence => ({
  startDate: row.startDate,
  endDate: row.endDate,
  startHalfDay: row.startHalfDay,
  endHalfDay: row.endHalfDay,
  accrual: row.accrual,
  takesPaidLeave: row.takesPaidLeave,
});

/**
 * Pointeo counts leave from the hire date, but never before the employee was added: what was earned
 * earlier is the opening balance the company types in, and counting it twice would double it.
 */
export function accrualStart(employee: Pick<LeaveEmployeeRow, 'createdAt' | 'hireDate'>): string {
  const added = parisDateAndTime(employee.createdAt).date;
  return employee.hireDate && employee.hireDate > added ? employee.hireDate : added;
}

function employeeBalance(
  employee: LeaveEmployeeRow,
  absences: AbsenceRow[],
  credits: LeaveCreditRow[],
  calendar: LeaveCalendar,
  today: string,
): EmployeeBalance {
  const periods = leaveBalances(balanceInputOf(employee, absences, credits, calendar, today));
  return {
    employee: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      zone: zoneOf(employee),
    },
    periods,
    adjustments: credits.map((credit) => ({
      id: credit.id,
      periodStart: credit.periodStart,
      days: credit.days,
      reason: credit.reason,
      opening: credit.kind === 'opening',
      author: authorOf(credit.authorId, credit.authorName),
      createdAt: credit.createdAt.toISOString(),
    })),
  };
}

export async function adjustBalance(db: Database, actor: LeaveActor, employeeId: string, input: Adjustment) {
  await db.transaction(async (tx) => {
    await checkedEmployeeAndPeriod(tx, actor.companyId, employeeId, input.periodStart);
    await insertAdjustment(tx, {
      companyId: actor.companyId,
      employeeId,
      periodStart: input.periodStart,
      days: input.days,
      reason: input.reason,
      authorId: actor.authorId,
      authorName: actor.authorName,
      createdAt: actor.now,
    });
  });
  return { message: LEAVE_MESSAGES.adjustmentRecorded };
}

export async function setOpeningBalance(
  db: Database,
  actor: LeaveActor,
  employeeId: string,
  input: { periodStart: string; days: number },
) {
  await db.transaction(async (tx) => {
    await checkedEmployeeAndPeriod(tx, actor.companyId, employeeId, input.periodStart);
    await saveOpeningBalance(tx, {
      companyId: actor.companyId,
      employeeId,
      periodStart: input.periodStart,
      days: input.days,
      authorId: actor.authorId,
      authorName: actor.authorName,
      createdAt: actor.now,
    });
  });
  return { message: LEAVE_MESSAGES.openingBalanceSaved };
}

/** The employee is the company's and active; the date starts one of its reference periods. */
async function checkedEmployeeAndPeriod(
  tx: Executor,
  companyId: string,
  employeeId: string,
  periodStart: string,
) {
  if (!(await findActiveEmployee(tx, companyId, employeeId, { forUpdate: true }))) {
    throw new AppError('EMPLOYEE_NOT_FOUND', 404, LEAVE_MESSAGES.employeeNotFound);
  }
  const { rules } = await leaveCalendarOf(tx, companyId);
  if (referencePeriodOf(periodStart, rules.referenceStartMonth).start !== periodStart) {
    throw new AppError('BAD_PERIOD', 400, LEAVE_MESSAGES.badPeriod, {
      periodStart: LEAVE_MESSAGES.badPeriod,
    });
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
