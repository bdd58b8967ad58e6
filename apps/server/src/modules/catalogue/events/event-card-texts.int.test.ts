import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import type { DbOrTx } from '../../../platform/db/database.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createCardTexts, type CardRef } from './event-card-texts.repository.js';
import { makeEventCategory, publishEvent } from './events.testing.js';

describe('the public list keeps its cards as bytes, by event and row version', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let category: { id: string; name: string };
  const events: { id: string; title: string }[] = [];

  const list = (query = '') => server.anonymous.get(`/api/v1/events?limit=100&${query}`);
  const cardOf = async (id: string) => (await list()).body.data.find((card: { id: string }) => card.id === id);
  /** The page statement's refs of some events, read as the list reads them. */
  const refsOf = async (ids: string[]): Promise<CardRef[]> =>
    (
      await server.database.pool.query<CardRef>(
        `select e.id::text as "id", e.xmin::text as "version", e.host_id::text as "hostId", (select u.xmin::text from users u where u.id = e.host_id) as "hostVersion"
           from events e where e.id = any($1::uuid[]) order by array_position($1::uuid[], e.id)`,
        [ids],
      )
    ).rows;

  beforeAll(async () => {
    // Rows are changed straight in the database here, past the writes that clear the shared answer cache.
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Đỗ Minh Khoa')]);
    category = await makeEventCategory(server, 'Hội thảo');
    for (const title of ['Hội thảo ảnh', 'Hội thảo phim', 'Hội thảo nhạc']) {
      events.push(await publishEvent(host, admin, { title, eventCategoryIds: [category.id], startsIn: 24 + events.length }));
    }
  });
  afterAll(() => server.close());

  it('shows an event as it is now, however it was changed since its card was last read', async () => {
    const [event] = events;
    expect((await cardOf(event!.id)).title).toBe('Hội thảo ảnh');
    await server.database.pool.query(`update events set title = 'Hội thảo ảnh đường phố' where id = $1`, [event!.id]);
    expect((await cardOf(event!.id)).title).toBe('Hội thảo ảnh đường phố');
  });

  it('shows a renamed category in every card that carries it, and the host as they are now', async () => {
    await list();
    await server.database.pool.query(`update event_categories set name = 'Tọa đàm' where id = $1`, [category.id]);
    await server.database.pool.query(`update users set follower_count = 41 where id = $1`, [host.user.id]);
    const cards = (await list(`eventCategoryId=${category.id}`)).body.data;
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.eventCategories).toEqual([{ id: category.id, name: 'Tọa đàm', slug: expect.any(String) }]);
      expect(card.host).toMatchObject({ id: host.user.id, fullName: 'Đỗ Minh Khoa', followerCount: 41 });
    }
  });

  it('writes a page the same, byte for byte, from kept cards as from cards read afresh', async () => {
    const texts = createCardTexts(server.database.db);
    const refs = await refsOf(events.map((e) => e.id));
    const afresh = await texts.page(refs);
    expect(texts.size).toMatchObject({ cards: { count: 3 }, hosts: { count: 1 } });
    expect((await texts.page(refs)).equals(afresh)).toBe(true);
    expect(JSON.parse(afresh.toString()).map((card: { title: string }) => card.title)).toEqual(['Hội thảo ảnh đường phố', 'Hội thảo phim', 'Hội thảo nhạc']);
  });

  it('still counts the matches of a page past the end, which has no card to carry the count', async () => {
    const past = await list(`eventCategoryId=${category.id}&page=9`);
    expect(past.body).toEqual({ data: [], meta: { page: 9, limit: 100, total: 3, totalPages: 1 } });
  });

  it('leaves out an event deleted after its page was read', async () => {
    const texts = createCardTexts(server.database.db);
    const refs = await refsOf(events.map((e) => e.id));
    const gone = refs[1]!;
    await server.database.pool.query('delete from events where id = $1', [gone.id]);
    const cards = JSON.parse((await texts.page(refs)).toString()) as { id: string }[];
    expect(cards.map((c) => c.id)).toEqual([refs[0]!.id, refs[2]!.id]);
    expect(JSON.parse((await texts.page([gone])).toString())).toEqual([]);
  });

  it('keeps no more bytes than it is given, dropping the least recently read card first', async () => {
    const refs = await refsOf([events[0]!.id, events[2]!.id]);
    let reads = 0;
    const db = server.database.db;
    const counting = new Proxy(db, {
      get: (target, key) => (key === 'execute' ? (...args: Parameters<typeof db.execute>) => (reads++, db.execute(...args)) : Reflect.get(target, key)),
    }) as DbOrTx;
    const probe = createCardTexts(counting, Number.MAX_SAFE_INTEGER);
    await probe.page(refs);
    const oneCard = probe.size.cards.bytes / 2;
    // Room for a card and a half: the second card read pushes the first out.
    const texts = createCardTexts(counting, Math.floor(oneCard * 1.5));
    reads = 0;
    await texts.page([refs[0]!]);
    expect(reads).toBe(2); // the card and its host
    await texts.page([refs[0]!]);
    expect(reads).toBe(2);
    await texts.page([refs[1]!]);
    expect(reads).toBe(3); // the same host, still kept
    expect(texts.size.cards.count).toBe(1);
    await texts.page([refs[1]!]);
    expect(reads).toBe(3);
    await texts.page([refs[0]!]);
    expect(reads).toBe(4);
  });
});
