import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

describe('academy parts', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let other: Session;
  let user: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, other, user] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Vương Khánh Linh'),
      signUpHost(server, 'Tạ Đức Anh'),
      signUpVerified(server, { fullName: 'Châu Mỹ' }),
    ]);
  });
  afterAll(() => server.close());

  it('is kept by hosts only: anonymous callers and plain users are refused', async () => {
    const part = { title: 'Bắt đầu' };
    expectError(await server.anonymous.post('/api/v1/academy/parts', part), 'UNAUTHORIZED');
    expectError(await user.client.post('/api/v1/academy/parts', part), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.delete('/api/v1/academy/parts/00000000-0000-4000-8000-000000000000'), 'UNAUTHORIZED');
  });

  it('shows a host’s parts in order to anyone, by id or username, each with its ordered items', async () => {
    const second = await host.client.post('/api/v1/academy/parts', { title: 'Nâng cao', position: 2 });
    const first = await host.client.post('/api/v1/academy/parts', {
      title: 'Nhập môn',
      description: 'Những bài đầu tiên',
      position: 1,
      items: [
        { title: 'Khoá học nền tảng', link: '/courses/nen-tang' },
        { title: 'Sách nhập môn', description: 'Đọc trước' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const byId = await server.anonymous.get(`/api/v1/academy/${host.user.id}/parts`);
    expect(byId.body.data.map((p: { title: string }) => p.title)).toEqual(['Nhập môn', 'Nâng cao']);
    expect(byId.body.data[0].items).toEqual([
      { title: 'Khoá học nền tảng', description: null, link: '/courses/nen-tang', image: null },
      { title: 'Sách nhập môn', description: 'Đọc trước', link: null, image: null },
    ]);
    expect((await server.anonymous.get(`/api/v1/academy/${host.user.username}/parts`)).body.data).toEqual(byId.body.data);
    const one = await server.anonymous.get(`/api/v1/academy/${host.user.id}/parts/${second.body.id}`);
    expect(one.body).toMatchObject({ id: second.body.id, title: 'Nâng cao', items: [] });
  });

  it('answers a clear 404 for an unknown academy or a part of another academy', async () => {
    expectError(await server.anonymous.get('/api/v1/academy/khong-ton-tai-ai/parts'), 'ACADEMY_NOT_FOUND');
    const part = (await host.client.post('/api/v1/academy/parts', { title: 'Riêng' })).body;
    expectError(await server.anonymous.get(`/api/v1/academy/${other.user.id}/parts/${part.id}`), 'ACADEMY_PART_NOT_FOUND');
  });

  it('lets only the owner change or delete a part, and admins keep the platform’s academy', async () => {
    const part = (await host.client.post('/api/v1/academy/parts', { title: 'Của tôi' })).body;
    expectError(await other.client.post('/api/v1/academy/parts', { id: part.id, title: 'Chiếm' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await other.client.delete(`/api/v1/academy/parts/${part.id}`), 'INSUFFICIENT_PRIVILEGES');
    const renamed = await host.client.post('/api/v1/academy/parts', { id: part.id, title: 'Đã đổi tên' });
    expect(renamed.body).toMatchObject({ id: part.id, title: 'Đã đổi tên' });
    expect((await host.client.delete(`/api/v1/academy/parts/${part.id}`)).body).toEqual({ success: true });
    expectError(await server.anonymous.get(`/api/v1/academy/${host.user.id}/parts/${part.id}`), 'ACADEMY_PART_NOT_FOUND');

    const platform = await admin.client.post('/api/v1/academy/parts', { title: 'Lộ trình của nền tảng' });
    expect(platform.body.ownerId).toBeNull();
    expect((await server.anonymous.get('/api/v1/academy/platform/parts')).body.data.map((p: { title: string }) => p.title)).toEqual(['Lộ trình của nền tảng']);
  });
});
