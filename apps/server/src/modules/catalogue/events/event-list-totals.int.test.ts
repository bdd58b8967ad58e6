import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { makeEventCategory, publishEvent } from './events.testing.js';

describe('totals of the public event list', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let talk: string;
  let batch = 0;

  const list = (query = '') => server.anonymous.get(`/api/v1/events?${query}`);
  const totalOf = async (query = '') => (await list(query)).body.meta.total as number;
  const hoiThao = `q=${encodeURIComponent('hoi thao')}`;

  /**
   * Published events written straight to the table (as another server would, without telling this
   * one), an hour apart from `startsIn` hours on; linked to a category through the link table.
   */
  async function insertPublished(count: number, title: string, options: { categoryId?: string; startsIn?: number } = {}) {
    batch += 1;
    const { rows } = await server.database.pool.query<{ id: string }>(
      `insert into events (host_id, slug, title, format, status, start_at, end_at, duration_minutes, session_count, min_price, max_price, published_at)
       select $1, 'tong-' || $2::int || '-' || g, $3::text || ' ' || g, 'ONLINE', 'PUBLISHED',
              now() + ($4::int + g) * interval '1 hour', now() + ($4::int + g + 1) * interval '1 hour', 60, 1, 0, 0, now()
         from generate_series(1, $5::int) g returning id`,
      [host.user.id, batch, title, options.startsIn ?? 24, count],
    );
    if (options.categoryId) {
      await server.database.pool.query('insert into event_category_links (event_id, event_category_id) select unnest($1::uuid[]), $2', [
        rows.map((r) => r.id),
        options.categoryId,
      ]);
    }
  }

  /** A write through the API: what this server hears of. */
  const writeThroughApi = () => host.client.post('/api/v2/events/draft', { title: 'Nháp mới' });

  beforeAll(async () => {
    // Rows are written straight to the database here, past the writes that clear the shared answer
    // cache: this file is about the totals beneath it, so that cache is off.
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Trần Thu Hà')]);
    talk = (await makeEventCategory(server, 'Hội thảo')).id;
  });
  afterAll(() => server.close());

  it('counts a filter matching up to 200 events exactly, on every request', async () => {
    await insertPublished(150, 'Hội thảo dữ liệu', { categoryId: talk });
    expect((await list()).body.meta).toEqual({ page: 1, limit: 20, total: 150, totalPages: 8 });
    await insertPublished(20, 'Hội thảo dữ liệu', { categoryId: talk, startsIn: 200 });
    expect(await totalOf()).toBe(170);
  });

  it('keeps a total above 200 for a while, and counts again once an event is written here', async () => {
    await insertPublished(100, 'Workshop nhiếp ảnh', { startsIn: 400 });
    expect(await totalOf()).toBe(270);
    await insertPublished(5, 'Workshop nhiếp ảnh', { startsIn: 600 });
    expect(await totalOf()).toBe(270);
    // A filter of fewer matches is still counted exactly.
    expect(await totalOf(`eventCategoryId=${talk}`)).toBe(170);
    expect((await writeThroughApi()).status).toBe(201);
    expect(await totalOf()).toBe(275);
    await publishEvent(host, admin, { title: 'Hội thảo qua API', eventCategoryIds: [talk], startsIn: 1 });
    expect(await totalOf()).toBe(276);
  });

  it('finds category and words together from the copy of the categories on each event, diacritics ignored', async () => {
    await insertPublished(10, 'Hội thảo nhiếp ảnh', { startsIn: 700 });
    await insertPublished(5, 'Giao lưu cuối tuần', { categoryId: talk, startsIn: 800 });
    const both = await list(`eventCategoryId=${talk}&${hoiThao}&limit=100&page=2`);
    expect(both.body.meta).toMatchObject({ total: 171, totalPages: 2 });
    expect(both.body.data.every((e: { title: string }) => e.title.startsWith('Hội thảo'))).toBe(true);
    expect(both.body.data[0].eventCategories).toEqual([expect.objectContaining({ id: talk, name: 'Hội thảo' })]);
    // Its total is kept now: the first page is walked on the start index, and the two pages make up every match.
    const first = await list(`eventCategoryId=${talk}&${hoiThao}&limit=100`);
    expect(first.body.meta.total).toBe(171);
    const ids = new Set([...first.body.data, ...both.body.data].map((e: { id: string; title: string }) => e.title.startsWith('Hội thảo') && e.id));
    expect(ids.size).toBe(171);
    expect(ids.has(false)).toBe(false);
    expect(await totalOf(hoiThao)).toBe(181);
    expect(await totalOf(`eventCategoryId=${talk}`)).toBe(176);
    expect(await totalOf(`eventCategoryId=${talk}&q=${encodeURIComponent('HỘI THẢO qua')}`)).toBe(1);
  });

  it('reads every page once and in order, the deep ones from the far end', async () => {
    expect((await writeThroughApi()).status).toBe(201);
    const { rows } = await server.database.pool.query<{ id: string }>(`select id from events where status = 'PUBLISHED' order by start_at, id`);
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const res = await list(`limit=90&page=${page}`);
      expect(res.body.meta).toEqual({ page, limit: 90, total: rows.length, totalPages: 4 });
      pages.push(...res.body.data.map((e: { id: string }) => e.id));
    }
    expect(pages).toEqual(rows.map((r) => r.id));
    const descending = [];
    for (let page = 1; page <= 4; page++) descending.push(...(await list(`limit=90&page=${page}&sort=DESC`)).body.data.map((e: { id: string }) => e.id));
    expect(descending).toEqual(rows.map((r) => r.id).reverse());
    const beyond = await list('limit=90&page=5');
    expect(beyond.body).toEqual({ data: [], meta: { page: 5, limit: 90, total: rows.length, totalPages: 4 } });
  });

  it('seeks deep pages from marks: the rows counted from the start, in either order, with or without words', async () => {
    await insertPublished(2500, 'Khoá học dữ liệu', { startsIn: 1000 });
    expect((await writeThroughApi()).status).toBe(201);
    const ordered = async (where: string) =>
      (await server.database.pool.query<{ id: string }>(`select id from events where status = 'PUBLISHED' ${where} order by start_at, id`)).rows.map(
        (r) => r.id,
      );
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((e) => e.id);
    const all = await ordered('');
    expect(await totalOf()).toBe(all.length);
    for (const page of [21, 40, 55, Math.ceil(all.length / 50)]) {
      expect(ids(await list(`limit=50&page=${page}`)), `page ${page}`).toEqual(all.slice((page - 1) * 50, page * 50));
      expect(ids(await list(`limit=50&page=${page}&sort=DESC`)), `page ${page} DESC`).toEqual([...all].reverse().slice((page - 1) * 50, page * 50));
    }
    const courses = await ordered(`and search_title like '%khoa%' and search_title like '%hoc%'`);
    expect(await totalOf(`q=${encodeURIComponent('khoa hoc')}`)).toBe(courses.length);
    expect(ids(await list(`q=${encodeURIComponent('khoa hoc')}&limit=40&page=31`))).toEqual(courses.slice(1200, 1240));
  });

  it('walks a category on its own copy of its published events, in step with every write to them', async () => {
    const pottery = (await makeEventCategory(server, 'Gốm')).id;
    await insertPublished(320, 'Lớp gốm', { categoryId: pottery, startsIn: 5000 });
    const columns = 'id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title';
    const rowsOf = async (sql: string) => (await server.database.pool.query(sql)).rows;
    const copyIsInStep = async () =>
      expect(await rowsOf(`select category_id, ${columns} from published_events_by_category order by category_id, id`)).toEqual(
        await rowsOf(`select c as category_id, ${columns} from events cross join lateral unnest(category_ids) c where status = 'PUBLISHED' order by c, id`),
      );
    const inPottery = async (where = '') =>
      (await rowsOf(`select id from events where status = 'PUBLISHED' and '${pottery}' = any(category_ids) ${where} order by start_at, id`)).map(
        (r: { id: string }) => r.id,
      );
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((e) => e.id);
    await copyIsInStep();
    // More than the exact bound: the first request counts them all and still answers the first page in
    // order; the total is kept, and pages are walked from then on, deep ones from marks.
    const before = await inPottery();
    const first = await list(`eventCategoryId=${pottery}&limit=50`);
    expect(first.body.meta.total).toBe(320);
    expect(ids(first)).toEqual(before.slice(0, 50));
    expect(ids(await list(`eventCategoryId=${pottery}&limit=50&page=2`))).toEqual(before.slice(50, 100));
    expect(ids(await list(`eventCategoryId=${pottery}&limit=50&page=6`))).toEqual(before.slice(250, 300));

    // Written straight to the tables: moved later, archived, renamed, taken out of the category, deleted.
    const [later, archived, renamed, movedOut, deleted] = before;
    const pool = server.database.pool;
    await pool.query(`update events set start_at = start_at + interval '900 hours', end_at = end_at + interval '900 hours' where id = $1`, [later]);
    await pool.query(`update events set status = 'ARCHIVED' where id = $1`, [archived]);
    await pool.query(`update events set title = 'Gốm Bát Tràng' where id = $1`, [renamed]);
    await pool.query(`delete from event_category_links where event_id = $1`, [movedOut]);
    await pool.query(`delete from events where id = $1`, [deleted]);
    await copyIsInStep();
    // Pages are read as the events are now, whatever total is kept meanwhile.
    const after = await inPottery();
    expect(after).toHaveLength(317);
    expect(after.at(-1)).toBe(later);
    expect(ids(await list(`eventCategoryId=${pottery}&limit=50`))).toEqual(after.slice(0, 50));
    const words = await list(`eventCategoryId=${pottery}&q=${encodeURIComponent('lop gom')}&limit=50`);
    expect(ids(words)).toEqual((await inPottery(`and search_title like '%lop gom%'`)).slice(0, 50));
    expect(ids(words)).not.toContain(renamed);
  });

  it('keeps the total of a period alone (the live tab) however few match, and counts again once an event is written here', async () => {
    // Happening now, written straight to the table as another server would.
    const insertLive = (count: number) =>
      server.database.pool.query(
        `insert into events (host_id, slug, title, format, status, start_at, end_at, duration_minutes, session_count, min_price, max_price, published_at)
         select $1, 'dang-dien-ra-' || gen_random_uuid(), 'Đang diễn ra ' || g, 'ONLINE', 'PUBLISHED',
                now() - interval '1 hour', now() + interval '1 hour', 120, 1, 0, 0, now()
           from generate_series(1, $2::int) g`,
        [host.user.id, count],
      );
    await insertLive(3);
    expect(await totalOf('tab=live')).toBe(3);
    await insertLive(2);
    // The kept total answers beside a page read as the events are now.
    const kept = await list('tab=live');
    expect(kept.body.meta.total).toBe(3);
    expect(kept.body.data).toHaveLength(5);
    // The same period with anything more is still counted exactly on every request.
    expect(await totalOf('tab=live&price=free')).toBe(5);
    expect((await writeThroughApi()).status).toBe(201);
    expect(await totalOf('tab=live')).toBe(5);
  });

  it("counts every match of a search by words exactly on its first request, past the bound too, in the page's own statement", async () => {
    await insertPublished(230, 'Tọa đàm điện ảnh', { startsIn: 9000 });
    const expected = await server.database.pool.query<{ id: string }>(
      `select id from events where status = 'PUBLISHED' and search_title like '%toa%' and search_title like '%dam%' order by start_at, id limit 20`,
    );
    const pool = server.database.pool;
    const original = pool.query.bind(pool);
    const seen: string[] = [];
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (/"events"|"published_event_titles"|"users"/.test(text)) seen.push(text);
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    try {
      // Other words each time, so that no total is kept yet; the first also reads the cards' texts.
      const counts = [];
      for (const q of ['toa dam', 'dam toa', 'dien anh toa', 'TỌA ĐÀM điện']) {
        seen.length = 0;
        const res = await list(`q=${encodeURIComponent(q)}`);
        expect(res.body.meta, q).toEqual({ page: 1, limit: 20, total: 230, totalPages: 12 });
        expect(res.body.data.map((e: { id: string }) => e.id)).toEqual(expected.rows.map((r) => r.id));
        counts.push(seen.length);
      }
      // Work in the background may query the same pool meanwhile and only add to a count.
      expect(Math.min(...counts.slice(1))).toBe(1);
    } finally {
      pool.query = original;
    }
  });

  it('keeps the published events a search by words reads in step with every write to them', async () => {
    const columns = 'id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title';
    const rowsOf = async (sql: string) => (await server.database.pool.query(sql)).rows;
    const inStep = async () =>
      expect(await rowsOf(`select ${columns} from published_event_titles order by id`)).toEqual(
        await rowsOf(`select ${columns} from events where status = 'PUBLISHED' order by id`),
      );
    await inStep();
    const talks = (await rowsOf(`select id from events where status = 'PUBLISHED' and search_title like 'toa dam dien anh%' order by start_at, id`)).map(
      (r: { id: string }) => r.id,
    );
    // Written straight to the tables: moved later, archived, renamed, put in a category, deleted.
    const [later, archived, renamed, categorised, deleted] = talks;
    const pool = server.database.pool;
    await pool.query(`update events set start_at = start_at + interval '900 hours', end_at = end_at + interval '900 hours' where id = $1`, [later]);
    await pool.query(`update events set status = 'ARCHIVED' where id = $1`, [archived]);
    await pool.query(`update events set title = 'Buổi chiếu phim' where id = $1`, [renamed]);
    await pool.query('insert into event_category_links (event_id, event_category_id) values ($1, $2)', [categorised, talk]);
    await pool.query(`delete from events where id = $1`, [deleted]);
    await inStep();
    // New words, so that the total is counted again: the search reads the events as they are now.
    const found = await list(`q=${encodeURIComponent('dam toa dien anh')}&limit=100&page=3`);
    expect(found.body.meta).toEqual({ page: 3, limit: 100, total: 227, totalPages: 3 });
    expect(found.body.data.at(-1).id).toBe(later);
    const inTalk = await list(`eventCategoryId=${talk}&q=${encodeURIComponent('toa dam')}`);
    expect(inTalk.body.data.map((e: { id: string }) => e.id)).toEqual([categorised]);
  });
});
