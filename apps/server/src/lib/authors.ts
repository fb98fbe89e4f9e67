import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type { Author } from '@pointeo/domain/timesheets';

const KIOSK = 'kiosk';

/** The author id of a punch cancelled at a kiosk by its employee: 'kiosk:<device id>'. */
export const kioskAuthorId = (deviceId: string) => [KIOSK, deviceId].join(':');

/**
 * Corrections and validations are signed by the company account until manager accounts exist; a
 * punch cancelled at a kiosk, by the employee who typed their PIN there.
 */
export function authorOf(id: string): Author {
  if (id.split(':')[0] === KIOSK) return { id, name: TIMESHEET_MESSAGES.employeeAtKiosk };
  return { id, name: TIMESHEET_MESSAGES.companyAccount };
}
