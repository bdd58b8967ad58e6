import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { seedCatalogue } from '../../../demo/catalogue.seed.js';
import { DEMO_HOST, seedHosts } from '../../../demo/hosts.seed.js';
import { storeDemoImages, type DemoImages } from '../../../demo/images.js';

describe('the demo hosts', () => {
  let server: TestServer;
  let images: DemoImages;
  beforeAll(async () => {
    server = await startTestServer();
    const catalogue = await seedCatalogue(server.database.db);
    images = await storeDemoImages(server.services.uploads);
    await seedHosts({ db: server.database.db, users: server.services.identity.users, catalogue, images });
  });
  afterAll(() => server.close());

  it('adds a dozen approved hosts and three applications for the admin to review', async () => {
    const admin = await loginAdmin(server);
    const approved = await admin.client.get('/api/v1/admin/users/host-profiles?status=HOST_APPROVED&limit=100');
    expect(approved.body.meta.total).toBe(12);
    expect(
      approved.body.data.every(
        (p: { applicant: { role: string; avatar: string } }) => p.applicant.role === 'HOST' && images.avatars.includes(p.applicant.avatar),
      ),
    ).toBe(true);
    const pending = await admin.client.get('/api/v1/admin/users/host-profiles?status=NEW_HOST');
    expect(pending.body.data).toHaveLength(3);
    expect(pending.body.data[0].events).toBeUndefined();

    const host = await server.anonymous.post('/api/v1/auth/login', DEMO_HOST);
    expect(host.status).toBe(200);
    expect(host.body.user.role).toBe('HOST');
    const ids = pending.body.data.map((p: { id: string }) => p.id);
    expect((await admin.client.patch('/api/v1/admin/users/approve', { ids })).body).toEqual({ approved: ids, failed: [] });
  });

  it('files every host under a category of the demo tree, with a kind of host', async () => {
    const roots = await server.anonymous.get('/api/v1/category?rootOnly=true');
    expect(roots.body.meta.total).toBe(7);
    expect((await server.anonymous.get('/api/v1/category')).body.meta.total).toBeGreaterThan(20);
    const tech = roots.body.data.find((c: { slug: string }) => c.slug === 'cong-nghe-lap-trinh');
    const hosts = await server.anonymous.get(`/api/v1/category/${tech.id}/users`);
    expect(hosts.body.data.map((h: { fullName: string }) => h.fullName).sort()).toEqual(['Lê Hoàng Nam', 'Phan Gia Huy']);
    const directory = await server.anonymous.get('/api/v2/users/list?limit=100');
    expect(directory.body.data.every((h: { categories: unknown[] }) => h.categories.length > 0)).toBe(true);
    expect((await server.anonymous.get('/api/v1/host-categories')).body.meta.total).toBe(5);
    expect((await server.anonymous.get('/api/v1/businesses')).body.meta.total).toBe(3);
  });
});
