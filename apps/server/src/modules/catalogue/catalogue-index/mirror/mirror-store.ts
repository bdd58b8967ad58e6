import { LISTED_TYPES } from '../catalogue-index.repository.js';
import { compareIds, formatUuid, IdSlots, parseUuid } from './id-slots.js';
import { needleOf, TextColumn, type Needle } from './text-column.js';
import { createSpanGrams, spansOf, type SpanGrams } from './span-grams.js';
import { bigramOf, createTrigrams, narrowest, trigramsOf, type Trigrams } from './trigrams.js';

/** A listed entry as the mirror loads it: times in microseconds since 1970 (PostgreSQL's precision; the order compares them). */
export interface MirrorRow {
  kind: string;
  id: string;
  title: string;
  listWords: string;
  startsUs: number | null;
  endsUs: number | null;
  position: number;
  publishedUs: number | null;
  createdUs: number | null;
}

/**
 * Text in PostgreSQL's "C" order (code points, as strcmp compares UTF-8 bytes): JavaScript's `<` compares UTF-16 code
 * units, which differs only between a surrogate pair and U+E000–U+FFFF.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

const TYPE_INDEX = new Map<string, number>(LISTED_TYPES.map((type, i) => [type, i]));
export const typeIndex = (type: string) => TYPE_INDEX.get(type);

/**
 * Growable columns of the entries, one slot each; a changed entry takes a new slot and its old one dies. All are typed
 * arrays or buffers, outside V8's heap (bounded by `npm start`): ids as four words each, texts as UTF-8 (text-column.ts).
 */
class Columns {
  size = 0;
  kind = new Uint8Array(0);
  alive = new Uint8Array(0);
  starts = new Float64Array(0);
  ends = new Float64Array(0);
  published = new Float64Array(0);
  created = new Float64Array(0);
  position = new Int32Array(0);
  rank = new Int32Array(0);
  /** Four 32-bit words per slot (id-slots.ts). */
  ids = new Uint32Array(0);
  titles = new TextColumn(48);
  words = new TextColumn(80);

  reserve(n: number) {
    if (n <= this.kind.length) return;
    const cap = Math.max(n, Math.ceil(this.kind.length * 1.5), 1024);
    const ids = new Uint32Array(cap * 4);
    ids.set(this.ids);
    this.ids = ids;
    this.titles.reserve(cap);
    this.words.reserve(cap);
    const grow = <A extends Uint8Array | Float64Array | Int32Array>(a: A, make: (n: number) => A): A => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    this.kind = grow(this.kind, (n) => new Uint8Array(n));
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.starts = grow(this.starts, (n) => new Float64Array(n));
    this.ends = grow(this.ends, (n) => new Float64Array(n));
    this.published = grow(this.published, (n) => new Float64Array(n));
    this.created = grow(this.created, (n) => new Float64Array(n));
    this.position = grow(this.position, (n) => new Int32Array(n));
    this.rank = grow(this.rank, (n) => new Int32Array(n));
  }
}

/** A type's entries in its listing's order, and what its reads at a time need to skip ahead. */
export interface TypeOrder {
  type: string;
  slots: Int32Array;
  /** Tiers and frames: the longest finite run (ends - starts), so entries happening now start within it before now. */
  longestUs: number;
  /** Tiers: entries with a start and no end (happening from their start on), in order. */
  openEnded: Int32Array;
  /** How many entries close after a time (ends null or later), answered from the ends sorted. */
  endsSorted: Float64Array;
  endsNull: number;
  /** The latest end of each ENDS_BLOCK slots of the order (no end: Infinity): a read for what happens now skips the blocks over. */
  blockEnds: Float64Array;
}

export const ENDS_BLOCK = 64;

/** Trigram lists longer than this are intersected when few of their slots hold the needle (candidates). */
const INTERSECT_PAST = 2048;
const SAMPLE = 256;
/** A word read stops once it has this many of a type (mirror-listing.ts counts 1,000 and one more). */
const READ_STOPS_AT = 1001;
const NULL = Number.NaN;
const isNull = (x: number) => x !== x;

/**
 * The listed catalogue entries of one process (see mirror.ts): columns per slot, each type's order as an array of
 * slots, and a trigram index over the slots loaded in one pass (entries changed since are few and checked one by one).
 */
export function createMirrorStore(expected = 0) {
  const c = new Columns();
  c.reserve(expected);
  const slotOf = LISTED_TYPES.map(() => new IdSlots(() => c.ids));
  const key = new Uint32Array(4);
  let orders: TypeOrder[] = [];
  /** Each type's trigrams, over its slots of the load in its order. */
  let trigrams: Trigrams[] = [];
  /** Each type's spans over a space (span-grams.ts), over the same slots. */
  let spans: SpanGrams[] = [];
  /** Courses' bigrams: a course is asked each word apart, and a word of two letters ("da nang" typed "da na") has no trigram. */
  let bigrams: (Trigrams | undefined)[] = [];
  /** Slots from here on are not in `trigrams` (changed since the load). */
  let indexedUpTo = 0;
  // The needles of the last `holds` as UTF-8: a read checks many slots against the same ones.
  let needlesSeen: readonly string[] = [];
  let needleBytes: Needle[] = [];
  function encoded(needles: readonly string[]): Needle[] {
    let same = needles.length === needlesSeen.length;
    for (let i = 0; same && i < needles.length; i++) same = needles[i] === needlesSeen[i];
    if (!same) {
      needlesSeen = [...needles];
      needleBytes = needles.map(needleOf);
    }
    return needleBytes;
  }

  /**
   * Whether a sample of the list (its first slots) says fewer than READ_STOPS_AT of it hold the needles: a read then
   * checks all of it, and intersecting the needle's other trigrams first saves most of those checks.
   */
  function rarelyHeld(list: Int32Array, needles: readonly string[]): boolean {
    const needleList = encoded(needles);
    const sample = Math.min(list.length, SAMPLE);
    let held = 0;
    for (let i = 0; i < sample; i++) if (needleList.every((needle) => c.words.includes(list[i]!, needle))) held++;
    return (held / sample) * list.length < READ_STOPS_AT * 2;
  }

  function put(row: MirrorRow): number | undefined {
    const t = typeIndex(row.kind);
    if (t === undefined) return undefined;
    const slot = c.size;
    c.reserve(slot + 1);
    parseUuid(row.id, c.ids, slot * 4);
    c.size++;
    c.kind[slot] = t;
    c.alive[slot] = 1;
    c.starts[slot] = row.startsUs ?? NULL;
    c.ends[slot] = row.endsUs ?? NULL;
    c.published[slot] = row.publishedUs ?? NULL;
    c.created[slot] = row.createdUs ?? NULL;
    c.position[slot] = row.position;
    c.titles.set(slot, row.title, true);
    c.words.set(slot, row.listWords);
    const old = slotOf[t]!.put(slot);
    if (old >= 0) c.alive[old] = 0;
    return slot;
  }

  /** The order of the type (LISTED_TYPES[t]), as `listParts` in catalogue-index.repository.ts sorts it. */
  function comparatorOf(type: string): (a: number, b: number) => number {
    const nullsLastAsc = (x: number, y: number) => (isNull(x) ? (isNull(y) ? 0 : 1) : isNull(y) ? -1 : x - y);
    const byId = (a: number, b: number) => compareIds(c.ids, a * 4, b * 4);
    const byTitle = (a: number, b: number) => c.titles.compare(a, b);
    switch (type) {
      case 'TICKET_TIER':
      case 'CALENDAR_FRAME':
        return (a, b) => nullsLastAsc(c.starts[a]!, c.starts[b]!) || byTitle(a, b) || c.position[a]! - c.position[b]! || byId(a, b);
      case 'ONLINE_COURSE':
        // published_at desc nulls last, created_at desc (nulls first, as PostgreSQL's desc), id desc.
        return (a, b) => {
          const pa = c.published[a]!;
          const pb = c.published[b]!;
          const byPublished = isNull(pa) ? (isNull(pb) ? 0 : 1) : isNull(pb) ? -1 : pb - pa;
          const ca = c.created[a]!;
          const cb = c.created[b]!;
          const byCreated = isNull(ca) ? (isNull(cb) ? 0 : -1) : isNull(cb) ? 1 : cb - ca;
          return byPublished || byCreated || byId(b, a);
        };
      default:
        return (a, b) => byTitle(a, b) || byId(a, b);
    }
  }

  function orderOf(type: string, slots: Int32Array): TypeOrder {
    let longestUs = 0;
    const openEnded: number[] = [];
    const ends = new Float64Array(slots.length);
    let endsCount = 0;
    let endsNull = 0;
    const blockEnds = new Float64Array(Math.ceil(slots.length / ENDS_BLOCK)).fill(-Infinity);
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      c.rank[s] = i;
      const starts = c.starts[s]!;
      const ends_ = c.ends[s]!;
      const b = (i / ENDS_BLOCK) | 0;
      blockEnds[b] = Math.max(blockEnds[b]!, isNull(ends_) ? Infinity : ends_);
      if (isNull(ends_)) {
        endsNull++;
        if (!isNull(starts)) openEnded.push(s);
      } else {
        ends[endsCount++] = ends_;
        if (!isNull(starts) && ends_ - starts > longestUs) longestUs = ends_ - starts;
      }
    }
    const endsSorted = ends.slice(0, endsCount).sort();
    return { type, slots, longestUs, openEnded: Int32Array.from(openEnded), endsSorted, endsNull, blockEnds };
  }

  return {
    columns: c,
    get orders() {
      return orders;
    },
    /** Bytes of the trigram and span lists. */
    get trigramBytes() {
      return [...trigrams, ...spans, ...bigrams].reduce((n, t) => n + (t?.bytes ?? 0), 0);
    },
    get indexedUpTo() {
      return indexedUpTo;
    },
    /** How many slots changed since the load (checked one by one by the word reads). */
    get changedSince() {
      return c.size - indexedUpTo;
    },

    /** Rows of the first load, each type's in its order (as the loading statement reads them); then `seal`. */
    add(rows: readonly MirrorRow[]) {
      for (const row of rows) put(row);
    },
    /** The first load is complete: each type's order and the trigrams of every slot. */
    seal() {
      const counts = LISTED_TYPES.map(() => 0);
      for (let s = 0; s < c.size; s++) if (c.alive[s]) counts[c.kind[s]!]!++;
      const byType = counts.map((n) => new Int32Array(n));
      const filled = LISTED_TYPES.map(() => 0);
      for (let s = 0; s < c.size; s++) if (c.alive[s]) byType[c.kind[s]!]![filled[c.kind[s]!]!++] = s;
      orders = LISTED_TYPES.map((type, t) => orderOf(type, byType[t]!));
      trigrams = orders.map((order) => createTrigrams(c.words, order.slots));
      spans = orders.map((order) => createSpanGrams(c.words, order.slots));
      bigrams = orders.map((order) => (order.type === 'ONLINE_COURSE' ? createTrigrams(c.words, order.slots, 2) : undefined));
      indexedUpTo = c.size;
      c.titles.forgetRecent();
    },

    /** Entries written since (the rows now) or gone (`gone`: kind and id), put in their places. */
    apply(rows: readonly MirrorRow[], gone: readonly { kind: string; id: string }[]) {
      const touched = new Set<number>();
      for (const { kind, id } of gone) {
        const t = typeIndex(kind);
        if (t === undefined) continue;
        parseUuid(id, key, 0);
        const slot = slotOf[t]!.remove(key, 0);
        if (slot < 0) continue;
        c.alive[slot] = 0;
        touched.add(t);
      }
      const added = LISTED_TYPES.map(() => [] as number[]);
      for (const row of rows) {
        const slot = put(row);
        if (slot === undefined) continue;
        added[c.kind[slot]!]!.push(slot);
        touched.add(c.kind[slot]!);
      }
      c.titles.forgetRecent();
      for (const t of touched) {
        const type = LISTED_TYPES[t]!;
        const compare = comparatorOf(type);
        const fresh = added[t]!.filter((s) => c.alive[s]).sort(compare);
        const kept = orders[t]!.slots.filter((s) => c.alive[s] === 1);
        const merged = new Int32Array(kept.length + fresh.length);
        let i = 0;
        let j = 0;
        let k = 0;
        while (i < kept.length || j < fresh.length) {
          if (j >= fresh.length || (i < kept.length && compare(kept[i]!, fresh[j]!) <= 0)) merged[k++] = kept[i++]!;
          else merged[k++] = fresh[j++]!;
        }
        orders[t] = orderOf(type, merged);
      }
    },

    /** Whether the slot's words hold `needle` (one needle, or each of several: a course's words). */
    holds(slot: number, needles: readonly string[]): boolean {
      const encodedNeedles = encoded(needles);
      for (let i = 0; i < encodedNeedles.length; i++) if (!c.words.includes(slot, encodedNeedles[i]!)) return false;
      return true;
    },

    /** The slot's id, title and listed words (decoded when asked: a page's entries). */
    idOf(slot: number): string {
      return formatUuid(c.ids, slot * 4);
    },
    titleOf(slot: number): string {
      return c.titles.get(slot);
    },
    wordsOf(slot: number): string {
      return c.words.get(slot);
    },
    /** The live slot of the entry, or undefined. */
    slotOf(kind: string, id: string): number | undefined {
      const t = typeIndex(kind);
      if (t === undefined) return undefined;
      parseUuid(id, key, 0);
      const slot = slotOf[t]!.find(key, 0);
      return slot < 0 ? undefined : slot;
    },
    /** Bytes the store holds outside V8's heap (columns, texts, trigram lists). */
    get bytes() {
      const arrays = [c.kind, c.alive, c.starts, c.ends, c.published, c.created, c.position, c.rank, c.ids];
      const texts = [c.titles, c.words].reduce((n, t) => n + t.bytes.length + t.start.byteLength + t.length.byteLength, 0);
      return arrays.reduce((n, a) => n + a.byteLength, 0) + texts + this.trigramBytes;
    },

    /**
     * Slots of type `t` whose words may hold every needle, in its order (those indexed, with those changed since put in
     * their places); undefined: any may (needles too short to tell).
     */
    candidates(t: number, needles: readonly string[]): Int32Array | undefined {
      const ids = new Set<number>();
      const spanIds = new Set<number>();
      for (const needle of needles) {
        for (const id of trigramsOf(needle)) ids.add(id);
        for (const id of spansOf(needle)) spanIds.add(id);
      }
      const lists = [...ids].map((id) => trigrams[t]!.list(id));
      for (const id of spanIds) {
        const list = spans[t]!.list(id);
        if (list) lists.push(list);
      }
      for (const needle of bigrams[t] ? needles : []) {
        const id = bigramOf(needle);
        if (id !== undefined) lists.push(bigrams[t]!.list(id));
      }
      if (!lists.length) return undefined;
      let indexed = lists.reduce((a, b) => (b.length < a.length ? b : a));
      if (lists.length > 1 && indexed.length > INTERSECT_PAST && rarelyHeld(indexed, needles)) indexed = narrowest(lists, INTERSECT_PAST);
      const changed: number[] = [];
      for (let s = indexedUpTo; s < c.size; s++) if (c.kind[s] === t && c.alive[s]) changed.push(s);
      if (!changed.length) return indexed;
      changed.sort((a, b) => c.rank[a]! - c.rank[b]!);
      const out: number[] = [];
      let j = 0;
      for (let i = 0; i < indexed.length; i++) {
        const s = indexed[i]!;
        if (!c.alive[s]) continue;
        while (j < changed.length && c.rank[changed[j]!]! < c.rank[s]!) out.push(changed[j++]!);
        out.push(s);
      }
      while (j < changed.length) out.push(changed[j++]!);
      return Int32Array.from(out);
    },
  };
}
export type MirrorStore = ReturnType<typeof createMirrorStore>;
