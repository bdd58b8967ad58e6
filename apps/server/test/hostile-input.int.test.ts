import { readFileSync } from 'node:fs';
import { isErrorCode } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHost } from '../src/modules/identity/profiles/profiles.testing.js';
import { loginAdmin, signUpVerified } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/server.js';

/**
 * What an outside tester does first: every documented call, with ids that do not exist or are not ids, queries and bodies of
 * the wrong shape, as anonymous, a user, a host and an admin. A bad input is the caller's mistake: it is answered with a
 * catalogue code and a message, never a 5xx. The choices come from a fixed seed, so a failure can be replayed.
 */
const ROUTES = readFileSync(new URL('../../../docs/spec/routes.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t') as [string, string, string, string]);

function endsSession(path: string): boolean {
  return /logout|delete-account|change-password|deactivate/.test(path);
}

const IDS = ['00000000-0000-0000-0000-000000000000', 'abc', '-1', '99999999999999999999', "1' or '1'='1", '1e309', 'null', '%00', 'a'.repeat(300)];
const QUERIES = [
  '',
  '?page=-1&limit=100000',
  '?page=abc&size=1e9&sort=;drop',
  '?q=%25%27%22&from=notdate&to=2026-13-45',
  '?status=WHATEVER&type[]=x&ids=1,2,abc',
];
const BODIES: (string | undefined)[] = [
  undefined,
  'null',
  '[]',
  '"x"',
  '{}',
  '{"page":"-1","limit":1e309,"id":{"$gt":""},"email":[1],"price":-5,"status":"HACK","amount":1.5,"startAt":"not-a-date","items":[{}]}',
  '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}',
  '{',
  JSON.stringify({ name: 'x'.repeat(100_000), title: '\u0000\u202e', email: 'a@b', phone: '+84' }),
];

/** A message, or (INVALID_INPUT_PARAMS, DESIGN.md) one `{ code, message, field }` per field at fault. */
function explained(message: unknown): boolean {
  if (typeof message === 'string') return message.length > 0;
  return Array.isArray(message) && message.length > 0 && message.every((m: { message?: unknown }) => typeof m.message === 'string' && m.message.length > 0);
}

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('hostile input on every documented call', () => {
  let server: TestServer;
  const callers: [string, string | null][] = [['anonymous', null]];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
    const [user, host, admin] = await Promise.all([signUpVerified(server), signUpHost(server), loginAdmin(server)]);
    callers.push(['user', user.accessToken], ['host', host.accessToken], ['admin', admin.accessToken]);
  });
  afterAll(() => server?.close());

  it('answers every call with a code and a message, never a server error', { timeout: 600_000 }, async () => {
    const pick = seeded(20261129);
    const choose = <T>(values: readonly T[]) => values[Math.floor(pick() * values.length)]!;
    const calls = ROUTES.flatMap(([, method, path]) =>
      callers.map(([who, token]) => {
        const url = `${path.replace(/\{[^}]+\}/g, () => encodeURIComponent(choose(IDS)))}${choose(QUERIES)}`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : choose(BODIES);
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (body !== undefined) headers['content-type'] = pick() < 0.2 ? 'text/plain' : 'application/json';
        return { who, method, url, body, headers, last: endsSession(path) };
      }),
    );
    const failures: string[] = [];
    const make = async ({ who, method, url, body, headers }: (typeof calls)[number]) => {
      const res = await fetch(`${server.url}${url}`, { method, headers, body });
      const text = await res.text();
      if (res.status >= 500) failures.push(`${res.status} as ${who}: ${method} ${url.slice(0, 160)} ${text.slice(0, 200)}`);
      else if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
        const answer = JSON.parse(text) as { code?: unknown; message?: unknown };
        if (typeof answer.code !== 'string' || !isErrorCode(answer.code) || !explained(answer.message))
          failures.push(`${res.status} without a code as ${who}: ${method} ${url.slice(0, 160)} ${text.slice(0, 200)}`);
      }
    };
    // Four callers at a time, as a tester's script would; the calls that end a session one by one after the rest.
    const first = calls.filter((call) => !call.last);
    for (let i = 0; i < first.length; i += 4) await Promise.all(first.slice(i, i + 4).map(make));
    for (const call of calls.filter((c) => c.last)) await make(call);
    expect(failures).toEqual([]);
  });
});
