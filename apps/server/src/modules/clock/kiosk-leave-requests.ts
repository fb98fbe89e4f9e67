import type { KioskLeaveRequest } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import type { Database } from '../../db/client';
import { previewDraws, recordKioskLeaveRequest } from '../leave';
import { identifyEmployeeByPin, type KioskDevice, unknownPinError } from './service';
import type { WrongPinStore } from './wrong-pin-store';

/**
 * 'Demander un congé' at the kiosk: the PIN names the employee through the kiosk's wrong-PIN budget
 * (a wrong PIN is counted like a punch's, and a spent budget refuses with 429 before any check), then
 * leave records the request behind the employee's row lock, in the same transaction.
 */
export async function requestLeaveAtKiosk(
  db: Database,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  input: KioskLeaveRequest,
  now: Date,
) {
  const { pin, ...request } = input;
  const recorded = await db.transaction(async (tx) => {
    const found = await identifyEmployeeByPin(tx, wrongPins, device, pin, now);
    if (!found) return undefined;
    return {
      employee: found,
      ...(await recordKioskLeaveRequest(tx, device.companyId, found.id, request, now)),
    };
  });
  if (!recorded) throw unknownPinError();
  const { employee, balance, warning } = recorded;
  // The balance before and after the request, and an overdraft the company allows (decision 046).
  return {
    message: LEAVE_MESSAGES.requestSent,
    firstName: employee.firstName,
    balance,
    ...(warning && { warning }),
  };
}

/**
 * The kiosk form's balance before and after, once the employee typed their PIN and the dates
 * (decision 046): the PIN spends the same wrong-PIN budget; nothing else is written.
 */
export async function previewLeaveAtKiosk(
  db: Database,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  input: KioskLeaveRequest,
  now: Date,
) {
  const { pin, ...request } = input;
  const preview = await db.transaction(async (tx) => {
    const found = await identifyEmployeeByPin(tx, wrongPins, device, pin, now);
    return found && previewDraws(tx, device.companyId, found.id, request, now);
  });
  if (!preview) throw unknownPinError();
  return preview;
}
