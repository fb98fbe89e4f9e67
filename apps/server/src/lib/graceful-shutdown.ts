import type { FastifyBaseLogger } from 'fastify';

export interface GracefulShutdownOptions {
  log: FastifyBaseLogger;
  /** Stops taking requests, waits for those in flight and the jobs in progress, closes the database. */
  close: () => Promise<void>;
  /** Past this, the process exits anyway: an orchestrator kills it soon after SIGTERM in any case. */
  timeoutMs: number;
  exit?: (code: number) => void;
  /** Where signals and unhandled errors are heard; tests pass their own emitter. */
  events?: Pick<NodeJS.EventEmitter, 'on'>;
}

/**
 * SIGTERM and SIGINT close the server once and exit 0; a second signal or the timeout exits 1 at
 * once. A rejection or an exception nobody handled is logged, then closes the server the same way
 * (exit 1): the process state is unknown, and the orchestrator starts a fresh one.
 */
export function installGracefulShutdown({
  log,
  close,
  timeoutMs,
  exit = process.exit,
  events = process,
}: GracefulShutdownOptions): void {
  let closing = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (closing) {
      log.warn({ reason }, 'second stop request while closing: exiting now');
      exit(1);
      return;
    }
    closing = true;
    log.info({ reason, timeoutMs }, 'shutting down: no new requests, finishing those in flight');
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown took too long: exiting without waiting further');
      exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        clearTimeout(timer);
        log.info('shut down cleanly');
        exit(exitCode);
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  events.on('SIGTERM', () => shutdown('SIGTERM', 0));
  events.on('SIGINT', () => shutdown('SIGINT', 0));
  events.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled promise rejection');
    shutdown('unhandledRejection', 1);
  });
  events.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    shutdown('uncaughtException', 1);
  });
}
