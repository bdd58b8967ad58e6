import { createHash } from 'node:crypto';
import { getTableColumns, sql, type WithSubquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
 * writes it with placeholders only, `values` fills them. `shape` (else `name`) tells statements apart.
 * A CTE that returns rows of `returns` (all its columns) has them read back with the insert's rows.
 */
export interface Alongside {
  name: string;
  shape?: string;
  /** Rows the CTE writes, when it writes a row per placeholder set: many make the insert unprepared. */
  rowCount?: number;
  build(db: DbOrTx): WithSubquery;
  values: Record<string, unknown>;
  returns?: PgTable;
}

/** Rows to insert alongside another insert, and how to read them back from its result. */
export interface AlongsideInsert<T extends PgTable> extends Alongside {
  returns: T;
  rowsIn(result: InsertedWith<unknown>): T['$inferSelect'][];
}

export interface InsertedWith<Row> {
  rows: Row[];
  /** What each alongside CTE with `returns` wrote, as JSON objects keyed by column name. */
  returned: Map<Alongside, Record<string, unknown>[]>;
}

// A shape is a column set, a row count and what goes alongside; inserts of more shapes than this are
// built by drizzle as usual (a mistake, or an order of very many lines).
const MAX_SHAPES = 64;
const MAX_ROWS = 8;

type Columns = Record<string, AnyPgColumn>;

const keysOf = (columns: Columns, row: object) => Object.keys(row).filter((key) => key in columns && (row as Record<string, unknown>)[key] !== undefined);

/**
 * Placeholders named `${prefix}${key}_${i}`, wrapped in SQL rather than drizzle's Params (see valuesOf);
 * `default` where row i leaves the column undefined, as drizzle's `values()` writes it.
 */
const placeholdersOf = (rows: readonly object[], keys: string[], prefix: string) =>
  rows.map((row, i) =>
    Object.fromEntries(
      keys.map((key) => [key, (row as Record<string, unknown>)[key] === undefined ? sql`default` : sql`${sql.placeholder(`${prefix}${key}_${i}`)}`]),
    ),
  );

/** The rows' values encoded for those placeholders; a null is left alone (drizzle's placeholder filling would hand it to the column's encoder). */
function valuesOf(columns: Columns, rows: readonly object[], keys: string[], prefix: string, into: Record<string, unknown> = {}) {
  rows.forEach((row, i) => {
    for (const key of keys) {
      const value = (row as Record<string, unknown>)[key];
      if (value !== undefined) into[`${prefix}${key}_${i}`] = value === null ? null : columns[key]!.mapToDriverValue(value);
    }
  });
  return into;
}

/** Rows read from JSON (`json_agg` of a CTE's rows) as drizzle reads the same columns from a result. */
function rowsFromJson<T extends PgTable>(table: T, objects: readonly Record<string, unknown>[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return objects.map((object) =>
    Object.fromEntries(columns.map(([key, column]) => [key, object[column.name] == null ? null : column.mapFromDriverValue(object[column.name])])),
  ) as T['$inferSelect'][];
}

/**
 * `insert into table (...) values (...) returning *` as a CTE of another insert (see preparedInsert),
 * its rows read back from that insert's result. A value drizzle computes in Node ($defaultFn) is
 * computed here for each row, since the statement is prepared once for every call; a column a row
 * leaves undefined takes its default, as in drizzle's `values()`.
 */
export function insertAlongside<T extends PgTable>(table: T, name: string, rows: readonly T['$inferInsert'][]): AlongsideInsert<T> {
  const columns = getTableColumns(table);
  const filled = rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const [key, column] of Object.entries(columns)) if (copy[key] === undefined && column.defaultFn) copy[key] = column.defaultFn();
    return copy;
  });
  const keysOfRows = filled.map((row) => keysOf(columns, row));
  const keys = Object.keys(columns).filter((key) => keysOfRows.some((rowKeys) => rowKeys.includes(key)));
  const alongside: AlongsideInsert<T> = {
    name,
    shape: `${name}:${keysOfRows.map((rowKeys) => rowKeys.join()).join(';')}`,
    rowCount: filled.length,
    build: (db) =>
      db.$with(name).as(
        db
          .insert(table)
          .values(placeholdersOf(filled, keys, `${name}_`) as never)
          .returning() as never,
      ),
    values: valuesOf(columns, filled, keys, `${name}_`),
    returns: table,
    rowsIn: (result) => rowsFromJson(table, result.returned.get(alongside) ?? []),
  };
  return alongside;
}

/**
 * `insert into table (...) values (...) returning *`, prepared once per shape (see preparedOnce)
 * instead of written by drizzle on every call: for the hot inserts of checkout. Rows are those of
 * drizzle's `values()` (a column left undefined takes its default), all with the same columns, and
 * come back as drizzle's `returning()` maps them. `insert.with` also sends writes alongside and reads
 * back the rows of those that return some.
 */
export function preparedInsert<T extends PgTable>(table: T, name: string) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  const columns = getTableColumns(table);
  const shapes = new Map<string, (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> }>();

  // A value drizzle computes in Node ($defaultFn, $onUpdate) would be computed once, when the statement
  // is prepared, and repeated in every row after: rows leaving such a column out take drizzle's path.
  const computed = Object.keys(columns).filter((key) => columns[key]!.defaultFn !== undefined || columns[key]!.onUpdateFn !== undefined);
  const sameKeys = (rows: readonly NewRow[], keys: string[]) => rows.every((row) => keysOf(columns, row).join() === keys.join());
  const preparable = (rows: readonly NewRow[], keys: string[], alongside: readonly Alongside[]) =>
    rows.length <= MAX_ROWS && alongside.every((a) => (a.rowCount ?? 0) <= MAX_ROWS) && computed.every((key) => keys.includes(key)) && sameKeys(rows, keys);

  // The CTEs' rows ride along as one JSON column each, named after the CTE.
  const returningOf = (alongside: readonly Alongside[]) => ({
    ...columns,
    ...Object.fromEntries(
      alongside.filter((a) => a.returns).map((a) => [`alongside_${a.name}`, sql`(select coalesce(json_agg(r), '[]') from ${sql.identifier(a.name)} r)`]),
    ),
  });
  const withAll = (db: DbOrTx, alongside: readonly Alongside[]) => (alongside.length ? db.with(...alongside.map((a) => a.build(db))) : db);

  async function run(db: DbOrTx, rows: readonly NewRow[], alongside: readonly Alongside[]): Promise<Record<string, unknown>[]> {
    if (!rows.length) return [];
    const keys = keysOf(columns, rows[0]!);
    const shape = `${alongside.map((a) => a.shape ?? a.name).join('+')}|${rows.length}|${keys.join()}`;
    const alongsideValues = Object.assign({}, ...alongside.map((a) => a.values)) as Record<string, unknown>;
    let prepared = shapes.get(shape);
    if (!prepared && shapes.size < MAX_SHAPES && preparable(rows, keys, alongside)) {
      const statement = `${name}_${createHash('sha1').update(shape).digest('base64url').slice(0, 12)}`;
      const placeholders = placeholdersOf(rows, keys, '');
      prepared = preparedOnce((d) =>
        withAll(d, alongside)
          .insert(table)
          .values(placeholders as NewRow[])
          .returning(returningOf(alongside))
          .prepare(statement),
      ) as never;
      shapes.set(shape, prepared!);
    }
    if (!prepared || !sameKeys(rows, keys)) {
      return (await withAll(db, alongside)
        .insert(table)
        .values([...rows])
        .returning(returningOf(alongside))
        .execute(alongsideValues)) as Record<string, unknown>[];
    }
    return prepared(db).execute(valuesOf(columns, rows, keys, '', alongsideValues));
  }

  async function insert(db: DbOrTx, rows: readonly NewRow[], alongside?: Alongside): Promise<Row[]> {
    return (await insert.with(db, rows, alongside ? [alongside] : [])).rows;
  }
  insert.with = async (db: DbOrTx, rows: readonly NewRow[], alongside: readonly Alongside[]): Promise<InsertedWith<Row>> => {
    const results = await run(db, rows, alongside);
    const returned = new Map<Alongside, Record<string, unknown>[]>();
    for (const a of alongside.filter((a) => a.returns)) returned.set(a, (results[0]?.[`alongside_${a.name}`] as Record<string, unknown>[] | undefined) ?? []);
    for (const a of returned.keys()) for (const row of results) delete row[`alongside_${a.name}`];
    return { rows: results as Row[], returned };
  };
  return insert;
}
