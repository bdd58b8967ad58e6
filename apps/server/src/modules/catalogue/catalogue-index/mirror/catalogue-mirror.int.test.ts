import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../test/support/server.js';
import { eventually } from '../../../../../test/support/wait.js';
import { buildApp, type BuiltApp } from '../../../../app.js';
import { openDatabase, type Database } from '../../../../platform/db/database.js';
import { seedCatalogueFixture } from '../catalogue-fixture.seed.js';
import { createCatalogueChangesRepository } from './catalogue-changes.repository.js';
import { createCatalogueMirror } from './mirror.js';

const HOST = '00000001-0000-4000-8000-000000000002';
const EVENT = '00000002-0000-4000-8000-000000000901';
const TIER = '00000003-0000-4000-8000-000000000901';

interface Page {
  data: { productItemId: string; title: string; host: { name: string } | null }[];
  meta: { total: number };
}

/**
 * Two processes on one database: a write made elsewhere (here by hand, as another process's request writes it) reaches
 * the mirror of the other within moments, through the change log and its notification.
 */
describe('the catalogue mirror of another process', () => {
  let server: TestServer;
  let other: BuiltApp;
  let otherDb: Database;
  let otherUrl: string;
  const sql = (text: string, values: unknown[] = []) => server.database.pool.query(text, values);
  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${otherUrl}${path}`);
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as T;
  };
  const listed = async (q: string) => (await get<Page>(`/api/v1/products?q=${encodeURIComponent(q)}`)).data;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' }, { demo: false });
    await seedCatalogueFixture(server.database.pool);
    otherDb = openDatabase(server.config.databaseUrl!, { max: 5 });
    other = await buildApp(server.config, otherDb, { logger: false });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    await eventually(async () => other.services.catalogueMirror?.ready, 20_000, 'the other process to load its mirror');
  });
  afterAll(async () => {
    await other.app.close();
    await otherDb.pool.end();
    await server.close();
  });

  it('lists a new event, its host under a new name, and drops a tier whose sale closed', async () => {
    expect(await listed('quokka')).toEqual([]);
    await sql(
      `insert into events (id, host_id, slug, title, cover_image, status, start_at, end_at, min_price, published_at, created_at)
       values ($1, $2, 'dem-nhac-quokka', 'Đêm nhạc Quokka', 'https://img.vidu.vn/quokka.jpg', 'PUBLISHED',
               timestamptz '2031-06-01 19:00+07', timestamptz '2031-06-01 22:00+07', 150000, now(), now())`,
      [EVENT, HOST],
    );
    await sql(`insert into ticket_tiers (id, event_id, name, price, capacity, status, position) values ($1, $2, 'Vé thường', 150000, 40, 'ACTIVE', 0)`, [
      TIER,
      EVENT,
    ]);
    const found = await eventually(async () => {
      const data = await listed('quokka');
      return data.length ? data : undefined;
    });
    expect(found.map((item) => [item.productItemId, item.title])).toEqual([[TIER, 'Đêm nhạc Quokka']]);
    // The search box of that process finds the event too.
    const search = await get<{ groups: { kind: string; hits: { title: string }[] }[] }>('/api/v1/search?q=quokka');
    expect(search.groups.find((group) => group.kind === 'EVENT')?.hits.map((hit) => hit.title)).toEqual(['Đêm nhạc Quokka']);

    await sql(`update users set full_name = 'Ngô Zebra Kiwi' where id = $1`, [HOST]);
    const renamed = await eventually(async () => {
      const data = await listed('zebra kiwi');
      return data.length ? data : undefined;
    });
    expect(renamed.map((item) => item.productItemId)).toContain(TIER);
    expect(await listed('nguyen thi hoa')).toEqual([]);

    await sql(`update ticket_tiers set status = 'DISABLED' where id = $1`, [TIER]);
    await eventually(async () => (await listed('quokka')).length === 0);
  });

  it('is not loaded past its bound of entries, and leaves the listing to PostgreSQL', async () => {
    const said: string[] = [];
    const log = { info: (_obj: unknown, msg: string) => said.push(msg), warn: (_obj: unknown, msg: string) => said.push(msg) };
    const changes = createCatalogueChangesRepository(server.database.db);
    const mirror = createCatalogueMirror({ databaseUrl: server.config.databaseUrl!, changes, log, maxEntries: 10 });
    await mirror.refresh();
    expect(mirror.ready).toBe(false);
    expect(await mirror.list({ types: ['TICKET_TIER'], now: new Date(), take: 20 })).toBeUndefined();
    expect(said).toEqual(['catalogue mirror: more listed entries than CATALOGUE_MIRROR_MAX_ENTRIES; the listing reads PostgreSQL']);
    await mirror.close();
  });

  it('loads again when the change log was pruned past where it stood', async () => {
    const said: string[] = [];
    const log = { info: (_obj: unknown, msg: string) => said.push(msg), warn: (_obj: unknown, msg: string) => said.push(msg) };
    const mirror = createCatalogueMirror({
      databaseUrl: server.config.databaseUrl!,
      changes: createCatalogueChangesRepository(server.database.db),
      log,
    });
    const okapi = () => mirror.list({ q: 'okapi', types: ['TICKET_TIER'], now: new Date(), take: 20 });
    try {
      await mirror.refresh();
      expect(mirror.ready).toBe(true);
      await sql(`update events set title = 'Hoà nhạc Okapi' where id = '00000002-0000-4000-8000-000000000001'`);
      // Not read yet: this mirror follows the log only when asked.
      expect((await okapi())!.entries.get('TICKET_TIER')!.length).toBe(0);
      await sql(`select catalogue_entry_changes_prune(interval '0')`);
      await mirror.refresh();
      expect(said).toContain('catalogue mirror: the change log was pruned past this process, or emptied: loading again');
      const tiers = (await okapi())!.entries.get('TICKET_TIER')!;
      expect(tiers.length).toBeGreaterThan(0);
      expect(tiers.at(0)!.title).toBe('Hoà nhạc Okapi');
    } finally {
      await mirror.close();
    }
  });

  it('loads again, instead of holding every change at once, after a write of more entries than it applies one by one', async () => {
    const said: string[] = [];
    const log = { info: (_obj: unknown, msg: string) => said.push(msg), warn: (_obj: unknown, msg: string) => said.push(msg) };
    const mirror = createCatalogueMirror({
      databaseUrl: server.config.databaseUrl!,
      changes: createCatalogueChangesRepository(server.database.db),
      log,
      changedBound: 2,
    });
    const gnu = () => mirror.list({ q: 'linh duong', types: ['TICKET_TIER'], now: new Date(), take: 20 });
    try {
      await mirror.refresh();
      await sql(`update events set title = title || ' linh dương' where id in (select parent_id from catalogue_entries where kind = 'TICKET_TIER')`);
      await mirror.refresh();
      expect(said).toContain('catalogue mirror: more changes than it would apply one by one: loading again');
      const tiers = (await gnu())!.entries.get('TICKET_TIER')!;
      expect(tiers.length).toBeGreaterThan(2);
      expect(tiers.at(0)!.title).toMatch(/ linh dương$/);
    } finally {
      await mirror.close();
    }
  });
});
