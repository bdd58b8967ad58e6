import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../test/support/accounts.js';
import { ADMIN, startTestServer, type TestServer } from '../../../test/support/server.js';
import { registerCmsProxy } from './cms-proxy.js';

/** A stand-in content service that answers with what it was asked: URL, method, token, body size and type. */
function fakeCms(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/slow')) return; // never answers
    if (request.url?.startsWith('/api/refuse')) {
      // Refuses before reading the body, as a service checking the token first does.
      response.writeHead(403, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ data: null, error: { status: 403, name: 'ForbiddenError' } }));
    }
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      response.writeHead(request.url?.startsWith('/api/missing') ? 404 : 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      response.end(
        JSON.stringify({
          data: {
            url: request.url,
            method: request.method,
            authorization: request.headers.authorization ?? null,
            bytes,
            type: request.headers['content-type'] ?? null,
          },
          meta: {},
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe('the content service proxy', () => {
  let cms: Awaited<ReturnType<typeof fakeCms>>;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    cms = await fakeCms();
    app = Fastify();
    await app.register(cookie);
    registerCmsProxy(app, { cmsUrl: cms.url, timeoutMs: 300, maxBodyBytes: 64 * 1024 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    cms.server.closeAllConnections();
    cms.server.close();
  });

  it('passes a read with its query on to the service and answers its body, status and caching', async () => {
    const res = await fetch(`${base}/cms/api/faqs?sort[0]=order:asc&populate=*`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toMatchObject({ data: { url: '/api/faqs?sort[0]=order:asc&populate=*', method: 'GET', authorization: null }, meta: {} });
    expect((await fetch(`${base}/cms/api/missing`)).status).toBe(404);
  });

  it('passes the stored files of the service on under /cms/uploads', async () => {
    expect(await (await fetch(`${base}/cms/uploads/abc.png`)).json()).toMatchObject({ data: { url: '/uploads/abc.png', method: 'GET' } });
  });

  it('refuses a path that steps out of the service’s API', async () => {
    const res = await app.inject({ method: 'GET', url: '/cms/api/%2e%2e/admin' });
    expect([400, 404]).toContain(res.statusCode);
    const raw = await app.inject({ method: 'GET', url: '/cms/api/../../admin' });
    expect(raw.json()).not.toMatchObject({ data: { url: '/admin' } });
    const write = await app.inject({ method: 'POST', url: '/cms/api/%2e%2e/admin', payload: {} });
    expect([400, 404]).toContain(write.statusCode);
  });

  it('passes writes on with the caller’s token as a bearer (the cookie session too), their body streamed untouched', async () => {
    const json = await fetch(`${base}/cms/api/faqs?locale=vi`, {
      method: 'POST',
      body: JSON.stringify({ data: { question: 'Hỏi?' } }),
      headers: { 'content-type': 'application/json', cookie: 'access_token=abc.def.ghi' },
    });
    expect(await json.json()).toMatchObject({
      data: { url: '/api/faqs?locale=vi', method: 'POST', authorization: 'Bearer abc.def.ghi', type: 'application/json' },
    });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(10_000)], { type: 'image/png' }), 'anh.png');
    const upload = await (await fetch(`${base}/cms/api/upload`, { method: 'POST', body: form, headers: { authorization: 'Bearer tok' } })).json();
    expect(upload.data).toMatchObject({ method: 'POST', authorization: 'Bearer tok', type: expect.stringMatching(/^multipart\/form-data; boundary=/) });
    expect(upload.data.bytes).toBeGreaterThan(10_000);
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await (await fetch(`${base}/cms/api/faqs/3`, { method, headers: { authorization: 'Bearer tok' } })).json();
      expect(answer.data).toMatchObject({ url: '/api/faqs/3', method, authorization: 'Bearer tok' });
    }
  });

  it('refuses a body past the limit with a Strapi-shaped 413, declared or streamed', async () => {
    const declared = await fetch(`${base}/cms/api/upload`, {
      method: 'POST',
      body: new Uint8Array(65 * 1024),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { name: string } }).error.name).toBe('PayloadTooLargeError');
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(8 * 1024));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/cms/api/upload`, {
      method: 'POST',
      body: chunks,
      headers: { 'content-type': 'application/octet-stream' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('passes on a refusal the service answers before reading a large body, and the request still ends', async () => {
    const roomy = Fastify();
    registerCmsProxy(roomy, { cmsUrl: cms.url });
    const at = await roomy.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${at}/cms/api/refuse`, {
      method: 'POST',
      body: new Uint8Array(8 * 1024 * 1024),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { name: string } }).error.name).toBe('ForbiddenError');
    await roomy.close();
  });

  it('answers a Strapi-shaped 504 quickly when the service does not answer, and 502 when it is down', async () => {
    const slow = await fetch(`${base}/cms/api/slow`);
    expect(slow.status).toBe(504);
    expect(((await slow.json()) as { error: { status: number } }).error.status).toBe(504);

    const down = Fastify();
    registerCmsProxy(down, { cmsUrl: 'http://127.0.0.1:9' });
    expect((await down.inject({ method: 'GET', url: '/cms/api/faqs' })).statusCode).toBe(502);
    await down.close();
  });
});

describe('the content service proxy in the server', () => {
  let cms: Awaited<ReturnType<typeof fakeCms>>;
  let server: TestServer;
  beforeAll(async () => {
    cms = await fakeCms();
    server = await startTestServer({ CMS_URL: cms.url });
  });
  afterAll(async () => {
    await server?.close();
    cms.server.closeAllConnections();
    cms.server.close();
  });

  it('passes an admin’s writes on, and refuses anyone else’s before the service is asked', async () => {
    const admin = await loginAdmin(server);
    const written = await admin.client.post('/cms/api/faqs', { data: { question: 'Hỏi?' } });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({ method: 'POST', authorization: `Bearer ${admin.accessToken}` });

    // The web's way: the session cookie set at sign-in, turned into the bearer the service accepts.
    const browser = server.anonymous;
    expect((await browser.post('/api/v1/auth/login', ADMIN)).status).toBe(200);
    const viaCookie = await browser.request('PUT', '/cms/api/configration', { data: {} });
    expect(viaCookie.body.data).toMatchObject({ method: 'PUT', authorization: `Bearer ${browser.cookies.get('access_token')}` });

    const user = await signUpVerified(server);
    expect((await user.client.post('/cms/api/faqs', { data: {} })).status).toBe(403);
    expect((await user.client.request('DELETE', '/cms/api/faqs/1')).status).toBe(403);
    expect((await server.anonymous.post('/cms/api/faqs', { data: {} })).status).toBe(401);
    // Reads stay anyone's; a signed-in reader's token goes along (the service decides about drafts).
    expect((await user.client.get('/cms/api/faqs?publicationState=preview')).body.data.authorization).toBe(`Bearer ${user.accessToken}`);
  });

  it('passes reads of the service’s accounts, roles and grants on for an admin only', async () => {
    const admin = await loginAdmin(server);
    for (const path of ['/cms/api/users?populate=role', '/cms/api/users/3', '/cms/api/users-permissions/roles/1', '/cms/api/users-permissions/permissions']) {
      const read = await admin.client.get(path);
      expect(read.status, path).toBe(200);
      expect(read.body.data).toMatchObject({ url: path.replace('/cms', ''), method: 'GET', authorization: `Bearer ${admin.accessToken}` });
    }
    const user = await signUpVerified(server);
    expect((await user.client.get('/cms/api/users')).status).toBe(403);
    expect((await user.client.get('/cms/api/users-permissions/roles')).status).toBe(403);
    expect((await server.anonymous.get('/cms/api/users/me')).status).toBe(401);
    // Content reads stay anyone's, even one whose type starts alike.
    expect((await server.anonymous.get('/cms/api/faqs')).status).toBe(200);
  });
});
