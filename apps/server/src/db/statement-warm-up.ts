import type pg from 'pg';
import type { Executor } from './client';
import { declaredStatements } from './prepared-once';

/**
 * Prepares every named statement on a new pooled connection, before anything else runs on it: a
 * PostgreSQL backend otherwise parses and plans each statement, with its catalog caches still
 * cold, the first time a request runs it there. A quiet night uses one or two connections of the
 * pool; the morning's first rush then paid that on every other one at once (issue 34, decision 038).
 *
 * Each statement runs once with every value null, inside a transaction rolled back, so nothing can
 * change; a null refused by a constraint fails the statement after it was parsed and planned, which
 * is all this is for (a savepoint keeps the transaction usable). The queries are queued on the
 * connection at once, in order: node-postgres runs a connection's queries one after the other, so
 * whoever the pool hands it to next queues behind them and never runs inside this transaction.
 */
export function prepareDeclaredStatements(client: pg.PoolClient, db: Executor): Promise<void> {
  const queued: Array<Promise<unknown>> = [client.query('begin')];
  for (const statement of declaredStatements()) {
    const { sql, valueCount } = statement.text(db);
    queued.push(
      client.query('savepoint statement_warm_up'),
      client.query({ name: statement.name, text: sql, values: Array(valueCount).fill(null) }),
      client.query('rollback to savepoint statement_warm_up'),
    );
  }
  queued.push(client.query('rollback'));
  return Promise.allSettled(queued).then(() => undefined);
}
