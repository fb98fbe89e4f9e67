import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { DatabaseHandle } from './client';
import { declaredStatements, namedStatement } from './prepared-once';
import { employees } from './schema/accounts';

// Declared as a module declares its own when it loads, before any connection opens.
namedStatement('warm_up_test_employee', (db) =>
  db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, sql.placeholder('id'))),
);

/** Named statements are per connection: only PostgreSQL's pool has several (issue 34). */
describe.skipIf(!process.env.DATABASE_URL)('a pooled connection as it opens', () => {
  let database: DatabaseHandle;
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    pool = database.pool!;
    await database.db.execute(sql`create table warm_up_probe (label text not null)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const preparedOn = async (client: pg.PoolClient) =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
      (row) => row.name,
    );
  const punchStatements = () => declaredStatements().map((statement) => statement.name);

  it('has prepared every named statement before its first request', async () => {
    expect(punchStatements()).toContain('warm_up_test_employee');
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      for (const client of clients) {
        expect(await preparedOn(client)).toEqual(expect.arrayContaining(punchStatements()));
      }
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('prepares them on a connection that replaces a lost one too', async () => {
    const held = await Promise.all([pool.connect(), pool.connect()]);
    held[0]!.release(true);
    const replacement = await pool.connect();
    try {
      expect(await preparedOn(replacement)).toEqual(expect.arrayContaining(punchStatements()));
    } finally {
      replacement.release();
      held[1]!.release();
    }
  });

  it("runs a new connection's first request after the warm-up's transaction, never inside it", async () => {
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    // Each held connection is busy: the next one the pool hands out is a new one.
    const fresh = await pool.connect();
    await fresh.query(`insert into warm_up_probe values ('kept')`);
    fresh.release();
    for (const client of held) client.release();
    const { rows } = await pool.query<{ count: string }>('select count(*) from warm_up_probe');
    expect(rows[0]!.count).toBe('1');
  });
});
