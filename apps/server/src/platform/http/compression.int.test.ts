import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

/** The bytes as they crossed the wire (fetch would decode them behind our back). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A stand-in for `vite build`: one hashed script with the brotli and gzip files the build writes beside it. */
function fakeWebDist(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Học & Sự kiện</title></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>',
  );
  const script = `console.log(${JSON.stringify('xin chào '.repeat(400))});`;
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  return { dir, script };
}

describe('compression and caching', () => {
  let server: TestServer;
  let web: ReturnType<typeof fakeWebDist>;
  beforeAll(async () => {
    web = fakeWebDist();
    server = await startTestServer({ WEB_DIST: web.dir });
  });
  afterAll(() => server.close());

  it('compresses a large JSON answer with brotli or gzip as asked, and it decodes to the same JSON', async () => {
    const admin = await loginAdmin(server);
    for (let i = 0; i < 30; i++) await admin.client.post('/api/v1/search-histories', { keyword: `khoá học lập trình số ${i}` });
    const path = '/api/v1/search-histories?limit=50';
    const auth = { authorization: `Bearer ${admin.accessToken}` };
    const plain = await rawGet(`${server.url}${path}`, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rawGet(`${server.url}${path}`, { ...auth, 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const gzip = await rawGet(`${server.url}${path}`, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await rawGet(`${server.url}/api/v1/health`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ status: expect.any(String) });
  });

  it('serves a built asset precompressed, cached for a year as immutable', async () => {
    const url = `${server.url}/assets/index-Ab12Cd34.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(web.script);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(web.script);

    const identity = await rawGet(url, {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(web.script);
  });

  it('never lets a browser keep a stale index.html', async () => {
    const res = await rawGet(`${server.url}/`, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
