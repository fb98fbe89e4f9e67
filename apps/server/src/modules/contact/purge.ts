import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';
import type { PeriodicJob } from '../../jobs/job-queue';

export const CONTACT_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The CNIL's reference for prospects: three years after their last contact (decision 087). */
const CONTACT_RETENTION_YEARS = 3;

/** Deletes the contact messages sent over three years ago; the app's job queue runs it every 6 hours. */
export function contactPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return {
    name: 'purge-contact-messages',
    async run() {
      const before = new Date(now());
      before.setUTCFullYear(before.getUTCFullYear() - CONTACT_RETENTION_YEARS);
      await db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, sql`${before.toISOString()}::timestamptz`));
    },
  };
}
