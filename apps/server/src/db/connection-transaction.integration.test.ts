import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { DatabaseHandle, Executor } from './client';
import { transactionOnPooledConnection } from './connection-transaction';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table transaction_probe (label text not null)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The rows of a raw statement (drizzle types them per driver; both drivers give `rows`). */
const rowsOf = async <Row>(db: Executor, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
const transactionId = async (tx: Executor) =>
  (await rowsOf<{ id: string }>(tx, sql`select txid_current()::text as id`))[0]!.id;
const labels = async () =>
  (await rowsOf<{ label: string }>(database.db, sql`select label from transaction_probe order by label`)).map(
    (row) => row.label,
  );

describe('transactionOnPooledConnection', () => {
  it('runs its work in one transaction, commits it, and rolls it back when the work fails', async () => {
    const [first, second] = await transactionOnPooledConnection(database.db, async (tx) => {
      await tx.execute(sql`insert into transaction_probe values ('kept')`);
      return [await transactionId(tx), await transactionId(tx)];
    });
    expect(first).toBe(second);

    const failure = transactionOnPooledConnection(database.db, async (tx) => {
      await tx.execute(sql`insert into transaction_probe values ('undone')`);
      throw new Error('refused');
    });
    await expect(failure).rejects.toThrow('refused');
    expect(await labels()).toEqual(['kept']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "hands a pooled connection's own handle, the same each time the connection is lent again",
    async () => {
      const pool = database.pool!;
      const seen = new Map<number, Executor>();
      for (let round = 0; round < 3 * pool.totalCount + 3; round++) {
        await transactionOnPooledConnection(database.db, async (tx) => {
          const [{ pid }] = (await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)) as [
            { pid: number },
          ];
          expect(seen.get(pid) ?? tx).toBe(tx);
          seen.set(pid, tx);
        });
      }
      expect(seen.size).toBeLessThanOrEqual(pool.totalCount);
      expect(new Set(seen.values()).size).toBe(seen.size);
    },
  );
});
