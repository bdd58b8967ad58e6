import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { DEMO_HOST, seedHosts } from '../../../demo/hosts.seed.js';

describe('the demo hosts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedHosts({ db: server.database.db, users: server.services.identity.users });
  });
  afterAll(() => server.close());

  it('adds a dozen approved hosts and three applications for the admin to review', async () => {
    const admin = await loginAdmin(server);
    const approved = await admin.client.get('/api/v1/admin/users/host-profiles?status=HOST_APPROVED&limit=100');
    expect(approved.body.meta.total).toBe(12);
    expect(approved.body.data.every((p: { applicant: { role: string; avatar: string } }) => p.applicant.role === 'HOST' && p.applicant.avatar.startsWith('https://i.pravatar.cc/300?img='))).toBe(true);
    const pending = await admin.client.get('/api/v1/admin/users/host-profiles?status=NEW_HOST');
    expect(pending.body.data).toHaveLength(3);
    expect(pending.body.data[0].events).toBeUndefined();

    const host = await server.anonymous.post('/api/v1/auth/login', DEMO_HOST);
    expect(host.status).toBe(200);
    expect(host.body.user.role).toBe('HOST');
    const ids = pending.body.data.map((p: { id: string }) => p.id);
    expect((await admin.client.patch('/api/v1/admin/users/approve', { ids })).body).toEqual({ approved: ids, failed: [] });
  });
});
