import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../test/support/database.js';
import { eventually } from '../../../../../test/support/wait.js';
import { openDatabase, type Database } from '../../../../platform/db/database.js';
import { createCatalogueChangesRepository } from './catalogue-changes.repository.js';
import { createChangeFeed, followChanges, type ChangeFeed, type EntryKey } from './follow-changes.js';
import { loadSearchedEntries } from './search-entries.repository.js';

/** A store that records what it was given: each apply's keys (the rows first, then the entries gone). */
function recordingStore() {
  const applies: string[][] = [];
  return {
    applies,
    changedSince: 0,
    apply(rows: readonly EntryKey[], gone: readonly EntryKey[]) {
      applies.push([...rows, ...gone].map((key) => key.id));
      this.changedSince += rows.length + gone.length;
    },
  };
}

/**
 * The change log's follower on a real log (catalogue_entry_changes, written here by hand as the triggers of
 * catalogue_entries write it): the place it loads at is read as the mirrors read it (loadSearchedEntries, on an empty index).
 */
describe('following the catalogue change log', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: Database;
  const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const logged = async (...ids: string[]) => {
    for (const id of ids) await sql(`insert into catalogue_entry_changes (kind, id) values ('TICKET_TIER', $1)`, [id]);
  };

  function follower(options: { bound?: number; feed?: ChangeFeed; refuse?: () => boolean } = {}) {
    const said: string[] = [];
    const stores: ReturnType<typeof recordingStore>[] = [];
    const log = { info: (_obj: unknown, msg: string) => said.push(msg), warn: (_obj: unknown, msg: string) => said.push(msg) };
    const f = followChanges<EntryKey, ReturnType<typeof recordingStore>>({
      name: 'test mirror',
      changes: createCatalogueChangesRepository(database.db),
      kinds: new Set(['TICKET_TIER']),
      log,
      feed: options.feed,
      bound: () => options.bound ?? 100,
      // Every entry is still there: the store is given the keys it was asked for, in that order.
      entries: async (keys) => keys,
      async load() {
        if (options.refuse?.()) return undefined;
        const place = await loadSearchedEntries(url, () => undefined);
        const store = recordingStore();
        stores.push(store);
        return { store, place };
      },
    });
    const applied = () => stores.at(-1)?.applies ?? [];
    return { f, said, stores, applied };
  }

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    database = openDatabase(url, { max: 4 });
  });
  afterAll(async () => {
    await database.pool.end();
    await drop();
  });

  it('applies each change of its kinds once, in the order logged', async () => {
    const { f, stores, applied } = follower();
    await f.refresh();
    expect(stores).toHaveLength(1);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await logged(a, b, a, c);
    await sql(`insert into catalogue_entry_changes (kind, id) values ('EVENT', $1)`, [randomUUID()]);
    await f.refresh();
    await f.refresh();
    expect(applied()).toEqual([[a, b, c]]);
    expect(stores).toHaveLength(1);
    await f.close();
  });

  it('sees a change logged below its place by a transaction that commits after it read past it', async () => {
    const { f, applied } = follower();
    await f.refresh();
    const late = await database.pool.connect();
    try {
      const [early, after] = [randomUUID(), randomUUID()];
      await late.query('begin');
      const below = await late.query(`insert into catalogue_entry_changes (kind, id) values ('TICKET_TIER', $1) returning seq`, [early]);
      await logged(after);
      await f.refresh();
      expect(applied()).toEqual([[after]]);
      expect(f.place.low).toBeGreaterThan(Number(below.rows[0].seq));
      await late.query('commit');
      await f.refresh();
      await f.refresh();
      // The late one once, and the one read already not again.
      expect(applied()).toEqual([[after], [early]]);
    } finally {
      late.release();
      await f.close();
    }
  });

  it('loads again when the log was pruned past its place, or emptied', async () => {
    const { f, said, stores } = follower();
    await f.refresh();
    await logged(randomUUID());
    await sql(`select catalogue_entry_changes_prune(interval '0')`);
    await f.refresh();
    expect(said).toContain('test mirror: the change log was pruned past this process, or emptied: loading again');
    expect(stores).toHaveLength(2);
    // Loaded after the pruning: it stands past it, and follows on from there.
    const next = randomUUID();
    await logged(next);
    await f.refresh();
    expect(stores).toHaveLength(2);
    expect(stores[1]!.applies).toEqual([[next]]);

    await sql(`insert into catalogue_entry_changes (kind, id) values ('*', '00000000-0000-0000-0000-000000000000')`);
    await f.refresh();
    expect(stores).toHaveLength(3);
    expect(stores[2]!.applies).toEqual([]);
    await f.close();
  });

  it('loads again, applying nothing, on a write of more changes than it applies one by one', async () => {
    const { f, said, stores } = follower({ bound: 3 });
    await f.refresh();
    await sql(`insert into catalogue_entry_changes (kind, id) select 'TICKET_TIER', gen_random_uuid() from generate_series(1, 4)`);
    await f.refresh();
    expect(said).toContain('test mirror: more changes than it would apply one by one: loading again');
    expect(stores).toHaveLength(2);
    expect(stores[0]!.applies).toEqual([]);
    // Up to its bound, one by one; past it since the load, loaded again.
    const few = [randomUUID(), randomUUID(), randomUUID()];
    await logged(...few);
    await f.refresh();
    expect(stores[1]!.applies).toEqual([few]);
    expect(stores).toHaveLength(2);
    await logged(randomUUID());
    await f.refresh();
    expect(stores).toHaveLength(3);
    await f.close();
  });

  it('drops its store, and stops, when a later load declines (past the bound of entries)', async () => {
    let refuse = false;
    const { f, stores } = follower({ bound: 1, refuse: () => refuse });
    await f.refresh();
    await logged(randomUUID());
    await f.refresh();
    expect(f.store).toBe(stores[0]);
    expect(stores[0]!.applies).toHaveLength(1);
    // A second change one by one takes it past its bound since the load: it loads again, which now declines.
    refuse = true;
    await logged(randomUUID());
    await f.refresh();
    expect(f.store).toBeUndefined();
    expect(f.closed).toBe(true);
    await f.close();
  });

  const listening = async () =>
    Number(
      (await sql(`select count(*) from pg_stat_activity where application_name = 'market-catalogue-mirror' and datname = current_database()`)).rows[0].count,
    );

  it('tells every follower of the process through one LISTEN connection', async () => {
    const feed = createChangeFeed({ databaseUrl: url });
    const one = follower({ feed });
    const two = follower({ feed });
    one.f.start();
    two.f.start();
    await eventually(async () => one.f.store && two.f.store);
    await eventually(async () => (await listening()) === 1, 10_000, 'the LISTEN connection');
    const id = randomUUID();
    await logged(id);
    await sql(`select pg_notify('catalogue_entry_changes', '')`);
    await eventually(async () => one.applied().length > 0 && two.applied().length > 0, 10_000, 'both followers told');
    expect(one.applied()).toEqual([[id]]);
    expect(two.applied()).toEqual([[id]]);
    await one.f.close();
    expect(await listening()).toBe(1);
    await two.f.close();
    await eventually(async () => (await listening()) === 0, 10_000, 'the LISTEN connection to close');
  });

  it('holds no LISTEN and no poll while every follower declined to load, and starts them again for one that loads', async () => {
    const feed = createChangeFeed({ databaseUrl: url });
    const [big, off] = [follower({ feed, refuse: () => true }), follower({ feed, refuse: () => true })];
    big.f.start();
    off.f.start();
    await eventually(async () => big.f.closed && off.f.closed);
    expect(feed.active).toBe(false);
    await eventually(async () => (await listening()) === 0, 10_000, 'no LISTEN connection');

    let refuse = false;
    const later = follower({ feed, bound: 1, refuse: () => refuse });
    later.f.start();
    await eventually(async () => later.f.store);
    expect(feed.active).toBe(true);
    await eventually(async () => (await listening()) === 1, 10_000, 'the LISTEN connection');
    const id = randomUUID();
    await logged(id);
    await sql(`select pg_notify('catalogue_entry_changes', '')`);
    await eventually(async () => later.applied().length > 0, 10_000, 'the follower told');
    expect(later.applied()).toEqual([[id]]);

    // Its next load declines (past its bound of changes, and now of entries): the last follower gone, the feed stops.
    refuse = true;
    await logged(randomUUID());
    await sql(`select pg_notify('catalogue_entry_changes', '')`);
    await eventually(async () => later.f.closed, 10_000, 'the follower to decline');
    expect(feed.active).toBe(false);
    await eventually(async () => (await listening()) === 0, 10_000, 'the LISTEN connection to close');
    await Promise.all([big.f.close(), off.f.close(), later.f.close()]);
  });
});
