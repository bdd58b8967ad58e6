import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { vietnamDay } from './event-rules.js';
import { hoursFromNow, makeEventCategory, publishEvent, submitEvent, titles } from './events.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
interface Card {
  id: string;
  slug: string;
  title: string;
  startAt: string;
}

describe('lists of events', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let minh: Session;
  let categories: { talk: string; workshop: string };
  /** The published events by name: live now, later in the week, past, multi-session, sometime today. */
  const e: Record<'live' | 'free' | 'past' | 'course' | 'today', Card> = {} as never;
  let todayIsLater: boolean;

  /** Titles in start order, as the list answers by default. */
  const inStartOrder = (...cards: Card[]) => [...cards].sort((a, b) => a.startAt.localeCompare(b.startAt)).map((c) => c.title);
  const list = (query: string, who: Session['client'] = server.anonymous) => who.get(`/api/v1/events?${query}`);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, minh] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpHost(server, 'Phạm Quang Minh'),
    ]);
    categories = { talk: (await makeEventCategory(server, 'Hội thảo')).id, workshop: (await makeEventCategory(server, 'Workshop')).id };

    e.live = await publishEvent(khoa, admin, {
      title: 'Hội thảo Trí tuệ nhân tạo',
      startsIn: -1,
      lasts: 2,
      city: 'Hà Nội',
      eventCategoryIds: [categories.talk],
    });
    e.free = await publishEvent(lan, admin, {
      title: 'Workshop vẽ màu nước',
      startsIn: 72,
      lasts: 0.75,
      format: 'ONLINE',
      meetingTool: 'GOOGLE_MEET',
      ticketTiers: [{ name: 'Miễn phí', price: 0, capacity: 50 }],
      eventCategoryIds: [categories.workshop],
      coHostIds: [khoa.user.id],
    });
    e.past = await publishEvent(minh, admin, {
      title: 'Hoà nhạc Trịnh Công Sơn',
      startsIn: -72,
      lasts: 2,
      city: 'Đà Lạt',
      ticketTiers: [{ name: 'Vé', price: 500_000, capacity: 300 }],
    });
    e.course = await publishEvent(khoa, admin, {
      title: 'Khoá học tiếng Anh giao tiếp',
      format: 'ONLINE',
      meetingTool: 'ZOOM',
      sessionType: 'SESSION',
      sessions: [
        { startAt: hoursFromNow(24), endAt: hoursFromNow(25) },
        { startAt: hoursFromNow(168), endAt: hoursFromNow(169) },
      ],
      ticketTiers: [
        { name: 'Học thử', price: 0, capacity: 20 },
        { name: 'Trọn khoá', price: 1_000_000, capacity: 20 },
      ],
      eventCategoryIds: [categories.workshop, categories.talk],
    });
    // Fifteen minutes sometime today in Vietnam, over already or still to come, never live.
    const day = vietnamDay(new Date());
    todayIsLater = Date.now() - day.start.getTime() < 30 * 60_000;
    const start = todayIsLater ? day.end.getTime() - 16 * 60_000 : day.start.getTime() + 60_000;
    e.today = await publishEvent(lan, admin, {
      title: 'Giao lưu khởi nghiệp',
      sessions: [{ startAt: new Date(start).toISOString(), endAt: new Date(start + 15 * 60_000).toISOString() }],
      ticketTiers: [{ name: 'Vé', price: 50_000, capacity: 40 }],
    });
    await submitEvent(khoa, { title: 'Hội thảo chưa được duyệt' });
    await khoa.client.post('/api/v2/events/draft', { title: 'Nháp của Khoa' });
    await lan.client.post('/api/v2/events/draft', { title: 'Nháp của Lan' });
  });
  afterAll(() => server.close());

  it('lists published events only, by start time, with their host and categories on each card', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(inStartOrder(e.live, e.free, e.past, e.course, e.today));
    expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });
    const course = res.body.data.find((c: Card) => c.id === e.course.id);
    expect(course).toMatchObject({
      sessionCount: 2,
      minPrice: 0,
      maxPrice: 1_000_000,
      isFree: true,
      host: { id: khoa.user.id, fullName: 'Lê Minh Khoa' },
      status: 'PUBLISHED',
    });
    expect(course.eventCategories.map((c: { name: string }) => c.name).sort()).toEqual(['Hội thảo', 'Workshop']);
    expect(course.description).toBeUndefined();
    expect(titles(await list('sort=DESC'))).toEqual(inStartOrder(e.live, e.free, e.past, e.course, e.today).reverse());
    const second = await list('limit=2&page=2');
    expect(titles(second)).toEqual(inStartOrder(e.live, e.free, e.past, e.course, e.today).slice(2, 4));
    expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(titles(await server.anonymous.get('/api/v2/events'))).toEqual(titles(res));
    expect(titles(await server.anonymous.get('/api/v2/events/events-and-combos'))).toEqual(titles(res));
  });

  it("writes each card as the event's detail writes the same fields, and keeps it current when the event or one of its categories changes", async () => {
    const cardOf = async (id: string) => (await list('limit=50')).body.data.find((c: Card) => c.id === id);
    const detail = (await server.anonymous.get(`/api/v1/events/${e.course.slug}`)).body;
    const card = await cardOf(e.course.id);
    expect(Object.keys(card).length).toBeGreaterThan(15);
    for (const [field, value] of Object.entries(card)) expect([field, detail[field]]).toEqual([field, value]);

    const renamed = await admin.client.patch(`/api/v1/event-categories/${categories.workshop}`, { name: 'Workshop thực hành' });
    expect(renamed.status).toBe(200);
    expect((await cardOf(e.course.id)).eventCategories.map((c: { name: string }) => c.name).sort()).toEqual(['Hội thảo', 'Workshop thực hành']);
    await admin.client.patch(`/api/v1/event-categories/${categories.workshop}`, { name: 'Workshop' });

    const edited = await khoa.client.patch(`/api/v1/events/${e.course.id}`, { summary: 'Nói tiếng Anh tự tin sau 8 tuần' });
    expect(edited.status).toBe(200);
    const after = await cardOf(e.course.id);
    expect(after.summary).toBe('Nói tiếng Anh tự tin sau 8 tuần');
    expect(after.updatedAt).toBe(edited.body.updatedAt);
  });

  it('narrows by tab and by time filter: live now, today in Vietnam, future and past', async () => {
    const future = todayIsLater ? [e.today, e.course, e.free] : [e.course, e.free];
    const past = todayIsLater ? [e.past] : [e.past, e.today];
    expect(titles(await list('tab=live'))).toEqual([e.live.title]);
    expect(titles(await list('tab=today'))).toEqual(inStartOrder(e.live, e.today));
    expect(titles(await list('tab=future'))).toEqual(inStartOrder(...future));
    expect(titles(await list('tab=past'))).toEqual(inStartOrder(...past));
    expect(titles(await list('time=going_on'))).toEqual([e.live.title]);
    expect(titles(await list('time=today'))).toEqual(inStartOrder(e.live, e.today));
    expect(titles(await list('time=coming'))).toEqual(inStartOrder(...future));
    expect(titles(await list('time=happened'))).toEqual(inStartOrder(...past));
    expect(titles(await list('tab=all&time=today'))).toEqual(inStartOrder(e.live, e.today));
  });

  it('filters by length of the first session, price, category, host, format and city', async () => {
    expect(titles(await list('duration=FROM_0_TO_30_MINUTES'))).toEqual([e.today.title]);
    expect(titles(await list('duration=FROM_30_TO_60_MINUTES'))).toEqual([e.free.title]);
    expect(titles(await list('duration=FROM_60_TO_90_MINUTES'))).toEqual([e.course.title]);
    expect(titles(await list('duration=FROM_90_TO_120_MINUTES'))).toEqual([]);
    expect(titles(await list('duration=OVER_120_MINUTES'))).toEqual(inStartOrder(e.live, e.past));
    expect(titles(await list('price=free'))).toEqual(inStartOrder(e.free, e.course));
    expect(titles(await list('price=paid'))).toEqual(inStartOrder(e.live, e.past, e.course, e.today));
    expect(titles(await list('tab=future&price=free'))).toEqual(inStartOrder(e.course, e.free));
    expect(titles(await list(`eventCategoryId=${categories.workshop}`))).toEqual(inStartOrder(e.free, e.course));
    expect(titles(await list(`hostId=${lan.user.id}`))).toEqual(inStartOrder(e.free, e.today));
    expect(titles(await list('format=ONLINE'))).toEqual(inStartOrder(e.free, e.course));
    expect(titles(await list(`city=${encodeURIComponent('da lat')}`))).toEqual([e.past.title]);
    expect(titles(await list(`eventCategoryId=${MISSING}`))).toEqual([]);
  });

  it('finds titles typed without diacritics, every word anywhere in the title', async () => {
    const search = (q: string) => list(`q=${encodeURIComponent(q)}`);
    expect(titles(await search('hoi thao'))).toEqual([e.live.title]);
    expect(titles(await search('tri tue'))).toEqual([e.live.title]);
    expect(titles(await search('HOA NHAC trinh'))).toEqual([e.past.title]);
    expect(titles(await search('tiếng anh'))).toEqual([e.course.title]);
    expect(titles(await search('nhac khoi'))).toEqual([]);
    expect(titles(await search('100%'))).toEqual([]);
  });

  it('shows the tab of drafts only to a signed-in caller, and only their own', async () => {
    expectError(await list('tab=draft'), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v2/events?tab=draft'), 'UNAUTHORIZED');
    expect(titles(await list('tab=draft', khoa.client))).toEqual(['Nháp của Khoa']);
    expect(titles(await list('tab=draft', lan.client))).toEqual(['Nháp của Lan']);
    expect(titles(await list('tab=draft', admin.client))).toEqual([]);
  });

  it('answers a signed-in caller from the shared cache, since published events look the same to everyone, but never their drafts', async () => {
    const query = `eventCategoryId=${categories.talk}&limit=5`;
    const anonymous = await list(query);
    const signedIn = await list(query, lan.client);
    expect(signedIn.headers.get('x-cache')).toBe('HIT');
    expect(signedIn.body).toEqual(anonymous.body);
    const drafts = await list('tab=draft', khoa.client);
    expect(drafts.headers.get('x-cache')).toBeNull();
    expect(titles(await list('tab=draft', lan.client))).toEqual(['Nháp của Lan']);
  });

  it("lists a host's own events newest first, with the ones they co-host, by status, tab and words", async () => {
    const all = await khoa.client.get('/api/v1/events/mine');
    expect(titles(all)).toEqual(['Nháp của Khoa', 'Hội thảo chưa được duyệt', e.course.title, e.free.title, e.live.title]);
    expect(all.body.data[0]).toMatchObject({ status: 'DRAFT', startAt: null });
    expect(titles(await khoa.client.get('/api/v1/events/mine?role=OWNER&sort=ASC'))).toEqual([
      e.live.title,
      e.course.title,
      'Hội thảo chưa được duyệt',
      'Nháp của Khoa',
    ]);
    expect(titles(await khoa.client.get('/api/v1/events/mine?status=PENDING_APPROVAL_WITH_ADMIN'))).toEqual(['Hội thảo chưa được duyệt']);
    expect(titles(await khoa.client.get('/api/v1/events/mine?tab=draft'))).toEqual(['Nháp của Khoa']);
    expect(titles(await khoa.client.get('/api/v1/events/mine?tab=live'))).toEqual([e.live.title]);
    expect(titles(await khoa.client.get(`/api/v1/events/mine?q=${encodeURIComponent('mau nuoc')}`))).toEqual([e.free.title]);

    expect(titles(await khoa.client.get('/api/v2/events/mine'))).toEqual(['Nháp của Khoa', 'Hội thảo chưa được duyệt', e.course.title, e.live.title]);
    expect(titles(await khoa.client.get('/api/v2/events/co-host'))).toEqual([e.free.title]);
    expect((await khoa.client.get('/api/v2/events/co-host/count')).body).toEqual({ count: 1 });
    expect((await lan.client.get('/api/v2/events/co-host/count')).body).toEqual({ count: 0 });
    expect((await lan.client.get('/api/v2/events/co-host')).body.meta.total).toBe(0);
  });

  it('counts the published events of a host', async () => {
    expect((await server.anonymous.get(`/api/v1/events/count-events-by-hostId/${khoa.user.id}`)).body).toEqual({ count: 2 });
    expect((await server.anonymous.get(`/api/v1/events/count-events-by-hostId/${minh.user.id}`)).body).toEqual({ count: 1 });
    expect((await server.anonymous.get(`/api/v1/events/count-events-by-hostId/${MISSING}`)).body).toEqual({ count: 0 });
    // The host's public profile shows the same count.
    expect((await server.anonymous.get(`/api/v1/users/${khoa.user.username}`)).body.counts).toMatchObject({ events: 2 });
  });

  it('suggests upcoming events beside one: those of the same category first, never itself', async () => {
    const upcoming = todayIsLater ? [e.today, e.course, e.free] : [e.course, e.free];
    const related = await server.anonymous.get(`/api/v1/events/trending-on-event-detail/${e.free.id}`);
    expect(titles(related)).toEqual([e.course.title, ...(todayIsLater ? [e.today.title] : [])]);
    const forLive = await server.anonymous.get(`/api/v1/events/trending-on-event-detail/${e.live.id}`);
    expect(titles(forLive)).toEqual([e.course.title, ...inStartOrder(...upcoming.filter((c) => c !== e.course))]);
    expectError(await server.anonymous.get(`/api/v1/events/trending-on-event-detail/${MISSING}`), 'EVENT_NOT_FOUND');
    const pending = (await khoa.client.get('/api/v1/events/mine?status=PENDING_APPROVAL_WITH_ADMIN')).body.data[0];
    expectError(await server.anonymous.get(`/api/v1/events/trending-on-event-detail/${pending.id}`), 'EVENT_NOT_FOUND');
    expect(titles(await server.anonymous.get(`/api/v1/events/trending-on-cart/${MISSING}`))).toEqual(inStartOrder(...upcoming));
    expect(titles(await server.anonymous.get(`/api/v1/events/trending-on-cart/${e.free.id}`))).toEqual(titles(related));
  });

  it('reads a public page of cards in one query whatever its size (the page with its categories, hosts and total)', async () => {
    const pool = server.database.pool;
    const original = pool.query.bind(pool);
    const seen: string[] = [];
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (/"events"|"event_category_links"|"users"/.test(text)) seen.push(text);
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    try {
      // Work in the background (jobs of earlier tests) may query the same pool meanwhile and can only
      // add to a count, never take from it: the fewest of three tries is the request's own.
      const queriesFor = async (path: string) => {
        const counts = [];
        for (let i = 0; i < 3; i++) {
          server.app.publicCache?.clear();
          seen.length = 0;
          expect((await server.anonymous.get(path)).status).toBe(200);
          counts.push(seen.length);
        }
        return Math.min(...counts);
      };
      expect(await queriesFor('/api/v1/events?limit=1')).toBe(1);
      expect(await queriesFor('/api/v1/events?limit=20')).toBe(1);
      expect(await queriesFor(`/api/v1/events?limit=20&eventCategoryId=${categories.workshop}&q=khoa`)).toBe(1);
    } finally {
      pool.query = original;
    }
  });

  it('keeps static paths apart from slugs', async () => {
    expect((await server.anonymous.get(`/api/v1/events/${e.live.slug}`)).body.id).toBe(e.live.id);
    expectError(await server.anonymous.get('/api/v1/events/mine'), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v2/events/mine'), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v2/events/co-host/count'), 'UNAUTHORIZED');
    expect((await server.anonymous.get('/api/v1/events/detail-by-id/khong-phai-uuid')).status).toBe(400);
    expectError(await server.anonymous.get('/api/v1/events/khong-co-su-kien-nay'), 'EVENT_NOT_FOUND');
  });

  it('refuses list queries outside their bounds', async () => {
    for (const query of ['tab=soon', 'time=tomorrow', 'duration=LONG', 'price=cheap', 'format=HYBRID', 'eventCategoryId=abc', 'limit=500', 'sort=UP']) {
      expect((await list(query)).body.code, query).toBe('INVALID_INPUT_PARAMS');
    }
  });
});
