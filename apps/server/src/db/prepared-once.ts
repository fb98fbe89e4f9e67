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

/** What a named statement's builder gives: drizzle's query builders all do. */
interface StatementBuilder<Prepared> {
  prepare(name: string): Prepared;
  toSQL(): { sql: string; params: unknown[] };
}

export interface DeclaredStatement {
  name: string;
  /** Its SQL text and how many values it takes, as drizzle sends them under its name. */
  text(db: Executor): { sql: string; valueCount: number };
}

const declared: DeclaredStatement[] = [];

/** The named statements declared so far: every pooled connection prepares them as it opens. */
export function declaredStatements(): readonly DeclaredStatement[] {
  return declared;
}

/**
 * One named statement, built once per handle: `name` is taken in the registry when the declaring
 * module loads (statement-names.ts), so two statements can never share it.
 */
export function namedStatement<Prepared>(
  name: string,
  build: (db: Executor) => StatementBuilder<Prepared>,
): (db: Executor) => Prepared {
  const taken = statementName(name);
  declared.push({
    name: taken,
    text: (db) => {
      const { sql, params } = build(db).toSQL();
      return { sql, valueCount: params.length };
    },
  });
  return preparedOnce((db) => build(db).prepare(taken));
}
