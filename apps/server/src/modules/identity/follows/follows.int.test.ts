import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { expectError } from '../auth/auth.testing.js';
import { expectInvalidFields, signUpHost } from '../profiles/profiles.testing.js';
import { users } from '../users/users.table.js';

const OTHER_UUID = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';

describe('following hosts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const countOf = async (id: string) => (await server.database.db.select({ n: users.followerCount }).from(users).where(eq(users.id, id)))[0]!.n;

  it('follows a host once however often it is asked, and unfollows the same way', async () => {
    const host = await signUpHost(server);
    const fan = await signUpVerified(server);
    expect(await fan.client.post('/api/v1/follow', { hostId: host.user.id })).toMatchObject({ status: 200, body: { isFollowing: true, followerCount: 1 } });
    expect((await fan.client.post('/api/v1/follow', { hostId: host.user.id })).body).toEqual({ isFollowing: true, followerCount: 1 });
    expect((await fan.client.get(`/api/v1/follow/${host.user.id}`)).body).toEqual({ isFollowing: true, followerCount: 1 });
    expect((await fan.client.delete('/api/v1/follow', { hostId: host.user.id })).body).toEqual({ isFollowing: false, followerCount: 0 });
    expect((await fan.client.delete('/api/v1/follow', { hostId: host.user.id })).body).toEqual({ isFollowing: false, followerCount: 0 });
    expect((await fan.client.get(`/api/v1/follow/${host.user.id}`)).body).toEqual({ isFollowing: false, followerCount: 0 });
    expect(await countOf(host.user.id)).toBe(0);
  });

  it('counts ten people following at the same moment exactly ten times', async () => {
    const host = await signUpHost(server);
    const fans = await Promise.all(Array.from({ length: 10 }, () => signUpVerified(server)));
    const answers = await Promise.all(
      fans.flatMap((f) => [f.client.post('/api/v1/follow', { hostId: host.user.id }), f.client.post('/api/v1/follow', { hostId: host.user.id })]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await countOf(host.user.id)).toBe(10);
    await Promise.all(fans.slice(0, 4).map((f) => f.client.delete('/api/v1/follow', { hostId: host.user.id })));
    expect(await countOf(host.user.id)).toBe(6);
    expect((await server.anonymous.get(`/api/v1/users/${host.user.username}`)).body.followerCount).toBe(6);
  });

  it('tells the host about a new follower, once', async () => {
    const host = await signUpHost(server);
    const fan = await signUpVerified(server, { fullName: 'Hoàng Gia Bảo' });
    await fan.client.post('/api/v1/follow', { hostId: host.user.id });
    await fan.client.post('/api/v1/follow', { hostId: host.user.id });
    const list = await eventually(async () => {
      const res = await host.client.get('/api/v1/notifications');
      expect(res.body.data.length).toBeGreaterThan(0);
      return res;
    });
    const followers = list.body.data.filter((n: { type: string }) => n.type === 'NEW_FOLLOWER');
    expect(followers).toHaveLength(1);
    expect(followers[0]).toMatchObject({ body: 'Hoàng Gia Bảo đã theo dõi bạn', link: `/hosts/${host.user.username}` });
  });

  it('follows only hosts, and never oneself', async () => {
    const host = await signUpHost(server);
    const user = await signUpVerified(server);
    const other = await signUpVerified(server);
    expectError(await other.client.post('/api/v1/follow', { hostId: user.user.id }), 'HOST_NOT_FOUND');
    expectError(await other.client.post('/api/v1/follow', { hostId: OTHER_UUID }), 'HOST_NOT_FOUND');
    expectError(await host.client.post('/api/v1/follow', { hostId: host.user.id }), 'CANNOT_FOLLOW_YOURSELF');
    expectError(await other.client.delete('/api/v1/follow', { hostId: OTHER_UUID }), 'HOST_NOT_FOUND');
    expectError(await other.client.get(`/api/v1/follow/${OTHER_UUID}`), 'HOST_NOT_FOUND');
    expectInvalidFields(await other.client.post('/api/v1/follow', { hostId: 'x' }), ['hostId']);
    expectInvalidFields(await other.client.delete('/api/v1/follow', {}), ['hostId']);
    expectInvalidFields(await other.client.get('/api/v1/follow/x'), ['id']);
  });

  it('needs a sign-in', async () => {
    expectError(await server.anonymous.post('/api/v1/follow', { hostId: OTHER_UUID }), 'UNAUTHORIZED');
    expectError(await server.anonymous.delete('/api/v1/follow', { hostId: OTHER_UUID }), 'UNAUTHORIZED');
    expectError(await server.anonymous.get(`/api/v1/follow/${OTHER_UUID}`), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v1/auth/followings'), 'UNAUTHORIZED');
  });

  it('takes a deleted follower off the host’s count', async () => {
    const host = await signUpHost(server);
    const [stays, leaves] = [await signUpVerified(server), await signUpVerified(server)];
    for (const f of [stays, leaves]) await f.client.post('/api/v1/follow', { hostId: host.user.id });
    const admin = await loginAdmin(server);
    expect((await admin.client.delete(`/api/v1/admin/users/${leaves.user.id}`)).status).toBe(200);
    await eventsDelivered(server.database.db);
    expect(await countOf(host.user.id)).toBe(1);
  });

  it('lists the hosts I follow, newest first, paged', async () => {
    const [a, b, c] = [await signUpHost(server, 'Host A'), await signUpHost(server, 'Host B'), await signUpHost(server, 'Host C')];
    const fan = await signUpVerified(server);
    for (const h of [a, b, c]) await fan.client.post('/api/v1/follow', { hostId: h.user.id });
    const first = await fan.client.get('/api/v1/auth/followings?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((h: { id: string }) => h.id)).toEqual([c.user.id, b.user.id]);
    expect(first.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.body.data[0]).toMatchObject({ fullName: 'Host C', followerCount: 1 });
    expect(Object.keys(first.body.data[0])).not.toContain('email');
    expect((await fan.client.get('/api/v1/auth/followings?page=2&limit=2')).body.data.map((h: { id: string }) => h.id)).toEqual([a.user.id]);
    expectInvalidFields(await fan.client.get('/api/v1/auth/followings?page=0'), ['page']);
  });
});
