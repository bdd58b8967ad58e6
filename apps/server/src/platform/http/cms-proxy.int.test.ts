import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCmsProxy } from './cms-proxy.js';

/** A stand-in content service that answers with the URL it was asked for. */
function fakeCms(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/slow')) return; // never answers
    response.writeHead(request.url?.startsWith('/api/missing') ? 404 : 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
    response.end(JSON.stringify({ data: { url: request.url, method: request.method }, meta: {} }));
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
    registerCmsProxy(app, { cmsUrl: cms.url, timeoutMs: 300 });
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
    expect(await res.json()).toEqual({ data: { url: '/api/faqs?sort[0]=order:asc&populate=*', method: 'GET' }, meta: {} });
    expect((await fetch(`${base}/cms/api/missing`)).status).toBe(404);
  });

  it('refuses a path that steps out of the service’s API', async () => {
    const res = await app.inject({ method: 'GET', url: '/cms/api/%2e%2e/admin' });
    expect([400, 404]).toContain(res.statusCode);
    const raw = await app.inject({ method: 'GET', url: '/cms/api/../../admin' });
    expect(raw.json()).not.toMatchObject({ data: { url: '/admin' } });
  });

  it('does not pass writes on', async () => {
    expect((await fetch(`${base}/cms/api/faqs`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
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
