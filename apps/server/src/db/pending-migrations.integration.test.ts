import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PendingMigrationsError } from './client';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a server starting on PostgreSQL', () => {
  const name = `pointeo_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() : '';

  async function admin(sql: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    return client.query(sql, values).finally(() => client.end());
  }

  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('refuses to start on a database that was never migrated, then starts once it is (MIGRATE_ON_START=false)', async () => {
    await admin(`create database ${name}`);
    await expect(openDatabase({ databaseUrl, dataDir: '', migrate: false })).rejects.toBeInstanceOf(
      PendingMigrationsError,
    );
    const migrated = await openDatabase({ databaseUrl, dataDir: '', migrate: true });
    await migrated.close();
    const checked = await openDatabase({ databaseUrl, dataDir: '', migrate: false });
    await checked.close();
    expect(checked.kind).toBe('postgres');
  });

  it('opens every connection of its pool before taking requests', async () => {
    const database = await openDatabase({ databaseUrl, dataDir: '', migrate: true, openConnections: 4 });
    try {
      const { rows } = await admin('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      expect(rows[0].n).toBe(4);
      expect(database.pool?.idleCount).toBe(4);
    } finally {
      await database.close();
    }
  });
});
