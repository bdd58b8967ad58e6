import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK keeping a text column inside a closed set (a contract enum), so a value no client knows can
 * never be stored, whichever code path writes it. NULL still passes where the column allows it. The
 * values are inlined: a constraint's expression cannot take query parameters.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, isOneOf(column, values));
}

/** `column` holds one of a closed set, as an expression to combine inside a CHECK (`x is null or …`). */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
