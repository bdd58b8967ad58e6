import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';
import { safeFetch, SafeFetchError } from './safe-fetch.js';

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'FETCHED',
    (error: unknown) => (error instanceof SafeFetchError ? error.reason : String(error)),
  );

describe('safeFetch', () => {
  let site: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      seen.push(req.socket.localAddress ?? '');
      if (req.url === '/again') return res.writeHead(302, { location: '/page' }).end();
      if (req.url === '/slow') return; // never answers
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>ok</title>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
    port = (site.address() as AddressInfo).port;
  });
  afterAll(() => {
    site.closeAllConnections();
    return new Promise((resolve) => site.close(resolve));
  });

  it('refuses other ports, schemes and credentials before resolving anything (production defaults)', async () => {
    let resolved = 0;
    const resolve = async () => {
      resolved += 1;
      return [{ address: '93.184.215.14', family: 4 }];
    };
    expect(await reason(safeFetch('http://example.com:8080/', { resolve }))).toBe('NOT_ALLOWED');
    expect(await reason(safeFetch('https://example.com:22/', { resolve }))).toBe('NOT_ALLOWED');
    expect(await reason(safeFetch('ftp://example.com/', { resolve }))).toBe('NOT_ALLOWED');
    expect(await reason(safeFetch('http://user:secret@example.com/', { resolve }))).toBe('NOT_ALLOWED');
    expect(resolved).toBe(0);
  });

  it('refuses a name if any of its answers is not public', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await reason(safeFetch('http://mixed.test/', { resolve }))).toBe('NOT_ALLOWED');
  });

  it('connects to the address it checked, and checks the name again on every hop (no DNS rebinding)', async () => {
    let calls = 0;
    const resolve = async () => (calls++ === 0 ? [{ address: '127.0.0.2', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const options = { resolve, allowedPorts: 'any' as const, isAllowedAddress: (a: string) => a === '127.0.0.2' || isPublicAddress(a) };
    seen.length = 0;
    expect(await reason(safeFetch(`http://rebind.test:${port}/again`, options))).toBe('NOT_ALLOWED');
    expect(calls).toBe(2);
    expect(seen).toEqual(['127.0.0.2']);
  });

  it('gives up at its deadline', async () => {
    const options = { resolve: async () => [{ address: '127.0.0.2', family: 4 }], allowedPorts: 'any' as const, isAllowedAddress: () => true, timeoutMs: 300 };
    expect(await reason(safeFetch(`http://slow.test:${port}/slow`, options))).toBe('FAILED');
  });
});
