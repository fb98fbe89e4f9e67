import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../server-root';
import { lockDataDir } from './data-dir-lock';
import { prepareDeclaredStatements } from './statement-warm-up';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';
/** A transaction handle or the database itself: repositories accept either. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, shared with the job queue; absent on PGlite. */
  pool?: pg.Pool;
  /** PGlite only: its whole data folder as a tarball, to open copies of it (`initialDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Any constant works; it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 472_019;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir: string;
  /**
   * PGlite only: a data folder dumped by `dumpDataDir` to start from instead of an empty one (the
   * tests start every database from one migrated copy); pending migrations still apply on top.
   */
  initialDataDir?: Blob | undefined;
  /**
   * Apply pending migrations (the default). When false, PostgreSQL's schema is only checked and a
   * pending migration stops the start: production migrates in its own release step. The embedded
   * database always migrates, since nothing else can open it.
   */
  migrate?: boolean;
  /**
   * PostgreSQL connections the pool holds, all opened before the server takes requests and kept
   * open (a fixed-size pool). A pool that closes idle connections opens them again in the next
   * burst, each a new PostgreSQL backend with cold caches: at 200 punches/s that stalled every punch
   * in flight for 50 to 450 ms (docs/decisions/034-connection-pool.md). Unset (tests),
   * connections open as needed and are kept.
   */
  openConnections?: number;
}

export class PendingMigrationsError extends Error {
  constructor(pending: number) {
    super(
      `La base de données attend ${pending} migration(s)\u202f: lancez «\u202fnpm run db:migrate\u202f» avant de démarrer le serveur (ou MIGRATE_ON_START=true).`,
    );
    this.name = 'PendingMigrationsError';
  }
}

/** Opens the database and brings its schema up to date before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.migrate ?? true, options.openConnections);
  }
  return openPglite(options.dataDir, options.initialDataDir);
}

const DEFAULT_POOL_SIZE = 20;

/** Drizzle on PostgreSQL's pool, or on one of its connections (db/connection-transaction.ts). */
export const drizzleOnPostgres = (client: pg.Pool | pg.PoolClient) =>
  drizzleNodePostgres(client) as unknown as Database;

async function openPostgres(
  connectionString: string,
  migrate: boolean,
  openConnections: number | undefined,
): Promise<DatabaseHandle> {
  // On a connection of its own, closed after: every pooled connection then opens on the schema its
  // statements are prepared against.
  if (migrate) await migratePostgres(connectionString);
  const size = openConnections ?? DEFAULT_POOL_SIZE;
  // `min` equal to `max`: no connection is ever closed for being idle.
  const pool = new pg.Pool({
    connectionString,
    max: size,
    min: size,
    connectionTimeoutMillis: 5_000,
    // Every connection, a replaced one too, prepares the named statements before its first request.
    onConnect: (client) => prepareDeclaredStatements(client, drizzleOnPostgres(client as pg.PoolClient)),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it, and queries report their own errors.
  });
  const db = drizzleOnPostgres(pool);
  try {
    if (!migrate) await refusePendingMigrations(pool);
    if (openConnections) await openEveryConnection(pool, openConnections);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** Opens `count` connections at once (each `connect` holds its own until released). */
async function openEveryConnection(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // Several instances may start together: only one applies the migrations, the others wait.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** Drizzle's own rule: a migration is pending when it is newer than the last one recorded. */
async function refusePendingMigrations(pool: pg.Pool): Promise<void> {
  const applied = await pool
    .query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations')
    .then(
      (result) => Number(result.rows[0]?.last ?? 0),
      (error: { code?: string }) => {
        // A database never migrated has no drizzle schema or table yet: every migration is pending.
        if (error.code === '3F000' || error.code === '42P01') return 0;
        throw error;
      },
    );
  const pending = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).filter(
    (migration) => migration.folderMillis > applied,
  ).length;
  if (pending > 0) throw new PendingMigrationsError(pending);
}

async function openPglite(dataDir: string, initialDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => {};
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  try {
    // pg_trgm serves the Employés search's trigram index (employees_search_trgm_idx, decision 006);
    // migrations 0003 and 0021 create the extension, so even a fresh embedded database needs it.
    const client = new PGlite(dataDir, {
      extensions: { pg_trgm },
      ...(initialDataDir && { loadDataDir: initialDataDir }),
    });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const close = async () => {
      await client.close();
      releaseLock();
    };
    const dumpDataDir = () => client.dumpDataDir('none');
    return { db: db as unknown as Database, kind: 'pglite', close, dumpDataDir };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
