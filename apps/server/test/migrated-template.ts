import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped: every test database on PGlite starts as a copy of it. */
    pgliteTemplatePath: string;
    /** On PostgreSQL (DATABASE_URL), a migrated database every test database is created from. */
    postgresTemplateName: string;
    /**
     * How a test database copies it: `strategy file_copy` from PostgreSQL 15 on, whose default
     * (`wal_log`) writes the 11 MB template through the WAL again for every test app. PostgreSQL 15,
     * 2 cores: 207 ms a copy against 50, the database tests 150 s against 138 back to back. Before
     * 15, a file copy is the only way and the clause does not exist.
     */
    postgresCopyStrategy: string;
  }
}

/**
 * Vitest's global setup for the server tests: migrates one database per run, so each test file
 * copies it instead of running every migration again (about 8 s a database on PGlite, 1 s a copy).
 * Only the template the run uses: PostgreSQL's with DATABASE_URL, PGlite's without.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? migratePostgresTemplate(project, serverUrl) : migratePgliteTemplate(project);
}

async function migratePgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'pointeo-test-template-'));
  const pglite = await openDatabase({ dataDir: 'memory://' });
  const pgliteTemplatePath = join(folder, 'pglite.tar');
  const dump = await pglite.dumpDataDir?.();
  await pglite.close();
  if (!dump) throw new Error('PGlite gave no dump of its data folder');
  await writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', pgliteTemplatePath);
  return () => rm(folder, { recursive: true, force: true });
}

async function migratePostgresTemplate(project: TestProject, serverUrl: string) {
  const name = `pointeo_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await template.close();
  project.provide('postgresTemplateName', name);
  const [server] = await adminQuery(
    serverUrl,
    `select current_setting('server_version_num')::int as version`,
  );
  project.provide('postgresCopyStrategy', Number(server?.version) >= 150000 ? ' strategy file_copy' : '');
  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
}

/** One statement on its own connection, and the rows it returned. */
export async function adminQuery(url: string, statement: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(statement);
    return rows;
  } finally {
    await client.end();
  }
}
