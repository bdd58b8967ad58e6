import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../test/support/server.js';
import type { IndexedListingPage } from '../../../commerce/index.js';
import { seedCatalogueFixture } from '../catalogue-fixture.seed.js';
import { createCatalogueIndexRepository, LISTED_TYPES } from '../catalogue-index.repository.js';
import type { CatalogueMirror } from './mirror.js';

/**
 * The mirror's listing against PostgreSQL's on a catalogue larger than the recorded fixture: words matching more than
 * the 1,000 a type counts, events happening now (with and without an end), a moment between two starts, deep pages.
 */
describe('the mirror lists what PostgreSQL lists', () => {
  let server: TestServer;
  let mirror: CatalogueMirror;
  const plain = (page: IndexedListingPage) => ({
    total: page.total,
    totalAtLeast: page.totalAtLeast ?? false,
    entries: [...page.entries].map(([type, list]) => [type, Array.from({ length: list.length }, (_, i) => list.at(i))]),
  });

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' }, { demo: false });
    await seedCatalogueFixture(server.database.pool);
    // 1,500 events around now: some started (a few without an end), most to come, two tiers each, titles of few words.
    await server.database.pool.query(`
      insert into events (id, host_id, slug, title, cover_image, status, start_at, end_at, min_price, published_at, created_at)
      select ('0000000b-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
             ('00000001-0000-4000-8000-' || lpad((1 + g % 8)::text, 12, '0'))::uuid, 'lon-' || g,
             (array['Hội thảo','Workshop','Hoà nhạc','Giao lưu'])[1 + g % 4] || ' ' || (array['yoga','piano','dữ liệu','Python','nhiếp ảnh'])[1 + g % 5]
               || case when g % 97 = 0 then ' hiếm' else '' end,
             'https://img.vidu.vn/l.jpg', 'PUBLISHED',
             case when g % 50 = 0 then null else now() + ((g % 300) - 40) * interval '6 hours' + (g % 7) * interval '1 second' end,
             case when g % 50 = 0 or g % 23 = 0 then null else now() + ((g % 300) - 40) * interval '6 hours' + (1 + g % 5) * interval '1 day' end,
             100000, now(), now()
        from generate_series(1, 1500) g;
      insert into ticket_tiers (id, event_id, name, price, capacity, status, position)
      select ('0000000c-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('0000000b-0000-4000-8000-' || lpad((1 + (g - 1) % 1500)::text, 12, '0'))::uuid,
             case when g <= 1500 then 'Vé thường' else 'Vé VIP' end, 100000, 50, 'ACTIVE', (g - 1) / 1500
        from generate_series(1, 3000) g;
      insert into online_courses (id, host_id, slug, title, subtitle, cover_image, price, status, is_displayed, is_upcoming, published_at, created_at)
      select ('0000000d-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('00000001-0000-4000-8000-' || lpad((1 + g % 8)::text, 12, '0'))::uuid,
             'kh-' || g, 'Khoá học ' || (array['yoga','piano','dữ liệu','Python'])[1 + g % 4] || ' ' || g, 'Học', 'https://img.vidu.vn/c.jpg', 1000,
             'PUBLISHED', true, false, case when g % 9 = 0 then null else timestamptz '2025-02-01' + (g % 37) * interval '1 day' end,
             timestamptz '2025-01-01' + (g % 11) * interval '1 hour'
        from generate_series(1, 1200) g;
    `);
    mirror = server.services.catalogueMirror!;
    await mirror.refresh();
    expect(mirror.ready).toBe(true);
  });
  afterAll(() => server.close());

  it('answers every question alike: words, pages, types, and times', async () => {
    const questions = ['', 'hoi', 'hoi thao', 'yoga', 'piano', 'a', 'ng', 'hiem', 'python hoi', 'khoa hoc yoga', 'khoa piano', 'zzz', 've vip', 'nam'];
    const typeSets = [[...LISTED_TYPES], ['TICKET_TIER'], ['ONLINE_COURSE'], ['E_BOOK', 'COMBO', 'CALENDAR_FRAME']];
    const hour = 3_600_000;
    const moments = [new Date(), new Date(Date.now() + 37 * hour), new Date(Date.now() - 90 * hour)];
    let asked = 0;
    for (const q of questions)
      for (const types of typeSets)
        for (const now of moments)
          for (const take of [20, 100, 1000]) {
            const query = { q: q || undefined, types, now, take };
            // A repository of its own each time: it keeps the listing's total a while, whatever the moment asked.
            const expected = plain(await createCatalogueIndexRepository(server.database.db).list(query));
            const got = await mirror.list(query);
            expect(got, JSON.stringify(query)).toBeDefined();
            expect(plain(got!), JSON.stringify(query)).toEqual(expected);
            asked++;
          }
    expect(asked).toBe(questions.length * typeSets.length * moments.length * 3);
  });
});
