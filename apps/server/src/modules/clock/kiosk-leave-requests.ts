import type { KioskLeaveRequest } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import type { Database, Executor } from '../../db/client';
import { type LeaveNotices, previewDraws, recordKioskLeaveRequest } from '../leave';
import { identifyEmployeeByPin, type KioskDevice, unknownPinError } from './service';
import type { WrongPinStore } from './wrong-pin-store';

type PinEmployee = NonNullable<Awaited<ReturnType<typeof identifyEmployeeByPin>>>;

/**
 * 'Demander un congé' at the kiosk: the PIN names the employee through the kiosk's wrong-PIN budget
 * (a wrong PIN is counted like a punch's, and a spent budget refuses with 429 before any check), then
 * leave records the request behind the employee's row lock, in the same transaction, with the e-mail
 * the company is owed, queued once committed (decision 048).
 */
export async function requestLeaveAtKiosk(
  db: Database,
  notices: LeaveNotices,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  input: KioskLeaveRequest,
  now: Date,
) {
  const { pin, ...request } = input;
  const { employee, result } = await withEmployeeOfPin(db, wrongPins, device, pin, now, (tx, found) =>
    recordKioskLeaveRequest(tx, device.companyId, found.id, request, now),
  );
  const { balance, warning, noticeId } = result;
  await notices.queue([noticeId]);
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
  const { result } = await withEmployeeOfPin(db, wrongPins, device, pin, now, (tx, found) =>
    previewDraws(tx, device.companyId, found.id, request, now),
  );
  return result;
}

/** The PIN names the employee, in one transaction with the work done for them; a wrong PIN is a 404. */
async function withEmployeeOfPin<T>(
  db: Database,
  wrongPins: WrongPinStore,
  device: KioskDevice,
  pin: string,
  now: Date,
  work: (tx: Executor, employee: PinEmployee) => Promise<T>,
): Promise<{ employee: PinEmployee; result: T }> {
  const done = await db.transaction(async (tx) => {
    const employee = await identifyEmployeeByPin(tx, wrongPins, device, pin, now);
    return employee && { employee, result: await work(tx, employee) };
  });
  if (!done) throw unknownPinError();
  return done;
}
