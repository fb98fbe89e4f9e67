import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

/**
 * Accent- and case-folding done by PostgreSQL itself, the same on PGlite and on a server: the
 * stored search column and the searched words go through this one expression, so they always agree.
 * Built from immutable functions only (unaccent() is not), so a generated column may use it, and
 * `translate` before `lower` so it works whatever the database's locale ('É' in a C locale too).
 */
const ACCENTED = 'àáâãäåāçćčèéêëēėęěìíîïīñńòóôõöøōùúûüūůýÿžźżšśłđ';
const ACCENTED_BOTH_CASES = ACCENTED + ACCENTED.toUpperCase();
/** Each letter's base, derived rather than typed, so the two strings cannot drift apart. */
const PLAIN_BOTH_CASES = [...ACCENTED_BOTH_CASES]
  .map(
    (letter) => ({ ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ø: 'o', Ø: 'o' })[letter] ?? letter.normalize('NFD')[0]!,
  )
  .join('')
  .toLowerCase();
const LIGATURES: Array<[string, string]> = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
];

export const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

export function foldForSearch(text: SQL): SQL {
  const withoutLigatures = LIGATURES.reduce(
    (inner, [from, to]) => sql`replace(${inner}, ${literal(from)}, ${literal(to)})`,
    text,
  );
  return sql`lower(translate(${withoutLigatures}, ${literal(ACCENTED_BOTH_CASES)}, ${literal(PLAIN_BOTH_CASES)}))`;
}

/** Each word escaped for LIKE (%, _ and backslash taken literally), for `containsAllWords`. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'));
}

/**
 * `column LIKE '%word%'` for each word of `searchWords`, each pattern folded by PostgreSQL. Sent as
 * parameters of an unprepared statement, the patterns are constants when it is planned, so a
 * pg_trgm index on the column can answer them (`LIKE ALL (array)` could not use one). No word: true.
 */
export function containsAllWords(column: SQL | AnyColumn, words: string[]): SQL | undefined {
  return and(...words.map((word) => sql`${column} like '%' || ${foldForSearch(sql`${word}::text`)} || '%'`));
}
