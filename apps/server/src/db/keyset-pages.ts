import { type Placeholder, sql } from 'drizzle-orm';
import { type KeysetPage, type KeysetPosition, placeholderPosition, withPositions } from '../lib/keyset';
import type { Executor } from './client';
import { namedStatement } from './prepared-once';

type After = KeysetPosition | typeof placeholderPosition | undefined;

/** A page's query as drizzle builds it: run as is, or prepared under a name. */
interface PageQuery<Row> extends PromiseLike<Row[]> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A company's list in keyset pages (lib/keyset.ts), `limit + 1` rows a page. Its usual reading (the
 * public API's list without a filter) is two statements prepared once per connection, `<name>_first`
 * and `<name>_after` (a cursor's page): building the query each call was much of the CPU of a call.
 * The usual variant may hold placeholders (a period's bounds), whose values each call gives. Any
 * other `variant` (a filter, archived rows) is built each call.
 */
export function keysetPages<Row extends { id: string; at: string }, Variant>(
  name: string,
  usual: Variant,
  build: (
    db: Executor,
    companyId: string | Placeholder,
    variant: Variant,
    after: After,
    limit: number | Placeholder,
  ) => PageQuery<Row>,
) {
  const prepared = (after: After) => (db: Executor) =>
    build(db, sql.placeholder('companyId'), usual, after, sql.placeholder('limit'));
  const first = namedStatement(`${name}_first`, prepared(undefined));
  const next = namedStatement(`${name}_after`, prepared(placeholderPosition));
  return async (
    db: Executor,
    companyId: string,
    variant: Variant | undefined,
    page: KeysetPage,
    usualValues: object = {},
  ) => {
    const { after, limit } = page;
    const values = { ...usualValues, companyId, limit: limit + 1 };
    const rows =
      variant !== undefined
        ? await build(db, companyId, variant, after, limit + 1)
        : after
          ? await next(db).execute({ ...values, afterAt: after.at, afterId: after.id })
          : await first(db).execute(values);
    return withPositions<Omit<Row, 'at'>>(rows);
  };
}
