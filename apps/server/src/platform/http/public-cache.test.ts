import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { compressionOptions } from './compression.js';
import {
  answerCacheable,
  answerFromCache,
  cacheKeyOf,
  createPublicCache,
  encodingFor,
  gatherTags,
  matchesIfNoneMatch,
  type Computed,
  type Sharing,
} from './public-cache.js';

const answer = (body: string, tags: string[] = ['events']): Computed => ({ body, tags });

/** A promise and the functions that settle it, to hold a computation open while a test acts. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the public cache', () => {
  it('answers a stored entry until its time is up', async () => {
    let now = 0;
    const cache = createPublicCache({ maxBytes: 1_000_000, now: () => now });
    await cache.fill('GET /a', 30, async () => answer('{"a":1}'));
    expect(cache.lookup('GET /a')?.bodies.identity?.toString()).toBe('{"a":1}');
    now = 30_000;
    expect(cache.lookup('GET /a')).toBeUndefined();
  });

  it('keeps the total of stored bytes under its bound by dropping the least recently used entry', async () => {
    const body = 'x'.repeat(500);
    const cache = createPublicCache({ maxBytes: 8 * 600 });
    for (const key of ['a', 'b', 'c']) await cache.fill(key, 30, async () => answer(body));
    // Small answers are stored once (no compression under 1 KB): three of about 500 bytes fit.
    expect(cache.stats().entries).toBe(3);
    cache.lookup('a');
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i', 'j']) await cache.fill(key, 30, async () => answer(body));
    expect(cache.stats().bytes).toBeLessThanOrEqual(8 * 600);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('j')).toBeDefined();
  });

  it('does not store an answer larger than an eighth of its bound', async () => {
    const cache = createPublicCache({ maxBytes: 8000 });
    await cache.fill('big', 30, async () => answer(JSON.stringify({ text: 'y'.repeat(2000) })));
    expect(cache.stats().entries).toBe(0);
  });

  it('stores the answer compressed as brotli and gzip besides the JSON, each decoding to the same bytes', async () => {
    const cache = createPublicCache({ maxBytes: 10_000_000 });
    const json = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Hội thảo số ${i}` })) });
    const entry = await cache.fill('GET /events', 30, async () => answer(json));
    expect(brotliDecompressSync(entry.bodies.br!).toString()).toBe(json);
    expect(gunzipSync(entry.bodies.gzip!).toString()).toBe(json);
    expect(entry.bodies.identity!.toString()).toBe(json);
  });

  it('keeps a small answer in a buffer of its own, not a view of the 8 KB slab small buffers share', async () => {
    const cache = createPublicCache({ maxBytes: 1_000_000 });
    const entry = await cache.fill('GET /a', 30, async () => ({ body: Buffer.from('{"a":1}'), tags: ['events'] }));
    expect(entry.bodies.identity!.buffer.byteLength).toBe(7);
  });

  it('computes once for concurrent misses of one key', async () => {
    const cache = createPublicCache({ maxBytes: 1_000_000 });
    const gate = deferred<void>();
    let computations = 0;
    const compute = async () => {
      computations++;
      await gate.promise;
      return answer('{"n":1}');
    };
    const all = Promise.all([1, 2, 3].map(() => cache.fill('GET /x', 30, compute)));
    gate.resolve();
    const entries = await all;
    expect(computations).toBe(1);
    expect(new Set(entries).size).toBe(1);
  });

  it('drops the entries of an invalidated tag and keeps the others', async () => {
    const cache = createPublicCache({ maxBytes: 1_000_000 });
    await cache.fill('GET /events', 30, async () => answer('[1]', ['events']));
    await cache.fill('GET /category', 60, async () => answer('[2]', ['categories']));
    cache.invalidate(['events']);
    expect(cache.lookup('GET /events')).toBeUndefined();
    expect(cache.lookup('GET /category')).toBeDefined();
  });

  it('does not store an answer whose tag a write invalidated while it was being computed', async () => {
    const cache = createPublicCache({ maxBytes: 1_000_000 });
    const gate = deferred<void>();
    const filling = cache.fill('GET /events', 30, async () => {
      await gate.promise;
      return answer('["before the write"]', ['events']);
    });
    cache.invalidate(['events']);
    gate.resolve();
    // The callers who asked before the write still get their answer...
    expect((await filling).bodies.identity!.toString()).toBe('["before the write"]');
    // ...but the next caller computes again.
    expect(cache.lookup('GET /events')).toBeUndefined();
    await cache.fill('GET /events', 30, async () => answer('["after the write"]', ['events']));
    expect(cache.lookup('GET /events')?.bodies.identity?.toString()).toBe('["after the write"]');
  });

  it('does not store what was being computed when it was cleared, and tells listeners of invalidations but not of echoes', async () => {
    const cache = createPublicCache({ maxBytes: 1_000_000 });
    const heard: string[][] = [];
    cache.onInvalidate((tags) => heard.push([...tags]));
    const gate = deferred<void>();
    const filling = cache.fill('k', 30, async () => {
      await gate.promise;
      return answer('1', ['x']);
    });
    cache.clear();
    gate.resolve();
    await filling;
    expect(cache.lookup('k')).toBeUndefined();
    cache.invalidate(['events']);
    cache.invalidate(['hosts'], { announce: false });
    expect(heard).toEqual([['events']]);
  });

  it('tells the other processes of many invalidations at once in one notice', () => {
    vi.useFakeTimers();
    try {
      const sent: string[][] = [];
      const announce = gatherTags((tags) => sent.push(tags.sort()), 10);
      announce(['stock']);
      announce(['stock', 'event:1']);
      announce(['events']);
      expect(sent).toEqual([]);
      vi.advanceTimersByTime(10);
      expect(sent).toEqual([['event:1', 'events', 'stock']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys by path with the query parameters in one order', () => {
    expect(cacheKeyOf({ url: '/api/v2/events?page=2&limit=20' })).toBe(cacheKeyOf({ url: '/api/v2/events?limit=20&page=2' }));
    expect(cacheKeyOf({ url: '/api/v2/events' })).not.toBe(cacheKeyOf({ url: '/api/v2/events?page=2' }));
  });

  it('picks brotli, then gzip, then none, as Accept-Encoding allows', () => {
    expect(encodingFor({ 'accept-encoding': 'gzip, deflate, br' })).toBe('br');
    expect(encodingFor({ 'accept-encoding': 'gzip, br;q=0' })).toBe('gzip');
    expect(encodingFor({ 'accept-encoding': 'deflate' })).toBe('identity');
    expect(encodingFor({})).toBe('identity');
    expect(encodingFor({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBe('identity');
  });

  it('matches If-None-Match by hash whatever the encoding suffix or weakness', () => {
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"zzz", "abc-gz"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
  });
});

/** A route served as cacheable routes are (route.ts), with the actor set by a header in place of a token. */
async function appWith(maxBytes: number, sharing?: Sharing) {
  const app = Fastify();
  app.decorate('publicCache', createPublicCache({ maxBytes }));
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = request.headers['x-user'] ? { id: String(request.headers['x-user']), role: 'USER' } : null;
  });
  await app.register(compress, compressionOptions);
  let calls = 0;
  let title = 'Hội thảo';
  app.get('/events', { onRequest: (request, reply) => answerFromCache(request, reply, sharing) }, async (request, reply) =>
    answerCacheable(
      request,
      reply,
      30,
      async () => {
        calls++;
        const viewer = request.actor ? `, "viewer": "${request.actor.id}"` : '';
        return answer(`{"data": ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `${title} ${i}`))}${viewer}}`);
      },
      sharing,
    ),
  );
  return {
    app,
    calls: () => calls,
    rename(next: string) {
      title = next;
      app.publicCache!.invalidate(['events']);
    },
  };
}

describe('cached answers over HTTP', () => {
  it('answers a miss, then a hit with the same strong ETag, and 304 when the client has it', async () => {
    const { app, calls } = await appWith(1_000_000);
    const first = await app.inject({ url: '/events' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await app.inject({ url: '/events' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const revalidated = await app.inject({ url: '/events', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(calls()).toBe(1);
  });

  it('sends the stored brotli or gzip bytes as asked, compressed once, with an ETag per encoding', async () => {
    const { app } = await appWith(1_000_000);
    const plain = await app.inject({ url: '/events' });
    for (const [encoding, decode, suffix] of [
      ['br', brotliDecompressSync, '-br'],
      ['gzip', gunzipSync, '-gz'],
    ] as const) {
      const res = await app.inject({ url: '/events', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      expect(res.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, `${suffix}"`));
      const again = await app.inject({ url: '/events', headers: { 'accept-encoding': encoding, 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers the new content after a write invalidates', async () => {
    const { app, rename } = await appWith(1_000_000);
    const before = await app.inject({ url: '/events' });
    rename('Workshop');
    const after = await app.inject({ url: '/events', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().data[0]).toBe('Workshop 0');
  });

  it('never shares a signed-in answer, but gives it a private ETag that revalidates', async () => {
    const { app, calls } = await appWith(1_000_000);
    const mine = await app.inject({ url: '/events', headers: { 'x-user': 'an' } });
    expect(mine.json().viewer).toBe('an');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.headers.etag).toMatch(/^W\/"/);
    const anonymous = await app.inject({ url: '/events' });
    expect(anonymous.json().viewer).toBeUndefined();
    const again = await app.inject({ url: '/events', headers: { 'x-user': 'an', 'if-none-match': mine.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(calls()).toBe(3);
  });

  it('shares one answer with signed-in callers where the call says it is the same for everyone, and only there', async () => {
    const { app, calls } = await appWith(1_000_000, { sameForEveryone: (query) => query.tab !== 'draft' });
    const anonymous = await app.inject({ url: '/events' });
    const signedIn = await app.inject({ url: '/events', headers: { 'x-user': 'an' } });
    expect(signedIn.headers['x-cache']).toBe('HIT');
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // Their own drafts are theirs alone: computed for them, never stored for anyone else.
    const drafts = await app.inject({ url: '/events?tab=draft', headers: { 'x-user': 'an' } });
    expect(drafts.json().viewer).toBe('an');
    expect(drafts.headers['cache-control']).toBe('private, no-cache');
    const someoneElse = await app.inject({ url: '/events?tab=draft', headers: { 'x-user': 'binh' } });
    expect(someoneElse.json().viewer).toBe('binh');
    expect(calls()).toBe(3);
  });

  it('shares with the signed-in callers the call names where the answer depends on who asks', async () => {
    const { app, calls } = await appWith(1_000_000, { sharedWith: (caller) => caller.id !== 'admin' });
    await app.inject({ url: '/events' });
    const user = await app.inject({ url: '/events', headers: { 'x-user': 'an' } });
    expect(user.headers['x-cache']).toBe('HIT');
    const admin = await app.inject({ url: '/events', headers: { 'x-user': 'admin' } });
    expect(admin.json().viewer).toBe('admin');
    expect(admin.headers['cache-control']).toBe('private, no-cache');
    expect(calls()).toBe(2);
  });

  it('with a bound of 0 computes every answer, still with an ETag', async () => {
    const { app, calls } = await appWith(0);
    const first = await app.inject({ url: '/events' });
    const second = await app.inject({ url: '/events', headers: { 'if-none-match': first.headers.etag as string } });
    expect(second.statusCode).toBe(304);
    expect(calls()).toBe(2);
  });
});
