import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../test/support/server.js';

const HOST = '0000000e-0000-4000-8000-000000000001';

/**
 * 1,200 events with titles of several words, marks and diacritics: some drafts, some without a start, many sharing a start
 * (the id then orders them), ids from md5 so that both servers hold the same.
 */
const SEED = `
  insert into users (id, email, username, full_name, role, status)
  values ('${HOST}', 'tu-khoa@vidu.vn', 'tu-khoa', 'Nhà tổ chức Từ Khoá', 'HOST', 'ACTIVE');
  insert into events (id, host_id, slug, title, status, start_at, end_at, min_price, published_at, created_at)
  select md5('event ' || g)::uuid, '${HOST}', 'tu-khoa-' || g,
         (array['Hội thảo thiết kế', 'Khoá học lập trình C++', 'Hoà nhạc Hà Nội - Đà Nẵng', 'Workshop AI & dữ liệu', 'Giải chạy 10km',
                'Lớp yoga_sáng', 'Tiếng Anh 100%', 'thảo luận hội hoạ'])[1 + g % 8]
           || (case when g % 3 = 0 then ' số ' || g else '' end),
         case when g % 11 = 0 then 'DRAFT' else 'PUBLISHED' end,
         case when g % 13 = 0 then null else timestamptz '2026-12-01' + (g % 40) * interval '1 day' end,
         case when g % 13 = 0 then null else timestamptz '2026-12-01' + (g % 40) * interval '1 day' + interval '2 hours' end,
         0, timestamptz '2026-11-01', timestamptz '2026-11-01'
    from generate_series(1, 1200) g;
  update events set updated_at = timestamptz '2026-11-01';`;

/** Writes after the mirror's load: a title changed, an event unpublished, one moved, one new. */
const LATER = `
  update events set title = 'Hội thảo mới về thiết kế' where id = md5('event 9')::uuid;
  update events set status = 'DRAFT' where id = md5('event 16')::uuid;
  update events set start_at = timestamptz '2026-11-01', end_at = timestamptz '2026-11-02' where id = md5('event 24')::uuid;
  insert into events (id, host_id, slug, title, status, start_at, end_at, min_price, published_at, created_at)
  values (md5('event new')::uuid, '${HOST}', 'tu-khoa-moi', 'Hội thảo chưa có ngày', 'PUBLISHED', null, null, 0, timestamptz '2026-11-01', timestamptz '2026-11-01');
  update events set updated_at = timestamptz '2026-11-01';`;

const WORDS = [
  'hoi',
  'hoi thao',
  'thao hoi',
  'HOI Thao',
  'oa',
  'a',
  '1',
  '10km',
  'khoa hoc 3',
  'ha noi',
  'ha-noi',
  'c++',
  'hội',
  'zzz',
  'o a i',
  'yoga_sang',
  '100%',
  // With diacritics (text-fold.ts): capitals, old and new style, đ, marks typed apart (NFD), a letter not Vietnamese.
  'hội thảo',
  'HỘI Thảo',
  'thảo hội',
  'khoá học 3',
  'khóa học',
  'hoà nhạc hà nội',
  'Đà',
  'hoạ',
  'yoga_sáng',
  'ho\u0323\u0302i',
  'naïve thảo',
];
const SHAPES = ['', '&sort=DESC', '&page=2&limit=7', '&page=5&limit=7&sort=DESC', '&page=40'];
const questions = () => WORDS.flatMap((q) => SHAPES.map((shape) => `/api/v1/events?q=${encodeURIComponent(q)}${shape}`));

/**
 * The public event list by words alone is answered from the catalogue's search mirror (mirror/event-words.ts) when it can:
 * the same pages and totals as PostgreSQL's titleMatches over the published events, as loaded and once changed since.
 */
describe('the public event list by words answers from the search mirror as PostgreSQL does', () => {
  let mirrored: TestServer;
  let plain: TestServer;
  const answersOf = async (server: TestServer) => {
    const answers: Record<string, unknown> = {};
    for (const path of questions()) {
      const answer = await server.anonymous.get(path);
      answers[path] = { status: answer.status, body: answer.body };
    }
    return answers;
  };

  /** The questions answered otherwise, with the totals and first ids of each way. */
  const differing = (mirror: Record<string, unknown>, postgres: Record<string, unknown>) => {
    const brief = (answer: unknown) => {
      const body = (answer as { body: { meta?: { total: number }; data?: { id: string }[] } }).body;
      return `${body.meta?.total} ${body.data?.map((event) => event.id.slice(0, 6)).join(',')}`;
    };
    return questions()
      .filter((path) => JSON.stringify(mirror[path]) !== JSON.stringify(postgres[path]))
      .map((path) => `${path}: ${brief(mirror[path])} / ${brief(postgres[path])}`);
  };

  beforeAll(async () => {
    [mirrored, plain] = await Promise.all([
      startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0', CATALOGUE_MIRROR: '1' }, { demo: false }),
      startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0', CATALOGUE_MIRROR: '0' }, { demo: false }),
    ]);
    await Promise.all([mirrored.database.pool.query(SEED), plain.database.pool.query(SEED)]);
    await mirrored.services.catalogueSearchMirror!.reload();
    expect(mirrored.services.catalogueSearchMirror!.ready).toBe(true);
    // The mirror answers (PostgreSQL would otherwise, and this would compare it with itself).
    const window = { sort: 'ASC', offset: 0, limit: 20 } as const;
    expect(mirrored.services.catalogueSearchMirror!.eventPage('hoi thao', window)?.total).toBeGreaterThan(100);
    // Words typed with diacritics too, folded in this process (text-fold.ts); marks typed apart are PostgreSQL's.
    expect(mirrored.services.catalogueSearchMirror!.eventPage('hội thảo', window)?.total).toBe(
      mirrored.services.catalogueSearchMirror!.eventPage('hoi thao', window)?.total,
    );
    expect(mirrored.services.catalogueSearchMirror!.eventPage('ho\u0323\u0302i', window)).toBeUndefined();
  });
  afterAll(async () => Promise.all([mirrored?.close(), plain?.close()]));

  it('gives every question the answer of PostgreSQL, the mirror as loaded', async () => {
    const [mirror, postgres] = await Promise.all([answersOf(mirrored), answersOf(plain)]);
    expect((postgres['/api/v1/events?q=hoi%20thao'] as { body: { meta: { total: number } } }).body.meta.total).toBeGreaterThan(100);
    expect(differing(mirror, postgres)).toEqual([]);
  });

  it('sees writes committed before a question, whether or not the mirror has read them from the change log yet', async () => {
    await Promise.all([mirrored.database.pool.query(LATER), plain.database.pool.query(LATER)]);
    // Written by hand, not through the events service: PostgreSQL's way is told to count again, as a write there would.
    plain.services.events.totals.changed();
    mirrored.services.events.totals.changed();
    const [mirror, postgres] = await Promise.all([answersOf(mirrored), answersOf(plain)]);
    expect(differing(mirror, postgres)).toEqual([]);
  });
});
