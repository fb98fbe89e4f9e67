/**
 * Work that must survive a failure or run once across instances (mail, renewals, purges, later
 * webhooks) goes through a JobQueue: pg-boss on PostgreSQL, an in-process queue on embedded PGlite
 * (one process only ever opens its data folder). Decision record 020.
 */
export interface JobDefinition<Data> {
  name: string;
  /** Retries after a failure, each `retryDelaySeconds` × 2ⁿ later (exponential backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  run(data: Data): Promise<void>;
}

/** Work done on a schedule, with no data; a failed run waits for the next one. */
export interface PeriodicJob {
  name: string;
  run(): Promise<void>;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a job and starts working on it in this instance. */
  define<Data>(job: JobDefinition<Data>): Promise<void>;
  /** Queues one run; it is stored before this resolves (pg-boss) and retried on failure. */
  send<Data>(name: string, data: Data): Promise<void>;
  /**
   * Runs the job every `intervalMs` with no data, never two runs at once across instances (pg-boss:
   * a 'stately' queue holds one waiting and one running job at most, whoever queued them).
   */
  every(job: PeriodicJob, intervalMs: number): Promise<void>;
  /** Stops queueing and taking jobs, and waits for those in progress. */
  stop(): Promise<void>;
}
