import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { DEMO_MEMBER } from './memberships.seed.js';
import { DEMO_USER } from './seed.js';

/** Links to other services by nature (video meetings, the demo businesses' own sites), not content of ours. */
const ELSEWHERE_BY_NATURE = [/^https:\/\/zoom\.us\//, /^https:\/\/meet\.google\.com\//, /^https:\/\/[a-z0-9-]+\.example\.vn$/];

describe('the demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { demoContent: true });
  });
  afterAll(() => server.close());

  /** Every http(s) address anywhere in the seeded tables. */
  async function seededUrls(): Promise<Set<string>> {
    const { db } = server.database;
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const urls = new Set<string>();
    for (const { table_name } of tables.rows) {
      const rows = await db.execute<{ row: string }>(sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`);
      for (const { row } of rows.rows) for (const [url] of row.matchAll(/https?:\/\/[^"\\\s<>]+/g)) urls.add(url);
    }
    return urls;
  }

  it('points at no other site for its pictures and documents: every one is served by this server', async () => {
    const urls = [...(await seededUrls())].filter((url) => !ELSEWHERE_BY_NATURE.some((pattern) => pattern.test(url)));
    expect(urls.filter((url) => url.startsWith(`${server.config.publicUrl}/uploads/demo/`)).length).toBeGreaterThan(10);
    expect(urls.filter((url) => !url.startsWith(`${server.config.publicUrl}/`))).toEqual([]);
  });

  it('answers 200 for each demo picture with an image type, and for the application document with a PDF', async () => {
    const { db } = server.database;
    const avatars = await db.execute<{ url: string }>(sql`select distinct avatar as url from users where avatar is not null`);
    const covers = await db.execute<{ url: string }>(sql`select distinct cover_image as url from events where cover_image is not null`);
    const documents = await db.execute<{ url: string }>(sql`select distinct d->>'url' as url from host_profiles, jsonb_array_elements(documents) d`);
    const pictures = [...avatars.rows, ...covers.rows].map((r) => r.url);
    expect(avatars.rows.length).toBeGreaterThan(1);
    expect(covers.rows.length).toBeGreaterThan(1);
    expect(documents.rows.length).toBe(1);

    // The configured public address is where people reach the server; this test reaches it on its own port.
    const local = (url: string) => url.replace(server.config.publicUrl, server.url);
    for (const url of pictures) {
      const res = await fetch(local(url));
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const pdf = await fetch(local(documents.rows[0]!.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('publishes a reskill programme whose full price includes a demo course, and a launchpad', async () => {
    const reskills = (await server.anonymous.get('/api/v1/reskills?type=RESKILL')).body.data;
    expect(reskills).toHaveLength(1);
    expect(reskills[0].prices[0].products.map((p: { productItemType: string }) => p.productItemType)).toEqual(['ONLINE_COURSE', 'E_BOOK']);
    expect((await server.anonymous.get('/api/v1/reskills/main?type=LAUNCHPAD')).body.prices[0].products).toHaveLength(1);
  });

  it('publishes a blog entry, a news item and a project of the demo host, with their pictures served here', async () => {
    for (const type of ['BLOG', 'NEWS', 'PROJECT']) {
      const list = await server.anonymous.get(`/api/v1/posts/list?type=${type}`);
      expect(list.body.data, type).toHaveLength(1);
      expect(list.body.data[0].coverImage).toMatch(/^\/|^http:\/\/(localhost|127\.0\.0\.1)/);
      const page = await server.anonymous.get(`/api/v1/posts/${list.body.data[0].slug}`);
      expect(page.body.content).toContain('<p>');
    }
  });

  it('publishes two courses of the demo host, each with a free preview lesson whose video plays, and an ebook; the demo buyer is part way through the first', async () => {
    const list = await server.anonymous.get('/api/v1/online-courses/list');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    for (const course of list.body.data) {
      const previews = await server.anonymous.get(`/api/v1/online-courses/${course.id}/preview-lessons`);
      expect(previews.body.data.length).toBeGreaterThan(0);
      const video = previews.body.data.find((lesson: { type: string }) => lesson.type === 'VIDEO');
      const res = await fetch(video.media.url.replace(server.config.publicUrl, server.url), { headers: { range: 'bytes=0-99' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-type')).toBe('video/mp4');
    }
    // Each course has a topic of the tree, so the /courses filter by a root topic finds it.
    const roots = (await server.anonymous.get('/api/v1/category?rootOnly=true&limit=50')).body.data as { id: string; slug: string }[];
    const business = roots.find((c) => c.slug === 'kinh-doanh-khoi-nghiep')!;
    const byTopic = await server.anonymous.get(`/api/v1/online-courses/list?categoryId=${business.id}`);
    expect(byTopic.body.data.map((c: { title: string }) => c.title)).toEqual(['Khởi nghiệp tinh gọn cho người mới bắt đầu']);
    const detail = await server.anonymous.get(`/api/v1/online-courses/slug/${byTopic.body.data[0].slug}`);
    expect(detail.body).toMatchObject({ level: 'BEGINNER' });
    expect(detail.body.outcomes.length).toBeGreaterThan(0);
    const second = list.body.data.find((c: { title: string }) => c.title.startsWith('Thuyết trình'));
    const curriculum = await server.anonymous.get(`/api/v1/online-courses/${second.id}`);
    expect(curriculum.body.sections.flatMap((s: { lessons: { type: string }[] }) => s.lessons.map((l) => l.type))).toContain('QUIZ');
    const books = await server.anonymous.get('/api/v1/ebooks/list');
    expect(books.body.data.map((book: { title: string }) => book.title)).toEqual(['Sổ tay khởi nghiệp nhỏ']);
    const combos = await server.anonymous.get('/api/v1/combos');
    expect(combos.body.data.map((combo: { items: { title: string }[]; onSale: boolean }) => [combo.items.length, combo.onSale])).toEqual([[2, true]]);
    expect(combos.body.data[0].price).toBeLessThan(combos.body.data[0].itemsValue);

    const login = await server.anonymous.post('/api/v1/auth/login', { email: 'an@demo.vn', password: 'User@123456' });
    const mine = await server.anonymous.withToken(login.body.accessToken).get('/api/v1/online-courses/registered/me');
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0].percent).toBe(50);
    // The mobile app's path for the same list.
    const asUser = await server.anonymous.withToken(login.body.accessToken).get('/api/v2/users/online-courses');
    expect(asUser.body.data.map((row: { course: { id: string } }) => row.course.id)).toEqual([mine.body.data[0].course.id]);
  });

  it('fills the moderation queue: the event waiting for review is pending, the published courses approved, and keywords are there', async () => {
    const admin = await loginAdmin(server);
    const list = await admin.client.get('/api/v1/content-moderation/list?limit=100');
    expect(list.status).toBe(200);
    const items = list.body.data as { type: string; title: string; status: string }[];
    expect(items.filter((i) => i.type === 'EVENT').map((i) => [i.title, i.status])).toEqual([['Khoá học ngắn: Kiểm thử khả dụng', 'PENDING']]);
    const courses = items.filter((i) => i.type === 'ONLINE_COURSE');
    expect(courses.length).toBeGreaterThanOrEqual(2);
    expect(courses.every((i) => i.status === 'APPROVED')).toBe(true);
    expect((await admin.client.get('/api/v1/content-moderation/keywords')).body.meta.total).toBeGreaterThan(0);
  });

  it("puts one pending layoff request from the demo buyer in the admins' queue, its proof readable by the admin", async () => {
    const admin = await loginAdmin(server);
    const queue = await admin.client.get('/api/v1/admin/layoff-discount-requests?status=PENDING');
    expect(queue.body.data).toHaveLength(1);
    expect(queue.body.data[0].requester.email).toBe(DEMO_USER.email);
    const detail = await admin.client.get(`/api/v1/admin/layoff-discount-requests/${queue.body.data[0].id}`);
    expect(detail.body.timeline.map((e: { action: string }) => e.action)).toEqual(['SUBMITTED']);
    const proof = await fetch(detail.body.proofLink.url.replace(server.config.publicUrl, server.url));
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
  });

  it('sells two membership plans, monthly and yearly, the main one also for life, each including the demo courses', async () => {
    const res = await server.anonymous.get('/api/v1/memberships');
    expect(res.status).toBe(200);
    const plans = res.body.data as { name: string; isMain: boolean; prices: { period: { unit: string } | null }[]; products: unknown[] }[];
    expect(plans.map((p) => p.name)).toEqual(['Học không giới hạn', 'Khởi đầu']);
    expect(plans[0]!.isMain).toBe(true);
    expect(plans.map((p) => p.prices.map((price) => price.period?.unit ?? 'LIFETIME'))).toEqual([
      ['MONTH', 'YEAR', 'LIFETIME'],
      ['MONTH', 'YEAR'],
    ]);
    expect(plans.every((p) => p.products.length > 0)).toBe(true);
  });

  it('has a member three months in: paid each month by an ordinary order, renewing at the end of this one', async () => {
    const login = await server.anonymous.post('/api/v1/auth/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(login.status).toBe(200);
    const member = server.anonymous.withToken(login.body.accessToken);
    const [subscription] = (await member.get('/api/v1/subscriptions/me')).body.data;
    expect(subscription).toMatchObject({ status: 'ACTIVE', grantsAccess: true, membership: { name: 'Học không giới hạn' }, nextCharge: { amount: 199_000 } });
    const records = await member.get(`/api/v1/subscriptions/${subscription.id}/payment-records`);
    expect(records.body.data.map((r: { kind: string; orderStatus: string }) => `${r.kind}:${r.orderStatus}`)).toEqual([
      'RENEWAL:PAID',
      'RENEWAL:PAID',
      'FIRST:PAID',
    ]);
    const orders = await member.get('/api/v1/orders');
    expect(orders.body.meta.total).toBe(3);
  });

  it('shows ratings: the demo courses and two past events have reviews from their learners and attendees, one answered by the host', async () => {
    const courses = (await server.anonymous.get('/api/v1/online-courses/list?order=rating&limit=20')).body.data as { id: string }[];
    const ratings = await server.anonymous.get(`/api/v1/reviews/ratings?subjects=${courses.map((c) => `ONLINE_COURSE:${c.id}`).join(',')}`);
    const rated = (ratings.body.data as { count: number; average: number | null }[]).filter((r) => r.count > 0);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    expect(rated.every((r) => r.average! >= 4 && r.average! <= 5)).toBe(true);
    const first = await server.anonymous.get(`/api/v1/reviews?subjectType=ONLINE_COURSE&subjectId=${courses[0]!.id}`);
    expect(first.body.data.some((r: { reply: unknown }) => r.reply)).toBe(true);

    const { db } = server.database;
    const events = await db.execute<{ subject_id: string; audience: number }>(
      sql`select r.subject_id, (select count(*)::int from tickets t where t.event_id = r.subject_id) as audience
          from reviews r join events e on e.id = r.subject_id where r.subject_type = 'EVENT' and e.end_at < now() group by r.subject_id`,
    );
    expect(events.rows).toHaveLength(2);
    expect(events.rows.every((e) => e.audience >= 2)).toBe(true);
    const summary = await server.anonymous.get(`/api/v1/reviews/summary?subjectType=EVENT&subjectId=${events.rows[0]!.subject_id}`);
    expect(summary.body).toMatchObject({ count: 2 });
  });
});
