import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs`, never two runs at once in this process (other instances are kept
 * apart by the database: SKIP LOCKED claims and recorded event ids). Returns a stop function.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  work: () => Promise<number>;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { name, intervalMs, work, log } = options;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .then((count) => {
        if (count > 0) log.info({ job: name, count }, 'billing job applied period ends');
      })
      .catch((error: unknown) => log.error({ err: error, job: name }, 'billing job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
