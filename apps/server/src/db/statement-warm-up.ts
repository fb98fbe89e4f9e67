import type pg from 'pg';
import type { Executor } from './client';
import { declaredStatements } from './prepared-once';

/**
 * Prepares every named statement on a new pooled connection, before the pool hands it out (the
 * pool's `onConnect`, awaited): a PostgreSQL backend otherwise parses and plans each statement, with
 * its catalog caches still cold, the first time a request runs it there. A quiet night uses one or
 * two connections of the pool; the morning's first rush then paid that on every other one at once
 * (issue 34, decision 038).
 *
 * Each statement runs once with every value null, inside a transaction rolled back, so nothing can
 * change; a null refused by a constraint fails the statement after it was parsed and planned, which
 * is all this is for (a savepoint keeps the transaction usable).
 */
export async function prepareDeclaredStatements(client: pg.ClientBase, db: Executor): Promise<void> {
  await client.query('begin');
  try {
    for (const statement of declaredStatements()) {
      const { sql, valueCount } = statement.text(db);
      await client.query('savepoint statement_warm_up');
      await client
        .query({ name: statement.name, text: sql, values: Array(valueCount).fill(null) })
        .catch(() => {});
      await client.query('rollback to savepoint statement_warm_up');
    }
  } finally {
    await client.query('rollback');
  }
}
