import { createHash } from 'node:crypto';

/** A built drizzle query that can run as a named prepared statement. */
interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a built query as a named prepared statement named after its text, so PostgreSQL parses and
 * plans each shape once per connection (then reuses its plan) instead of on every request: on a hot
 * list the planning cost as much as the execution. For queries whose text varies only with which
 * filters are given, not with their values (values stay parameters); a text per list length
 * (`in ($1, ..., $n)`) would fill the connections' statement caches.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `p_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
