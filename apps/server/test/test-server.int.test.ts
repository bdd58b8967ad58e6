import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/demo/seed.js';
import { ADMIN, startTestServer, type TestServer } from './support/server.js';

describe('a test file’s server', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('starts on a fresh database holding the demo admin and buyer, cloned from the seeded template', async () => {
    server = await startTestServer();
    expect((await server.anonymous.post('/api/v1/auth/login', ADMIN)).status).toBe(200);
    const buyer = await server.anonymous.post('/api/v1/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password });
    expect(buyer.status).toBe(200);
    const welcome = await server.anonymous.withToken(buyer.body.accessToken).get('/api/v1/notifications');
    expect(welcome.body.data.map((n: { title: string }) => n.title)).toEqual(['Chào mừng bạn đến với Học & Sự kiện']);
  });

  it('seeds the admin with the password a file chooses', async () => {
    server = await startTestServer({ DEMO_ADMIN_PASSWORD: 'Khac@654321' });
    expect((await server.anonymous.post('/api/v1/auth/login', ADMIN)).status).toBe(401);
    expect((await server.anonymous.post('/api/v1/auth/login', { email: ADMIN.email, password: 'Khac@654321' })).status).toBe(200);
  });

  it('starts on an empty database when the file opts out of the demo', async () => {
    server = await startTestServer({}, { demo: false });
    expect((await server.anonymous.post('/api/v1/auth/login', ADMIN)).status).toBe(401);
  });
});
