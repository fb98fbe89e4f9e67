import { z } from './zod';

/**
 * GET /api/health/ready (and /api/health, its older name, for the browser tests and existing
 * probes): 200 when the database answers, 503 otherwise or while the server shuts down.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.output<typeof healthSchema>;

/** GET /api/health/live: the process answers; says nothing of the database, so an outage never restarts it. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.output<typeof livenessSchema>;
