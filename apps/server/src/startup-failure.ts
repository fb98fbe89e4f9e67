import { ConfigError } from './config';
import { PendingMigrationsError } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';

const EXPLAINED_FAILURES = [ConfigError, DataDirInUseError, PendingMigrationsError];

/** Prints why a command could not start (its French message alone when the failure is one we explain) and exits 1. */
export function exitOnStartupFailure(what: string, error: unknown): never {
  if (EXPLAINED_FAILURES.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
  } else {
    console.error(`${what} :`, error);
  }
  process.exit(1);
}
