import { decryptJson, encryptJson, errorMessage } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified, uniqueEmail } from '../../../test/support/accounts.js';
import { ADMIN, startTestServer, type TestServer } from '../../../test/support/server.js';

describe('the HTTP platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '5', BODY_LIMIT_BYTES: '4096', API_ENCRYPTION_SECRET: 'bi-mat-ma-hoa' });
  });
  afterAll(() => server.close());

  it('answers malformed JSON with 400 INVALID_REQUEST, never a 500', async () => {
    const res = await server.anonymous.request('POST', '/api/v1/auth/forgot-password', '{"email": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_REQUEST', message: errorMessage('INVALID_REQUEST') });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await server.anonymous.post('/api/v1/auth/forgot-password', { email: `${'a'.repeat(5000)}@vidu.vn` });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers validation failures with one Vietnamese entry per field', async () => {
    const res = await server.anonymous.post('/api/v1/auth/signup', { contactType: 'EMAIL', email: 'khong-hop-le' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
    const fields = res.body.message.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'fullName', 'password']));
    for (const entry of res.body.message) expect(entry.message).toMatch(/[àáảãạăâđêôơưíìóòúùýếềểễệốồổỗộớờởỡợứừửữựấầẩẫậắằẳẵặ]/i);
  });

  it('sends security headers', async () => {
    const res = await server.anonymous.get('/api/v1/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('refuses users on admin routes with 403 INSUFFICIENT_PRIVILEGES', async () => {
    const user = await signUpVerified(server);
    const res = await user.client.get('/api/v1/admin/outbox');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INSUFFICIENT_PRIVILEGES');
  });

  it('shows admins the outbox newest first, filtered by recipient', async () => {
    const email = uniqueEmail('hopthu');
    await server.anonymous.post('/api/v1/auth/signup', {
      contactType: 'EMAIL',
      email,
      fullName: 'Phạm Hộp Thư',
      password: 'Matkhau@123',
      confirmPassword: 'Matkhau@123',
    });
    await server.anonymous.post('/api/v1/auth/request-verification', { email });
    const admin = await loginAdmin(server);
    const res = await admin.client.get(`/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.data.every((m: { recipient: string; kind: string }) => m.recipient === email && m.kind === 'EMAIL')).toBe(true);
    expect(Date.parse(res.body.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(res.body.data[1].createdAt));
  });

  it('accepts encrypted bodies and encrypts the answer when the client asks', async () => {
    const res = await server.anonymous.post('/api/v1/auth/login', { data: await encryptJson(ADMIN, 'bi-mat-ma-hoa') }, { 'x-encrypted': '1' });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    const answer = await decryptJson<{ user: { email: string } }>(res.body, 'bi-mat-ma-hoa');
    expect(answer.user.email).toBe(ADMIN.email);
    const garbage = await server.anonymous.post('/api/v1/auth/login', { data: 'khong-phai-ban-ma' }, { 'x-encrypted': '1' });
    expect(garbage.status).toBe(400);
    // The client asked for encryption, so even its error comes back encrypted.
    expect(await decryptJson(garbage.body, 'bi-mat-ma-hoa')).toMatchObject({ code: 'INVALID_ENCRYPTED_BODY' });
  });

  it('limits login attempts per minute with 429 TOO_MANY_REQUESTS', async () => {
    const client = server.anonymous;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.post('/api/v1/auth/login', { email: 'ai-do@vidu.vn', password: 'Sai@12345' })).status);
    // Earlier tests of this file already logged in a few times from the same address.
    expect(statuses).toContain(401);
    expect(statuses.indexOf(429)).toBeGreaterThan(statuses.indexOf(401));
    const last = await client.post('/api/v1/auth/login', { email: 'ai-do@vidu.vn', password: 'Sai@12345' });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: errorMessage('TOO_MANY_REQUESTS') });
  });
});
