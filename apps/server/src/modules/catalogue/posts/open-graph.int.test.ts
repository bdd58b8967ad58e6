import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { isPublicAddress } from '../../../platform/net/public-address.js';

/**
 * A local HTTP server plays a public web site: the test resolver names it `public.test` at 127.0.0.2,
 * and the test policy lets that one loopback address through. Everything else keeps the production
 * rules (127.0.0.1, ::1, private, link-local… refused), so each refusal below is the real one.
 */
const SITE_ADDRESS = '127.0.0.2';
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Tiêu đề dự phòng</title>
<meta property="og:title" content="Hội thảo &amp; Triển lãm">
<meta property="og:description" content="Sự kiện lớn nhất năm">
<meta property="og:image" content="/anh/bia.png">
<meta property="og:site_name" content="Trang Thử"></head><body><meta property="og:title" content="bị bỏ qua"></body></html>`;

describe('POST /api/v1/open-graph', () => {
  let server: TestServer;
  let site: Server;
  let port: number;
  let user: Session;
  let other: Session;
  const origin = () => `http://public.test:${port}`;
  const preview = (session: Session, url: string) => session.client.post('/api/v1/open-graph', { url });

  beforeAll(async () => {
    site = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/page') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      if (path === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write(PAGE.replace('</head>', `<!-- ${'x'.repeat(600_000)} --></head>`));
        return res.end();
      }
      if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (path === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/to-private-name') return res.writeHead(301, { location: `http://private.test:${port}/page` }).end();
      if (path === '/to-loopback-name') return res.writeHead(307, { location: `http://localhost:${port}/page` }).end();
      if (path === '/to-mapped') return res.writeHead(302, { location: `http://[::ffff:127.0.0.1]:${port}/page` }).end();
      const hop = /^\/hop\/(\d+)$/.exec(path);
      if (hop) {
        const left = Number(hop[1]);
        return res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/page' }).end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, SITE_ADDRESS, resolve));
    port = (site.address() as AddressInfo).port;
    server = await startTestServer(
      { RATE_LIMIT_OPEN_GRAPH_PER_MINUTE: '40' },
      {
        openGraphFetch: {
          allowedPorts: 'any',
          isAllowedAddress: (address) => address === SITE_ADDRESS || isPublicAddress(address),
          resolve: async (hostname) => {
            if (hostname === 'public.test') return [{ address: SITE_ADDRESS, family: 4 }];
            if (hostname === 'private.test') return [{ address: '10.0.0.7', family: 4 }];
            return lookup(hostname, { all: true });
          },
        },
      },
    );
    [user, other] = await Promise.all([signUpVerified(server, { fullName: 'Đỗ Hải Yến' }), signUpVerified(server, { fullName: 'Lâm Gia Bảo' })]);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('reads a public page’s Open Graph tags, with the image made absolute', async () => {
    const res = await preview(user, `${origin()}/page`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      url: `${origin()}/page`,
      title: 'Hội thảo & Triển lãm',
      description: 'Sự kiện lớn nhất năm',
      image: `${origin()}/anh/bia.png`,
      siteName: 'Trang Thử',
    });
  });

  it('needs a signed-in user and an http(s) URL', async () => {
    expectError(await server.anonymous.post('/api/v1/open-graph', { url: `${origin()}/page` }), 'UNAUTHORIZED');
    expect((await preview(user, 'file:///etc/passwd')).body.code).toBe('INVALID_INPUT_PARAMS');
    expect((await preview(user, 'gopher://public.test/')).body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback elsewhere in 127/8', 'http://127.1.2.3:3000/'],
    ['a private network', 'http://10.1.2.3/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['CGNAT', 'http://100.64.1.1/'],
    ['the unspecified address', 'http://0.0.0.0/'],
    ['a name resolving to loopback', 'http://localhost/'],
    ['a name resolving to a private address', 'http://private.test/'],
  ])('refuses %s (%s)', async (_what, url) => {
    expectError(await preview(user, url), 'LINK_PREVIEW_NOT_ALLOWED');
  });

  it.each([
    ['the metadata address', '/to-metadata'],
    ['a name resolving to a private address', '/to-private-name'],
    ['a name resolving to loopback', '/to-loopback-name'],
    ['an IPv4-mapped loopback address', '/to-mapped'],
  ])('refuses a public page redirecting to %s', async (_what, path) => {
    expectError(await preview(user, `${origin()}${path}`), 'LINK_PREVIEW_NOT_ALLOWED');
  });

  it('follows at most three redirects', async () => {
    expect((await preview(user, `${origin()}/hop/2`)).body.url).toBe(`${origin()}/page`);
    expectError(await preview(user, `${origin()}/hop/3`), 'LINK_PREVIEW_FAILED');
  });

  it('reads only HTML, and only the first 512 KB of it', async () => {
    expectError(await preview(user, `${origin()}/json`), 'LINK_PREVIEW_FAILED');
    expectError(await preview(user, `${origin()}/missing`), 'LINK_PREVIEW_FAILED');
    // The head ends past the cut: the tags before it are still read.
    expect((await preview(user, `${origin()}/big`)).body.title).toBe('Hội thảo & Triển lãm');
  });

  it('limits each user, not everybody, to the configured previews per minute', async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i += 1) last = (await preview(user, 'http://127.0.0.1/')).status;
    expect(last).toBe(429);
    expectError(await preview(user, 'http://127.0.0.1/'), 'TOO_MANY_REQUESTS');
    expect((await preview(other, `${origin()}/page`)).status).toBe(200);
  });
});
