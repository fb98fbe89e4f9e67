import type { Absence, AbsencePreview, CreateAbsence } from '@pointeo/domain/leave';
import { type BalanceAbsence, type BalanceDraw, balanceDraws } from '@pointeo/domain/leave-balance';
import {
  kioskOverdraftRefusal,
  LEAVE_MESSAGES,
  overdraftRefusal,
  overdraftWarning,
} from '@pointeo/domain/leave-messages';
import { parisDateAndTime } from '@pointeo/domain/paris-calendar';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { typeOfCompany } from './absence-types';
import { asBalanceAbsence, balanceInputOf } from './balances';
import { type LeaveCalendar, leaveCalendarOf } from './leave-settings';
import {
  type AbsenceRow,
  findActiveEmployee,
  type LeaveEmployeeRow,
  listAbsences,
  listCredits,
} from './repository';

/**
 * What an absence taking paid leave does to the balance (decision 046): the balance before and after
 * it, shown with each request, and the overdraft check at 'Saisir une absence', at the kiosk and at
 * 'Approuver'. The callers hold the employee's row lock, so two approvals cannot both spend the last
 * days.
 */

/** The balance before and after the absence, per period; none for a type that does not take paid leave. */
export async function drawsOf(
  db: Executor,
  companyId: string,
  employee: Pick<LeaveEmployeeRow, 'id' | 'createdAt' | 'hireDate' | 'archivedAt' | 'alsaceMoselle'>,
  absence: BalanceAbsence,
  calendar: LeaveCalendar,
  now: Date,
): Promise<BalanceDraw[]> {
  if (!absence.takesPaidLeave) return [];
  const [approved, credits] = await Promise.all([
    listAbsences(db, companyId, { employeeId: employee.id, status: 'approved' }),
    listCredits(db, companyId, employee.id),
  ]);
  const today = parisDateAndTime(now).date;
  return balanceDraws(balanceInputOf(employee, approved, credits, calendar, today), absence);
}

/**
 * 'Saisir une absence' before it is sent: the balance before and after, and whether the company lets
 * it go below zero. Nothing is written.
 */
export async function previewDraws(
  db: Executor,
  companyId: string,
  employeeId: string,
  input: CreateAbsence,
  now: Date,
): Promise<AbsencePreview> {
  const employee = await findActiveEmployee(db, companyId, employeeId);
  if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND', 404, LEAVE_MESSAGES.employeeNotFound);
  const [type, calendar] = await Promise.all([
    typeOfCompany(db, companyId, input.typeId),
    leaveCalendarOf(db, companyId),
  ]);
  const balance = await drawsOf(
    db,
    companyId,
    employee,
    { ...input, accrual: type.accrual, takesPaidLeave: type.takesPaidLeave },
    calendar,
    now,
  );
  return { balance, allowNegativeBalance: calendar.allowNegativeBalance };
}

/**
 * Refuses an overdraft (409 BALANCE_OVERDRAWN) unless 'Autoriser un solde négatif' is on; then
 * returns the warning to show. The kiosk's refusal speaks to the employee.
 */
export function checkOverdraft(
  draws: readonly BalanceDraw[],
  { allowNegativeBalance }: Pick<LeaveCalendar, 'allowNegativeBalance'>,
  audience: 'company' | 'kiosk',
): string | undefined {
  const overdraft = draws.find((draw) => draw.after < 0);
  if (!overdraft) return undefined;
  if (allowNegativeBalance) return overdraftWarning(overdraft);
  const message = audience === 'kiosk' ? kioskOverdraftRefusal(overdraft) : overdraftRefusal(overdraft);
  throw new AppError('BALANCE_OVERDRAWN', 409, message);
}

/**
 * The balance before and after each request waiting on this page that takes paid leave: one query
 * for their employees' approved absences, one for the company's credits.
 */
export async function pendingDraws(
  db: Executor,
  companyId: string,
  rows: readonly AbsenceRow[],
  calendar: LeaveCalendar,
  now: Date,
): Promise<Map<string, Absence['balance']>> {
  const waiting = rows.filter((row) => row.status === 'pending' && row.takesPaidLeave);
  const draws = new Map<string, Absence['balance']>();
  if (waiting.length === 0) return draws;
  const employeeIds = [...new Set(waiting.map((row) => row.employeeId))];
  const [approved, credits] = await Promise.all([
    listAbsences(db, companyId, { employeeIds, status: 'approved' }),
    listCredits(db, companyId),
  ]);
  const today = parisDateAndTime(now).date;
  for (const row of waiting) {
    const employee = {
      createdAt: row.employeeCreatedAt,
      hireDate: row.hireDate,
      archivedAt: row.employeeArchivedAt,
      alsaceMoselle: row.alsaceMoselle,
    };
    const input = balanceInputOf(
      employee,
      approved.filter((absence) => absence.employeeId === row.employeeId),
      credits.filter((credit) => credit.employeeId === row.employeeId),
      calendar,
      today,
    );
    draws.set(row.id, balanceDraws(input, asBalanceAbsence(row)));
  }
  return draws;
}
