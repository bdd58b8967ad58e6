import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { createCatalogueIndexRepository } from './catalogue-index.repository.js';

const HOST = '0000000a-0000-4000-8000-000000000001';

/**
 * The search box's ranking without a full sort (catalogue_search, migrations 0034 and 0039): the same hits as ranking every
 * entry that holds the words, whether the first entries of a kind's order answer (a common phrase) or the index of its words
 * does (a rare one), before and after the words are counted.
 */
describe('the catalogue search ranks without reading every match', () => {
  let server: TestServer;
  const query = async <T>(text: string, values: unknown[] = []) => (await server.database.pool.query(text, values)).rows as T[];
  const search = async (q: string, limit = 20) => {
    const answer = await server.anonymous.get(`/api/v1/search?q=${encodeURIComponent(q)}&kinds=EVENT&limit=${limit}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.groups as { hits: { id: string; title: string }[] }[]).flatMap((group) => group.hits);
  };
  /** Every event with each word where a word starts, ranked the slow way: the phrase first, then the events' order. */
  const rankedByHand = async (phrase: string, limit = 20) => {
    const words = phrase.split(' ');
    const rows = await query<{ id: string }>(
      `select id from catalogue_entries
        where kind = 'EVENT' and search_words is not null and search_words like all ($2::text[])
        order by search_words not like '% ' || $1 || '%',
                 coalesce(ends_at, starts_at) is null desc, coalesce(ends_at, starts_at) >= now() desc, coalesce(ends_at, starts_at), id
        limit $3`,
      [phrase, words.map((word) => `% ${word}%`), limit],
    );
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' }, { demo: false });
    // 3,000 events over past, coming and undated days: "hoi thao" is common (the first entries answer), "gom su" rare (the
    // index answers), "thao" starts "thao luan" too, "nhac" is in two phrases, "hoi sach" only as words apart, "sach hoi thao"
    // holds a common pair but is no phrase of any.
    await query(`
      insert into users (id, email, username, full_name, role, status)
      values ('${HOST}', 'xep-hang@vidu.vn', 'xep-hang', 'Nhà tổ chức Xếp Hạng', 'HOST', 'ACTIVE');
      insert into events (id, host_id, slug, title, status, start_at, end_at, min_price, published_at, created_at)
      select gen_random_uuid(), '${HOST}', 'su-kien-xep-hang-' || g,
             (array['Hội thảo thiết kế', 'Hoà nhạc mùa thu', 'Workshop gốm sứ', 'Giao lưu hội thảo sách', 'Lớp thảo luận nhạc'])[1 + g % 5] || ' ' || g,
             'PUBLISHED',
             case when g % 97 = 0 then null else now() + ((g * 37) % 400 - 200) * interval '1 day' + g * interval '1 minute' end,
             case when g % 97 = 0 or g % 4 = 0 then null else now() + ((g * 37) % 400 - 200) * interval '1 day' + g * interval '1 minute' + interval '2 hours' end,
             0, now(), now()
        from generate_series(1, 3000) g where g % 5 <> 2 or g % 50 = 2;
      insert into ticket_tiers (id, event_id, name, price, capacity, status, position)
      select gen_random_uuid(), id, 'Vé thường', 100000, 50, 'ACTIVE', 0 from events where host_id = '${HOST}';`);
  });
  afterAll(() => server.close());

  it('gives a common phrase, a rare one and words apart the hits of ranking every event that holds them, whatever the counts say', async () => {
    const phrases = [
      'hoi thao',
      'hoi',
      'thao',
      'gom su',
      'nhac',
      'thiet ke',
      'mua thu',
      'thao luan nhac',
      'hoi sach',
      'workshop 1',
      'sach hoi thao',
      'nhac thao',
    ];
    const compare = async () => {
      for (const phrase of phrases) {
        for (const limit of [3, 20]) {
          const ids = (await search(phrase, limit)).map((hit) => hit.id);
          expect(ids, `${phrase}, ${limit}`).toEqual(await rankedByHand(phrase, limit));
          expect(ids.length, `${phrase}, ${limit}`).toBe(limit);
        }
      }
    };
    // As the writers' trigger left them (every word counted once: each kind looked up in the index)...
    await compare();
    // ...and counted (the common words walked, the rarer looked up, the phrase's pairs apart from its words).
    await createCatalogueIndexRepository(server.database.db).reconcile();
    // The search mirror held the events as changes since its load: loaded again, it holds them in its index of words.
    await server.services.catalogueSearchMirror?.reload();
    const [counted] = await query<{ entries: number }>(`select entries from catalogue_word_counts where kind = 'EVENT' and size = 2 and word = 'hoi thao'`);
    expect(counted!.entries).toBeGreaterThan(400);
    await compare();
  });

  it('counts the products a question lists up to 1,000 of a type, and says when more match', async () => {
    const listed = async (q: string) => {
      const answer = await server.anonymous.get(`/api/v1/products?q=${encodeURIComponent(q)}&type=TICKET_TIER`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.meta as { total: number; totalPages: number; totalAtLeast?: boolean };
    };
    const open = async (words: string) =>
      (
        await query<{ n: number }>(
          `select count(*)::int as n from catalogue_entries where kind = 'TICKET_TIER' and list_words like $1 and (ends_at is null or ends_at > now())`,
          [`%${words}%`],
        )
      )[0]!.n;
    expect(await open('ve thuong')).toBeGreaterThan(1000);
    expect(await listed('ve thuong')).toEqual({ page: 1, limit: 20, total: 1000, totalPages: 50, totalAtLeast: true });
    const rare = await open('gom su');
    expect(rare).toBeGreaterThan(0);
    expect(await listed('gom su')).toEqual({ page: 1, limit: 20, total: rare, totalPages: Math.ceil(rare / 20) });
  });

  it('puts events still to come before those over, the soonest first, and those without a date before both', async () => {
    const found = await search('hoa nhac mua thu');
    const when = await query<{ id: string; at: Date | null }>(
      `select id, coalesce(ends_at, starts_at) as at from catalogue_entries where kind = 'EVENT' and id = any($1::uuid[])`,
      [found.map((hit) => hit.id)],
    );
    const at = new Map(when.map((row) => [row.id, row.at]));
    const dates = found.map((hit) => at.get(hit.id) ?? null);
    const undated = dates.filter((date) => date === null).length;
    expect(undated).toBeGreaterThan(0);
    expect(dates.slice(0, undated).every((date) => date === null)).toBe(true);
    const dated = dates.slice(undated) as Date[];
    expect(dated.length).toBeGreaterThan(0);
    for (let i = 1; i < dated.length; i++) expect(dated[i]!.getTime()).toBeGreaterThanOrEqual(dated[i - 1]!.getTime());
    expect(dated[0]!.getTime()).toBeGreaterThan(Date.now());
  });

  it('reads a mistyped word as the closest word the catalogue uses, known as soon as an entry uses it', async () => {
    expect(await search('kintsugi')).toEqual([]);
    await query(`insert into events (id, host_id, slug, title, status, start_at, min_price, published_at, created_at)
                 values (gen_random_uuid(), '${HOST}', 'kintsugi', 'Workshop Kintsugi hàn gốm', 'PUBLISHED', now() + interval '3 days', 0, now(), now())`);
    for (const typed of ['kintsugi', 'kinstugi', 'kintsug', 'workshop kintsgi']) {
      expect(
        (await search(typed)).map((hit) => hit.title),
        typed,
      ).toEqual(['Workshop Kintsugi hàn gốm']);
    }
    // A word close to nothing the catalogue uses finds nothing rather than anything.
    expect(await search('zzqqxx')).toEqual([]);
  });

  it('finds an active calendar by its title or its host, and no longer once its host stops it', async () => {
    const calendarHits = async (q: string) => {
      const answer = await server.anonymous.get(`/api/v1/search?q=${encodeURIComponent(q)}&kinds=CALENDAR`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.groups as { kind: string; hits: { title: string; link: string; subtitle: string | null }[] }[]).flatMap((group) =>
        group.hits.map((hit) => ({ kind: group.kind, ...hit })),
      );
    };
    const [calendar] = await query<{ id: string }>(
      `insert into calendars (id, host_id, title, type, price, duration_minutes, status)
       values (gen_random_uuid(), '${HOST}', 'Tư vấn hồ sơ du học 1:1', 'ONE_TO_ONE', 300000, 45, 'ACTIVE') returning id`,
    );
    const found = [{ kind: 'CALENDAR', title: 'Tư vấn hồ sơ du học 1:1', link: `/calendars/${calendar!.id}`, subtitle: 'Nhà tổ chức Xếp Hạng' }];
    expect(await calendarHits('tu van du hoc')).toMatchObject(found);
    expect(await calendarHits('xep hang ho so')).toMatchObject(found);
    await query(`update calendars set status = 'INACTIVE' where id = $1`, [calendar!.id]);
    expect(await calendarHits('tu van du hoc')).toEqual([]);
  });

  it('forgets at the nightly reconciliation the words no entry uses any more', async () => {
    await query(`insert into events (id, host_id, slug, title, status, start_at, min_price, published_at, created_at)
                 values (gen_random_uuid(), '${HOST}', 'origami', 'Lớp Origami', 'PUBLISHED', now() + interval '3 days', 0, now(), now())`);
    const known = async () => (await query(`select 1 from catalogue_words where word = 'origami'`)).length > 0;
    expect(await known()).toBe(true);
    await query(`update events set title = 'Lớp gấp giấy' where slug = 'origami'`);
    expect(await known()).toBe(true);
    await createCatalogueIndexRepository(server.database.db).reconcile();
    expect(await known()).toBe(false);
    expect((await search('gap giay')).map((hit) => hit.title)).toEqual(['Lớp gấp giấy']);
  });
});
