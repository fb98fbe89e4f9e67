import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import { AppError } from '../../lib/app-error';

export const entryNotFound = () => new AppError('ENTRY_NOT_FOUND', 404, TIMESHEET_MESSAGES.entryNotFound);
export const employeeNotFound = () =>
  new AppError('EMPLOYEE_NOT_FOUND', 404, TIMESHEET_MESSAGES.employeeNotFound);

/** Any hexadecimal uuid, as PostgreSQL reads one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is unknown like another company's: 404, before it reaches a uuid column. */
export function requireUuid(id: string, notFound: () => AppError): void {
  if (!UUID.test(id)) throw notFound();
}
