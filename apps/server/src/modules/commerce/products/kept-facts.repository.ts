import type { ProductItemRef } from '@market/contract';
import { sql } from 'drizzle-orm';
import { PREPARED_GENERIC, type DbOrTx } from '../../../platform/db/database.js';
import { frozenAround } from '../../../platform/db/frozen-sql.js';
import { createVersionedBytes } from '../../../platform/db/versioned-bytes.js';
import type { HeardVersions } from './heard-versions.js';
import type { ProductFacts, ProductType } from './product-type.js';

/** Bytes of facts a process keeps (about 8,000 items at ~1 KB each): the pages people read, not the whole catalogue. */
const KEPT_FACTS_MAX_BYTES = 8 * 1024 * 1024;
/** What one item's facts are counted as (their strings and the objects holding them). */
const FACTS_BYTES = 1024;

const keyOf = (type: string, id: string) => `${type}:${id}`;

/** Items' versions by key (`type:id`), and until when each holds (ms since the epoch; Infinity: no time test changes). */
type Versions = Map<string, { version: string; until: number }>;

/**
 * The public listing's facts kept in the process per item and version (`createVersionedBytes`), as the
 * events list keeps its cards: a page reads the versions of its items (each type's FactsVersionSql,
 * one statement) and only the items not kept in that version are described by their types. The
 * versions come from the rows, so two processes need not tell each other anything. A kept item's
 * facts leave out the discount running on it (it depends on the time, and the listing does not show
 * it). The types without a FactsVersionSql are described on every page.
 */
export function createKeptFacts(typeOf: (type: string) => ProductType | undefined, heard?: HeardVersions, maxBytes = KEPT_FACTS_MAX_BYTES) {
  const kept = createVersionedBytes<ProductFacts>(maxBytes);
  // Each type's branch of the versions' statement, written once (frozenAround).
  const branchOf = frozenAround(['ids', 'now'], (type: ProductType, { ids, now }) => {
    if (!type.factsVersion) throw new Error(`${type.type} has no FactsVersionSql`);
    return sql`(select ${sql.raw(`'${type.type}'`)} as kind, v.item_id::text as item_id, v.version,
                       floor(extract(epoch from v.until) * 1000)::float8 as until_ms from (${type.factsVersion(ids, now)}) v)`;
  });

  /** The versions of these items' facts at `now`, keyed by type and id (none for an item gone), and until when they hold (ms). */
  async function versionsOf(tx: DbOrTx, idsByType: Map<ProductType, string[]>, now: Date): Promise<Versions> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const branches = [...idsByType].map(([type, ids]) => branchOf(type, { ids: sql`${`{${ids.join(',')}}`}::uuid[]`, now: at }));
    const { rows } = await tx.execute<{ kind: string; item_id: string; version: string; until_ms: number | null }>(
      sql`${sql.raw(PREPARED_GENERIC)}${sql.join(branches, sql` union all `)}`,
    );
    return new Map(rows.map((row) => [keyOf(row.kind, row.item_id), { version: row.version, until: row.until_ms ?? Infinity }]));
  }

  /**
   * The reads of versions (and the facts described after them) under way, by the keys they read: a request asking the same
   * keys meanwhile waits for it instead of sending the same two statements (the first requests for a page all miss at once).
   */
  const flights = new Map<string, { since: number; atMs: number; done: Promise<Versions | undefined> }>();

  /** Announces a read of `key`'s versions; the function it answers lands it, with the versions read (none: it failed). */
  function takeOff(key: string, since: number, atMs: number): (read?: Versions) => void {
    let land!: (read?: Versions) => void;
    const flight = { since, atMs, done: new Promise<Versions | undefined>((resolve) => (land = resolve)) };
    flights.set(key, flight);
    return (read) => {
      if (flights.get(key) === flight) flights.delete(key);
      land(read);
    };
  }

  /**
   * The versions a read under way finds for these keys, when they are the ones this request would read: nothing was heard
   * nor written since it began (`since`, as a held version), it asked at or before `atMs`, and none of its time tests
   * changes by `atMs` (else undefined: read them).
   */
  async function sharedRead(key: string, since: number, atMs: number): Promise<Versions | undefined> {
    const flight = flights.get(key);
    if (!flight || flight.since !== since || flight.atMs > atMs) return undefined;
    const read = await flight.done;
    if (!read || heard?.generation() !== since) return undefined;
    for (const { until } of read.values()) if (!(atMs < until)) return undefined;
    return read;
  }

  /** describe's rest: the kept facts of these versions (`fresh`: read by it or by a read it waited for), the others described and kept, the versions it read (`read`) held. */
  async function factsOf(
    refs: readonly ProductItemRef[],
    versions: Versions,
    fresh: Versions | undefined,
    read: Versions | undefined,
    since: number,
    describe: (refs: readonly ProductItemRef[]) => Promise<Map<string, ProductFacts>>,
  ): Promise<Map<string, ProductFacts>> {
    for (const [key, version] of fresh ?? []) versions.set(key, version);
    const facts = new Map<string, ProductFacts>();
    const missing: ProductItemRef[] = [];
    for (const ref of refs) {
      const key = keyOf(ref.productItemType, ref.productItemId);
      const version = versions.get(key)?.version;
      const found = version === undefined ? undefined : kept.current(key, version);
      if (found) facts.set(key, found);
      else missing.push(ref);
    }
    const described = missing.length ? await describe(missing) : new Map<string, ProductFacts>();
    for (const [key, fact] of described) {
      // Nor whether a restriction applies (selling reads it afresh; the listing asks memberOnly).
      const { discount: _running, restricted: _restricted, ...shown } = fact;
      facts.set(key, shown);
      // Described after its version was read: if it changed meanwhile, these newer facts are kept under the older version,
      // which only a read that started before the change can still ask for.
      const version = versions.get(key)?.version;
      if (version !== undefined) kept.keep(key, version, shown, FACTS_BYTES);
    }
    // The versions read are held while no notice names their rows; the facts tell which rows those are.
    if (heard && read)
      for (const [key, { version, until }] of read) {
        const sources = facts.has(key) ? typeOf(facts.get(key)!.productItemType)?.factsSources?.(facts.get(key)!) : undefined;
        if (sources) heard.hold(key, version, until, sources, since);
      }
    return facts;
  }

  return {
    /**
     * Facts for every ref whose type is sold and which exists, keyed by productKey (`type:id`), as `describe`
     * answers them (the discount running left out): kept ones in their current version, the others described.
     */
    async describe(
      tx: DbOrTx,
      refs: readonly ProductItemRef[],
      now: Date,
      describe: (refs: readonly ProductItemRef[]) => Promise<Map<string, ProductFacts>>,
    ): Promise<Map<string, ProductFacts>> {
      const atMs = now.getTime();
      const versions: Versions = new Map();
      // The versions heard to hold need no statement; the others are read (with the generation they were read at).
      const idsByType = new Map<ProductType, string[]>();
      const toRead: string[] = [];
      for (const ref of refs) {
        const type = typeOf(ref.productItemType);
        if (!type?.factsVersion) continue;
        const key = keyOf(ref.productItemType, ref.productItemId);
        const version = heard && type.factsSources ? heard.get(key, atMs) : undefined;
        if (version !== undefined) versions.set(key, { version, until: Infinity });
        else {
          idsByType.set(type, [...(idsByType.get(type) ?? []), ref.productItemId]);
          toRead.push(key);
        }
      }
      const since = heard?.generation() ?? 0;
      // Requests for the same page at once (a page just asked by many) wait for the one reading its versions and facts.
      const flightKey = idsByType.size && heard ? toRead.join(' ') : undefined;
      const shared = flightKey ? await sharedRead(flightKey, since, atMs) : undefined;
      let landed: ReturnType<typeof takeOff> | undefined;
      if (flightKey && !shared) landed = takeOff(flightKey, since, atMs);
      // Landed once the facts are kept (the requests waiting find them there), or failed (they read for themselves).
      let read: Versions | undefined;
      try {
        read = shared ? undefined : idsByType.size ? await versionsOf(tx, idsByType, now) : undefined;
        return await factsOf(refs, versions, shared ?? read, read, since, describe);
      } finally {
        landed?.(read);
      }
    },
  };
}
