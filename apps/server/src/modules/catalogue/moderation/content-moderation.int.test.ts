import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventOnSale } from '../../commerce/commerce.testing.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { buildCourse } from '../courses/courses.testing.js';
import { submitEvent } from '../events/events.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const base = '/api/v1/content-moderation';

interface Item {
  type: string;
  id: string;
  title: string;
  status: string;
  contentStatus: string;
  keywords: string[];
  link: string;
  host: { id: string; fullName: string } | null;
  reason: string | null;
  canDecide: boolean;
}

describe('the content moderation queue', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let other: Session;
  let user: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, other, user] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Phan Thanh Tùng'),
      signUpHost(server, 'Lý Thu Trang'),
      signUpVerified(server, { fullName: 'Hồ Văn Nam' }),
    ]);
    for (const keyword of ['cờ bạc', 'lừa đảo']) expect((await admin.client.post(`${base}/keywords`, { keyword })).status).toBe(201);
  }, 60_000);
  afterAll(() => server.close());

  const list = async (query: string) => {
    const res = await admin.client.get(`${base}/list?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Item[]; meta: { total: number } };
  };
  const itemOf = async (type: string, id: string) => (await list(`type=${type}&limit=100`)).data.find((i) => i.id === id);
  const notificationsOf = async (who: Session, type: string) =>
    ((await who.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; body: string }[]).filter((n) => n.type === type);

  it('is for admins only', async () => {
    const calls: ['get' | 'patch', string][] = [
      ['get', `${base}/list`],
      ['get', `${base}/count-content-moderation-by-hostId/${host.user.id}`],
      ['patch', `${base}/EVENT/${MISSING}/approve`],
      ['patch', `${base}/EVENT/${MISSING}/reject`],
    ];
    for (const [method, path] of calls) {
      const body = path.endsWith('reject') ? { reason: 'x', action: 'REJECTED' } : undefined;
      for (const session of [host, user]) expectError(await session.client[method](path, body), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous[method](path, body), 'UNAUTHORIZED');
    }
  });

  it('refuses a content type it does not moderate, and content that does not exist', async () => {
    expectError(await admin.client.patch(`${base}/CALENDAR/${MISSING}/approve`), 'MODERATION_TYPE_NOT_SUPPORTED');
    expectError(await admin.client.patch(`${base}/__proto__/${MISSING}/reject`, { reason: 'x' }), 'MODERATION_TYPE_NOT_SUPPORTED');
    expectError(await admin.client.patch(`${base}/EVENT/${MISSING}/approve`), 'EVENT_NOT_FOUND');
    expectError(await admin.client.patch(`${base}/POST/${MISSING}/approve`), 'POST_NOT_FOUND');
    expectError(await admin.client.patch(`${base}/COMBO/${MISSING}/approve`), 'COMBO_NOT_FOUND');
    expectError(await admin.client.patch(`${base}/ONLINE_COURSE/${MISSING}/approve`), 'COURSE_NOT_FOUND');
    expectInvalid(await admin.client.patch(`${base}/EVENT/${MISSING}/reject`, { reason: ' ', action: 'REJECTED' }), [
      { field: 'reason', code: 'INVALID_REJECT_REASON' },
    ]);
    expectInvalid(await admin.client.get(`${base}/list?status=MAYBE`), [
      { field: 'status', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị trạng thái không hợp lệ.' },
    ]);
  });

  it('flags a submitted event by keyword, with and without diacritics, and lists it first', async () => {
    const plain = await submitEvent(host, { title: 'Đêm nhạc acoustic', summary: 'Không có gì đáng ngại' });
    const accented = await submitEvent(host, { title: 'Hội thảo cờ bạc trực tuyến' });
    const bare = await submitEvent(other, { title: 'Chia se kinh nghiem', summary: 'Canh giac LUA DAO qua mang' });

    const pending = await list('status=PENDING&type=EVENT');
    expect(pending.data.map((i) => i.id).slice(0, 3)).toEqual([bare.id, accented.id, plain.id]);
    const byId = new Map(pending.data.map((i) => [i.id, i]));
    expect(byId.get(plain.id)).toMatchObject({ keywords: [], status: 'PENDING', canDecide: true, contentStatus: 'PENDING_APPROVAL_WITH_ADMIN' });
    expect(byId.get(accented.id)).toMatchObject({
      keywords: ['cờ bạc'],
      link: `/events/${accented.slug}`,
      host: { id: host.user.id, fullName: 'Phan Thanh Tùng' },
    });
    expect(byId.get(bare.id)?.keywords).toEqual(['lừa đảo']);

    const flagged = await list('flagged=true&type=EVENT');
    expect(flagged.data.map((i) => i.id).sort()).toEqual([accented.id, bare.id].sort());
    expect((await list(`hostId=${other.user.id}`)).data.map((i) => i.id)).toEqual([bare.id]);
    expect((await list('q=hoi thao co bac')).data.map((i) => i.id)).toEqual([accented.id]);
  });

  it('approves an event: it is published and its host told', async () => {
    const event = await submitEvent(host, { title: 'Workshop gốm thủ công' });
    const res = await admin.client.patch(`${base}/EVENT/${event.id}/approve`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ type: 'EVENT', id: event.id, status: 'PUBLISHED' });
    expect((await server.anonymous.get(`/api/v1/events/${event.slug}`)).body.status).toBe('PUBLISHED');
    expect(await itemOf('EVENT', event.id)).toMatchObject({ status: 'APPROVED', contentStatus: 'PUBLISHED', canDecide: false });
    expect((await notificationsOf(host, 'EVENT_APPROVED')).some((n) => n.body.includes('Workshop gốm thủ công'))).toBe(true);
    // Its own status table refuses a second decision.
    expectError(await admin.client.patch(`${base}/EVENT/${event.id}/reject`, { reason: 'Muộn rồi' }), 'ILLEGAL_STATUS_TRANSITION');
  });

  it('drops the cached public lists a decision changes', async () => {
    const event = await submitEvent(host, { title: 'Triển lãm tranh sơn mài' });
    const path = `/api/v1/events?q=${encodeURIComponent('son mai')}`;
    expect((await server.anonymous.get(path)).body.data).toEqual([]);
    expect((await server.anonymous.get(path)).headers.get('x-cache')).toBe('HIT');
    expect((await admin.client.patch(`${base}/EVENT/${event.id}/approve`)).status).toBe(200);
    expect((await server.anonymous.get(path)).body.data.map((e: { id: string }) => e.id)).toEqual([event.id]);
  });

  it('records a decision taken on the admin events page in the queue too', async () => {
    const event = await submitEvent(host, { title: 'Buổi nói chuyện về đa cấp' });
    expect((await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'REJECT', reason: 'Thiếu thông tin' })).status).toBe(200);
    expect(await itemOf('EVENT', event.id)).toMatchObject({ status: 'REJECTED', reason: 'Thiếu thông tin', contentStatus: 'REJECTED', canDecide: false });
  });

  it('rejects an event of another host with CONTACT: the right host is told, with the reason', async () => {
    const event = await submitEvent(other, { title: 'Sự kiện lừa đảo tài chính' });
    const res = await admin.client.patch(`${base}/EVENT/${event.id}/reject`, { reason: 'Nội dung vi phạm', action: 'CONTACT' });
    expect(res.body).toEqual({ type: 'EVENT', id: event.id, status: 'REJECTED' });
    expect(await itemOf('EVENT', event.id)).toMatchObject({ status: 'CONTACT', reason: 'Nội dung vi phạm', keywords: ['lừa đảo'] });
    const told = await notificationsOf(other, 'EVENT_REJECTED');
    expect(told.find((n) => n.body.includes('Sự kiện lừa đảo tài chính'))?.body).toContain('Quản trị viên sẽ liên hệ');
    expect((await notificationsOf(host, 'EVENT_REJECTED')).some((n) => n.body.includes('Sự kiện lừa đảo tài chính'))).toBe(false);
  });

  it('flags a submitted course and decides on it through the course status table', async () => {
    const built = await buildCourse(server, host, { title: 'Khoá học chơi co bac' });
    expect((await host.client.post(`/api/v1/online-courses/${built.course.id}/content-moderation`)).status).toBe(200);
    expect(await itemOf('ONLINE_COURSE', built.course.id)).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc'] });
    const res = await admin.client.patch(`${base}/ONLINE_COURSE/${built.course.id}/reject`, { reason: 'Tên khoá học không phù hợp' });
    expect(res.body).toMatchObject({ status: 'REJECTED' });
    expect(await itemOf('ONLINE_COURSE', built.course.id)).toMatchObject({ status: 'REJECTED', reason: 'Tên khoá học không phù hợp' });
    expect((await notificationsOf(host, 'ONLINE_COURSE_REJECTED')).length).toBe(1);
  });

  it('approves a clean published post by itself, holds a flagged one, and hides it when rejected', async () => {
    const clean = await host.client.post('/api/v1/posts', { type: 'BLOG', title: 'Nhật ký làm gốm', content: '<p>Đất sét và lửa</p>', status: 'PUBLISHED' });
    expect(clean.status, JSON.stringify(clean.body)).toBe(201);
    expect(await itemOf('POST', clean.body.id)).toMatchObject({ status: 'APPROVED', keywords: [], canDecide: false });
    const draft = await host.client.post('/api/v1/posts', { type: 'NEWS', title: 'Bản nháp cờ bạc', content: '<p>x</p>' });
    expect(await itemOf('POST', draft.body.id)).toBeUndefined();

    const bad = await host.client.post('/api/v1/posts', {
      type: 'NEWS',
      title: 'Tin mới',
      content: '<p>Cảnh báo <b>lừa</b> <i>đảo</i></p>',
      status: 'PUBLISHED',
    });
    expect(await itemOf('POST', bad.body.id)).toMatchObject({ status: 'PENDING', keywords: ['lừa đảo'], link: `/posts/${bad.body.slug}` });
    const rejected = await admin.client.patch(`${base}/POST/${bad.body.id}/reject`, { reason: 'Vi phạm quy định', action: 'REJECTED' });
    expect(rejected.body).toEqual({ type: 'POST', id: bad.body.id, status: 'HIDDEN' });
    expectError(await server.anonymous.get(`/api/v1/posts/${bad.body.slug}`), 'POST_NOT_FOUND');
    expect((await notificationsOf(host, 'NEWS_REJECTED'))[0]?.body).toContain('Vi phạm quy định');
    // The author cannot bring it back; the admin's approval does.
    expectError(await host.client.patch(`/api/v1/posts/${bad.body.id}`, { status: 'PUBLISHED' }), 'POST_INVALID_STATUS');
    const approved = await admin.client.patch(`${base}/POST/${bad.body.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'PUBLISHED' });
    expect(await itemOf('POST', bad.body.id)).toMatchObject({ status: 'APPROVED', reason: null });
    expect((await notificationsOf(host, 'NEWS_APPROVED')).length).toBe(1);
    // Edits bringing no new keyword keep the admin's approval; a new one sends it back to the queue.
    await host.client.patch(`/api/v1/posts/${bad.body.id}`, { title: 'Tin mới nhất' });
    expect(await itemOf('POST', bad.body.id)).toMatchObject({ status: 'APPROVED', title: 'Tin mới nhất' });
    await host.client.patch(`/api/v1/posts/${bad.body.id}`, { title: 'Tin mới về cờ bạc' });
    expect(await itemOf('POST', bad.body.id)).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc', 'lừa đảo'] });
  });

  it('forgets content its host deletes', async () => {
    const post = await host.client.post('/api/v1/posts', { type: 'BLOG', title: 'Chuyện cờ bạc ngày xưa', content: '<p>x</p>', status: 'PUBLISHED' });
    expect(await itemOf('POST', post.body.id)).toMatchObject({ status: 'PENDING' });
    expect((await host.client.delete(`/api/v1/posts/${post.body.id}`)).status).toBe(200);
    expect(await itemOf('POST', post.body.id)).toBeUndefined();
  });

  it('holds a flagged combo put on sale, and takes it off sale when rejected', async () => {
    const sale = await eventOnSale(server, {
      host: other,
      tiers: [
        { name: 'Vé thường', price: 100_000, capacity: 10, maxPerOrder: 5 },
        { name: 'Vé VIP', price: 300_000, capacity: 10, maxPerOrder: 5 },
      ],
    });
    const made = await other.client.post('/api/v1/combos', {
      title: 'Combo cờ bạc đỏ đen',
      price: 350_000,
      status: 'PUBLISHED',
      items: sale.tiers.map((t) => ({ productItemType: 'TICKET_TIER', productItemId: t.id })),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await itemOf('COMBO', made.body.id)).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc'], host: { id: other.user.id } });
    const res = await admin.client.patch(`${base}/COMBO/${made.body.id}/reject`, { reason: 'Tên combo vi phạm', action: 'REJECTED' });
    expect(res.body).toEqual({ type: 'COMBO', id: made.body.id, status: 'REJECTED' });
    expectError(await server.anonymous.get(`/api/v1/combos/slug/${made.body.slug}`), 'COMBO_NOT_FOUND');
    expect((await notificationsOf(other, 'COMBO_REJECTED'))[0]?.body).toContain('Tên combo vi phạm');
    expect((await admin.client.patch(`${base}/COMBO/${made.body.id}/approve`)).body).toMatchObject({ status: 'UNPUBLISHED' });
    expect((await notificationsOf(other, 'COMBO_APPROVED')).length).toBe(1);
  });

  it('puts a rejected combo back on sale only after an admin reviewed it again', async () => {
    const sale = await eventOnSale(server, {
      host: other,
      tiers: [
        { name: 'Vé thường', price: 100_000, capacity: 10, maxPerOrder: 5 },
        { name: 'Vé VIP', price: 200_000, capacity: 10, maxPerOrder: 5 },
      ],
    });
    const made = await other.client.post('/api/v1/combos', {
      title: 'Combo lừa đảo mùa hè',
      price: 250_000,
      status: 'PUBLISHED',
      items: sale.tiers.map((t) => ({ productItemType: 'TICKET_TIER', productItemId: t.id })),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    expect((await admin.client.patch(`${base}/COMBO/${id}/reject`, { reason: 'Tên combo vi phạm', action: 'REJECTED' })).body.status).toBe('REJECTED');

    // The host renames it and asks to sell it again: it waits for an admin, off sale.
    expect((await other.client.patch(`/api/v1/combos/${id}`, { title: 'Combo mùa hè' })).body.status).toBe('REJECTED');
    const again = await other.client.put(`/api/v1/combos/${id}/change-state`, { status: 'PUBLISHED' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.status).toBe('PENDING_APPROVAL_WITH_ADMIN');
    expectError(await server.anonymous.get(`/api/v1/combos/slug/${made.body.slug}`), 'COMBO_NOT_FOUND');
    expect(await itemOf('COMBO', id)).toMatchObject({ status: 'PENDING', title: 'Combo mùa hè', keywords: [], canDecide: true });
    // Nor through a draft, while it waits.
    expectError(await other.client.put(`/api/v1/combos/${id}/change-state`, { status: 'DRAFT' }), 'COMBO_INVALID_STATUS');

    expect((await admin.client.patch(`${base}/COMBO/${id}/approve`)).body).toEqual({ type: 'COMBO', id, status: 'PUBLISHED' });
    expect((await server.anonymous.get(`/api/v1/combos/slug/${made.body.slug}`)).body.status).toBe('PUBLISHED');
  });

  it('counts a host’s content by type and status', async () => {
    const res = await admin.client.get(`${base}/count-content-moderation-by-hostId/${other.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.hostId).toBe(other.user.id);
    const events = res.body.byType.find((t: { type: string }) => t.type === 'EVENT');
    // "Chia se kinh nghiem" waits, the rejected one was CONTACT, the combos' events were approved.
    expect(events).toMatchObject({ pending: 1, contact: 1, approved: 2, flagged: 2 });
    expect(res.body.byType.find((t: { type: string }) => t.type === 'COMBO')).toMatchObject({ total: 2, approved: 2 });
    expect(res.body.total).toBe(res.body.pending + res.body.approved + res.body.rejected + res.body.contact);
    expect((await admin.client.get(`${base}/count-content-moderation-by-hostId/${MISSING}`)).body).toMatchObject({ total: 0, byType: [] });
  });
});
