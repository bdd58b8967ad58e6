import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiResponse, Session } from '../../../../test/support/client.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { eventStatusChanges, ticketTiers } from './events.table.js';
import { eventBody, hoursFromNow, makeEventCategory, publishEvent, submitEvent } from './events.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('a host making events', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let minh: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, minh, binh] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpHost(server, 'Phạm Quang Minh'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
    ]);
  });
  afterAll(() => server.close());

  it('creates an event that goes to review, with a slug folded from its Vietnamese title and fields derived from its sessions and tiers', async () => {
    const category = await makeEventCategory(server, 'Hội thảo');
    const res = await khoa.client.post(
      '/api/v1/events',
      eventBody({
        title: 'Hội thảo AI',
        eventCategoryIds: [category.id],
        startsIn: 48,
        lasts: 1.5,
        ticketTiers: [
          { name: 'Vé thường', price: 150_000, capacity: 100 },
          { name: 'Vé mời', price: 0, capacity: 10, status: 'HIDDEN' },
          { name: 'Vé VIP', price: 900_000, capacity: 5, status: 'DISABLED' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'hoi-thao-ai',
      title: 'Hội thảo AI',
      status: 'PENDING_APPROVAL_WITH_ADMIN',
      format: 'OFFLINE',
      sessionType: 'SINGLE',
      durationMinutes: 90,
      sessionCount: 1,
      minPrice: 0,
      maxPrice: 150_000,
      isFree: true,
      timeZone: 'Asia/Ho_Chi_Minh',
      canEdit: true,
      host: { id: khoa.user.id, fullName: 'Lê Minh Khoa', role: 'HOST' },
      eventCategories: [{ id: category.id, name: 'Hội thảo' }],
      publishedAt: null,
      rejectReason: null,
    });
    expect(res.body.sessions).toEqual([expect.objectContaining({ slug: 'hoi-thao-ai-1', position: 0, capacity: null })]);
    expect(res.body.startAt).toBe(res.body.sessions[0].startAt);
    expect(res.body.ticketTiers.map((t: { name: string; onSale: boolean; available: number }) => [t.name, t.onSale, t.available])).toEqual([
      ['Vé thường', true, 100],
      ['Vé mời', false, 10],
      ['Vé VIP', false, 5],
    ]);

    const again = await khoa.client.post('/api/v2/events', eventBody({ title: 'Hội thảo AI' }));
    expect(again.status).toBe(201);
    expect(again.body.slug).toBe('hoi-thao-ai-2');
    expectError(await khoa.client.post('/api/v1/events', eventBody({ slug: 'hoi-thao-ai' })), 'SLUG_ALREADY_EXISTS');
    const typed = await khoa.client.post('/api/v1/events', eventBody({ slug: 'Dem-Nhac-Trinh' }));
    expect(typed.body.slug).toBe('dem-nhac-trinh');

    const history = await server.database.db.select().from(eventStatusChanges).where(eq(eventStatusChanges.eventId, res.body.id));
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId])).toEqual([
      ['CREATE', null, 'DRAFT', khoa.user.id],
      ['SUBMIT', 'DRAFT', 'PENDING_APPROVAL_WITH_ADMIN', khoa.user.id],
    ]);
  });

  it('suggests a free slug for a title', async () => {
    await submitEvent(khoa, { title: 'Đêm nhạc Đà Lạt' });
    expect((await khoa.client.post('/api/v1/events/create-slug', { title: 'Đêm nhạc Đà Lạt' })).body).toEqual({ slug: 'dem-nhac-da-lat-2', available: false });
    expect((await khoa.client.post('/api/v1/events/create-slug', { title: 'Khoá học ngắn: Excel' })).body).toEqual({
      slug: 'khoa-hoc-ngan-excel',
      available: true,
    });
  });

  it('refuses bodies with invalid fields, each field with its own code', async () => {
    const bad = eventBody({ title: 'AI', slug: 'Có Dấu', coverImage: 'ftp://anh.vn/a.png' });
    bad.sessions = [{ startAt: 'ngày mai', endAt: hoursFromNow(3) }];
    bad.ticketTiers = [{ name: 'Vé', price: -1, capacity: 10 }];
    expectInvalid(await khoa.client.post('/api/v1/events', bad), [
      { field: 'title', code: 'INVALID_EVENT_TITLE' },
      { field: 'slug', code: 'INVALID_SLUG' },
      { field: 'coverImage', code: 'INVALID_URL' },
      { field: 'sessions.0.startAt', code: 'INVALID_DATE' },
      { field: 'ticketTiers.0.price', code: 'INVALID_PRICE' },
    ]);
  });

  it('refuses to submit an event that is not ready, with the code of its first problem', async () => {
    const post = (overrides: Parameters<typeof eventBody>[0]) => khoa.client.post('/api/v1/events', eventBody(overrides));
    expectError(await post({ sessions: [{ startAt: hoursFromNow(5), endAt: hoursFromNow(4) }] }), 'INVALID_DATE_RANGE');
    expectError(
      await post({ ticketTiers: [{ name: 'Vé', price: 0, capacity: 5, saleStartAt: hoursFromNow(2), saleEndAt: hoursFromNow(1) }] }),
      'INVALID_DATE_RANGE',
    );
    expectError(await post({ format: 'ONLINE' }), 'EVENT_LOCATION_REQUIRED');
    expectError(await post({ address: '  ' }), 'EVENT_LOCATION_REQUIRED');
    const two = [
      { startAt: hoursFromNow(24), endAt: hoursFromNow(25) },
      { startAt: hoursFromNow(48), endAt: hoursFromNow(49) },
    ];
    expectError(await post({ sessions: two }), 'EVENT_SESSION_COUNT_INVALID');
    expect((await post({ sessions: two, sessionType: 'SESSION' })).status).toBe(201);
    expectError(await post({ eventCategoryIds: [MISSING] }), 'EVENT_CATEGORY_NOT_FOUND');
    expectError(await post({ coHostIds: [binh.user.id] }), 'USER_NOT_HOST');
    expectError(await post({ sessions: [{ id: MISSING, startAt: hoursFromNow(24), endAt: hoursFromNow(25) }] }), 'EVENT_SESSION_NOT_FOUND');

    const draft = await khoa.client.post('/api/v2/events/draft', { title: 'Chưa có vé' });
    expectError(await khoa.client.patch(`/api/v1/events/${draft.body.id}`, { action: 'SUBMIT' }), 'EVENT_INCOMPLETE');
  });

  it('keeps a draft to its makers until it is submitted, saving changes without submitting', async () => {
    const draft = await khoa.client.post('/api/v2/events/draft', { title: 'Workshop gốm Bát Tràng', coHostIds: [lan.user.id] });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: 'DRAFT',
      format: 'ONLINE',
      sessionType: 'SINGLE',
      sessions: [],
      ticketTiers: [],
      startAt: null,
      minPrice: null,
      isFree: false,
    });
    expect(draft.body.coHosts.map((h: { id: string }) => h.id)).toEqual([lan.user.id]);
    const { id, slug } = draft.body;

    for (const path of [`/api/v1/events/${slug}`, `/api/v2/events/slug/${slug}`, `/api/v1/events/detail-by-id/${id}`, `/api/v2/events/${id}`]) {
      expectError(await server.anonymous.get(path), 'EVENT_NOT_FOUND');
      expectError(await minh.client.get(path), 'EVENT_NOT_FOUND');
      expect((await khoa.client.get(path)).body.canEdit).toBe(true);
      expect((await lan.client.get(path)).body.canEdit).toBe(true);
      expect((await admin.client.get(path)).body.canEdit).toBe(true);
    }

    const saved = await khoa.client.post(`/api/v2/events/${id}/draft`, {
      title: 'Workshop gốm Bát Tràng cuối tuần',
      format: 'OFFLINE',
      address: 'Bát Tràng, Gia Lâm, Hà Nội',
      sessions: [{ startAt: hoursFromNow(100), endAt: hoursFromNow(103) }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'DRAFT', title: 'Workshop gốm Bát Tràng cuối tuần', durationMinutes: 180, sessionCount: 1, slug });
    expectError(await khoa.client.patch(`/api/v1/events/${id}`, { action: 'SUBMIT' }), 'EVENT_INCOMPLETE');
    const submitted = await khoa.client.patch(`/api/v2/events/${id}`, { ticketTiers: [{ name: 'Vé', price: 350_000, capacity: 12 }], action: 'SUBMIT' });
    expect(submitted.body).toMatchObject({ status: 'PENDING_APPROVAL_WITH_ADMIN', minPrice: 350_000 });
    expectError(await khoa.client.patch(`/api/v2/events/${id}`, { action: 'SUBMIT' }), 'ILLEGAL_STATUS_TRANSITION');
    // Once submitted it stays complete.
    expectError(await khoa.client.post(`/api/v2/events/${id}/draft`, { title: 'Workshop gốm', sessions: [] }), 'EVENT_INCOMPLETE');
  });

  it('stores a rich-text description sanitised (no scripts, handlers or javascript: links) and a plain one as typed', async () => {
    const rich = await khoa.client.post('/api/v2/events/draft', {
      title: 'Đêm nhạc mộc',
      description:
        '<h2>Chương trình</h2><p onclick="steal()">Hát <strong>mộc</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bấm</a><img src=x onerror=alert(1)>',
    });
    expect(rich.status).toBe(201);
    expect(rich.body.description).toBe(
      '<h2>Chương trình</h2><p>Hát <strong>mộc</strong></p><a rel="noopener noreferrer nofollow" target="_blank">bấm</a><img src="x" />',
    );
    const plain = await khoa.client.post(`/api/v2/events/${rich.body.id}/draft`, {
      title: 'Đêm nhạc mộc',
      description: 'Giá vé < 100.000 đ & có nước\nMang đàn theo',
    });
    expect(plain.body.description).toBe('Giá vé < 100.000 đ & có nước\nMang đàn theo');
  });

  it('lets only hosts make events: anonymous callers are asked to sign in, buyers are refused', async () => {
    const calls: ((client: Session['client']) => Promise<ApiResponse>)[] = [
      (client) => client.post('/api/v1/events/create-slug', { title: 'Hội thảo' }),
      (client) => client.post('/api/v1/events', eventBody()),
      (client) => client.post('/api/v2/events', eventBody()),
      (client) => client.post('/api/v2/events/draft', { title: 'Nháp' }),
      (client) => client.get('/api/v1/events/mine'),
      (client) => client.get('/api/v2/events/mine'),
      (client) => client.get('/api/v2/events/co-host'),
      (client) => client.get('/api/v2/events/co-host/count'),
      (client) => client.patch(`/api/v1/events/${MISSING}`, {}),
      (client) => client.patch(`/api/v2/events/${MISSING}`, {}),
      (client) => client.post(`/api/v2/events/${MISSING}/draft`, { title: 'Nháp' }),
      (client) => client.delete(`/api/v1/events/${MISSING}`),
    ];
    for (const call of calls) {
      expectError(await call(server.anonymous), 'UNAUTHORIZED');
      expectError(await call(binh.client), 'INSUFFICIENT_PRIVILEGES');
    }
    expectError(await khoa.client.patch(`/api/v1/events/${MISSING}`, { title: 'Không có' }), 'EVENT_NOT_FOUND');
    expectError(await khoa.client.delete(`/api/v1/events/${MISSING}`), 'EVENT_NOT_FOUND');
  });

  it("refuses another host's edits and deletion, lets a co-host edit but not delete or change the team, and lets admins do all", async () => {
    const event = await submitEvent(khoa, { coHostIds: [lan.user.id, khoa.user.id, lan.user.id] });
    expect(event.coHosts.map((h: { id: string }) => h.id)).toEqual([lan.user.id]);
    expectError(await minh.client.patch(`/api/v1/events/${event.id}`, { title: 'Của tôi rồi' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await minh.client.delete(`/api/v1/events/${event.id}`), 'INSUFFICIENT_PRIVILEGES');

    const byCoHost = await lan.client.patch(`/api/v1/events/${event.id}`, { summary: 'Lan Anh sửa', coHostIds: [lan.user.id] });
    expect(byCoHost.status).toBe(200);
    expect(byCoHost.body.summary).toBe('Lan Anh sửa');
    expectError(await lan.client.patch(`/api/v1/events/${event.id}`, { coHostIds: [lan.user.id, minh.user.id] }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await lan.client.delete(`/api/v1/events/${event.id}`), 'INSUFFICIENT_PRIVILEGES');

    const byOwner = await khoa.client.patch(`/api/v2/events/${event.id}`, { coHostIds: [minh.user.id] });
    expect(byOwner.body.coHosts.map((h: { id: string }) => h.id)).toEqual([minh.user.id]);
    expectError(await lan.client.patch(`/api/v1/events/${event.id}`, { summary: 'Không còn quyền' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await khoa.client.patch(`/api/v1/events/${event.id}`, { coHostIds: [binh.user.id] }), 'USER_NOT_HOST');

    expect((await admin.client.patch(`/api/v1/events/${event.id}`, { title: 'Quản trị viên sửa tên' })).body.title).toBe('Quản trị viên sửa tên');
    expect((await admin.client.delete(`/api/v1/events/${event.id}`)).body).toEqual({ success: true });
    expectError(await khoa.client.get(`/api/v1/events/detail-by-id/${event.id}`), 'EVENT_NOT_FOUND');
  });

  it('replaces sessions and tiers on edit: kept ones keep their ids, session slugs follow time order and the event slug', async () => {
    const event = await submitEvent(khoa, {
      title: 'Khoá học nhiếp ảnh',
      sessionType: 'SESSION',
      sessions: [
        { startAt: hoursFromNow(48), endAt: hoursFromNow(50) },
        { startAt: hoursFromNow(24), endAt: hoursFromNow(25) },
      ],
    });
    expect(event.sessions.map((s: { slug: string; startAt: string }) => s.slug)).toEqual(['khoa-hoc-nhiep-anh-1', 'khoa-hoc-nhiep-anh-2']);
    expect(event.durationMinutes).toBe(60);
    const [first, second] = event.sessions;
    const tier = event.ticketTiers[0];

    const edited = await khoa.client.patch(`/api/v1/events/${event.id}`, {
      slug: 'nhiep-anh-phong-canh',
      sessions: [
        { id: second.id, startAt: hoursFromNow(96), endAt: hoursFromNow(99), title: 'Buổi thực hành', capacity: 20 },
        { startAt: hoursFromNow(72), endAt: hoursFromNow(74) },
      ],
      ticketTiers: [
        { id: tier.id, name: 'Vé thường', price: 200_000, capacity: 80 },
        { name: 'Vé sinh viên', price: 100_000, capacity: 30 },
      ],
    });
    expect(edited.status).toBe(200);
    const sessions = edited.body.sessions;
    expect(sessions.map((s: { slug: string }) => s.slug)).toEqual(['nhiep-anh-phong-canh-1', 'nhiep-anh-phong-canh-2']);
    expect(sessions[1]).toMatchObject({ id: second.id, title: 'Buổi thực hành', capacity: 20 });
    expect(sessions.some((s: { id: string }) => s.id === first.id)).toBe(false);
    expect(edited.body).toMatchObject({
      durationMinutes: 120,
      sessionCount: 2,
      minPrice: 100_000,
      maxPrice: 200_000,
      startAt: sessions[0].startAt,
      endAt: sessions[1].endAt,
    });
    expect(edited.body.ticketTiers.map((t: { id: string; price: number }) => [t.id === tier.id, t.price])).toEqual([
      [true, 200_000],
      [false, 100_000],
    ]);
    expect((await server.anonymous.get('/api/v1/event-sessions/slug/khoa-hoc-nhiep-anh-1')).status).toBe(404);
    expectError(
      await khoa.client.patch(`/api/v1/events/${event.id}`, { sessions: [{ id: first.id, startAt: hoursFromNow(24), endAt: hoursFromNow(25) }] }),
      'EVENT_SESSION_NOT_FOUND',
    );
    expectError(
      await khoa.client.patch(`/api/v1/events/${event.id}`, { ticketTiers: [{ id: MISSING, name: 'Vé', price: 0, capacity: 1 }] }),
      'TICKET_NOT_FOUND',
    );
    expectError(await khoa.client.patch(`/api/v1/events/${event.id}`, { slug: 'hoi-thao-ai' }), 'SLUG_ALREADY_EXISTS');
  });

  it('keeps tiers that sold or hold tickets, and an event with sales', async () => {
    const event = await submitEvent(khoa, {
      ticketTiers: [
        { name: 'Vé thường', price: 100_000, capacity: 50 },
        { name: 'Vé sớm', price: 80_000, capacity: 20 },
      ],
    });
    const [regular, early] = event.ticketTiers;
    await server.database.db.update(ticketTiers).set({ sold: 3, held: 2 }).where(eq(ticketTiers.id, early.id));
    const keep = { id: regular.id, name: 'Vé thường', price: 100_000, capacity: 50 };
    expectError(await khoa.client.patch(`/api/v1/events/${event.id}`, { ticketTiers: [keep] }), 'TICKET_TIER_HAS_SALES');
    expectError(
      await khoa.client.patch(`/api/v1/events/${event.id}`, { ticketTiers: [keep, { id: early.id, name: 'Vé sớm', price: 80_000, capacity: 4 }] }),
      'TICKET_TIER_HAS_SALES',
    );
    const shrunk = await khoa.client.patch(`/api/v1/events/${event.id}`, { ticketTiers: [{ id: early.id, name: 'Vé sớm', price: 90_000, capacity: 5 }] });
    expect(shrunk.body.ticketTiers).toEqual([expect.objectContaining({ id: early.id, capacity: 5, sold: 3, held: 2, available: 0, onSale: false })]);
    expectError(await khoa.client.delete(`/api/v1/events/${event.id}`), 'EVENT_HAS_SALES');

    await server.database.db.update(ticketTiers).set({ sold: 0, held: 0 }).where(eq(ticketTiers.id, early.id));
    expect((await khoa.client.delete(`/api/v1/events/${event.id}`)).body).toEqual({ success: true });
  });

  it('stops edits of archived and hidden events', async () => {
    const event = await publishEvent(khoa, admin);
    expectError(await khoa.client.patch(`/api/v1/events/${event.id}`, { action: 'SUBMIT' }), 'ILLEGAL_STATUS_TRANSITION');
    expect((await khoa.client.patch(`/api/v1/events/${event.id}`, { action: 'ARCHIVE' })).body.status).toBe('ARCHIVED');
    expectError(await khoa.client.patch(`/api/v1/events/${event.id}`, { title: 'Sửa sau khi lưu trữ' }), 'EVENT_NOT_EDITABLE');
    expectError(await khoa.client.post(`/api/v2/events/${event.id}/draft`, { title: 'Sửa sau khi lưu trữ' }), 'EVENT_NOT_EDITABLE');
    expectError(await server.anonymous.get(`/api/v1/events/${event.slug}`), 'EVENT_NOT_FOUND');
  });

  it('shows the meeting link, the rejection reason and hidden tiers only to those who may edit', async () => {
    const event = await publishEvent(khoa, admin, {
      format: 'ONLINE',
      meetingTool: 'ZOOM',
      meetingUrl: 'https://zoom.us/j/123456',
      coHostIds: [lan.user.id],
      ticketTiers: [
        { name: 'Vé thường', price: 0, capacity: 100 },
        { name: 'Vé mời', price: 0, capacity: 5, status: 'HIDDEN' },
      ],
    });
    const seen = await server.anonymous.get(`/api/v1/events/${event.slug}`);
    expect(seen.body).toMatchObject({ status: 'PUBLISHED', meetingTool: 'ZOOM', meetingUrl: null, canEdit: false, isFree: true });
    expect(seen.body.ticketTiers.map((t: { name: string }) => t.name)).toEqual(['Vé thường']);
    expect((await minh.client.get(`/api/v2/events/${event.id}`)).body.meetingUrl).toBeNull();
    for (const editor of [khoa, lan, admin]) {
      const own = await editor.client.get(`/api/v2/events/slug/${event.slug}`);
      expect(own.body).toMatchObject({ meetingUrl: 'https://zoom.us/j/123456', canEdit: true });
      expect(own.body.ticketTiers).toHaveLength(2);
    }

    const hidden = event.ticketTiers.find((t: { status: string }) => t.status === 'HIDDEN');
    const open = event.ticketTiers.find((t: { status: string }) => t.status === 'ACTIVE');
    expect((await server.anonymous.get(`/api/v2/events/ticket-tier/${open.id}`)).body).toMatchObject({
      id: open.id,
      eventId: event.id,
      price: 0,
      onSale: true,
    });
    expectError(await server.anonymous.get(`/api/v2/events/ticket-tier/${hidden.id}`), 'TICKET_NOT_FOUND');
    expectError(await minh.client.get(`/api/v2/events/ticket-tier/${hidden.id}`), 'TICKET_NOT_FOUND');
    expect((await lan.client.get(`/api/v2/events/ticket-tier/${hidden.id}`)).body.status).toBe('HIDDEN');
    expectError(await server.anonymous.get(`/api/v2/events/ticket-tier/${MISSING}`), 'TICKET_NOT_FOUND');

    const pending = await submitEvent(khoa);
    expectError(await server.anonymous.get(`/api/v2/events/ticket-tier/${pending.ticketTiers[0].id}`), 'TICKET_NOT_FOUND');
    expect((await khoa.client.get(`/api/v2/events/ticket-tier/${pending.ticketTiers[0].id}`)).status).toBe(200);
  });

  it('shows a session by id and by slug with its event, only of public events unless the caller may edit', async () => {
    const event = await publishEvent(khoa, admin, { title: 'Giao lưu âm nhạc' });
    const [session] = event.sessions;
    const byId = await server.anonymous.get(`/api/v1/event-sessions/${session.id}`);
    expect(byId.body).toMatchObject({
      id: session.id,
      slug: 'giao-luu-am-nhac-1',
      event: { id: event.id, title: 'Giao lưu âm nhạc', host: { id: khoa.user.id } },
    });
    expect((await server.anonymous.get('/api/v1/event-sessions/slug/giao-luu-am-nhac-1')).body.id).toBe(session.id);
    expectError(await server.anonymous.get(`/api/v1/event-sessions/${MISSING}`), 'EVENT_SESSION_NOT_FOUND');

    const pending = await submitEvent(khoa);
    expectError(await server.anonymous.get(`/api/v1/event-sessions/${pending.sessions[0].id}`), 'EVENT_SESSION_NOT_FOUND');
    expectError(await minh.client.get(`/api/v1/event-sessions/slug/${pending.sessions[0].slug}`), 'EVENT_SESSION_NOT_FOUND');
    expect((await khoa.client.get(`/api/v1/event-sessions/slug/${pending.sessions[0].slug}`)).body.event.status).toBe('PENDING_APPROVAL_WITH_ADMIN');
  });
  it('archives the events of a host whose account ends, and drops them as a co-host', async () => {
    const leaving = await signUpHost(server, 'Đỗ Văn Rời');
    const published = await publishEvent(leaving, admin, { title: 'Buổi chia sẻ cuối cùng' });
    const draft = (await leaving.client.post('/api/v2/events/draft', { title: 'Bản nháp dang dở' })).body;
    const shared = await publishEvent(lan, admin, { title: 'Sự kiện đồng tổ chức', coHostIds: [leaving.user.id] });
    expect((await server.anonymous.get(`/api/v2/events/${shared.id}`)).body.coHosts.map((c: { id: string }) => c.id)).toEqual([leaving.user.id]);

    expect((await leaving.client.post('/api/v1/auth/terminate-request')).status).toBe(200);
    const code = await latestOtp(server, leaving.user.email!);
    expect((await leaving.client.delete('/api/v1/auth/terminate', { code })).status).toBe(200);
    await eventsDelivered(server.database.db);

    expectError(await server.anonymous.get(`/api/v1/events/${published.slug}`), 'EVENT_NOT_FOUND');
    const admins = await admin.client.get(`/api/v2/events/${published.id}`);
    expect(admins.body.status).toBe('ARCHIVED');
    expect((await admin.client.get(`/api/v2/events/${draft.id}`)).body.status).toBe('ARCHIVED');
    const history = await server.database.db.select().from(eventStatusChanges).where(eq(eventStatusChanges.eventId, published.id));
    expect(history.at(-1)).toMatchObject({ action: 'WITHDRAW', fromStatus: 'PUBLISHED', toStatus: 'ARCHIVED', actorId: null });
    expect((await server.anonymous.get(`/api/v2/events/${shared.id}`)).body.coHosts).toEqual([]);
  });
});
