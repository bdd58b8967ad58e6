import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiResponse, Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { eventStatusChanges, ticketTiers } from './events.table.js';
import { publishEvent, submitEvent, titles } from './events.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admins reviewing events', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let binh: Session;
  let an: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, binh, an] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Đỗ Văn An' }),
    ]);
    for (const fan of [binh, an]) expect((await fan.client.post('/api/v1/follow', { hostId: khoa.user.id })).status).toBe(200);
  });
  afterAll(() => server.close());

  const notificationsOf = async (who: Session, type: string) =>
    ((await who.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; title: string; body: string; link: string }[]).filter(
      (n) => n.type === type,
    );

  it('approves a submitted event: it becomes public, its host is told, and so are the host’s followers', async () => {
    const event = await submitEvent(khoa, { title: 'Hội thảo Blockchain cho người mới' });
    expectError(await server.anonymous.get(`/api/v1/events/${event.slug}`), 'EVENT_NOT_FOUND');
    const approved = await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'APPROVE' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'PUBLISHED', canEdit: true });
    expect(approved.body.publishedAt).not.toBeNull();
    expect((await server.anonymous.get(`/api/v1/events/${event.slug}`)).body.status).toBe('PUBLISHED');

    expect(await notificationsOf(khoa, 'EVENT_APPROVED')).toEqual([
      expect.objectContaining({
        title: 'Sự kiện đã được duyệt',
        link: `/events/${event.slug}`,
        body: expect.stringContaining('Hội thảo Blockchain cho người mới'),
      }),
    ]);
    for (const fan of [binh, an]) {
      const told = await eventually(async () => (await notificationsOf(fan, 'FOLLOWING_HOST_NEW_EVENT'))[0], 15_000, 'the follower notification');
      expect(told).toMatchObject({ title: 'Lê Minh Khoa có sự kiện mới', body: 'Hội thảo Blockchain cho người mới', link: `/events/${event.slug}` });
    }
    expect(await notificationsOf(lan, 'FOLLOWING_HOST_NEW_EVENT')).toEqual([]);
    expectError(await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'APPROVE' }), 'ILLEGAL_STATUS_TRANSITION');
  });

  it('rejects with a reason the host reads and others do not; the host mends and submits again', async () => {
    const event = await submitEvent(khoa, { title: 'Workshop làm nến thơm' });
    expectError(await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'REJECT' }), 'INVALID_REJECT_REASON');
    const rejected = await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'REJECT', reason: 'Thiếu ảnh bìa rõ nét' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Thiếu ảnh bìa rõ nét' });
    expect(await notificationsOf(khoa, 'EVENT_REJECTED')).toEqual([
      expect.objectContaining({ title: 'Sự kiện chưa được duyệt', link: `/studio/events/${event.id}`, body: expect.stringContaining('Thiếu ảnh bìa rõ nét') }),
    ]);
    expect((await khoa.client.get(`/api/v2/events/${event.id}`)).body.rejectReason).toBe('Thiếu ảnh bìa rõ nét');
    expectError(await lan.client.get(`/api/v2/events/${event.id}`), 'EVENT_NOT_FOUND');
    // The host's own list and the admin's carry the reason on each card.
    const mine = await khoa.client.get('/api/v2/events/mine?status=REJECTED');
    expect(mine.body.data.find((e: { id: string }) => e.id === event.id).rejectReason).toBe('Thiếu ảnh bìa rõ nét');
    const queue = await admin.client.get('/api/v1/admin/events?status=REJECTED');
    expect(queue.body.data.find((e: { id: string }) => e.id === event.id).rejectReason).toBe('Thiếu ảnh bìa rõ nét');

    const again = await khoa.client.patch(`/api/v1/events/${event.id}`, { coverImage: 'https://picsum.photos/seed/nen/1200/630', action: 'SUBMIT' });
    expect(again.body).toMatchObject({ status: 'PENDING_APPROVAL_WITH_ADMIN', rejectReason: null });
    const history = await server.database.db.select().from(eventStatusChanges).where(eq(eventStatusChanges.eventId, event.id));
    expect(history.map((h) => [h.action, h.toStatus, h.reason])).toEqual([
      ['CREATE', 'DRAFT', null],
      ['SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN', null],
      ['REJECT', 'REJECTED', 'Thiếu ảnh bìa rõ nét'],
      ['SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN', null],
    ]);
    expect(history[2]!.actorId).toBe(admin.user.id);
  });

  it('hides a published event from the public and from its host’s edits, and shows it again', async () => {
    const event = await publishEvent(khoa, admin, { title: 'Giao lưu nhiếp ảnh đường phố' });
    expectError(await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'HIDE' }), 'INVALID_REJECT_REASON');
    const hidden = await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'HIDE', reason: 'Nội dung vi phạm bản quyền' });
    expect(hidden.body).toMatchObject({ status: 'REMOVED', rejectReason: 'Nội dung vi phạm bản quyền' });
    expectError(await server.anonymous.get(`/api/v1/events/${event.slug}`), 'EVENT_NOT_FOUND');
    expect(titles(await server.anonymous.get('/api/v1/events'))).not.toContain(event.title);
    expect((await khoa.client.get(`/api/v1/events/${event.slug}`)).body.status).toBe('REMOVED');
    expectError(await khoa.client.patch(`/api/v1/events/${event.id}`, { title: 'Đổi tên để hiện lại' }), 'EVENT_NOT_EDITABLE');
    expectError(await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'HIDE', reason: 'Lần nữa' }), 'ILLEGAL_STATUS_TRANSITION');

    const shown = await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'UNHIDE' });
    expect(shown.body).toMatchObject({ status: 'PUBLISHED', rejectReason: null, publishedAt: event.publishedAt });
    expect((await server.anonymous.get(`/api/v1/events/${event.slug}`)).status).toBe(200);
  });

  it('lists every event for admins, newest first, by status, host and words', async () => {
    const draft = (await lan.client.post('/api/v2/events/draft', { title: 'Bản nháp của Lan Anh' })).body;
    const all = await admin.client.get('/api/v1/admin/events?limit=100');
    expect(all.body.data[0]).toMatchObject({ id: draft.id, status: 'DRAFT' });
    expect(all.body.meta.total).toBe(4);
    expect(titles(await admin.client.get('/api/v1/admin/events?status=REJECTED'))).toEqual([]);
    expect(titles(await admin.client.get('/api/v1/admin/events?status=PENDING_APPROVAL_WITH_ADMIN'))).toEqual(['Workshop làm nến thơm']);
    expect(titles(await admin.client.get(`/api/v1/admin/events?hostId=${lan.user.id}`))).toEqual(['Bản nháp của Lan Anh']);
    expect(titles(await admin.client.get(`/api/v1/admin/events?q=${encodeURIComponent('nen thom')}&sort=ASC`))).toEqual(['Workshop làm nến thơm']);
  });

  it('deletes an event without sales, and refuses one with sales', async () => {
    const event = await publishEvent(lan, admin);
    await server.database.db.update(ticketTiers).set({ sold: 1 }).where(eq(ticketTiers.eventId, event.id));
    expectError(await admin.client.delete(`/api/v1/admin/events/${event.id}`), 'EVENT_HAS_SALES');
    await server.database.db.update(ticketTiers).set({ sold: 0 }).where(eq(ticketTiers.eventId, event.id));
    expect((await admin.client.delete(`/api/v1/admin/events/${event.id}`)).body).toEqual({ success: true });
    expectError(await admin.client.delete(`/api/v1/admin/events/${event.id}`), 'EVENT_NOT_FOUND');
    expectError(await admin.client.patch(`/api/v1/admin/events/${MISSING}`, { action: 'APPROVE' }), 'EVENT_NOT_FOUND');
  });

  it('is for admins only', async () => {
    const calls: ((client: Session['client']) => Promise<ApiResponse>)[] = [
      (client) => client.get('/api/v1/admin/events'),
      (client) => client.patch(`/api/v1/admin/events/${MISSING}`, { action: 'APPROVE' }),
      (client) => client.delete(`/api/v1/admin/events/${MISSING}`),
    ];
    for (const call of calls) {
      expectError(await call(server.anonymous), 'UNAUTHORIZED');
      expectError(await call(binh.client), 'INSUFFICIENT_PRIVILEGES');
      expectError(await call(khoa.client), 'INSUFFICIENT_PRIVILEGES');
    }
  });

  it('approves more events at once than the pool has connections (each approval queues its followers’ notice in its transaction)', async () => {
    const busy = await signUpHost(server, 'Tạ Song Song');
    expect((await binh.client.post('/api/v1/follow', { hostId: busy.user.id })).status).toBe(200);
    const submitted = [];
    for (let i = 0; i < 12; i++) submitted.push(await submitEvent(busy, { title: `Buổi chia sẻ song song ${i}` }));
    const started = Date.now();
    const answers = await Promise.all(submitted.map((event) => admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'APPROVE' })));
    expect(answers.map((a) => a.status)).toEqual(submitted.map(() => 200));
    // A transaction waiting for a second connection of a full pool would wait out the 30 s connection timeout.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
