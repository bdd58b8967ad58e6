import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ENCRYPTION_HEADER } from '@market/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { ownBytes } from '../text/own-bytes.js';
import type { Actor } from './access.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this an answer is sent as is (the threshold of platform/http/compression.ts). */
const COMPRESS_FROM_BYTES = 1024;
/** Said on every shared answer: a client or proxy may keep it but asks again (a cheap 304) before use. */
const SHARED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A signed-in answer is the caller's own: only their browser keeps it. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip' | 'identity';
/** The tag suffix per encoding: one strong ETag per representation, the same hash under all of them. */
const TAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** Tags name what an answer was read from; a write names the tags it changes. */
export type CacheTag = string;

/** One stored answer: the JSON once, compressed once per encoding. */
interface Entry {
  key: string;
  tags: readonly CacheTag[];
  hash: string;
  bodies: Record<Encoding, Buffer | undefined>;
  bytes: number;
  expiresAt: number;
}

export interface PublicCacheOptions {
  /** Upper bound of the stored bodies (all encodings together); 0 turns the shared cache off. */
  maxBytes: number;
  now?: () => number;
}

export interface PublicCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** What a miss computes: the serialised answer and the tags it was read from. */
export interface Computed {
  body: string | Buffer;
  tags: readonly CacheTag[];
  /** hashOf(body), when the answer already knows it (one handed out again unchanged). */
  hash?: string | undefined;
}

/**
 * An in-process LRU of anonymous public answers, bounded by bytes. An entry is dropped when a write
 * invalidates one of its tags or when its time is up; the time bounds staleness for what no write
 * on this process announces (other nodes' writes, jobs, counts). Concurrent misses of one key share
 * one computation, and a computation that a write overtook is answered but never stored: each
 * invalidation stamps its tags with a new value of one clock, and an entry whose tags were stamped
 * after its computation began is already stale.
 */
export function createPublicCache(options: PublicCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<CacheTag, Set<string>>();
  const inflight = new Map<string, Promise<Entry>>();
  const stampOf = new Map<CacheTag, number>();
  const listeners: ((tags: readonly CacheTag[]) => void)[] = [];
  let clock = 0;
  let clearedAt = 0;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function drop(entry: Entry) {
    entries.delete(entry.key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(entry.key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function store(entry: Entry) {
    // An entry larger than an eighth of the cache would push out everything else for one answer.
    if (entry.bytes > options.maxBytes / 8) return;
    const old = entries.get(entry.key);
    if (old) drop(old);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(entry.key);
    }
    // A Map iterates in insertion order and a hit re-inserts: the first entries are the least recently used.
    for (const oldest of entries.values()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  async function build(key: string, computed: Computed, ttlSeconds: number): Promise<Entry> {
    // Kept until dropped: in a buffer of its own, not a view of a shared slab.
    const [identity] = ownBytes(computed.body) as [Buffer];
    const small = identity.length < COMPRESS_FROM_BYTES;
    // Compressed once per entry, so a little more effort than per-request compression is affordable.
    const [br, gz] = small
      ? [undefined, undefined]
      : await Promise.all([
          brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
          gzipped(identity),
        ]);
    return {
      key,
      tags: computed.tags,
      hash: hashOf(identity),
      bodies: { identity, br, gzip: gz },
      bytes: identity.length + (br?.length ?? 0) + (gz?.length ?? 0) + key.length,
      expiresAt: now() + ttlSeconds * 1000,
    };
  }

  return {
    get enabled() {
      return options.maxBytes > 0;
    },
    /** A fresh entry, marked most recently used; else undefined. */
    lookup(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits++;
      return entry;
    },
    /**
     * The entry of `key`, computed once however many callers miss together. It is stored only if no
     * tag it was read from was invalidated meanwhile (it is still answered to its callers, who asked
     * before the write finished).
     */
    fill(key: string, ttlSeconds: number, compute: () => Promise<Computed>): Promise<Entry> {
      const running = inflight.get(key);
      if (running) return running;
      misses++;
      const startedAt = clock;
      const promise = (async () => {
        try {
          const entry = await build(key, await compute(), ttlSeconds);
          const current = clearedAt <= startedAt && entry.tags.every((tag) => (stampOf.get(tag) ?? 0) <= startedAt);
          if (options.maxBytes > 0 && current) store(entry);
          return entry;
        } finally {
          inflight.delete(key);
          // Stamps only matter to computations under way: none left, none needed (per-id tags would pile up).
          if (inflight.size === 0) stampOf.clear();
        }
      })();
      inflight.set(key, promise);
      return promise;
    },
    /** Drops every entry read from one of `tags`, and keeps computations under way from storing theirs. */
    invalidate(tags: readonly CacheTag[], { announce = true }: { announce?: boolean } = {}) {
      if (!tags.length) return;
      clock++;
      for (const tag of tags) {
        if (inflight.size > 0) stampOf.set(tag, clock);
        for (const key of keysByTag.get(tag) ?? []) {
          const entry = entries.get(key);
          if (entry) drop(entry);
        }
      }
      if (announce) for (const listener of listeners) listener(tags);
    },
    /** Called with the tags of each invalidation made here (to tell the other server processes). */
    onInvalidate(listener: (tags: readonly CacheTag[]) => void) {
      listeners.push(listener);
    },
    clear() {
      entries.clear();
      keysByTag.clear();
      bytes = 0;
      // Anything being computed now may have read what the caller is clearing for.
      clearedAt = ++clock;
    },
    stats(): PublicCacheStats {
      return { entries: entries.size, bytes, hits, misses };
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * Gathers the tags of the invalidations made within `delayMs` into one call of `send`: under a sale
 * every order invalidates the stock, and one notice per order to the other processes would cost a
 * database round trip each.
 */
export function gatherTags(send: (tags: CacheTag[]) => void, delayMs = 50): (tags: readonly CacheTag[]) => void {
  let pending: Set<CacheTag> | null = null;
  return (tags) => {
    if (!pending) {
      const gathered = (pending = new Set());
      // Unreferenced: a notice still waiting at shutdown is left to the other processes' TTL.
      setTimeout(() => {
        pending = null;
        send([...gathered]);
      }, delayMs).unref();
    }
    for (const tag of tags) pending.add(tag);
  };
}

/** The server-side socket.io event that carries a cache invalidation to the other server processes. */
const INVALIDATED_EVENT = 'public-cache:invalidated';

/**
 * Every server process drops what a write on any of them changed, told over socket.io's server-side
 * events (the PostgreSQL adapter carries them); the entries' TTL bounds what a lost notice leaves.
 */
export function shareInvalidations(cache: PublicCache, io: Pick<SocketServer, 'serverSideEmit' | 'on'>): void {
  cache.onInvalidate(gatherTags((tags) => io.serverSideEmit(INVALIDATED_EVENT, tags)));
  io.on(INVALIDATED_EVENT, (tags: unknown) => {
    if (Array.isArray(tags))
      cache.invalidate(
        tags.filter((tag): tag is string => typeof tag === 'string'),
        { announce: false },
      );
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared cache of anonymous public answers (app.ts decorates it; tests may clear it). */
    publicCache?: PublicCache;
  }
}

export function hashOf(body: Buffer | string): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** The encoding to answer in: brotli, else gzip, else none, as the client accepts (q=0 refuses). */
export function encodingFor(headers: FastifyRequest['headers']): Encoding {
  const accept = headers['accept-encoding'];
  if (!accept || headers['x-no-compression'] !== undefined) return 'identity';
  const accepted = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p))) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

/** Whether If-None-Match names this body, in any of its encodings (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === hash || tag === `${hash}-br` || tag === `${hash}-gz`;
  });
}

/** The cache key: method and path, with the query's parameters in one order. */
export function cacheKeyOf(request: Pick<FastifyRequest, 'url'>): string {
  const url = request.url;
  const q = url.indexOf('?');
  if (q < 0) return `GET ${url}`;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  return `GET ${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Whether a call's answer to this query is the same whoever asks. Then the caller is not even looked
 * up (no token check, no account read: see installAccess) and signed-in callers (the mobile app
 * always sends its token) share the cached answer. Asked of the raw query before validation; a query
 * that validation reads otherwise only ever makes a caller look anonymous, which a public call allows.
 */
export type SameForEveryone = (query: Record<string, unknown>) => boolean;
/** A call whose answer never depends on who asks. */
export const sameForEveryone: SameForEveryone = () => true;

/** Who shares a call's cached answers besides anonymous callers (see `shareable`). */
export interface Sharing {
  sameForEveryone?: SameForEveryone;
  /** Signed-in callers who see what anonymous ones see, where the answer depends on the caller (an admin sees more). */
  sharedWith?: (caller: Actor) => boolean;
}

/**
 * Anonymous callers share answers; signed-in ones only where the call says its answer is the same
 * for everyone or theirs is the shared one (otherwise they may see more: drafts, hidden tiers,
 * whether they follow). An encrypted answer is a different body.
 */
function shareable(request: FastifyRequest, sharing: Sharing = {}): boolean {
  const encrypted = request.headers[ENCRYPTION_HEADER];
  if (encrypted !== undefined && encrypted !== '0' && encrypted !== 'false') return false;
  if (request.actor === null) return true;
  if (sharing.sameForEveryone?.((request.query ?? {}) as Record<string, unknown>)) return true;
  return sharing.sharedWith?.(request.actor) ?? false;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, outcome: 'HIT' | 'MISS') {
  const wanted = encodingFor(request.headers);
  const encoding = entry.bodies[wanted] ? wanted : 'identity';
  reply
    .header('etag', `"${entry.hash}${TAG_SUFFIX[encoding]}"`)
    .header('cache-control', SHARED_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding')
    .header('x-cache', outcome);
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.hash)) return reply.code(304).send();
  // With Content-Encoding set, @fastify/compress leaves the bytes alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(200).type(JSON_TYPE).send(entry.bodies[encoding]);
}

/** A route's onRequest hook: a fresh shared answer is sent before validation and the handler run. */
export async function answerFromCache(request: FastifyRequest, reply: FastifyReply, sharing?: Sharing) {
  const cache = request.server.publicCache;
  if (!cache?.enabled || !shareable(request, sharing)) return;
  const entry = cache.lookup(cacheKeyOf(request));
  if (entry) return sendEntry(request, reply, entry, 'HIT');
}

/**
 * A cacheable route's answer after a miss: callers who may share (see `shareable`) share one
 * computation and its entry; any other caller gets their own answer, still with an ETag so that an
 * unchanged one costs a 304.
 */
export async function answerCacheable(request: FastifyRequest, reply: FastifyReply, ttlSeconds: number, compute: () => Promise<Computed>, sharing?: Sharing) {
  const cache = request.server.publicCache;
  const shared = shareable(request, sharing);
  if (cache?.enabled && shared) return sendEntry(request, reply, await cache.fill(cacheKeyOf(request), ttlSeconds, compute), 'MISS');
  // Encoded once, for the tag and the answer (a string would be encoded by each, and measured again for its length).
  const computed = await compute();
  const body = typeof computed.body === 'string' ? Buffer.from(computed.body) : computed.body;
  const hash = computed.hash ?? hashOf(body);
  // Weak: @fastify/compress may still encode this body, and the tag must not claim byte equality across encodings.
  reply.header('etag', `W/"${hash}"`).header('cache-control', shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], hash)) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(body);
}
