import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment without values, written out as text once. Drizzle otherwise walks every column and
 * sub-template of it again on each statement that embeds it (checking each chunk's class), which was
 * about a quarter of the Node time of an event list page; a frozen fragment is copied as one string.
 */
export function frozenSql(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length) throw new Error('frozenSql: a fragment with values cannot be frozen');
  return sql.raw(text);
}

/**
 * `build` frozen once per key (see frozenSql). Keys must be few and long-lived (an order, a
 * direction): every one is kept.
 */
export function frozenPer<K>(build: (key: K) => SQL): (key: K) => SQL {
  const known = new Map<K, SQL>();
  return (key) => {
    let fragment = known.get(key);
    if (fragment === undefined) {
      fragment = frozenSql(build(key));
      known.set(key, fragment);
    }
    return fragment;
  };
}

// Where a value goes in a statement frozen around its values (see frozenAround): never in a statement's own text.
const MARK = '\u0000';

/**
 * A statement whose text depends only on `key`, written out once per key with marks where its values
 * go, and each time only the values put in their places: drizzle otherwise walks every chunk of it
 * again on each run (a listing of five types' parts is hundreds). `build` gets a mark (SQL) per name of
 * `names` and must take every value through them. Keys must be few and long-lived: every one is kept.
 */
export function frozenAround<K, N extends string>(names: readonly N[], build: (key: K, marks: Record<N, SQL>) => SQL): (key: K, values: Record<N, SQL>) => SQL {
  const marks = Object.fromEntries(names.map((name) => [name, sql.raw(`${MARK}${name}${MARK}`)])) as Record<N, SQL>;
  const written = new Map<K, string[]>();
  return (key, values) => {
    let pieces = written.get(key);
    if (pieces === undefined) {
      const { sql: text, params } = dialect.sqlToQuery(build(key, marks));
      if (params.length) throw new Error('frozenAround: a statement must take its values through its marks');
      pieces = text.split(MARK);
      written.set(key, pieces);
    }
    // Odd pieces are the names of the marks.
    return sql.join(pieces.map((piece, i) => (i % 2 ? values[piece as N] : sql.raw(piece))));
  };
}
