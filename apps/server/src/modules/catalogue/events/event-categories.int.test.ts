import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishEvent, submitEvent } from './events.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name);

describe('event categories', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, binh] = await Promise.all([loginAdmin(server), signUpHost(server), signUpVerified(server)]);
  });
  afterAll(() => server.close());

  it('are created by admins with slugs folded from their names, and listed to anyone in display order', async () => {
    const concert = await admin.client.post('/api/v1/event-categories', { name: 'Hoà nhạc', position: 3, icon: 'music' });
    expect(concert.status).toBe(201);
    expect(concert.body).toMatchObject({ name: 'Hoà nhạc', slug: 'hoa-nhac', position: 3, icon: 'music', description: null, eventCount: 0 });
    await admin.client.post('/api/v1/event-categories', { name: 'Hội thảo', position: 1 });
    await admin.client.post('/api/v1/event-categories', { name: 'Khoá học ngắn', position: 2, description: 'Vài buổi học thực hành' });
    const list = await server.anonymous.get('/api/v1/event-categories');
    expect(names(list)).toEqual(['Hội thảo', 'Khoá học ngắn', 'Hoà nhạc']);
    expect(list.body.meta).toEqual({ page: 1, limit: 100, total: 3, totalPages: 1 });
    expect(names(await server.anonymous.get('/api/v1/event-categories?q=khoa%20hoc'))).toEqual(['Khoá học ngắn']);
    expect(names(await server.anonymous.get('/api/v1/event-categories?sort=DESC&limit=1&page=2'))).toEqual(['Khoá học ngắn']);
    expect((await server.anonymous.get(`/api/v1/event-categories/${concert.body.id}`)).body.slug).toBe('hoa-nhac');
    expectError(await server.anonymous.get(`/api/v1/event-categories/${MISSING}`), 'EVENT_CATEGORY_NOT_FOUND');
    expectError(await admin.client.post('/api/v1/event-categories', { name: 'Nhạc hội', slug: 'hoa-nhac' }), 'SLUG_ALREADY_EXISTS');
    expect((await admin.client.post('/api/v1/event-categories', { name: 'Hoà nhạc' })).body.slug).toBe('hoa-nhac-2');
  });

  it('count the published events filed under them, are edited, and are deleted only when no event uses them', async () => {
    const sport = (await admin.client.post('/api/v1/event-categories', { name: 'Thể thao' })).body;
    await publishEvent(khoa, admin, { eventCategoryIds: [sport.id] });
    const pending = await submitEvent(khoa, { eventCategoryIds: [sport.id] });
    expect((await server.anonymous.get(`/api/v1/event-categories/${sport.id}`)).body.eventCount).toBe(1);

    const edited = await admin.client.patch(`/api/v1/event-categories/${sport.id}`, { name: 'Thể thao & Vận động', slug: 'the-thao-van-dong', icon: 'bike' });
    expect(edited.body).toMatchObject({ name: 'Thể thao & Vận động', slug: 'the-thao-van-dong', icon: 'bike', eventCount: 1 });
    expectError(await admin.client.patch(`/api/v1/event-categories/${sport.id}`, { slug: 'hoa-nhac' }), 'SLUG_ALREADY_EXISTS');
    expectError(await admin.client.patch(`/api/v1/event-categories/${MISSING}`, { name: 'Không có' }), 'EVENT_CATEGORY_NOT_FOUND');

    expectError(await admin.client.delete(`/api/v1/event-categories/${sport.id}`), 'EVENT_CATEGORY_IN_USE');
    const events = (await khoa.client.get('/api/v2/events/mine')).body.data as { id: string }[];
    for (const event of events) await khoa.client.patch(`/api/v1/events/${event.id}`, { eventCategoryIds: [] });
    expect((await khoa.client.get(`/api/v2/events/${pending.id}`)).body.eventCategories).toEqual([]);
    expect((await admin.client.delete(`/api/v1/event-categories/${sport.id}`)).body).toEqual({ success: true });
    expectError(await admin.client.delete(`/api/v1/event-categories/${sport.id}`), 'EVENT_CATEGORY_NOT_FOUND');
  });

  it('are kept by admins only', async () => {
    for (const who of [khoa, binh]) {
      expectError(await who.client.post('/api/v1/event-categories', { name: 'Của tôi' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await who.client.patch(`/api/v1/event-categories/${MISSING}`, { name: 'Của tôi' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await who.client.delete(`/api/v1/event-categories/${MISSING}`), 'INSUFFICIENT_PRIVILEGES');
    }
    expectError(await server.anonymous.post('/api/v1/event-categories', { name: 'Của tôi' }), 'UNAUTHORIZED');
    expect((await admin.client.post('/api/v1/event-categories', { name: 'Có Dấu', slug: 'Có Dấu' })).body.message).toEqual([
      expect.objectContaining({ field: 'slug', code: 'INVALID_SLUG' }),
    ]);
  });
});
