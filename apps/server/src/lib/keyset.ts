import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { AppError } from './app-error';
import { isUuid } from './uuid';

/**
 * Keyset pagination of the public API (decision 076): a page ends at a row's (timestamp, id), and
 * the next starts strictly after it. The timestamp travels as PostgreSQL's own text of it, so its
 * microseconds survive (a JavaScript Date keeps milliseconds: a cursor made from one would skip or
 * repeat rows). Rows added while a client pages are found at the end, never twice, and none is
 * skipped.
 */
export interface KeysetPosition {
  /** PostgreSQL's text of the row's timestamp (`::text`), exact to the microsecond. */
  at: string;
  id: string;
}

export const INVALID_CURSOR_MESSAGE =
  'Le curseur de pagination est invalide\u202f: reprenez la valeur `next_cursor` de la page précédente.';

const invalidCursor = () =>
  new AppError('INVALID_CURSOR', 400, INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });

/** The opaque `next_cursor`: base64url of the position, which a client never reads. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a `cursor` names; a cursor of no page of ours is a 400. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !TIMESTAMP_TEXT.test(parsed[0]) ||
    !isUuid(parsed[1])
  ) {
    throw invalidCursor();
  }
  return { at: parsed[0], id: parsed[1] };
}

/** PostgreSQL's text of a timestamptz ('2026-11-27 08:00:00.123456+00'), nothing else reaches SQL. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

/** Rows read with their position (`at`, from positionText): each row apart from its position. */
export function withPositions<Row extends { id: string }>(
  rows: readonly (Row & { at: string })[],
): { row: Row; position: KeysetPosition }[] {
  return rows.map(({ at, ...row }) => ({ row: row as unknown as Row, position: { at, id: row.id } }));
}

/** The position's values of a prepared statement, given when it runs (db/keyset-pages.ts). */
export const placeholderPosition = { at: sql.placeholder('afterAt'), id: sql.placeholder('afterId') };

/** The rows strictly after the position, in the order (`at`, `id`) ascending. */
export function afterPosition(
  at: AnyColumn,
  id: AnyColumn,
  after: KeysetPosition | { at: Placeholder; id: Placeholder } | undefined,
): SQL | undefined {
  if (!after) return undefined;
  return sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** A row's position, read beside it. */
export const positionText = (at: AnyColumn) => sql<string>`${at}::text`;

/**
 * One page of rows read with `limit + 1`: the rows shown, and the cursor of the next page when the
 * extra row says there is one.
 */
export function pageOf<Row extends { position: KeysetPosition }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: encodeCursor(shown[shown.length - 1]!.position) };
}

export interface KeysetPage {
  after: KeysetPosition | undefined;
  limit: number;
}
