/**
 * The query keys of one feature, built as medusa's query-key-factory builds them
 * (packages/admin/dashboard/src/lib/query-key-factory.ts): everything under `all`, lists under
 * `lists()` with one key per query, details under `details()` with one per id, and a feature's other
 * reads under `key(...)`. A mutation invalidates one of these prefixes, so what it refreshes is read
 * off the keys: `invalidateQueries({ queryKey: orderKeys.lists() })` refreshes every list of orders.
 */
export function queryKeysFactory<const Scope extends readonly [string, ...string[]]>(...scope: Scope) {
  const all = scope;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <const Query>(query: Query) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: <const Id>(id: Id) => [...all, 'detail', id] as const,
    /** Another read of the feature (a count, a related list), still under `all`. */
    key: <const Parts extends readonly unknown[]>(...parts: Parts) => [...all, ...parts] as const,
  };
}
