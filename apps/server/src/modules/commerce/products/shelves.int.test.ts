import { HomepageDto, type ProductDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { buildCourse, publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { approvedEbook } from '../../catalogue/ebooks/ebooks.testing.js';
import { uploadPrivate } from '../../catalogue/libraries/libraries.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { eventOnSale } from '../commerce.testing.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n% sách thử\n%%EOF\n');
type Section = { key: string; items: ProductDto[] };

describe('the homepage shelves', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  const sql = (text: string, params: unknown[]) => server.database.pool.query(text, params);

  beforeAll(async () => {
    // Computed on every call: rows are changed behind the server's back below.
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
    admin = await loginAdmin(server);
    host = await signUpHost(server, 'Trịnh Bảo Ngọc');
  }, 60_000);
  afterAll(() => server.close());

  const homepage = async () => {
    const res = await fetch(`${server.url}/api/v1/products/homepage`);
    expect(res.status).toBe(200);
    const text = await res.text();
    return { text, sections: (JSON.parse(text) as { sections: Section[] }).sections };
  };
  const shelf = (sections: Section[], key: string) => sections.find((s) => s.key === key)?.items ?? [];
  const book = async (title: string, status: 'PUBLISHED' | 'DRAFT', price = 90_000) => {
    const fileId = await uploadPrivate(server, host, { fileName: `${title}.pdf`, bytes: pdf, folder: 'ebooks' });
    if (status === 'PUBLISHED') return approvedEbook(host, admin, { title, fileId, price });
    const made = await host.client.post('/api/v1/ebooks', { title, fileId, price, status });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: string };
  };
  const combo = async (title: string, items: { productItemType: string; productItemId: string; quantity?: number }[]) => {
    const made = await host.client.post('/api/v1/combos', { title, price: 300_000, status: 'PUBLISHED', items });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: string };
  };

  it('shows only what can be bought now, each event once through its first tier with a place left, and each card as the listing describes it', async () => {
    const soldOutFirst = await eventOnSale(server, {
      host,
      startsIn: 30,
      tiers: [
        { name: 'Sớm', price: 90_000, capacity: 10, maxPerOrder: 5 },
        { name: 'Thường', price: 150_000, capacity: 40, maxPerOrder: 5 },
        { name: 'VIP', price: 500_000, capacity: 5, maxPerOrder: 5 },
      ],
    });
    await sql('update ticket_tiers set sold = capacity where id = $1', [soldOutFirst.tiers[0]!.id]);
    const later = await eventOnSale(server, { host, startsIn: 60 });
    const [happening, over, notOpenYet, soldOut] = await Promise.all([
      eventOnSale(server, { host, startsIn: 40 }),
      eventOnSale(server, { host, startsIn: 45 }),
      eventOnSale(server, { host, startsIn: 50 }),
      eventOnSale(server, { host, startsIn: 55 }),
    ]);
    await sql(`update events set start_at = now() - interval '1 hour', end_at = now() + interval '1 hour' where id = $1`, [happening.event.id]);
    await sql(`update events set start_at = now() - interval '3 hours', end_at = now() - interval '1 hour' where id = $1`, [over.event.id]);
    await sql(`update ticket_tiers set sale_start_at = now() + interval '1 day' where id = $1`, [notOpenYet.tiers[0]!.id]);

    const course = (await publishedCourse(server, host, admin, { title: 'Viết nội dung bán hàng', price: 450_000 })).course;
    const announced = (await publishedCourse(server, host, admin, { title: 'Khoá học sắp ra mắt' })).course;
    const draft = (await buildCourse(server, host, { title: 'Bản nháp' })).course;
    const published = await book('Sổ tay bán hàng', 'PUBLISHED');
    const unpublished = await book('Sách chưa bày', 'DRAFT');

    const twoSeats = await combo('Combo hai người', [
      { productItemType: 'TICKET_TIER', productItemId: later.tiers[0]!.id, quantity: 2 },
      { productItemType: 'ONLINE_COURSE', productItemId: course.id },
    ]);
    const withSoldOut = await combo('Combo hết chỗ', [
      { productItemType: 'TICKET_TIER', productItemId: soldOut.tiers[0]!.id },
      { productItemType: 'E_BOOK', productItemId: published.id },
    ]);
    const withAnnounced = await combo('Combo có khoá học chưa mở bán', [
      { productItemType: 'ONLINE_COURSE', productItemId: announced.id },
      { productItemType: 'E_BOOK', productItemId: published.id },
    ]);
    // After the combos were made: the host may put only what is on sale in one.
    await sql('update ticket_tiers set sold = capacity where id = $1', [soldOut.tiers[0]!.id]);
    await sql('update online_courses set is_upcoming = true where id = $1', [announced.id]);

    const { sections } = await homepage();
    expect(sections.map((s) => s.key)).toEqual(['events', 'courses', 'combos', 'ebooks']);
    const ids = (key: string) => shelf(sections, key).map((item) => item.productItemId);
    expect(ids('events')).toEqual([soldOutFirst.tiers[1]!.id, later.tiers[0]!.id]);
    expect(ids('courses')).toEqual([course.id]);
    expect(ids('combos')).toEqual([twoSeats.id]);
    expect(ids('ebooks')).toEqual([published.id]);
    for (const gone of [happening, over, notOpenYet, soldOut]) expect(ids('events')).not.toContain(gone.tiers[0]!.id);
    for (const gone of [announced.id, draft.id, unpublished.id, withSoldOut.id, withAnnounced.id])
      expect(sections.flatMap((s) => s.items.map((i) => i.productItemId))).not.toContain(gone);

    // Every card reads as the products listing (each type's facts, through the product seam) describes the same item.
    const listed = (await server.anonymous.get(`/api/v1/products?hostId=${host.user.id}&limit=50`)).body.data as ProductDto[];
    for (const item of sections.flatMap((s) => s.items)) expect(item).toEqual(listed.find((p) => p.productItemId === item.productItemId));
    expect(shelf(sections, 'combos')[0]).toMatchObject({ available: 50, subtitle: 'Combo 2 sản phẩm', link: expect.stringMatching(/^\/combos\//) });
    expect(shelf(sections, 'events')[0]).toMatchObject({ available: 40, subtitle: 'Thường', parent: { kind: 'EVENT', id: soldOutFirst.event.id } });
  });

  it('writes its answer byte for byte as the response schema does', async () => {
    const { text } = await homepage();
    expect(text).toBe(JSON.stringify(HomepageDto.parse(JSON.parse(text))));
  });

  it('takes a combo off its shelf once an item sells out, and an event once its last place is taken', async () => {
    const event = await eventOnSale(server, { host, startsIn: 20, tiers: [{ name: 'Duy nhất', price: 100_000, capacity: 3, maxPerOrder: 3 }] });
    const course = (await publishedCourse(server, host, admin, { title: 'Khoá đi kèm' })).course;
    const bundle = await combo('Combo ba chỗ', [
      { productItemType: 'TICKET_TIER', productItemId: event.tiers[0]!.id, quantity: 2 },
      { productItemType: 'ONLINE_COURSE', productItemId: course.id },
    ]);
    const before = (await homepage()).sections;
    expect(shelf(before, 'combos').find((c) => c.productItemId === bundle.id)?.available).toBe(1);
    expect(shelf(before, 'events')[0]?.productItemId).toBe(event.tiers[0]!.id);

    await sql('update ticket_tiers set held = 2 where id = $1', [event.tiers[0]!.id]);
    const oneLeft = (await homepage()).sections;
    expect(shelf(oneLeft, 'combos').map((c) => c.productItemId)).not.toContain(bundle.id);
    expect(shelf(oneLeft, 'events')[0]).toMatchObject({ productItemId: event.tiers[0]!.id, available: 1 });

    await sql('update ticket_tiers set sold = 1 where id = $1', [event.tiers[0]!.id]);
    expect(shelf((await homepage()).sections, 'events').map((i) => i.productItemId)).not.toContain(event.tiers[0]!.id);
  });

  it('shows what was written since the last homepage, though it keeps the cards it showed', async () => {
    const event = await eventOnSale(server, { host, startsIn: 5 });
    const course = (await publishedCourse(server, host, admin, { title: 'Khoá học trước khi đổi tên' })).course;
    const published = await book('Sách trước khi đổi tên', 'PUBLISHED');
    const bundle = await combo('Combo trước khi đổi tên', [
      { productItemType: 'TICKET_TIER', productItemId: event.tiers[0]!.id },
      { productItemType: 'ONLINE_COURSE', productItemId: course.id },
    ]);
    const card = (sections: Section[], key: string, id: string) => shelf(sections, key).find((item) => item.productItemId === id);
    const shown = (of: Section[]) => [
      card(of, 'events', event.tiers[0]!.id),
      card(of, 'courses', course.id),
      card(of, 'ebooks', published.id),
      card(of, 'combos', bundle.id),
    ];
    const listed = async () => (await server.anonymous.get(`/api/v1/products?hostId=${host.user.id}&limit=50`)).body.data as ProductDto[];
    const asListed = async (of: Section[]) => {
      const facts = await listed();
      for (const item of shown(of)) expect(item).toEqual(facts.find((p) => p.productItemId === item?.productItemId));
    };
    const before = (await homepage()).sections;
    expect(shown(before).map((item) => item?.title)).toEqual([
      event.event.title,
      'Khoá học trước khi đổi tên',
      'Sách trước khi đổi tên',
      'Combo trước khi đổi tên',
    ]);

    // Behind the server's back, as other processes write: nothing tells the kept cards. One row at a time,
    // since any card read again has the shelves read again whole.
    const changes: [string, [string, string], (of: Section[]) => unknown, unknown][] = [
      ["update events set title = 'Tên sự kiện mới' where id = $1", ['events', event.event.id], (of) => shown(of)[0]?.title, 'Tên sự kiện mới'],
      [
        // A name holding quotes and control characters is written as JSON writes it, whatever it holds.
        String.raw`update ticket_tiers set name = E'Hạng "mới"\x1e\x1f\n', price = 123000, sold = sold + 1 where id = $1`,
        ['tiers', event.tiers[0]!.id],
        (of) => shown(of)[0]?.available,
        event.tiers[0]!.capacity - 1,
      ],
      [
        "update online_courses set title = 'Khoá học đã đổi tên', cover_image = 'https://cdn.example.vn/bia.jpg' where id = $1",
        ['courses', course.id],
        (of) => shown(of)[1]?.image,
        'https://cdn.example.vn/bia.jpg',
      ],
      ["update ebooks set title = 'Sách đã đổi tên' where id = $1", ['ebooks', published.id], (of) => shown(of)[2]?.title, 'Sách đã đổi tên'],
      ["update combos set title = 'Combo đã đổi tên', price = 299000 where id = $1", ['combos', bundle.id], (of) => shown(of)[3]?.title, 'Combo đã đổi tên'],
      [
        "update users set full_name = 'Trịnh Bảo Ngọc (mới)' where id = $1",
        ['users', host.user.id],
        (of) => shown(of).map((item) => item?.host.fullName),
        Array(4).fill('Trịnh Bảo Ngọc (mới)'),
      ],
    ];
    for (const [statement, [table, id], read, expected] of changes) {
      await sql(statement, [id]);
      const { text, sections } = await homepage();
      expect(read(sections), `after a write of ${table}`).toEqual(expected);
      await asListed(sections);
      expect(text).toBe(JSON.stringify(HomepageDto.parse(JSON.parse(text))));
    }
    expect(shown((await homepage()).sections)[0]).toMatchObject({ subtitle: 'Hạng "mới"\x1e\x1f\n', price: 123_000 });
  });

  it('keeps to eight items a shelf, soonest events first, and every shelf in its list order', async () => {
    const more = await Promise.all(Array.from({ length: 9 }, (_, i) => eventOnSale(server, { host, startsIn: 70 + i })));
    const events = shelf((await homepage()).sections, 'events');
    expect(events).toHaveLength(8);
    const starts = events.map((e) => e.startsAt!);
    expect([...starts].sort()).toEqual(starts);
    expect(events.map((e) => e.productItemId)).not.toContain(more[8]!.tiers[0]!.id);

    // The other shelves in their lists' orders: courses and combos newest first, books by title.
    const { sections } = await homepage();
    const ordered = async (key: string, statement: string) => {
      const ids = shelf(sections, key).map((item) => item.productItemId);
      expect(ids.length, key).toBeGreaterThan(1);
      expect(ids, key).toEqual((await sql(statement, [ids])).rows.map((row: { id: string }) => row.id));
    };
    await ordered('courses', 'select id from online_courses where id = any($1) order by published_at desc nulls last, id');
    await ordered('combos', 'select id from combos where id = any($1) order by created_at desc, id desc');
    await ordered('ebooks', 'select id from ebooks where id = any($1) order by title, id');
  });
});
