import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields, makeCategory } from '../../identity/profiles/profiles.testing.js';

describe('businesses', () => {
  let server: TestServer;
  let admin: Session;
  let binh: Session;
  let design: { id: string; name: string; slug: string };
  let uxui: { id: string; name: string; slug: string };
  let music: { id: string; name: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, binh] = await Promise.all([loginAdmin(server), signUpVerified(server)]);
    design = await makeCategory(server, { name: 'Thiết kế' });
    uxui = await makeCategory(server, { name: 'UX/UI', parentId: design.id });
    music = await makeCategory(server, { name: 'Âm nhạc' });
  });
  afterAll(() => server.close());

  const chip = (c: { id: string; name: string; slug: string }) => ({ id: c.id, name: c.name, slug: c.slug });

  it('creates a business with a slug from its name, its contacts and categories', async () => {
    const res = await admin.client.post('/api/v1/businesses', {
      name: 'Công ty Cổ phần Đổi Mới Sáng Tạo',
      description: 'Đào tạo thiết kế sản phẩm số',
      website: 'https://doimoi.vn',
      email: 'LienHe@DoiMoi.vn',
      phone: '+84 912 345 678',
      address: '12 Lý Thái Tổ, Hà Nội',
      categoryIds: [uxui.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Công ty Cổ phần Đổi Mới Sáng Tạo',
      slug: 'cong-ty-co-phan-doi-moi-sang-tao',
      email: 'lienhe@doimoi.vn',
      phone: '0912345678',
      status: 'ACTIVE',
      categories: [chip(uxui)],
    });
    const again = await admin.client.post('/api/v1/businesses', { name: 'Công ty cổ phần đổi mới sáng tạo' });
    expect(again.body.slug).toBe('cong-ty-co-phan-doi-moi-sang-tao-2');
    expectError(await admin.client.post('/api/v1/businesses', { name: 'Khác', slug: 'cong-ty-co-phan-doi-moi-sang-tao' }), 'SLUG_ALREADY_EXISTS');
    expectError(await admin.client.post('/api/v1/businesses', { name: 'Khác', categoryIds: ['00000000-0000-4000-8000-000000000000'] }), 'CATEGORY_NOT_FOUND');
    expectInvalidFields(await admin.client.post('/api/v1/businesses', { name: '', email: 'sai', phone: '123', website: 'ftp://x' }), [
      'name',
      'email',
      'phone',
      'website',
    ]);
  });

  it('is read by anyone by id and by slug, and listed with search and a category filter that covers subcategories', async () => {
    const created = await admin.client.post('/api/v1/businesses', { name: 'Nhạc viện Tự do', categoryIds: [music.id] });
    expect((await server.anonymous.get(`/api/v1/businesses/get-by-id/${created.body.id}`)).body).toMatchObject({
      name: 'Nhạc viện Tự do',
      categories: [chip(music)],
    });
    expect((await server.anonymous.get('/api/v1/businesses/nhac-vien-tu-do')).body.id).toBe(created.body.id);
    expectError(await server.anonymous.get('/api/v1/businesses/khong-co'), 'BUSINESS_NOT_FOUND');
    expectError(await server.anonymous.get('/api/v1/businesses/get-by-id/00000000-0000-4000-8000-000000000000'), 'BUSINESS_NOT_FOUND');

    const inDesign = await server.anonymous.get(`/api/v1/businesses?categoryId=${design.id}`);
    expect(inDesign.body.data.map((b: { slug: string }) => b.slug)).toEqual(['cong-ty-co-phan-doi-moi-sang-tao']);
    const search = await server.anonymous.get('/api/v1/businesses?q=nhac%20vien');
    expect(search.body.data.map((b: { name: string }) => b.name)).toEqual(['Nhạc viện Tự do']);
    const all = await server.anonymous.get('/api/v1/businesses?limit=2');
    expect(all.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
  });

  it('hides an inactive business from people, not from admins', async () => {
    const created = await admin.client.post('/api/v1/businesses', { name: 'Tạm dừng', status: 'INACTIVE' });
    expectError(await server.anonymous.get(`/api/v1/businesses/get-by-id/${created.body.id}`), 'BUSINESS_NOT_FOUND');
    expect((await admin.client.get(`/api/v1/businesses/get-by-id/${created.body.id}`)).body.status).toBe('INACTIVE');
    expect((await server.anonymous.get('/api/v1/businesses?q=tam%20dung')).body.data).toEqual([]);
    expect((await admin.client.get('/api/v1/businesses?q=tam%20dung&status=INACTIVE')).body.meta.total).toBe(1);
    expect((await binh.client.get('/api/v1/businesses?q=tam%20dung&status=INACTIVE')).body.meta.total).toBe(0);
  });

  it('is edited, recategorised and deleted by admins', async () => {
    const created = await admin.client.post('/api/v1/businesses', { name: 'Học viện Ánh Sáng', categoryIds: [music.id] });
    const id = created.body.id;
    const edited = await admin.client.patch(`/api/v1/businesses/${id}`, {
      name: 'Học viện Ánh Sáng Mới',
      slug: 'anh-sang',
      categoryIds: [design.id, uxui.id],
      address: null,
    });
    expect(edited.body).toMatchObject({ name: 'Học viện Ánh Sáng Mới', slug: 'anh-sang', address: null });
    expect(edited.body.categories.map((c: { id: string }) => c.id).sort()).toEqual([design.id, uxui.id].sort());
    expectError(await admin.client.patch(`/api/v1/businesses/${id}`, { slug: 'nhac-vien-tu-do' }), 'SLUG_ALREADY_EXISTS');
    expectError(await admin.client.patch('/api/v1/businesses/00000000-0000-4000-8000-000000000000', { name: 'X' }), 'BUSINESS_NOT_FOUND');

    const unassigned = await admin.client.patch('/api/v1/admin/category/unassign-to-business', { categoryId: design.id, businessId: id });
    expect(unassigned.body.categories).toEqual([chip(uxui)]);
    const assigned = await admin.client.patch(`/api/v1/admin/category/assign-to-business/${music.id}/${id}`);
    expect(assigned.body.categories.map((c: { id: string }) => c.id).sort()).toEqual([uxui.id, music.id].sort());
    expect((await admin.client.patch(`/api/v1/admin/category/assign-to-business/${music.id}/${id}`)).body.categories).toHaveLength(2);
    expectError(await admin.client.patch(`/api/v1/admin/category/assign-to-business/00000000-0000-4000-8000-000000000000/${id}`), 'CATEGORY_NOT_FOUND');
    expectError(await admin.client.patch(`/api/v1/admin/category/assign-to-business/${music.id}/00000000-0000-4000-8000-000000000000`), 'BUSINESS_NOT_FOUND');

    expect((await admin.client.delete(`/api/v1/businesses/${id}`)).body).toEqual({ success: true });
    expectError(await admin.client.delete(`/api/v1/businesses/${id}`), 'BUSINESS_NOT_FOUND');
  });

  it('lets only admins write', async () => {
    const target = (await admin.client.post('/api/v1/businesses', { name: 'Mục tiêu' })).body.id;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/v1/businesses', { name: 'X' }],
      ['PATCH', `/api/v1/businesses/${target}`, { name: 'X' }],
      ['DELETE', `/api/v1/businesses/${target}`],
      ['PATCH', `/api/v1/admin/category/assign-to-business/${music.id}/${target}`],
      ['PATCH', '/api/v1/admin/category/unassign-to-business', { categoryId: music.id, businessId: target }],
    ];
    for (const [method, path, body] of calls) {
      expectError(await server.anonymous.request(method, path, body), 'UNAUTHORIZED');
      expectError(await binh.client.request(method, path, body), 'INSUFFICIENT_PRIVILEGES');
    }
    expect((await server.anonymous.get(`/api/v1/businesses/get-by-id/${target}`)).body.name).toBe('Mục tiêu');
  });
});
