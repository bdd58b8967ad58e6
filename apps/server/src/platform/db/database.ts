import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: repository methods accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// bigint columns (money) come back as JS numbers: VND amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * A statement whose text begins with this comment is prepared once per connection under a name
 * derived from its text, and later only bound and run: PostgreSQL parses it once and may keep its
 * plan (see `preparing`). For hot reads of a fixed shape only: their text must not embed values,
 * and the number of distinct texts must stay small (each connection keeps every one it has seen).
 */
export const PREPARED = '/* prepared */ ';

/**
 * PREPARED, and planned once for good: outside a transaction the statement runs on connections whose
 * `plan_cache_mode` is `force_generic_plan`. PostgreSQL's own choice replans a statement on every run
 * when its generic plan looks dearer than a custom one, which a `limit $n` (guessed at a tenth of the
 * table) or an `= any($n)` always does: 0.4–0.8 ms of planning for 0.2–0.6 ms of work on the event
 * list's pages and the quotation's tiers. Only for statements whose best plan does not depend on
 * their values (an index walk fixed by the query's shape, a lookup by key); measure before marking.
 */
export const PREPARED_GENERIC = '/* prepared, generic plan */ ';

const GENERIC_PLAN_NAME = 'generic_';

/** A drizzle `.prepare(name)` name whose statement is planned as PREPARED_GENERIC's are. */
export const genericPlanName = (name: string) => `${GENERIC_PLAN_NAME}${name}`;

function isGenericPlan(config: unknown): boolean {
  if (!config || typeof config !== 'object') return false;
  const { text, name } = config as { text?: unknown; name?: unknown };
  return typeof name === 'string' ? name.startsWith(GENERIC_PLAN_NAME) : typeof text === 'string' && text.startsWith(PREPARED_GENERIC);
}

// Statement texts marked PREPARED are few by design; the bound only guards against a mistake.
const namesOfTexts = new Map<string, string>();
const nameOf = (text: string): string => {
  let name = namesOfTexts.get(text);
  if (name === undefined) {
    if (namesOfTexts.size >= 10_000) namesOfTexts.clear();
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    namesOfTexts.set(text, name);
  }
  return name;
};

/** A pg query argument named after its text when marked PREPARED or PREPARED_GENERIC; anything else unchanged. */
function named(config: unknown): unknown {
  if (!config || typeof config !== 'object') return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (name || typeof text !== 'string' || !(text.startsWith(PREPARED) || text.startsWith(PREPARED_GENERIC))) return config;
  // Remembered rather than hashed again: a list page's text is a few kilobytes.
  return { ...config, name: nameOf(text) };
}

/** Lets `client` prepare the statements marked PREPARED (see there). */
function preparing(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => query(named(config), ...rest);
}

/**
 * The pool drizzle is given: statements marked for a generic plan go to a sibling pool set up for
 * them, the rest (and every transaction, which checks out a client of its own) to this one.
 */
class PlanRoutingPool extends pg.Pool {
  constructor(
    options: pg.PoolConfig,
    readonly generic: pg.Pool,
  ) {
    super(options);
  }

  override query(...args: unknown[]): never {
    const target = isGenericPlan(args[0]) ? this.generic : this;
    return (pg.Pool.prototype.query as (...a: unknown[]) => never).apply(target, args);
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.generic.end()]);
  }
}

export function openDatabase(
  url: string,
  options: { max?: number; connectionTimeoutMillis?: number; logQuery?: (sql: string, params: unknown[]) => void } = {},
): Database {
  const base = { connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000 };
  const generic = new pg.Pool({ ...base, options: '-c plan_cache_mode=force_generic_plan' });
  const pool = new PlanRoutingPool(base, generic);
  for (const each of [pool, generic]) {
    // A client losing its connection (database restart) must not crash the process: idle ones report
    // on the pool, checked-out ones (a LISTEN held for good, a transaction) on themselves. The query in
    // flight is rejected either way and pg drops the broken client.
    each.on('error', () => undefined);
    each.on('connect', (client) => {
      client.on('error', () => undefined);
      preparing(client);
    });
  }
  const logQuery = options.logQuery;
  const db = drizzle(pool, { schema, ...(logQuery ? { logger: { logQuery: (sql: string, params: unknown[]) => logQuery(sql, params) } } : {}) });
  return { db, pool, url, close: () => pool.end() };
}

/** The committed SQL migrations, found beside the sources and beside the bundle alike. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../../../drizzle'), path.resolve(here, '../drizzle'), path.resolve(here, 'drizzle')]) {
    if (existsSyncSafe(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('drizzle migrations folder not found');
}

function existsSyncSafe(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: migrationsFolder() });
}

/** pg's pool gave up waiting for a free connection: the server is overloaded, not the request wrong. */
export function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
}

// Class 08 (connection exception), 57P01-57P03 (the server shutting down, crashed or starting up), 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
// ENOENT: the Unix socket's file is gone while the database is down (the embedded one listens on one).
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOENT']);

/**
 * The database could not be reached or went away mid-query (a restart, a failover): the request was
 * fine and may be retried, so it is answered 503, not 500. Drizzle wraps pg's error as its cause.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_SQLSTATE.test(e.code)) return true;
    if (typeof e.code === 'string' && UNAVAILABLE_SOCKET.has(e.code) && (e.code !== 'ENOENT' || e.syscall === 'connect')) return true;
    if (typeof e.message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) return true;
  }
  return false;
}

export async function databaseIsUp(database: Database): Promise<boolean> {
  try {
    await database.pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
