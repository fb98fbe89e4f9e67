import { positionRetentionStart } from '@pointeo/domain/punch-position';
import type { Database } from '../../db/client';
import type { PeriodicJob } from '../../jobs/job-queue';
import { deletePositionsReadBefore } from './repository/punch-positions';

/**
 * The purge of positions read at phone punches (decision 069): a position is kept two months at most
 * (POSITION_RETENTION_MONTHS, LEGAL.md), then deleted; the punch stays. Run every hour rather than
 * once a day: a queue's interval restarts with the server, and a server restarted more often than
 * daily would otherwise never purge. Each run is one ranged delete on `recorded_at`.
 */
export const PUNCH_POSITIONS_PURGE_JOB = 'purge-punch-positions';
export const PUNCH_POSITIONS_PURGE_INTERVAL_MS = 60 * 60_000;

export function punchPositionsPurgeJob(db: Database, now: () => Date): PeriodicJob {
  return {
    name: PUNCH_POSITIONS_PURGE_JOB,
    run: () => purgePunchPositions(db, now()).then(() => {}),
  };
}

/** Deletes the positions read over two months before `now`; returns how many. */
export function purgePunchPositions(db: Database, now: Date): Promise<number> {
  return deletePositionsReadBefore(db, positionRetentionStart(now));
}
