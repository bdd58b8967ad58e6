import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { KeptEntries } from './kept.js';

/**
 * Answers of public reads kept in memory, each tagged with the content types it shows. A write drops
 * the tags it touched here at once and tells the other processes through PostgreSQL's NOTIFY, which
 * they LISTEN to. A read records the tags' generations when it starts and stores its answer only if
 * none moved meanwhile, so an answer read before a write is never kept after it.
 */
export const CACHE_CHANNEL = 'cms_cache';

/**
 * The key of a public read: its path and its query in one canonical form, so that the same read written another way
 * (parameters in another order, brackets percent-encoded or not) is one entry. Keys are sorted, except under
 * `populate`, whose order is the order of the answer's attributes; arrays keep their order (`sort[0]`, `sort[1]`).
 */
export function cacheKey(url: string, query: unknown): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?${canonical(query, false)}`;
}

function canonical(value: unknown, ordered: boolean): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, ordered)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value);
  if (!ordered) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, ordered || k === 'populate')}`).join(',')}}`;
}

interface Cached {
  /** The answer's bytes, encoded once: a hit sends them as they are. */
  body: Buffer;
  tags: string[];
}

export class AnswerCache {
  private readonly answers = new Map<string, Cached>();
  private readonly generations = new Map<string, number>();
  private listener: pg.Client | null = null;
  private closed = false;
  private readonly instance = randomUUID();

  constructor(
    private readonly databaseUrl: string,
    private readonly maxEntries: number,
    private readonly pool: pg.Pool,
    private readonly log: (message: string, error?: unknown) => void,
    /** Rendered entries, dropped with the answers (src/kept.ts). */
    private readonly kept?: KeptEntries,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL) return;
      const [from = '', tags = ''] = (message.payload ?? '').split('|');
      // This process dropped its own answers before the write was answered.
      if (from !== this.instance) this.drop(tags.split(',').filter(Boolean));
    });
    // A lost connection may have missed notifications: forget everything and listen again.
    client.on('error', (error) => {
      this.log('cache listener lost', error);
      this.answers.clear();
      this.bumpAll();
      this.listener = null;
      if (this.kept) {
        this.kept.listening = false;
        this.kept.clear();
      }
      void client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.start().catch((e) => this.log('cache listener failed', e)), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${CACHE_CHANNEL}`);
    this.listener = client;
    if (this.kept) this.kept.listening = true;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.kept) this.kept.listening = false;
    await this.listener?.end().catch(() => undefined);
  }

  /** Whether answers are kept at all (CMS_CACHE_ENTRIES=0 keeps none: reads then need no key). */
  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  get(key: string): Buffer | undefined {
    const hit = this.answers.get(key);
    if (!hit) return undefined;
    // Least recently used last out: a hit moves to the end of the map's order.
    this.answers.delete(key);
    this.answers.set(key, hit);
    return hit.body;
  }

  /** The generations to hand back to `set`, taken before reading the database. */
  snapshot(): Map<string, number> {
    return new Map(this.generations);
  }

  set(key: string, body: Buffer, tags: Iterable<string>, before: Map<string, number>): void {
    if (this.maxEntries === 0 || !this.listener) return;
    const list = [...tags];
    if ([...list, '*'].some((tag) => (this.generations.get(tag) ?? 0) !== (before.get(tag) ?? 0))) return;
    if (this.answers.size >= this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { body, tags: list });
  }

  /** After a write committed: drop here, then in every process. */
  async invalidate(tags: string[]): Promise<void> {
    this.drop(tags);
    await this.pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, `${this.instance}|${tags.join(',')}`]);
  }

  private drop(tags: string[]): void {
    this.kept?.drop(tags);
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    const dropped = new Set(tags);
    for (const [key, cached] of this.answers) if (cached.tags.some((t) => dropped.has(t))) this.answers.delete(key);
  }

  private bumpAll(): void {
    for (const [tag, generation] of this.generations) this.generations.set(tag, generation + 1);
    // Tags never seen yet start at 0 in `before` and here alike; a marker makes every pending read stale.
    this.generations.set('*', (this.generations.get('*') ?? 0) + 1);
  }
}
