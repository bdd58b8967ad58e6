import { createHash } from 'node:crypto';
import { getTableColumns, sql, type WithSubquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.js';

/** What drizzle's node-postgres prepared query and session keep of their connection (drizzle-orm 0.45). */
interface OnConnection {
  client: unknown;
}

function connectionOf(db: DbOrTx): unknown {
  const client = (db as unknown as { session?: Partial<OnConnection> }).session?.client;
  if (!client) throw new Error('preparedOnce: this drizzle database keeps no connection where expected (drizzle-orm upgraded?)');
  return client;
}

/**
 * A drizzle prepared query built once and run on any connection. Drizzle binds a prepared query to the
 * connection that prepared it, so one prepared inside a checkout's transaction could not serve the
 * next checkout, and preparing it again in every transaction cost more Node time than running it
 * (drizzle walks the whole statement, chunk by chunk, to write its text). Here it is built once, and
 * each caller gets a view of it bound to its own connection (the pool's, or the client its
 * transaction holds). `build` must name the statement (`.prepare(name)`): PostgreSQL then parses it
 * once per connection too.
 */
export function preparedOnce<Q extends object>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  let prepared: Q | undefined;
  return (db) => {
    if (!prepared) {
      prepared = build(db);
      if (!Object.hasOwn(prepared, 'client')) throw new Error('preparedOnce: a prepared query keeps no connection where expected (drizzle-orm upgraded?)');
    }
    const bound = Object.create(prepared) as Q & OnConnection;
    bound.client = connectionOf(db);
    return bound;
  };
}

/**
 * Other writes sent in the same statement as an insert (a data-modifying CTE, run to its end): `build`
 * writes it with placeholders only, `values` fills them. `name` tells statements apart.
 */
export interface Alongside {
  name: string;
  build(db: DbOrTx): WithSubquery;
  values: Record<string, unknown>;
}

// A shape is a column set, a row count and what goes alongside; inserts of more shapes than this are
// built by drizzle as usual (a mistake, or an order of very many lines).
const MAX_SHAPES = 64;
const MAX_ROWS = 8;

/**
 * `insert into table (...) values (...) returning *`, prepared once per shape (see preparedOnce)
 * instead of written by drizzle on every call: for the hot inserts of checkout. Rows are those of
 * drizzle's `values()` (a column left undefined takes its default), all with the same columns, and
 * come back as drizzle's `returning()` maps them.
 */
export function preparedInsert<T extends PgTable>(table: T, name: string) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  const columns = getTableColumns(table);
  const shapes = new Map<string, (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<Row[]> }>();

  // A value drizzle computes in Node ($defaultFn, $onUpdate) would be computed once, when the statement
  // is prepared, and repeated in every row after: rows leaving such a column out take drizzle's path.
  const computed = Object.keys(columns).filter((key) => columns[key]!.defaultFn !== undefined || columns[key]!.onUpdateFn !== undefined);
  const keysOf = (row: NewRow) => Object.keys(row).filter((key) => key in columns && (row as Record<string, unknown>)[key] !== undefined);
  const sameKeys = (rows: readonly NewRow[], keys: string[]) => rows.every((row) => keysOf(row).join() === keys.join());
  const preparable = (rows: readonly NewRow[], keys: string[]) =>
    rows.length <= MAX_ROWS && computed.every((key) => keys.includes(key)) && sameKeys(rows, keys);

  return async function insert(db: DbOrTx, rows: readonly NewRow[], alongside?: Alongside): Promise<Row[]> {
    if (!rows.length) return [];
    const keys = keysOf(rows[0]!);
    const shape = `${alongside?.name ?? ''}|${rows.length}|${keys.join()}`;
    let prepared = shapes.get(shape);
    if (!prepared && shapes.size < MAX_SHAPES && preparable(rows, keys)) {
      const statement = `${name}_${createHash('sha1').update(shape).digest('base64url').slice(0, 12)}`;
      // Placeholders wrapped in SQL, not in drizzle's Params: the values are encoded below, where a
      // null is left alone (drizzle's placeholder filling would hand it to the column's encoder).
      const placeholders = rows.map((_, i) => Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(`${key}_${i}`)}`])));
      prepared = preparedOnce((d) =>
        (alongside ? d.with(alongside.build(d)) : d)
          .insert(table)
          .values(placeholders as NewRow[])
          .returning()
          .prepare(statement),
      ) as never;
      shapes.set(shape, prepared!);
    }
    if (!prepared || !sameKeys(rows, keys)) {
      const into = alongside ? db.with(alongside.build(db)) : db;
      return (await into
        .insert(table)
        .values([...rows])
        .returning()
        .execute(alongside?.values)) as Row[];
    }
    const values: Record<string, unknown> = { ...alongside?.values };
    rows.forEach((row, i) => {
      for (const key of keys) {
        const value = (row as Record<string, unknown>)[key];
        values[`${key}_${i}`] = value === null ? null : columns[key]!.mapToDriverValue(value);
      }
    });
    return prepared(db).execute(values);
  };
}
