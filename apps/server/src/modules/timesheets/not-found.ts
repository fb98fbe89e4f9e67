import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import { AppError } from '../../lib/app-error';

export const entryNotFound = () => new AppError('ENTRY_NOT_FOUND', 404, TIMESHEET_MESSAGES.entryNotFound);
export const employeeNotFound = () =>
  new AppError('EMPLOYEE_NOT_FOUND', 404, TIMESHEET_MESSAGES.employeeNotFound);
