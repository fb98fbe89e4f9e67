import type { KioskLeaveRequest } from '@pointeo/domain/leave';
import {
  KIOSK_DAILY_REQUESTS_LIMIT,
  KIOSK_PENDING_REQUESTS_LIMIT,
  LEAVE_MESSAGES,
} from '@pointeo/domain/leave-messages';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { identifyEmployeeByPin, type KioskDevice, unknownPinError } from '../clock/service';
import type { WrongPinStore } from '../clock/wrong-pin-store';
import { insertLeaveRequest } from './absences';
import { countKioskRequests } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Demander un congé' at the kiosk: the PIN names the employee through the clock module's wrong-PIN
 * budget (a wrong PIN is counted like a punch's, and a spent budget refuses with 429 before any
 * check), then the request is recorded 'En attente' for the company to answer. One PIN cannot flood
 * the 'Demandes' list: at most KIOSK_PENDING_REQUESTS_LIMIT waiting and KIOSK_DAILY_REQUESTS_LIMIT in
 * 24 hours per employee, counted behind the employee's row lock, which the PIN check holds until
 * the request is stored, so two kiosks at once cannot both take the last place.
 */
export async function requestLeaveAtKiosk(
  db: Database,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  input: KioskLeaveRequest,
  now: Date,
) {
  const { pin, ...request } = input;
  const employee = await db.transaction(async (tx) => {
    const found = await identifyEmployeeByPin(tx, wrongPins, device, pin, now);
    if (!found) return found;
    await refuseBeyondEmployeeLimits(tx, device.companyId, found.id, now);
    try {
      await insertLeaveRequest(tx, device.companyId, found.id, request, now);
    } catch (error) {
      // The employee reads it: 'Cet employé…' is the company's wording.
      if (error instanceof AppError && error.code === 'ABSENCE_OVERLAP')
        throw new AppError('ABSENCE_OVERLAP', 409, LEAVE_MESSAGES.kioskOverlap);
      throw error;
    }
    return found;
  });
  if (!employee) throw unknownPinError();
  return { message: LEAVE_MESSAGES.requestSent, firstName: employee.firstName };
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
