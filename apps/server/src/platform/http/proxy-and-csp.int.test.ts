import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

const WRONG_LOGIN = { email: 'ai-do@vidu.vn', password: 'Sai@12345' };

async function loginStatuses(server: TestServer, forwardedFor: (i: number) => string, times: number): Promise<number[]> {
  const client = server.anonymous;
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await client.post('/api/v1/auth/login', WRONG_LOGIN, { 'x-forwarded-for': forwardedFor(i) })).status);
  return statuses;
}

describe('a server reached directly over plain http (the defaults)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For, so rotating it does not escape the login rate limit', async () => {
    const statuses = await loginStatuses(server, (i) => `203.0.113.${i + 1}`, 5);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('does not ask browsers to upgrade requests to https, which would blank the page', async () => {
    const res = await server.anonymous.get('/api/v1/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('a server behind one proxy, published over https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '1', PUBLIC_URL: 'https://hocsukien.example' });
  });
  afterAll(() => server.close());

  it('limits logins by the address the proxy forwards', async () => {
    // Each forwarded address is another client with its own budget...
    expect(await loginStatuses(server, (i) => `198.51.100.${i + 1}`, 5)).toEqual([401, 401, 401, 401, 401]);
    // ...and one forwarded address is limited like any client.
    expect(await loginStatuses(server, () => '198.51.100.200', 5)).toEqual([401, 401, 401, 429, 429]);
  });

  it('asks browsers to upgrade requests to https', async () => {
    const res = await server.anonymous.get('/api/v1/health');
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
