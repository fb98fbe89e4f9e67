import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * Makes the database refuse one kind of write while `run` runs, as a failing disk or a lost
 * connection would at that step: a trigger raises `message`, and is dropped afterwards whatever happens.
 */
export async function whileDatabaseRefuses<T>(
  db: Database,
  write: { event: 'insert' | 'update'; table: string; message: string },
  run: () => Promise<T>,
): Promise<T> {
  const name = sql.identifier(`refuse_${write.event}_${write.table}`);
  const table = sql.identifier(write.table);
  await db.execute(sql`
    create function ${name}() returns trigger language plpgsql as $$
    begin raise exception '${sql.raw(write.message.replaceAll("'", "''"))}'; end $$`);
  await db.execute(
    sql`create trigger ${name} before ${sql.raw(write.event)} on ${table} for each row execute function ${name}()`,
  );
  try {
    return await run();
  } finally {
    await db.execute(sql`drop trigger ${name} on ${table}`);
    await db.execute(sql`drop function ${name}`);
  }
}
