import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from './job-queue';

/**
 * The embedded database's queue: jobs run in this process, with the same retries and backoff as
 * pg-boss but kept in memory, so a retry still waiting when the process stops is lost (logged).
 * PGlite is a single process by construction, so "once across instances" holds trivially.
 */
export function createInProcessQueue(log: FastifyBaseLogger): JobQueue {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const inProgress = new Set<Promise<void>>();
  const retries = new Set<NodeJS.Timeout>();
  const intervals = new Set<NodeJS.Timeout>();
  let stopped = false;

  const definition = (name: string) => {
    const job = definitions.get(name);
    if (!job) throw new Error(`job ${name} is not defined`);
    return job;
  };

  const track = (work: Promise<void>) => {
    inProgress.add(work);
    void work.finally(() => inProgress.delete(work));
    return work;
  };

  const later = (delayMs: number, action: () => void) => {
    const timer = setTimeout(() => {
      retries.delete(timer);
      action();
    }, delayMs);
    retries.add(timer);
  };

  const attempt = (job: JobDefinition<unknown>, data: unknown, retry: number): Promise<void> =>
    track(
      job.run(data).catch((error: unknown) => {
        if (retry >= job.retryLimit || stopped) {
          log.error({ err: error, job: job.name, retry }, 'job failed for good');
          return;
        }
        const delayMs = job.retryDelaySeconds * 1000 * 2 ** retry;
        log.warn({ err: error, job: job.name, retry, delayMs }, 'job failed, retrying later');
        later(delayMs, () => void attempt(job, data, retry + 1));
      }),
    );

  return {
    kind: 'in-process',
    async define(job) {
      definitions.set(job.name, job as JobDefinition<unknown>);
    },
    async send(name, data) {
      if (stopped) throw new Error(`job queue stopped: ${name} not queued`);
      void attempt(definition(name), data, 0);
    },
    async every(periodic, intervalMs) {
      const job = { ...periodic, retryLimit: 0, retryDelaySeconds: 0 };
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running || stopped) return;
        running = attempt(job, undefined, 0).finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
      intervals.add(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of intervals) clearInterval(timer);
      for (const timer of retries) clearTimeout(timer);
      if (retries.size > 0)
        log.warn({ dropped: retries.size }, 'in-process job queue stopped with retries pending');
      await Promise.all(inProgress);
    },
  };
}
