import pg from 'pg';
import { type Database, drizzleOnPostgres, type Executor } from './client';

/** Each pooled connection's own drizzle handle, kept as long as the pool keeps the connection. */
const connectionHandles = new WeakMap<pg.PoolClient, Database>();

function handleOf(connection: pg.PoolClient): Database {
  let handle = connectionHandles.get(connection);
  if (!handle) {
    handle = drizzleOnPostgres(connection);
    connectionHandles.set(connection, handle);
  }
  return handle;
}

/**
 * Runs `work` in a transaction on one pooled connection and hands it that connection's own drizzle
 * handle, the same each time the pool lends the connection again: statements built once per handle
 * (preparedOnce) are then built once per connection. Drizzle's `db.transaction` hands out a new
 * handle every time, so a busy path's statements would be built on every transaction. On PGlite,
 * a single connection with no pool, it is `db.transaction`.
 */
export async function transactionOnPooledConnection<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const connection = await pool.connect();
  try {
    const handle = handleOf(connection);
    // On a single connection drizzle runs begin, commit or rollback on that connection itself.
    return await handle.transaction(() => work(handle));
  } finally {
    connection.release();
  }
}
