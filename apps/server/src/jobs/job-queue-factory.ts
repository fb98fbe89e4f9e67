import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { createInProcessQueue } from './in-process-queue';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

/** pg-boss on PostgreSQL; in this process on embedded PGlite, whose one connection pg-boss cannot share. */
export function createJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  stopTimeoutMs: number,
): Promise<JobQueue> {
  if (database.pool) return createPgBossQueue({ pool: database.pool, log, stopTimeoutMs });
  return Promise.resolve(createInProcessQueue(log));
}
