import { SEARCHED_KINDS } from '../catalogue-index.repository.js';
import { idText } from './search-find.js';
import type { Changed, SearchBase, SearchStore } from './search-store.js';
import { gallop } from './slot-walk.js';

const EVENT = SEARCHED_KINDS.indexOf('EVENT');
/** Bytes of the bitmaps kept, the words used latest (at 500,000 events, 62 KB a word: 256 words). */
const NEEDLE_BYTES = 16 * 1024 * 1024;

/** A word typed for the public event list: ASCII letters and digits, folded as PostgreSQL folds them (see eventPage). */
export const LISTED_WORD = /^[a-z0-9]+$/;

/**
 * The load's events in the public event list's order (start ascending, none last, then id: `eventOrders.byStart`), and
 * for each word asked, which of them hold it, as a bitmap over that order.
 */
interface Ranked {
  /** The event slots [ks, ke). */
  ks: number;
  /** The slot at each place of the order. */
  slotAt: Int32Array;
  /** The place of each event slot (slot - ks). */
  rankOf: Int32Array;
  needles: Map<string, Uint32Array>;
  /** The places whose slot is alive, as of `deadSeen` changes. */
  alive: Uint32Array;
  deadSeen: number;
  scratch: Uint32Array;
}
const rankedOf = new WeakMap<SearchBase, Ranked>();

/** Compares two keys of the order: start (NaN: none, last), then the id's bytes (PostgreSQL compares uuids so). */
function compareKeys(sa: number, ida: Buffer, ia: number, sb: number, idb: Buffer, ib: number): number {
  const na = sa !== sa;
  const nb = sb !== sb;
  if (na !== nb) return na ? 1 : -1;
  if (!na && sa !== sb) return sa < sb ? -1 : 1;
  return ida.compare(idb, ib, ib + 16, ia, ia + 16);
}

/** The load's events ranked (once a load: sorting 500,000 takes about a second, done as the mirror loads). */
export function rankEvents(b: SearchBase): Ranked {
  const known = rankedOf.get(b);
  if (known) return known;
  const ks = b.kindStart[EVENT]!;
  const ke = b.kindStart[EVENT + 1]!;
  const slotAt = new Int32Array(ke - ks);
  for (let i = 0; i < slotAt.length; i++) slotAt[i] = ks + i;
  slotAt.sort((x, y) => compareKeys(b.starts[x]!, b.idBytes, x * 16, b.starts[y]!, b.idBytes, y * 16));
  const rankOf = new Int32Array(slotAt.length);
  for (let r = 0; r < slotAt.length; r++) rankOf[slotAt[r]! - ks] = r;
  const words = (slotAt.length + 31) >>> 5;
  const ranked: Ranked = {
    ks,
    slotAt,
    rankOf,
    needles: new Map(),
    alive: new Uint32Array(words),
    deadSeen: -1,
    scratch: new Uint32Array(words),
  };
  rankedOf.set(b, ranked);
  return ranked;
}

/** Which events of the load hold `needle` inside one of their words (those words found in the dictionary by indexOf). */
function needleBits(r: Ranked, b: SearchBase, needle: string): Uint32Array {
  const kept = r.needles.get(needle);
  if (kept) {
    r.needles.delete(needle);
    r.needles.set(needle, kept);
    return kept;
  }
  const bits = new Uint32Array(r.alive.length);
  const bytes = Buffer.from(needle, 'utf8');
  const words = b.dictStart.length - 1;
  const ke = r.ks + r.slotAt.length;
  for (let at = b.dict.indexOf(bytes); at >= 0;) {
    // The word holding this place (the dictionary's words are one after the other, with nothing between them).
    const w = lastStartingBy(b.dictStart, words, at);
    const end = b.dictStart[w + 1]!;
    if (at + bytes.length > end) {
      at = b.dict.indexOf(bytes, at + 1);
      continue;
    }
    const start = gallop(b.posts, b.postStart[w]!, b.postStart[w + 1]!, r.ks);
    const past = gallop(b.posts, start, b.postStart[w + 1]!, ke);
    for (let p = start; p < past; p++) {
      const rank = r.rankOf[b.posts[p]! - r.ks]!;
      bits[rank >>> 5]! |= 1 << (rank & 31);
    }
    // On from the next word: a word counts once, wherever it holds the needle.
    at = end < b.dict.length ? b.dict.indexOf(bytes, end) : -1;
  }
  if ((r.needles.size + 1) * bits.byteLength > NEEDLE_BYTES) r.needles.delete(r.needles.keys().next().value!);
  r.needles.set(needle, bits);
  return bits;
}

/** The last word whose start is at most `at`. */
function lastStartingBy(dictStart: Uint32Array, words: number, at: number): number {
  let lo = 0;
  let hi = words;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (dictStart[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** An event holding every word, as the page is merged: a slot of the load, or an entry changed since. */
interface Found {
  starts: number;
  idBytes: Buffer;
  at: number;
  id: () => string;
}

/**
 * A page of the published events whose title holds every needle (`like '%needle%'` over search_title, as titleMatches
 * asks it), in the public list's order (`sort` DESC: reversed), and how many hold them. Exact for needles of ASCII
 * letters and digits (LISTED_WORD): such a needle lies within one maximal run of letters and digits of the title, and the
 * search box's words of an event (catalogue_search_text of its search_title) are those runs. The load's events are read
 * from the needles' bitmaps; those changed since it, one by one.
 */
export function eventPage(
  store: SearchStore,
  needles: readonly string[],
  window: { sort: 'ASC' | 'DESC'; offset: number; limit: number },
): { total: number; ids: string[] } {
  const b = store.base;
  const r = rankEvents(b);
  if (r.deadSeen !== store.changedSince) {
    r.alive.fill(0);
    for (let i = 0; i < r.slotAt.length; i++) if (!b.dead[r.slotAt[i]!]) r.alive[i >>> 5]! |= 1 << (i & 31);
    r.deadSeen = store.changedSince;
  }
  const maps = needles.map((needle) => needleBits(r, b, needle));
  const acc = r.scratch;
  let total = 0;
  for (let i = 0; i < acc.length; i++) {
    let w = r.alive[i]!;
    for (let m = 0; m < maps.length && w; m++) w &= maps[m]![i]!;
    acc[i] = w;
    if (w) total += popcount(w);
  }
  const changed: Found[] = [];
  for (const entry of store.changed.values()) if (entry && entry.kind === EVENT && needles.every((n) => entry.words.includes(n))) changed.push(foundOf(entry));
  total += changed.length;
  const desc = window.sort === 'DESC';
  const sign = desc ? -1 : 1;
  const order = (x: Found, y: Found) => sign * compareKeys(x.starts, x.idBytes, x.at, y.starts, y.idBytes, y.at);
  changed.sort(order);
  const want = Math.min(window.offset + window.limit, total);
  const page: Found[] = [];
  const loaded = loadedMatches(acc, desc);
  let next = loaded.next();
  let c = 0;
  while (page.length < want) {
    const fromLoad = next === -1 ? undefined : r.slotAt[next]!;
    const base =
      fromLoad === undefined ? undefined : { starts: b.starts[fromLoad]!, idBytes: b.idBytes, at: fromLoad * 16, id: () => idText(b.idBytes, fromLoad * 16) };
    if (base && (c >= changed.length || order(base, changed[c]!) < 0)) {
      page.push(base);
      next = loaded.next();
    } else if (c < changed.length) page.push(changed[c++]!);
    else break;
  }
  return { total, ids: page.slice(window.offset).map((found) => found.id()) };
}

const foundOf = (entry: Changed): Found => ({ starts: entry.startsUs, idBytes: entry.idBytes, at: 0, id: () => entry.id });

/** The places set in `bits`, from the first (or the last, `desc`) on; -1 past them. */
function loadedMatches(bits: Uint32Array, desc: boolean) {
  let i = desc ? bits.length - 1 : 0;
  let word = bits[i] ?? 0;
  return {
    next(): number {
      while (word === 0) {
        i += desc ? -1 : 1;
        if (i < 0 || i >= bits.length) return -1;
        word = bits[i]!;
      }
      const bit = desc ? 31 - Math.clz32(word) : 31 - Math.clz32(word & -word);
      word = (word & ~(1 << bit)) >>> 0;
      return i * 32 + bit;
    },
  };
}
