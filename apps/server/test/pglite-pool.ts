import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/**
 * The PGlite databases of this worker's closed test apps, lent again to the next test app instead of
 * a new copy of the migrated template: emptying one (every table truncated, the session reset) costs
 * about a tenth of a copy (0.1 s against 1 s, for some 150 test apps a run). A test app closed is done
 * with its database; one closed by its test (the health check's) is closed for good, never lent.
 */
const idle: DatabaseHandle[] = [];

export async function lendPglite(
  template: () => Promise<Blob | undefined>,
): Promise<{ database: DatabaseHandle; giveBack: () => Promise<void> }> {
  const reused = idle.pop();
  const real = reused ?? (await openDatabase({ dataDir: 'memory://', initialDataDir: await template() }));
  if (reused) await empty(reused);
  let closed = false;
  const database: DatabaseHandle = {
    ...real,
    async close() {
      closed = true;
      await real.close();
    },
  };
  return {
    database,
    async giveBack() {
      if (!closed) idle.push(real);
    },
  };
}

/** As fresh as a copy of the template: no row in any table, identities restarted, the session reset. */
async function empty({ db }: DatabaseHandle) {
  const { rows } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const tables = rows.map(({ tablename }) => `"${tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await db.execute(sql`discard all`);
}
