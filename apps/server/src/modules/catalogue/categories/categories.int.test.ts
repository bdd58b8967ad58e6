import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { latestOtp, loginAdmin, signUpVerified, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields, signUpHost } from '../../identity/profiles/profiles.testing.js';
import { userCategories } from './categories.table.js';

describe('the category tree', () => {
  let server: TestServer;
  let admin: Session;
  let binh: Session;
  let khoa: Session;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    [admin, binh, khoa] = await Promise.all([loginAdmin(server), signUpVerified(server, { fullName: 'Trần Thị Bình' }), signUpHost(server, 'Lê Minh Khoa')]);
    const res = await admin.client.post('/api/v1/category/nested', {
      categories: [
        { name: 'Lập trình', position: 1, children: [{ name: 'Web', children: [{ name: 'React' }, { name: 'Vue' }] }, { name: 'Di động' }] },
        { name: 'Đồ hoạ & Thiết kế', position: 2, icon: 'palette' },
        { name: 'Âm nhạc', position: 3, children: [{ name: 'Piano' }] },
      ],
    });
    expect(res.status).toBe(201);
    for (const c of res.body.data) ids[c.name] = c.id;
  });
  afterAll(() => server.close());

  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name);

  it('lists every category in tree order: parents before children, siblings by position then name', async () => {
    const res = await server.anonymous.get('/api/v1/category');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Lập trình', 'Di động', 'Web', 'React', 'Vue', 'Đồ hoạ & Thiết kế', 'Âm nhạc', 'Piano']);
    expect(res.body.meta).toEqual({ page: 1, limit: 100, total: 8, totalPages: 1 });
    const react = res.body.data.find((c: { name: string }) => c.name === 'React');
    expect(react).toMatchObject({ slug: 'react', parentId: ids.Web, depth: 2, status: 'ACTIVE', childCount: 0, hostCount: 0 });
    expect(res.body.data.find((c: { name: string }) => c.name === 'Đồ hoạ & Thiết kế')).toMatchObject({ slug: 'do-hoa-thiet-ke', icon: 'palette', depth: 0 });
  });

  it('filters roots, children of one parent and names typed without diacritics, and pages', async () => {
    expect(names(await server.anonymous.get('/api/v1/category?rootOnly=true'))).toEqual(['Lập trình', 'Đồ hoạ & Thiết kế', 'Âm nhạc']);
    expect(names(await server.anonymous.get(`/api/v1/category?parentId=${ids.Web}`))).toEqual(['React', 'Vue']);
    expect(names(await server.anonymous.get('/api/v1/category?q=lap%20trinh'))).toEqual(['Lập trình']);
    const second = await server.anonymous.get('/api/v1/category?limit=3&page=2');
    expect(names(second)).toEqual(['React', 'Vue', 'Đồ hoạ & Thiết kế']);
    expect(second.body.meta).toEqual({ page: 2, limit: 3, total: 8, totalPages: 3 });
    expect((await server.anonymous.get('/api/v1/category?limit=3&page=9')).body.meta.total).toBe(8);
  });

  it('shows one category with its ancestors and direct children, by id and by slug', async () => {
    const byId = await server.anonymous.get(`/api/v1/category/${ids.Web}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ name: 'Web', depth: 1, childCount: 2, ancestors: [{ id: ids['Lập trình'], name: 'Lập trình', slug: 'lap-trinh' }] });
    expect(byId.body.children.map((c: { name: string }) => c.name)).toEqual(['React', 'Vue']);
    const bySlug = await server.anonymous.get('/api/v1/category/slug/react');
    expect(bySlug.body).toMatchObject({ id: ids.React, ancestors: [{ name: 'Lập trình' }, { name: 'Web' }], children: [] });
    expectError(await server.anonymous.get('/api/v1/category/slug/khong-co'), 'CATEGORY_NOT_FOUND');
    expectError(await server.anonymous.get('/api/v1/category/00000000-0000-4000-8000-000000000000'), 'CATEGORY_NOT_FOUND');
    expectInvalidFields(await server.anonymous.get('/api/v1/category/khong-phai-uuid'), ['id']);
  });

  it('hides an inactive category and everything under it from people, but not from admins', async () => {
    const off = await admin.client.patch(`/api/v1/admin/category/toggle-status/${ids.Web}`);
    expect(off.body).toMatchObject({ id: ids.Web, status: 'INACTIVE' });
    expect(names(await server.anonymous.get('/api/v1/category'))).toEqual(['Lập trình', 'Di động', 'Đồ hoạ & Thiết kế', 'Âm nhạc', 'Piano']);
    expectError(await server.anonymous.get('/api/v1/category/slug/react'), 'CATEGORY_NOT_FOUND');
    expect((await server.anonymous.get(`/api/v1/category/${ids['Lập trình']}`)).body.children.map((c: { name: string }) => c.name)).toEqual(['Di động']);
    // A person asking for everything still gets only what they may see.
    expect((await binh.client.get('/api/v1/category?status=ALL')).body.meta.total).toBe(5);
    expect((await admin.client.get('/api/v1/category?status=ALL')).body.meta.total).toBe(8);
    expect(names(await admin.client.get('/api/v1/category?status=INACTIVE'))).toEqual(['Web']);
    expect((await admin.client.get('/api/v1/category/slug/react')).status).toBe(200);

    expect((await admin.client.patch(`/api/v1/admin/category/toggle-status/${ids.Web}`)).body.status).toBe('ACTIVE');
    expect((await server.anonymous.get('/api/v1/category')).body.meta.total).toBe(8);
  });

  it('creates roots and subcategories with slugs made from the name, kept unique', async () => {
    const root = await admin.client.post('/api/v1/admin/category/root', { name: 'Ngoại ngữ', description: 'Tiếng Anh, Nhật, Hàn' });
    expect(root.status).toBe(201);
    expect(root.body).toMatchObject({ name: 'Ngoại ngữ', slug: 'ngoai-ngu', parentId: null, depth: 0, status: 'ACTIVE', description: 'Tiếng Anh, Nhật, Hàn' });
    const sub = await admin.client.post('/api/v1/admin/category/sub', { parentId: root.body.id, name: 'React' });
    expect(sub.status).toBe(201);
    expect(sub.body).toMatchObject({ slug: 'react-2', parentId: root.body.id, depth: 1 });
    expect((await server.anonymous.get(`/api/v1/category/${root.body.id}`)).body.childCount).toBe(1);

    expectError(await admin.client.post('/api/v1/admin/category/root', { name: 'Tiếng Nhật', slug: 'ngoai-ngu' }), 'SLUG_ALREADY_EXISTS');
    expectError(
      await admin.client.post('/api/v1/admin/category/sub', { parentId: '00000000-0000-4000-8000-000000000000', name: 'Mồ côi' }),
      'CATEGORY_NOT_FOUND',
    );
    const invalid = await admin.client.post('/api/v1/admin/category/root', { name: ' ', slug: 'Có Dấu' });
    expect(invalid.body.message).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'INVALID_INPUT_PARAMS', message: 'Vui lòng nhập tên.' },
        { field: 'slug', code: 'INVALID_SLUG', message: 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang.' },
      ]),
    );
  });

  it('creates a nested tree under an existing category in one call, all or nothing', async () => {
    const res = await admin.client.post(`/api/v1/category/${ids['Âm nhạc']}/nested`, {
      categories: [{ name: 'Guitar', children: [{ name: 'Guitar cổ điển' }] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.map((c: { name: string; depth: number }) => [c.name, c.depth])).toEqual([
      ['Guitar', 1],
      ['Guitar cổ điển', 2],
    ]);
    const before = (await admin.client.get('/api/v1/category?status=ALL')).body.meta.total;
    const clash = await admin.client.post('/api/v1/category/nested', {
      categories: [{ name: 'Nhiếp ảnh', children: [{ name: 'Chân dung', slug: 'guitar' }] }],
    });
    expectError(clash, 'SLUG_ALREADY_EXISTS');
    expect((await admin.client.get('/api/v1/category?status=ALL')).body.meta.total).toBe(before);
    expectError(await admin.client.post('/api/v1/category/00000000-0000-4000-8000-000000000000/nested', { categories: [{ name: 'X' }] }), 'CATEGORY_NOT_FOUND');
    const tooMany = {
      categories: Array.from({ length: 5 }, (_, i) => ({ name: `Nhóm ${i}`, children: Array.from({ length: 41 }, (_, j) => ({ name: `Mục ${i}.${j}` })) })),
    };
    expectError(await admin.client.post('/api/v1/category/nested', tooMany), 'CATEGORY_TOO_DEEP');
    const fiveLevels = {
      categories: [{ name: 'A', children: [{ name: 'B', children: [{ name: 'C', children: [{ name: 'D', children: [{ name: 'E' }] }] }] }] }],
    };
    expect((await admin.client.post('/api/v1/category/nested', fiveLevels)).body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('edits and moves a category with its subtree, never under itself', async () => {
    const renamed = await admin.client.patch(`/api/v1/admin/category/${ids['Di động']}`, { name: 'Lập trình di động', slug: 'lap-trinh-di-dong', position: 5 });
    expect(renamed.body).toMatchObject({ name: 'Lập trình di động', slug: 'lap-trinh-di-dong', position: 5 });
    const moved = await admin.client.patch(`/api/v1/admin/category/${ids.Web}`, { parentId: null });
    expect(moved.body).toMatchObject({ parentId: null, depth: 0 });
    expect((await server.anonymous.get('/api/v1/category/slug/react')).body.ancestors.map((a: { name: string }) => a.name)).toEqual(['Web']);
    expectError(await admin.client.patch(`/api/v1/admin/category/${ids.Web}`, { parentId: ids.React }), 'CATEGORY_INVALID_PARENT');
    expectError(await admin.client.patch(`/api/v1/admin/category/${ids.Web}`, { parentId: ids.Web }), 'CATEGORY_INVALID_PARENT');
    expectError(await admin.client.patch(`/api/v1/admin/category/${ids.Web}`, { slug: 'lap-trinh' }), 'SLUG_ALREADY_EXISTS');
    expectError(await admin.client.patch(`/api/v1/admin/category/${ids.Web}`, { parentId: '00000000-0000-4000-8000-000000000000' }), 'CATEGORY_NOT_FOUND');
    expectError(await admin.client.patch('/api/v1/admin/category/00000000-0000-4000-8000-000000000000', { name: 'Không có' }), 'CATEGORY_NOT_FOUND');
    expect((await admin.client.patch(`/api/v1/admin/category/${ids.Web}`, { parentId: ids['Lập trình'] })).body.depth).toBe(1);
  });

  it('deletes only a category without subcategories', async () => {
    expectError(await admin.client.delete(`/api/v1/admin/category/${ids.Web}`), 'CATEGORY_HAS_CHILDREN');
    expect((await admin.client.delete(`/api/v1/admin/category/${ids.Vue}`)).body).toEqual({ success: true });
    expectError(await server.anonymous.get(`/api/v1/category/${ids.Vue}`), 'CATEGORY_NOT_FOUND');
    expectError(await admin.client.delete(`/api/v1/admin/category/${ids.Vue}`), 'CATEGORY_NOT_FOUND');
  });

  it('files hosts under a category, counts them, and lists them under every ancestor too', async () => {
    const assigned = await admin.client.patch('/api/v1/admin/category/assign-to-host', { categoryId: ids.React, hostIds: [khoa.user.id, khoa.user.id] });
    expect(assigned.body).toMatchObject({ id: ids.React, hostCount: 1 });
    const ofWeb = await server.anonymous.get(`/api/v1/category/${ids['Lập trình']}/users`);
    expect(ofWeb.status).toBe(200);
    expect(ofWeb.body.data.map((h: { id: string }) => h.id)).toEqual([khoa.user.id]);
    expect(ofWeb.body.data[0].categories).toEqual([{ id: ids.React, name: 'React', slug: 'react' }]);
    expect((await server.anonymous.get(`/api/v1/category/${ids['Âm nhạc']}/users`)).body.data).toEqual([]);

    expectError(await admin.client.patch('/api/v1/admin/category/assign-to-host', { categoryId: ids.React, hostIds: [binh.user.id] }), 'USER_NOT_HOST');
    expectError(
      await admin.client.patch('/api/v1/admin/category/assign-to-host', { categoryId: '00000000-0000-4000-8000-000000000000', hostIds: [khoa.user.id] }),
      'CATEGORY_NOT_FOUND',
    );
    const removed = await admin.client.patch('/api/v1/admin/category/unassign-to-host', { categoryId: ids.React, hostIds: [khoa.user.id] });
    expect(removed.body.hostCount).toBe(0);
    expect((await server.anonymous.get(`/api/v1/category/${ids.React}/users`)).body.meta.total).toBe(0);
    expectError(await server.anonymous.get('/api/v1/category/00000000-0000-4000-8000-000000000000/users'), 'CATEGORY_NOT_FOUND');
  });

  it('files an approved host under the categories of their application, and refuses unknown ones', async () => {
    const applicant = await signUpVerified(server, { fullName: 'Phan Gia Huy' });
    const application = { displayName: 'Huy Code', phone: uniquePhone(), categoryIds: [ids.React] };
    expectError(
      await applicant.client.post('/api/v2/users/register-host', { ...application, categoryIds: ['00000000-0000-4000-8000-000000000000'] }),
      'CATEGORY_NOT_FOUND',
    );
    expectError(
      await applicant.client.post('/api/v2/users/register-host', { ...application, hostCategoryId: '00000000-0000-4000-8000-000000000000' }),
      'HOST_CATEGORY_NOT_FOUND',
    );
    const applied = await applicant.client.post('/api/v2/users/register-host', application);
    expect(applied.status).toBe(201);
    expect((await admin.client.patch('/api/v1/admin/users/approve', { ids: [applied.body.id] })).status).toBe(200);
    const hosts = await server.anonymous.get(`/api/v1/category/${ids.React}/users`);
    expect(hosts.body.data.map((h: { id: string }) => h.id)).toEqual([applicant.user.id]);
  });

  it('forgets a terminated account in every category', async () => {
    const leaving = await signUpHost(server, 'Đỗ Hải Long');
    await admin.client.patch('/api/v1/admin/category/assign-to-host', { categoryId: ids.Piano, hostIds: [leaving.user.id] });
    expect((await leaving.client.patch('/api/v1/users/user-interest-on-category-v2', { add: [ids.Web] })).status).toBe(200);
    expect((await server.anonymous.get(`/api/v1/category/${ids.Piano}`)).body.hostCount).toBe(1);
    expect((await leaving.client.post('/api/v1/auth/terminate-request')).status).toBe(200);
    const code = await latestOtp(server, leaving.user.email!);
    expect((await leaving.client.delete('/api/v1/auth/terminate', { code })).status).toBe(200);
    await eventsDelivered(server.database.db);
    expect((await server.anonymous.get(`/api/v1/category/${ids.Piano}`)).body.hostCount).toBe(0);
    const links = await server.database.db.select().from(userCategories).where(eq(userCategories.userId, leaving.user.id));
    expect(links).toEqual([]);
  });

  it('lets only admins shape the tree', async () => {
    const calls: [string, string, unknown?][] = [
      ['post', '/api/v1/category/nested', { categories: [{ name: 'X' }] }],
      ['post', `/api/v1/category/${ids.Web}/nested`, { categories: [{ name: 'X' }] }],
      ['post', '/api/v1/admin/category/root', { name: 'X' }],
      ['post', '/api/v1/admin/category/sub', { name: 'X', parentId: ids.Web }],
      ['patch', `/api/v1/admin/category/${ids.Web}`, { name: 'X' }],
      ['patch', `/api/v1/admin/category/toggle-status/${ids.Web}`],
      ['delete', `/api/v1/admin/category/${ids.React}`],
      ['patch', '/api/v1/admin/category/assign-to-host', { categoryId: ids.Web, hostIds: [khoa.user.id] }],
      ['patch', '/api/v1/admin/category/unassign-to-host', { categoryId: ids.Web, hostIds: [khoa.user.id] }],
    ];
    for (const [method, path, body] of calls) {
      expectError(await server.anonymous.request(method.toUpperCase(), path, body), 'UNAUTHORIZED');
      expectError(await binh.client.request(method.toUpperCase(), path, body), 'INSUFFICIENT_PRIVILEGES');
      expectError(await khoa.client.request(method.toUpperCase(), path, body), 'INSUFFICIENT_PRIVILEGES');
    }
    expect((await server.anonymous.get(`/api/v1/category/${ids.Web}`)).body.name).toBe('Web');
  });
});
