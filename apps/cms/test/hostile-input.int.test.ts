import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainServerToken, startTestCms, type TestCms } from './support.js';

/**
 * Every call of the copy of cms-routes.tsv (docs/spec) with ids, Strapi queries and bodies of the wrong shape, as anonymous, a host of the main server and
 * an editor: each is answered in Strapi's error shape (`{ data: null, error: { status, name, message } }`), never a 5xx. The
 * choices come from a fixed seed, so a failure can be replayed.
 */
const ROUTES = readFileSync(new URL('../../../docs/spec/cms-routes.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t') as [string, string]);

const IDS = ['0', '-1', 'abc', '99999999999', '1e400', '%00', "1'or'1", '1.5', 'a'.repeat(500)];
const QUERIES = [
  '',
  '?filters[id][$eq]=abc',
  '?filters[$or][0][x][$in]=1&sort=zzz:desc',
  '?populate[foo][populate]=*&fields[0]=nope',
  '?pagination[page]=-1&pagination[pageSize]=1e9',
  '?filters[question][$between]=1',
  '?filters[createdAt][$gt]=notadate',
  '?populate=*&filters[category][name][$containsi]=%25',
  '?sort[0]=id:sideways&locale=xx-YY&publicationState=weird',
  '?filters[id][$in][0][a]=1',
  '?filters=%5B%5D',
  '?pagination[start]=abc&pagination[limit]=-5',
];
const BODIES = [
  undefined,
  '{}',
  'null',
  '[]',
  '{"data":null}',
  '{"data":[]}',
  '{"data":{"question":123,"answer":{"a":1},"publishedAt":"x","locale":"zz","id":5}}',
  '{"data":{"unknownField":"x","__proto__":{"a":1}}}',
  '{',
  '{"identifier":[],"password":{}}',
  '{"email":"x","password":"y","username":""}',
  '{"code":"x","password":"a","passwordConfirmation":"b"}',
];

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms({ seed: true });
});
afterAll(async () => cms?.close());

describe('hostile input on every call of the content service', () => {
  it('answers each in Strapi error shape, never a server error', { timeout: 300_000 }, async () => {
    const pick = seeded(20261129);
    const choose = <T>(values: readonly T[]) => values[Math.floor(pick() * values.length)]!;
    const callers: [string, string | null][] = [
      ['anonymous', null],
      ['host', mainServerToken('HOST')],
      ['editor', mainServerToken('ADMIN')],
    ];
    const failures: string[] = [];
    for (const [method, path] of ROUTES) {
      for (const [who, token] of callers) {
        const url = `${path.replace(/\{[^}]+\}/g, () => encodeURIComponent(choose(IDS)))}${choose(QUERIES)}`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : choose(BODIES);
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(`${cms.url}${url}`, { method, headers, body });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${res.status} as ${who}: ${method} ${url.slice(0, 160)} ${text.slice(0, 200)}`);
        else if (res.status >= 400) {
          const answer = JSON.parse(text) as { data?: unknown; error?: { status?: unknown; name?: unknown; message?: unknown } };
          if (answer.data !== null || answer.error?.status !== res.status || typeof answer.error.name !== 'string' || typeof answer.error.message !== 'string')
            failures.push(`${res.status} not in Strapi's shape as ${who}: ${method} ${url.slice(0, 160)} ${text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
