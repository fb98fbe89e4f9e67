import { AUDIT_RETENTION_DAYS } from '@pointeo/domain/audit';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';
import type { PeriodicJob } from '../../jobs/job-queue';
import { olderThanDays, purgeJob } from '../../jobs/purge-job';

export const AUDIT_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Deletes the events over a year old (decision 081); the app's job queue runs it every 6 hours. */
export function auditPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return purgeJob(
    'purge-audit-events',
    db,
    { table: auditEvents, column: auditEvents.at },
    now,
    olderThanDays(AUDIT_RETENTION_DAYS),
  );
}
