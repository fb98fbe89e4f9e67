import { AUDIT_RETENTION_DAYS } from '@pointeo/domain/audit';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';
import type { PeriodicJob } from '../../jobs/job-queue';
import { purgeJob } from '../../jobs/purge-job';

export const AUDIT_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the events over a year old (decision 081); the app's job queue runs it every 6 hours. */
export function auditPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return purgeJob(
    'purge-audit-events',
    db,
    { table: auditEvents, column: auditEvents.at },
    now,
    (at) => new Date(at.getTime() - AUDIT_RETENTION_DAYS * DAY_MS),
  );
}
