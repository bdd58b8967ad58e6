import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { users } from '../../identity/users/users.table.js';

describe('host categories', () => {
  let server: TestServer;
  let admin: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, binh] = await Promise.all([loginAdmin(server), signUpVerified(server)]);
  });
  afterAll(() => server.close());

  it('are created by admins and listed to anyone in display order', async () => {
    const speaker = await admin.client.post('/api/v1/host-categories', { name: 'Diễn giả', position: 2, icon: 'mic' });
    expect(speaker.status).toBe(201);
    expect(speaker.body).toMatchObject({ name: 'Diễn giả', slug: 'dien-gia', position: 2, icon: 'mic', description: null });
    await admin.client.post('/api/v1/host-categories', { name: 'Giảng viên', position: 1 });
    await admin.client.post('/api/v1/host-categories', { name: 'Doanh nghiệp', position: 2 });
    const list = await server.anonymous.get('/api/v1/host-categories');
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Giảng viên', 'Diễn giả', 'Doanh nghiệp']);
    expect(list.body.meta).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect((await server.anonymous.get('/api/v1/host-categories?q=giang')).body.data.map((c: { name: string }) => c.name)).toEqual(['Giảng viên']);
    expect((await server.anonymous.get('/api/v1/host-categories/dien-gia')).body.id).toBe(speaker.body.id);
    expectError(await server.anonymous.get('/api/v1/host-categories/khong-co'), 'HOST_CATEGORY_NOT_FOUND');
    expectError(await admin.client.post('/api/v1/host-categories', { name: 'Khác', slug: 'dien-gia' }), 'SLUG_ALREADY_EXISTS');
  });

  it('are edited, and deleting one leaves its hosts without a kind', async () => {
    const kind = (await admin.client.post('/api/v1/host-categories', { name: 'Nghệ sĩ' })).body;
    const edited = await admin.client.patch(`/api/v1/host-categories/${kind.id}`, {
      name: 'Nghệ sĩ biểu diễn',
      slug: 'nghe-si-bieu-dien',
      description: 'Ca sĩ, nhạc công',
    });
    expect(edited.body).toMatchObject({ name: 'Nghệ sĩ biểu diễn', slug: 'nghe-si-bieu-dien', description: 'Ca sĩ, nhạc công' });
    expectError(await admin.client.patch(`/api/v1/host-categories/${kind.id}`, { slug: 'dien-gia' }), 'SLUG_ALREADY_EXISTS');
    expectError(await admin.client.patch('/api/v1/host-categories/00000000-0000-4000-8000-000000000000', { name: 'X' }), 'HOST_CATEGORY_NOT_FOUND');

    const host = await signUpHost(server, 'Trịnh Thu Trang');
    await server.database.db.update(users).set({ hostCategoryId: kind.id }).where(eq(users.id, host.user.id));
    expect((await server.anonymous.get(`/api/v1/users/${host.user.username}`)).body.hostCategory).toMatchObject({ id: kind.id });
    expect((await admin.client.delete(`/api/v1/host-categories/${kind.id}`)).body).toEqual({ success: true });
    expect((await server.anonymous.get(`/api/v1/users/${host.user.username}`)).body.hostCategory).toBeNull();
    expectError(await admin.client.delete(`/api/v1/host-categories/${kind.id}`), 'HOST_CATEGORY_NOT_FOUND');
  });

  it('are chosen in a host application, and a resubmission may clear the choice', async () => {
    const kind = (await admin.client.post('/api/v1/host-categories', { name: 'Tác giả' })).body;
    const applicant = await signUpVerified(server, { fullName: 'Mai Thị Ngọc' });
    const applied = await applicant.client.post('/api/v2/users/register-host', { displayName: 'Ngọc Handmade', phone: uniquePhone(), hostCategoryId: kind.id });
    expect(applied.body.hostCategoryId).toBe(kind.id);
    await admin.client.patch('/api/v1/admin/users/reject', { ids: [applied.body.id], reason: 'Thiếu hồ sơ năng lực' });
    const kept = await applicant.client.patch('/api/v1/users/resubmit-host', { displayName: 'Ngọc Handmade' });
    expect(kept.body.hostCategoryId).toBe(kind.id);
    await admin.client.patch('/api/v1/admin/users/reject', { ids: [applied.body.id], reason: 'Vẫn thiếu hồ sơ' });
    const cleared = await applicant.client.patch('/api/v1/users/resubmit-host', { displayName: 'Ngọc Handmade', hostCategoryId: null });
    expect(cleared.body.hostCategoryId).toBeNull();
  });

  it('are written by admins only', async () => {
    const kind = (await admin.client.post('/api/v1/host-categories', { name: 'Huấn luyện viên' })).body;
    for (const [method, path, body] of [
      ['POST', '/api/v1/host-categories', { name: 'X' }],
      ['PATCH', `/api/v1/host-categories/${kind.id}`, { name: 'X' }],
      ['DELETE', `/api/v1/host-categories/${kind.id}`, undefined],
    ] as const) {
      expectError(await server.anonymous.request(method, path, body), 'UNAUTHORIZED');
      expectError(await binh.client.request(method, path, body), 'INSUFFICIENT_PRIVILEGES');
    }
  });
});
