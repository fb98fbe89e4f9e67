import { z } from './zod';

/** GET /api/health, for load balancers and the browser tests: 200 when the database answers, 503 otherwise. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.output<typeof healthSchema>;
