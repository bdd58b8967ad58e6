/**
 * A local stand-in for Zalo's OAuth v4 and Graph hosts, on a real socket: the consent page hands out
 * one-time codes bound to the PKCE challenge, the token endpoint checks our secret and the verifier
 * as Zalo does (refusals are HTTP 200 with a non-zero `error`), and /v2.0/me reads the token's person.
 * Only test files import this.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ZaloPerson {
  id: string;
  name: string;
  picture?: string;
}

export interface FakeZalo {
  url: string;
  /** Who consents on the next visit to the permission page. */
  person: ZaloPerson;
  /** Every request the fake answered, in order. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; query: URLSearchParams; form: URLSearchParams }[];
  close(): Promise<void>;
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

export async function startFakeZalo(app: { appId: string; appSecret: string }): Promise<FakeZalo> {
  const codes = new Map<string, { challenge: string; person: ZaloPerson; used: boolean }>();
  const tokens = new Map<string, ZaloPerson>();
  const fake: Omit<FakeZalo, 'url' | 'close'> = { person: { id: '0', name: '' }, requests: [] };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://zalo.test');
      const form = new URLSearchParams(raw);
      fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, query: url.searchParams, form });
      const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const refuse = (error: number, name: string) => json({ error, error_name: name, error_reason: '', error_description: name });

      if (req.method === 'GET' && url.pathname === '/v4/permission') {
        const q = url.searchParams;
        if (q.get('app_id') !== app.appId || !q.get('redirect_uri') || !q.get('code_challenge')) return res.writeHead(400).end();
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { challenge: q.get('code_challenge')!, person: fake.person, used: false });
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/v4/access_token') {
        if (req.headers['secret_key'] !== app.appSecret) return refuse(-14004, 'Invalid secret key');
        if (form.get('app_id') !== app.appId) return refuse(-14002, 'Invalid appId');
        if (form.get('grant_type') !== 'authorization_code') return refuse(-14018, 'Invalid grant type');
        const granted = codes.get(form.get('code') ?? '');
        if (!granted || granted.used) return refuse(-14005, 'Invalid code');
        granted.used = true;
        if (challengeOf(form.get('code_verifier') ?? '') !== granted.challenge) return refuse(-14019, 'Invalid code verifier');
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, granted.person);
        return json({ access_token: token, refresh_token: randomBytes(24).toString('base64url'), expires_in: '3600', refresh_token_expires_in: '7776000' });
      }
      if (req.method === 'GET' && url.pathname === '/v2.0/me') {
        const person = tokens.get(String(req.headers['access_token'] ?? ''));
        if (!person) return json({ error: 452, message: 'Session key invalid. This could be because the session key has an incorrect format' });
        const picture = person.picture ? { picture: { data: { url: person.picture } } } : {};
        return json({ id: person.id, name: person.name, ...picture, error: 0, message: 'Success' });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
