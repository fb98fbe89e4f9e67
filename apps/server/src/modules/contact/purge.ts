import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';
import type { PeriodicJob } from '../../jobs/job-queue';
import { purgeJob } from '../../jobs/purge-job';

export const CONTACT_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The CNIL's reference for prospects: three years after their last contact (decision 087). */
const CONTACT_RETENTION_YEARS = 3;

/** Deletes the contact messages sent over three years ago; the app's job queue runs it every 6 hours. */
export function contactPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return purgeJob(
    'purge-contact-messages',
    db,
    { table: contactMessages, column: contactMessages.createdAt },
    now,
    (at) => {
      const before = new Date(at);
      before.setUTCFullYear(before.getUTCFullYear() - CONTACT_RETENTION_YEARS);
      return before;
    },
  );
}
