import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column` holds one of a closed set (a contract enumeration), for a CHECK constraint. The values are
 * written into the DDL as literals (a CHECK cannot take parameters); they come from our own enums.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  if (values.some((v) => !/^[A-Z_]+$/.test(v))) throw new Error(`oneOf: not an enumeration value in ${values.join(', ')}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
