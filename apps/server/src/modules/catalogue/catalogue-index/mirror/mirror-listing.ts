import type { IndexedEntry, IndexedListingPage } from '../../../commerce/index.js';
import { LISTED_TYPES } from '../catalogue-index.repository.js';
import { ENDS_BLOCK, type MirrorStore, type TypeOrder } from './mirror-store.js';

/** As LISTING_COUNTED_UP_TO of the repository (words matching more entries of a type are counted no further). */
const COUNTED_UP_TO = 1000;

type Test = ((slot: number) => boolean) | undefined;

/**
 * The products listing read from the mirror, answering exactly what `list` of catalogue-index.repository.ts answers
 * (the equivalence test asks both): each type's parts at `now` in its order, words as `like '%q%'` over the folded
 * listed words (a course: each word). The time tests are made here, at the request's `now`, so nothing is rebuilt as
 * time passes. `q` must already be folded as PostgreSQL folds it (mirror.ts folds only what it can fold alike).
 */
export function listFromMirror(store: MirrorStore, query: { q?: string | undefined; types: readonly string[]; now: Date; take: number }): IndexedListingPage {
  const c = store.columns;
  const nowUs = query.now.getTime() * 1000;
  const take = query.take;
  const { starts, ends, rank, alive } = c;

  /** First index of `seq` whose start is after `x` (a missing start is after everything). */
  const firstAfter = (seq: Int32Array, x: number, from = 0) => search(seq, from, (s) => !(starts[s]! <= x));
  const firstAtLeast = (seq: Int32Array, x: number) => search(seq, 0, (s) => !(starts[s]! < x));
  const firstNull = (seq: Int32Array, from = 0) => search(seq, from, (s) => starts[s] !== starts[s]);
  // tstzrange(starts_at, ends_at) @> now: a missing start or end is unbounded.
  const notOver = (s: number) => ends[s] !== ends[s] || nowUs < ends[s]!;
  const happening = (s: number) => starts[s]! <= nowUs && notOver(s);
  const happeningUndated = (s: number) => starts[s] !== starts[s] && notOver(s);

  /** The first `take` of seq[from, to) passing `test` (all of them without one). */
  function firstOf(seq: Int32Array, from: number, to: number, test: Test): Int32Array {
    if (!test) return seq.subarray(from, Math.min(to, from + take));
    const out: number[] = [];
    for (let i = from; i < to && out.length < take; i++) if (test(seq[i]!)) out.push(seq[i]!);
    return Int32Array.from(out);
  }

  /**
   * The first `take` of the order's slots in [from, to) passing `test` (happening now), the blocks whose entries all
   * ended by now skipped: the run before now spans weeks of entries, of which few still happen.
   */
  function happeningOf(order: TypeOrder, from: number, to: number, test: (s: number) => boolean): Int32Array {
    const seq = order.slots;
    const out: number[] = [];
    for (let i = from; i < to && out.length < take;) {
      const block = (i / ENDS_BLOCK) | 0;
      const end = Math.min(to, (block + 1) * ENDS_BLOCK);
      if (order.blockEnds[block]! <= nowUs) {
        i = end;
        continue;
      }
      for (; i < end && out.length < take; i++) if (test(seq[i]!)) out.push(seq[i]!);
    }
    return Int32Array.from(out);
  }

  /**
   * A type's parts over `seq` (its order, or some of its entries in that order), as entriesOf of the repository joins
   * them. `whole`: `test` passes exactly the entries of the order that seq holds and pass (the order's open-ended
   * entries can then be read from the order); otherwise seq is short and read whole.
   */
  function partsOf(order: TypeOrder, seq: Int32Array, whole: boolean, test: Test): Int32Array {
    const pass = (extra: (s: number) => boolean) => (s: number) => extra(s) && (!test || test(s));
    switch (order.type) {
      case 'TICKET_TIER': {
        const later = firstAfter(seq, nowUs);
        const nulls = firstNull(seq, later);
        // Happening now: started within the longest run before now, or open-ended (whole order only; a part is scanned whole).
        const from = whole ? firstAtLeast(seq, nowUs - order.longestUs) : 0;
        let now = Array.from(seq === order.slots ? happeningOf(order, from, later, pass(happening)) : firstOf(seq, from, later, pass(happening)));
        if (whole && from > 0) {
          const before = Array.from(order.openEnded).filter((s) => (from >= seq.length || rank[s]! < rank[seq[from]!]!) && pass(happening)(s));
          now = [...before, ...now].sort((a, b) => rank[a]! - rank[b]!).slice(0, take);
        }
        const rest = firstOf(seq, later, nulls, test);
        const undated = firstOf(seq, nulls, seq.length, pass(happeningUndated));
        const out = new Int32Array(Math.min(take, now.length + rest.length + undated.length));
        let k = 0;
        for (const part of [now, rest, undated]) for (let i = 0; i < part.length && k < out.length; i++) out[k++] = part[i]!;
        return out;
      }
      case 'CALENDAR_FRAME': {
        const later = firstAfter(seq, nowUs);
        return firstOf(seq, later, firstNull(seq, later), test);
      }
      case 'ONLINE_COURSE':
        return firstOf(seq, 0, seq.length, test);
      default:
        return firstOf(
          seq,
          0,
          seq.length,
          pass((s) => starts[s] !== starts[s]),
        );
    }
  }

  /** What a type counts at `now`: a tier not over, a frame still to come, any other entry. */
  function open(type: string): (s: number) => boolean {
    if (type === 'TICKET_TIER') return (s) => ends[s] !== ends[s] || ends[s]! > nowUs;
    if (type === 'CALENDAR_FRAME') return (s) => starts[s]! > nowUs;
    return () => true;
  }

  function countOpen(order: TypeOrder): number {
    if (order.type === 'TICKET_TIER') return order.endsNull + (order.endsSorted.length - upperBound(order.endsSorted, nowUs));
    if (order.type === 'CALENDAR_FRAME') {
      const later = firstAfter(order.slots, nowUs);
      return firstNull(order.slots, later) - later;
    }
    return order.slots.length;
  }

  const types = query.types.filter((type) => (LISTED_TYPES as readonly string[]).includes(type));
  const orders = types.map((type) => store.orders[LISTED_TYPES.indexOf(type as (typeof LISTED_TYPES)[number])]!);
  const entries = new Map<string, { length: number; at(i: number): IndexedEntry | undefined }>();
  if (!query.q) {
    let total = 0;
    // As the repository's statement: the undated types (courses, ebooks, combos) only fill the places the entries with a
    // start leave in the first `take` (every entry with a start comes before every one without in the merge).
    let dated = 0;
    const isDated = (type: string) => type === 'TICKET_TIER' || type === 'CALENDAR_FRAME';
    for (const order of orders.filter((o) => isDated(o.type))) {
      const slots = partsOf(order, order.slots, true, undefined);
      for (let i = 0; i < slots.length; i++) if (starts[slots[i]!] === starts[slots[i]!]) dated++;
      entries.set(order.type, entryList(store, order.type, slots));
      total += countOpen(order);
    }
    const left = orders.length > entries.size && entries.size ? Math.max(0, take - dated) : take;
    for (const order of orders.filter((o) => !isDated(o.type))) {
      entries.set(order.type, entryList(store, order.type, partsOf(order, order.slots, true, undefined).subarray(0, left)));
      total += countOpen(order);
    }
    return { entries: new Map(types.map((type) => [type, entries.get(type)!])), total };
  }

  const q = query.q;
  const courseNeedles = q.split(/\s+/).filter(Boolean);
  let total = 0;
  let atLeast = false;
  for (const order of orders) {
    const t = LISTED_TYPES.indexOf(order.type as (typeof LISTED_TYPES)[number]);
    const needles = order.type === 'ONLINE_COURSE' ? courseNeedles : [q];
    const holds = (s: number) => alive[s] === 1 && store.holds(s, needles);
    const isOpen = open(order.type);
    // The entries whose words may hold the needles, in the type's order: each is checked, and the reads stop once they
    // have what they need (1,001 to count, `take` of each part).
    const seq = store.candidates(t, needles) ?? order.slots;
    const matched: number[] = [];
    let first = 0;
    if (order.type === 'TICKET_TIER') {
      // A tier starting over the longest run before now has ended, unless it has no end (openEnded, in order): the count
      // starts there, not at the first tier of the whole order, months before now.
      const since = nowUs - order.longestUs;
      first = firstAtLeast(seq, since);
      for (const s of order.openEnded) if (starts[s]! < since && matched.length <= COUNTED_UP_TO && holds(s)) matched.push(s);
    }
    for (let i = first; i < seq.length && matched.length <= COUNTED_UP_TO; i++) if (isOpen(seq[i]!) && holds(seq[i]!)) matched.push(seq[i]!);
    if (matched.length <= COUNTED_UP_TO) {
      total += matched.length;
      entries.set(order.type, entryList(store, order.type, partsOf(order, Int32Array.from(matched), false, undefined)));
      continue;
    }
    // More than the bound: the type's parts read in its order (the repository's walk reads its entries whatever their time).
    total += COUNTED_UP_TO;
    atLeast = true;
    // Candidates that are most of the order (words every entry holds: "nha to chuc") are read as the order itself, whose
    // read of what happens now skips the blocks over (weeks of tiers before now, a list of candidates checks each).
    const walk = seq.length * 2 >= order.slots.length ? order.slots : seq;
    entries.set(order.type, entryList(store, order.type, partsOf(order, walk, true, holds)));
  }
  return atLeast ? { entries, total, totalAtLeast: true } : { entries, total };
}

/** The first index from `from` at which `after` holds (it holds from some index on). */
function search(seq: Int32Array, from: number, after: (slot: number) => boolean): number {
  let lo = from;
  let hi = seq.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (after(seq[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** How many of `sorted` are at most `x`. */
export function upperBound(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Entries made lately, by slot (a slot's entry never changes: a changed entry takes another slot). Deep pages read the
 * first few hundred entries of each type every time; their ids and titles are decoded from the columns once.
 */
const recentEntries = new WeakMap<MirrorStore, Map<number, IndexedEntry>>();
const RECENT_ENTRIES = 16_384;

/** A type's entries as the merge reads them (products.ts): each made when first read, most of a deep page's never. */
function entryList(store: MirrorStore, type: string, slots: Int32Array) {
  const c = store.columns;
  let recent = recentEntries.get(store);
  if (!recent) recentEntries.set(store, (recent = new Map()));
  const kept = recent;
  const made: (IndexedEntry | undefined)[] = [];
  return {
    length: slots.length,
    at(i: number): IndexedEntry | undefined {
      if (i < 0 || i >= slots.length) return undefined;
      const s = slots[i]!;
      const entry = made[i] ?? kept.get(s);
      if (entry) return (made[i] = entry);
      const startsUs = c.starts[s]!;
      const fresh = {
        productItemType: type,
        productItemId: store.idOf(s),
        title: store.titleOf(s),
        startsAt: startsUs === startsUs ? new Date(Math.floor(startsUs / 1000)) : null,
      };
      if (kept.size >= RECENT_ENTRIES) kept.clear();
      kept.set(s, fresh);
      made[i] = fresh;
      return fresh;
    },
  };
}
