import type { KioskLeaveRequest } from '@pointeo/domain/leave';
import {
  KIOSK_DAILY_REQUESTS_LIMIT,
  KIOSK_PENDING_REQUESTS_LIMIT,
  LEAVE_MESSAGES,
} from '@pointeo/domain/leave-messages';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertLeaveRequest } from './absences';
import { recordRequestNotice } from './notices';
import { countKioskRequests } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Demander un congé' at the kiosk, once the clock module named the employee by their PIN and holds
 * their row lock (clock/kiosk-leave-requests.ts): the request is recorded 'En attente' for the
 * company to answer. One PIN cannot flood the 'Demandes' list: at most KIOSK_PENDING_REQUESTS_LIMIT
 * waiting and KIOSK_DAILY_REQUESTS_LIMIT in 24 hours per employee, counted behind that lock, held
 * until the request is stored, so two kiosks at once cannot both take the last place. Returns the
 * paid-leave balance before and after the request, the warning of an overdraft the company allows,
 * and the notice of the e-mail the company is owed, which the caller queues once committed
 * (decision 048).
 */
export async function recordKioskLeaveRequest(
  tx: Executor,
  companyId: string,
  employeeId: string,
  request: Omit<KioskLeaveRequest, 'pin'>,
  now: Date,
) {
  await refuseBeyondEmployeeLimits(tx, companyId, employeeId, now);
  try {
    const { absenceId, balance, warning } = await insertLeaveRequest(tx, companyId, employeeId, request, now);
    const noticeId = await recordRequestNotice(tx, companyId, absenceId, now);
    return { balance, warning, noticeId };
  } catch (error) {
    // The employee reads it: 'Cet employé…' is the company's wording.
    if (error instanceof AppError && error.code === 'ABSENCE_OVERLAP')
      throw new AppError('ABSENCE_OVERLAP', 409, LEAVE_MESSAGES.kioskOverlap);
    throw error;
  }
}

async function refuseBeyondEmployeeLimits(tx: Executor, companyId: string, employeeId: string, now: Date) {
  const { pending, recent } = await countKioskRequests(
    tx,
    companyId,
    employeeId,
    new Date(now.getTime() - DAY_MS),
  );
  if (pending >= KIOSK_PENDING_REQUESTS_LIMIT)
    throw new AppError('TOO_MANY_PENDING_REQUESTS', 409, LEAVE_MESSAGES.tooManyPending);
  if (recent >= KIOSK_DAILY_REQUESTS_LIMIT)
    throw new AppError('TOO_MANY_REQUESTS_TODAY', 429, LEAVE_MESSAGES.tooManyToday);
}
