import type { Executor } from './client';
import { statementName } from './statement-names';

/**
 * Statements built once per database handle, their values given as `sql.placeholder(…)` when they
 * run: drizzle's builder walks the whole query (tables, columns, conditions) on every call, which
 * was much of the server's CPU on its busiest paths. Meant for a handle that lasts: the database
 * itself, or a pooled connection's own handle (db/connection-transaction.ts). Drizzle's
 * `db.transaction` hands out a new handle each time, so statements built on it would be built anew.
 */
export function preparedOnce<Statements>(build: (db: Executor) => Statements): (db: Executor) => Statements {
  const built = new WeakMap<Executor, Statements>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}

/**
 * One named statement, built once per handle: `name` is taken in the registry when the declaring
 * module loads (statement-names.ts), so two statements can never share it.
 */
export function namedStatement<Prepared>(
  name: string,
  build: (db: Executor) => { prepare(name: string): Prepared },
): (db: Executor) => Prepared {
  const taken = statementName(name);
  return preparedOnce((db) => build(db).prepare(taken));
}
