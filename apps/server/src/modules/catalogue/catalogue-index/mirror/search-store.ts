import { SEARCHED_KINDS } from '../catalogue-index.repository.js';
import { findOfKind } from './search-find.js';
import { compareText } from './mirror-store.js';
import { mayFollow, wordPairs } from './word-pairs.js';
import { denseBitmaps } from './slot-walk.js';

/** An entry the search box finds, as loaded: its words (catalogue_search_text, " w1 w2 ") and its kind's order (catalogue_search_order). */
export interface SearchRow {
  kind: string;
  id: string;
  words: string;
  order: number | null;
  /** An event's start in microseconds since 1970 (the public event list's order, event-words.ts); null for other kinds. */
  startsUs?: number | string | null | undefined;
}
/** A hit: the entry, and its place within its kind (1 first), as catalogue_search answers it. */
export interface SearchPlace {
  kind: string;
  id: string;
  place: number;
}

const KIND_INDEX = new Map<string, number>(SEARCHED_KINDS.map((kind, i) => [kind, i]));

/** Bytes growing as rows come (one Buffer, not one string a row: the heap holds none of the entries' words). */
class Bytes {
  buf = Buffer.alloc(1 << 16);
  size = 0;
  push(text: string, encoding: 'utf8' | 'hex' = 'utf8') {
    const need = this.size + Buffer.byteLength(text, encoding);
    if (need > this.buf.length) {
      const next = Buffer.alloc(Math.max(need, this.buf.length * 2));
      this.buf.copy(next, 0, 0, this.size);
      this.buf = next;
    }
    this.size += this.buf.write(text, this.size, encoding);
  }
  seal() {
    return Buffer.from(this.buf.subarray(0, this.size));
  }
}

/** Compares a's bytes [as, ae) with the needle's, PostgreSQL's "C" order; `prefix`: only as many bytes as the needle has. */
function compareBytes(a: Buffer, as: number, ae: number, needle: Buffer, prefix: boolean): number {
  const n = prefix ? needle.length : Math.max(ae - as, needle.length);
  for (let i = 0; i < n; i++) {
    if (as + i >= ae) return i < needle.length ? -1 : 0;
    if (i >= needle.length) return 1;
    const d = a[as + i]! - needle[i]!;
    if (d !== 0) return d;
  }
  return 0;
}

/** A word gets a bitmap when a sixteenth of the slots, and at least this many, hold it. */
const DENSE_MIN = 4096;
/** Past this many words starting as the phrase's last word, the phrase is taken as held somewhere (not looked up pair by pair). */
const LAST_WORDS_MAX = 64;

/** Whether some slot of the load may hold the phrase: `whole`'s words one after the other, then a word of `last`. */
function mayHoldPhrase(pairs: Uint32Array, whole: Int32Array, [lo, hi]: readonly [number, number]): boolean {
  for (let i = 1; i < whole.length; i++) if (!mayFollow(pairs, whole[i - 1]!, whole[i]!)) return false;
  if (hi - lo > LAST_WORDS_MAX) return true;
  for (let w = lo; w < hi; w++) if (mayFollow(pairs, whole[whole.length - 1]!, w)) return true;
  return false;
}

/** An entry changed since the load: kept apart (few) until the next load. */
export interface Changed {
  kind: number;
  id: string;
  idBytes: Buffer;
  order: number;
  words: string;
  startsUs: number;
}

const startsOf = (row: SearchRow) => (row.startsUs === null || row.startsUs === undefined ? NaN : Number(row.startsUs));

function hashId(bytes: Buffer, at: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < 16; i++) h = Math.imul(h ^ bytes[at + i]!, 0x01000193);
  return h >>> 0;
}

/** The entries as loaded (see createSearchStore); `dead` marks those changed since, kept in `changed` instead. */
export interface SearchBase {
  n: number;
  /** Each slot's words in their order (their places in `dict`), slot s's from tokenStart[s] to tokenStart[s + 1]. */
  tokens: Int32Array;
  tokenStart: Uint32Array;
  order: Float64Array;
  /** Each slot's start (microseconds; NaN: none, or not an event). */
  starts: Float64Array;
  idBytes: Buffer;
  kindStart: Int32Array;
  dict: Buffer;
  dictStart: Uint32Array;
  postStart: Uint32Array;
  posts: Int32Array;
  table: Int32Array;
  /** Which words follow which (word-pairs.ts). */
  pairs: Uint32Array;
  /** The bitmaps of the words many slots hold (slot-walk.ts' denseBitmaps). */
  dense: { bits: Uint32Array; offsets: Map<number, number> };
  dead: Uint8Array;
}

/**
 * The search box's entries in this process, as compact arrays: each kind's entries in its order (catalogue_search_order,
 * none first, then by id: the order catalogue_search reads), their words in one Buffer, and the index of their words
 * (each distinct word once, sorted bytewise, with the slots holding it in order). An entry changed after the load is kept
 * apart (`changed`) and its slot dies; past a share of changes the mirror loads again. `denseMin`: how many slots hold a word
 * given a bitmap (tests; by default a sixteenth of them, at least DENSE_MIN).
 */
export function createSearchStore(options: { denseMin?: number } = {}) {
  const ids = new Bytes();
  const text = new Bytes();
  const textStarts: number[] = [0];
  const orders: number[] = [];
  const starts: number[] = [];
  const kindOf: number[] = [];
  let sealed: SearchBase | undefined;
  const changed = new Map<string, Changed | null>();
  let changedSince = 0;

  function seal(): SearchBase {
    const n = orders.length;
    const order = Float64Array.from(orders);
    const idBytes = ids.seal();
    const kindStart = new Int32Array(SEARCHED_KINDS.length + 1);
    for (const k of kindOf) kindStart[k + 1]!++;
    for (let k = 0; k < SEARCHED_KINDS.length; k++) kindStart[k + 1]! += kindStart[k]!;
    // Each slot's words in their order, as numbers: the distinct words sorted as PostgreSQL's "C" collation (code points).
    const wordIds = new Map<string, number>();
    let tokens = new Int32Array(Math.max(1024, n * 8));
    const tokenStart = new Uint32Array(n + 1);
    let t = 0;
    for (let s = 0; s < n; s++) {
      for (const w of text.buf.toString('utf8', textStarts[s], textStarts[s + 1]).split(' ')) {
        if (!w) continue;
        let id = wordIds.get(w);
        if (id === undefined) wordIds.set(w, (id = wordIds.size));
        if (t === tokens.length) {
          const grown = new Int32Array(tokens.length * 2);
          grown.set(tokens);
          tokens = grown;
        }
        tokens[t++] = id;
      }
      tokenStart[s + 1] = t;
    }
    tokens = tokens.slice(0, t);
    const sorted = [...wordIds.keys()].sort(compareText);
    const rank = new Int32Array(sorted.length);
    sorted.forEach((w, i) => (rank[wordIds.get(w)!] = i));
    wordIds.clear();
    for (let i = 0; i < t; i++) tokens[i] = rank[tokens[i]!]!;
    const dictStart = new Uint32Array(sorted.length + 1);
    sorted.forEach((w, i) => (dictStart[i + 1] = dictStart[i]! + Buffer.byteLength(w, 'utf8')));
    const dict = Buffer.alloc(dictStart[sorted.length]!);
    sorted.forEach((w, i) => dict.write(w, dictStart[i]!, 'utf8'));
    // Which slots hold each word, in order, each once.
    const postStart = new Uint32Array(sorted.length + 1);
    const lastSlot = new Int32Array(sorted.length).fill(-1);
    for (let s = 0; s < n; s++) {
      for (let i = tokenStart[s]!; i < tokenStart[s + 1]!; i++) {
        if (lastSlot[tokens[i]!] === s) continue;
        lastSlot[tokens[i]!] = s;
        postStart[tokens[i]! + 1]!++;
      }
    }
    for (let i = 0; i < sorted.length; i++) postStart[i + 1]! += postStart[i]!;
    const posts = new Int32Array(postStart[sorted.length]!);
    const next = postStart.slice(0, sorted.length);
    lastSlot.fill(-1);
    for (let s = 0; s < n; s++) {
      for (let i = tokenStart[s]!; i < tokenStart[s + 1]!; i++) {
        if (lastSlot[tokens[i]!] === s) continue;
        lastSlot[tokens[i]!] = s;
        posts[next[tokens[i]!]!++] = s;
      }
    }
    // Slots by id (open addressing), to find the slot of a changed entry.
    const table = new Int32Array(1 << Math.ceil(Math.log2(Math.max(16, n * 2)))).fill(-1);
    for (let s = 0; s < n; s++) {
      let h = hashId(idBytes, s * 16) & (table.length - 1);
      while (table[h] !== -1) h = (h + 1) & (table.length - 1);
      table[h] = s;
    }
    const pairs = wordPairs(tokens, tokenStart, n);
    const dense = denseBitmaps(postStart, posts, n, options.denseMin ?? Math.max(DENSE_MIN, n / 16));
    return {
      n,
      tokens,
      tokenStart,
      order,
      starts: Float64Array.from(starts),
      idBytes,
      kindStart,
      dict,
      dictStart,
      postStart,
      posts,
      table,
      pairs,
      dense,
      dead: new Uint8Array(n),
    };
  }

  const base = () => {
    if (!sealed) throw new Error('the search store is not sealed');
    return sealed;
  };

  function slotOf(id: string): number {
    const b = base();
    const key = Buffer.from(id.replace(/-/g, ''), 'hex');
    let h = hashId(key, 0) & (b.table.length - 1);
    for (;;) {
      const s = b.table[h]!;
      if (s === -1) return -1;
      if (b.idBytes.compare(key, 0, 16, s * 16, s * 16 + 16) === 0) return s;
      h = (h + 1) & (b.table.length - 1);
    }
  }

  /** The dictionary's words starting with `word` (or being it): [lo, hi). */
  function range(word: Buffer, prefix: boolean): [number, number] {
    const b = base();
    const m = b.dictStart.length - 1;
    const bound = (past: (i: number) => boolean) => {
      let lo = 0;
      let hi = m;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (past(mid)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const lo = bound((i) => compareBytes(b.dict, b.dictStart[i]!, b.dictStart[i + 1]!, word, false) >= 0);
    const hi = bound((i) => compareBytes(b.dict, b.dictStart[i]!, b.dictStart[i + 1]!, word, prefix) > 0);
    return [lo, hi];
  }

  return {
    /** Rows of the load, each kind in its order (SEARCHED_KINDS' order of kinds). */
    add(rows: readonly SearchRow[]) {
      for (const row of rows) {
        const k = KIND_INDEX.get(row.kind);
        if (k === undefined) continue;
        if (kindOf.length && k < kindOf[kindOf.length - 1]!) throw new Error('search rows out of their kinds order');
        kindOf.push(k);
        orders.push(row.order ?? NaN);
        starts.push(startsOf(row));
        ids.push(row.id.replace(/-/g, ''), 'hex');
        text.push(row.words);
        textStarts.push(text.size);
      }
    },
    seal() {
      sealed = seal();
      text.buf = Buffer.alloc(0);
      orders.length = 0;
      starts.length = 0;
      kindOf.length = 0;
      textStarts.length = 0;
    },
    get size() {
      return base().n;
    },
    /** The load's arrays and the entries changed since (event-words.ts reads them). */
    get base() {
      return base();
    },
    get changed(): ReadonlyMap<string, Changed | null> {
      return changed;
    },
    get bytes() {
      const b = base();
      return (
        b.tokens.byteLength +
        b.tokenStart.byteLength +
        b.order.byteLength +
        b.starts.byteLength +
        b.idBytes.length +
        b.dict.length +
        b.dictStart.byteLength * 2 +
        b.posts.byteLength +
        b.table.byteLength +
        b.pairs.byteLength +
        b.dense.bits.byteLength
      );
    },
    /** How many entries changed since the load. */
    get changedSince() {
      return changedSince;
    },
    /** The entries' rows of now (`rows`), and those gone (`gone`: no longer found by the search box). */
    apply(rows: readonly SearchRow[], gone: readonly { kind: string; id: string }[]) {
      const b = base();
      const put = (kind: string, id: string, row: Changed | null) => {
        const s = slotOf(id);
        if (s >= 0) b.dead[s] = 1;
        const key = `${kind}:${id}`;
        if (!changed.has(key)) changedSince++;
        changed.set(key, row);
      };
      for (const row of rows) {
        const k = KIND_INDEX.get(row.kind);
        if (k === undefined) continue;
        put(row.kind, row.id, {
          kind: k,
          id: row.id,
          idBytes: Buffer.from(row.id.replace(/-/g, ''), 'hex'),
          order: row.order ?? NaN,
          words: row.words,
          startsUs: startsOf(row),
        });
      }
      for (const key of gone) put(key.kind, key.id, null);
    },

    /**
     * Whether catalogue_known_words would leave the word as typed: shorter than three characters, a word an entry holds,
     * or (the last) the start of one.
     */
    knows(word: string, last: boolean): boolean {
      if (word.length < 3) return true;
      const b = base();
      const [lo, hi] = range(Buffer.from(word, 'utf8'), last);
      for (let i = lo; i < hi; i++) for (let p = b.postStart[i]!; p < b.postStart[i + 1]!; p++) if (!b.dead[b.posts[p]!]) return true;
      const needle = ` ${word}${last ? '' : ' '}`;
      for (const entry of changed.values()) if (entry?.words.includes(needle)) return true;
      return false;
    },

    /**
     * The first `limit` hits of each kind for the words (as catalogue_known_words gave them): those holding the words one
     * after the other first, then those holding each word at a word's start; within each, the kind's order (events from
     * `fromOf(kind)` on, then those before; an entry without an order before both).
     */
    find(kinds: readonly string[], words: readonly string[], limit: number, fromOf: (kind: string) => number): SearchPlace[] {
      if (!words.length) return [];
      const b = base();
      const bytes = words.map((word) => Buffer.from(word, 'utf8'));
      const exact = bytes.slice(0, -1).map((word) => range(word, false));
      let whole = words.length < 2 ? undefined : exact.every(([lo, hi]) => hi - lo === 1) ? Int32Array.from(exact, ([lo]) => lo) : null;
      const ranges = bytes.map((word) => range(word, true));
      if (whole && !mayHoldPhrase(b.pairs, whole, ranges[ranges.length - 1]!)) whole = null;
      const question = { words, ranges, whole };
      return kinds.flatMap((kind) => {
        const k = KIND_INDEX.get(kind);
        return k === undefined ? [] : findOfKind(b, changed, { kind, k, limit, from: fromOf(kind) }, question);
      });
    },
  };
}
export type SearchStore = ReturnType<typeof createSearchStore>;
