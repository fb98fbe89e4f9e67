import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';
/** A transaction handle or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');
/** Any constant works; it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 472_019;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir: string;
}

/** Opens the database and brings its schema up to date before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 20, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it, and queries report their own errors.
  });
  const db = drizzleNodePostgres(pool) as unknown as Database;
  const lockClient = await pool.connect();
  try {
    // Several instances may start together: only one applies the migrations, the others wait.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => {};
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  try {
    // No index uses pg_trgm any more (0006, 0007), but migration 0003 creates it and a landed migration
    // is never edited: a fresh embedded database must still be able to run it.
    const client = new PGlite(dataDir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const close = async () => {
      await client.close();
      releaseLock();
    };
    return { db: db as unknown as Database, kind: 'pglite', close };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
