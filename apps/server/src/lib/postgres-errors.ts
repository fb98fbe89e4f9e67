interface PostgresError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The unique constraint a query broke (pg and PGlite both report it, possibly wrapped by Drizzle). */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current = error as PostgresError | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return current.constraint ?? 'unknown';
    current = current.cause as PostgresError | undefined;
  }
  return undefined;
}
