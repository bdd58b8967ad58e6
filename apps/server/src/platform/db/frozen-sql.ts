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
