import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, Session } from '../../../test/support/client.js';
import { loginAdmin } from '../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

/** PostgreSQL refuses NUL in text; every route must answer 400, never let it reach a query. */
describe('NUL characters in requests', () => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  function expectRefused(res: ApiResponse, field: string) {
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
    expect(res.body.message).toEqual([expect.objectContaining({ field, code: 'INVALID_INPUT_PARAMS', message: expect.stringMatching(/không hợp lệ/) })]);
  }

  it('refuses an escaped NUL in a query string of a public list', async () => {
    expectRefused(await server.anonymous.get('/api/v1/events?q=%00'), 'q');
    expectRefused(await server.anonymous.get('/api/v1/events?q=hoi%00thao'), 'q');
  });

  it('refuses an escaped NUL in a path parameter', async () => {
    expectRefused(await server.anonymous.get('/api/v1/users/%00'), 'username');
    expectRefused(await admin.client.get('/api/v1/users/%00'), 'username');
  });

  it('refuses a NUL inside a JSON body, however deep', async () => {
    expectRefused(await admin.client.patch('/api/v1/auth/update-profile', { bio: 'a\u0000b' }), 'bio');
    expectRefused(await admin.client.post('/api/v1/admin/notifications', { title: 'Thông báo', body: 'Nội dung\u0000' }), 'body');
    expectRefused(await admin.client.post('/api/v1/search-histories', { keyword: '\u0000' }), 'keyword');
    expectRefused(await admin.client.post('/api/v1/admin/notifications', { title: 'Thông báo', body: 'Nội dung', userIds: ['x\u0000'] }), 'userIds.0');
  });

  it('refuses a NUL in a query key or in a path that matches no route', async () => {
    expectRefused(await admin.client.get('/api/v1/search-histories?%00=1'), 'querystring');
    expectRefused(await server.anonymous.get('/api/v1/events%00'), 'url');
  });

  it('checks access first: an anonymous caller of a protected route is told to sign in', async () => {
    const res = await server.anonymous.post('/api/v1/admin/notifications', { title: 'Thông báo', body: 'a\u0000b' });
    expect(res.status).toBe(401);
  });

  it('still accepts the same calls without the NUL', async () => {
    expect((await server.anonymous.get('/api/v1/events?q=hoi')).status).toBe(200);
    expect((await admin.client.patch('/api/v1/auth/update-profile', { bio: 'Quản trị viên' })).status).toBe(200);
    expect((await admin.client.post('/api/v1/search-histories', { keyword: 'hội thảo' })).status).toBe(201);
  });
});
