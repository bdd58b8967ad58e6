import { getTableColumns, getTableName, sql, type AnyColumn, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * A column named with its table (`"event_sessions"."start_at"`). Drizzle leaves columns bare in a
 * one-table select, so a subquery naming the outer row's column must say whose it is.
 */
export const qualified = (column: AnyColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** `json_build_object('key', column, ...)` keyed by the columns' property names. */
export function jsonObjectOf(columns: Record<string, Column>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    // Keys are our own property names, written as literals so a prepared statement has no extra parameters.
    if (!/^\w+$/.test(key)) throw new Error(`unexpected JSON key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${qualified(column)}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * Every row of `table` matching `where`, each with all its columns, as one JSON array (empty, not
 * null, when none match): a parent and its children in one query instead of one per list.
 * Read them back with `fromJsonRows`.
 */
export function jsonRowsOf(table: Table, options: { where: SQL; orderBy: SQL }): SQL<unknown[]> {
  return sql<
    unknown[]
  >`coalesce((select json_agg(${jsonObjectOf(getTableColumns(table))} order by ${options.orderBy}) from ${table} where ${options.where}), '[]'::json)`;
}

/**
 * Rows written by `jsonRowsOf` as Drizzle would have returned them: each column's own mapping
 * turns JSON's strings back into what the column holds (a timestamp into a Date, a bigint into a number).
 */
export function fromJsonRows<T extends Table>(table: T, rows: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (rows as Record<string, unknown>[]).map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[key];
      out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return out as T['$inferSelect'];
  });
}
