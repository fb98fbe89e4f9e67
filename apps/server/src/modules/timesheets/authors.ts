import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type { Author } from '@pointeo/domain/timesheets';

/** Corrections and validations are signed by the company account until manager accounts exist. */
export function authorOf(id: string): Author {
  return { id, name: TIMESHEET_MESSAGES.companyAccount };
}
