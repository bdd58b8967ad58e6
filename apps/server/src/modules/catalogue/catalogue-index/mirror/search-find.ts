import type { Changed, SearchBase, SearchPlace } from './search-store.js';
import { gallop, scanBitmaps, SlotWalk } from './slot-walk.js';

/** A question's words, and for each the words of the index starting so ([lo, hi)). */
export interface Question {
  words: readonly string[];
  ranges: readonly [number, number][];
  /**
   * The phrase's words but the last, as words of the index (null: one is no word of it, so no entry holds the phrase);
   * undefined for a single word (its own phrase).
   */
  whole: Int32Array | null | undefined;
}

/** A hit of one class (holding the phrase, or only the words): its place in the kind's order, and its id. */
interface Hit {
  segment: number;
  order: number;
  id: Buffer;
  idText: () => string;
}
const byPlace = (a: Hit, b: Hit) => a.segment - b.segment || a.order - b.order || Buffer.compare(a.id, b.id);

/** Whether the slot's words [start, end) hold the phrase: `whole` one after the other, then a word in `last`. */
function holdsPhrase(tokens: Int32Array, start: number, end: number, whole: Int32Array | null, last: readonly [number, number]): boolean {
  if (!whole) return false;
  outer: for (let p = start; p + whole.length < end; p++) {
    for (let j = 0; j < whole.length; j++) if (tokens[p + j] !== whole[j]) continue outer;
    const t = tokens[p + whole.length]!;
    if (t >= last[0] && t < last[1]) return true;
  }
  return false;
}

export function idText(bytes: Buffer, at: number): string {
  const hex = bytes.toString('hex', at, at + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function lower(lo: number, hi: number, past: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A term of the question in one kind: where its words' slot lists are, and how many slots they hold there. */
interface Term {
  lo: number;
  hi: number;
  count: number;
  /** Read from the lists (the others are looked for among the slots' words). */
  read: boolean;
}

/** Terms of more words than this (a start typed short: "t") are not walked word by word (see findOfKind). */
const UNION_MAX = 32;
/** Terms of at most this many words are always walked (each step gallops their lists); more only as the rarest. */
const UNION_FEW = 4;
/** Words held by at least 1 / DENSE_SHARE of a kind's slots are read by bitmaps, when they have some (scanBitmaps). */
const DENSE_SHARE = 32;
const walk = new SlotWalk();
let gathered = new Int32Array(1024);

/** Where the word's slots of the kind [ks, ke) are in `posts`: [start, end). */
function ofKind(b: SearchBase, word: number, ks: number, ke: number): [number, number] {
  const start = b.postStart[word]!;
  const end = b.postStart[word + 1]!;
  return [gallop(b.posts, start, end, ks), gallop(b.posts, start, end, ke)];
}

/** The bitmaps of the walk's terms when every word read has one (scanBitmaps' offsets and termEnds). */
const denseOffsets: number[] = [];
const denseEnds: number[] = [];

/** Adds the term's lists to the walk, gathered into one sorted list when `gather` (see planWalk); whether each has a bitmap. */
function walkTerm(b: SearchBase, term: Term, ks: number, ke: number, gather: boolean): boolean {
  let dense = !gather;
  if (gather) {
    let n = 0;
    for (let w = term.lo; w < term.hi; w++) {
      const [start, end] = ofKind(b, w, ks, ke);
      if (n + end - start > gathered.length) {
        const grown = new Int32Array(Math.max(gathered.length * 2, n + end - start));
        grown.set(gathered.subarray(0, n));
        gathered = grown;
      }
      gathered.set(b.posts.subarray(start, end), n);
      n += end - start;
    }
    gathered.subarray(0, n).sort();
    walk.addList(gathered, 0, n);
  } else {
    for (let w = term.lo; w < term.hi; w++) {
      const [start, end] = ofKind(b, w, ks, ke);
      if (start === end) continue;
      walk.addList(b.posts, start, end);
      const offset = b.dense.offsets.get(w);
      if (offset === undefined) dense = false;
      else denseOffsets.push(offset);
    }
    denseEnds.push(denseOffsets.length);
  }
  walk.endTerm();
  term.read = true;
  return dense;
}

/**
 * Which slots of the kind [ks, ke) to check, as `walk`'s terms: the words of the question that are a few words of the
 * index (their lists), and the rarest word when walking its words' lists (or, when it starts many, gathering them) costs
 * less than checking the texts of the slots of the next; the others are looked for among the slots' words. No term: every
 * slot is checked. `dense`: the words read are held by a thirty-second of the kind's slots or more, each has a bitmap
 * (denseOffsets): read by those instead. False: no slot of the kind holds a word.
 */
function planWalk(b: SearchBase, ranges: readonly [number, number][], ks: number, ke: number): { terms: Term[]; dense: boolean } | false {
  const terms: Term[] = [];
  for (const [lo, hi] of ranges) {
    if (lo === hi) return false;
    if (terms.some((t) => t.lo === lo && t.hi === hi)) continue;
    let count = 0;
    if (hi - lo <= UNION_MAX) {
      for (let w = lo; w < hi; w++) {
        const [start, end] = ofKind(b, w, ks, ke);
        count += end - start;
      }
      if (count === 0) return false;
    } else count = b.postStart[hi]! - b.postStart[lo]!;
    terms.push({ lo, hi, count, read: false });
  }
  terms.sort((x, y) => x.count - y.count);
  walk.clear();
  denseOffsets.length = 0;
  denseEnds.length = 0;
  const few = (t: Term) => t.hi - t.lo <= UNION_FEW;
  const lead = terms[0]!;
  const next = terms.find(few);
  let dense = lead.count * DENSE_SHARE >= ke - ks;
  // Each step of the walk gallops every list of a term: one of many words leads only when that costs less.
  if (lead !== next && (!next || lead.count * (lead.hi - lead.lo) < next.count)) {
    if (lead.hi - lead.lo <= UNION_MAX) dense = walkTerm(b, lead, ks, ke, false) && dense;
    else if (lead.count <= ke - ks) {
      walkTerm(b, lead, ks, ke, true);
      dense = false;
    }
  }
  if (next && walk.termCount === 0) dense = next.count * DENSE_SHARE >= ke - ks;
  for (const term of terms) if (few(term)) dense = walkTerm(b, term, ks, ke, false) && dense;
  return { terms, dense: dense && walk.termCount > 0 };
}

/**
 * catalogue_search's answer for one kind (0039): the first `limit` entries holding the phrase, then those holding every word
 * but not the phrase, each in the kind's order read from `from` (none first, then from `from` on, then before it).
 * The slots read are those every word's lists hold (walked together, only as far as the page needs); only the words not
 * read from lists, and the phrase, are looked for in the entries' texts. When no entry of the load can hold the phrase
 * (`whole` null), the first `limit` entries holding the words are the page: the walk stops there.
 */
export function findOfKind(
  b: SearchBase,
  changed: ReadonlyMap<string, Changed | null>,
  { kind, k, limit, from }: { kind: string; k: number; limit: number; from: number },
  question: Question,
): SearchPlace[] {
  const { words, ranges, whole } = question;
  const [ks, ke] = [b.kindStart[k]!, b.kindStart[k + 1]!];
  const phraseHits: Hit[] = [];
  const wordHits: Hit[] = [];
  const plan = ks < ke ? planWalk(b, ranges, ks, ke) : false;
  if (plan) {
    const nullEnd = lower(ks, ke, (s) => !Number.isNaN(b.order[s]!));
    const boundary = lower(nullEnd, ke, (s) => b.order[s]! >= from);
    const segments: [number, number, number][] = [
      [ks, nullEnd, 0],
      [boundary, ke, 1],
      [nullEnd, boundary, 2],
    ];
    // The words not read from lists are looked for among the slot's words; the phrase is words one after the other, each
    // whole but the last (a start).
    const unread = plan.terms.filter((t) => !t.read).map((t): [number, number] => [t.lo, t.hi]);
    const last = ranges[ranges.length - 1]!;
    // A Buffer's view costs more than the test: made for a hit kept only.
    const hitOf = (s: number, segment: number): Hit => ({
      segment,
      order: b.order[s]!,
      id: b.idBytes.subarray(s * 16, s * 16 + 16),
      idText: () => idText(b.idBytes, s * 16),
    });
    const check = (s: number, segment: number) => {
      if (b.dead[s]) return;
      const start = b.tokenStart[s]!;
      const end = b.tokenStart[s + 1]!;
      for (const [lo, hi] of unread) {
        let i = start;
        while (i < end && (b.tokens[i]! < lo || b.tokens[i]! >= hi)) i++;
        if (i === end) return;
      }
      if (whole === undefined || holdsPhrase(b.tokens, start, end, whole, last)) phraseHits.push(hitOf(s, segment));
      else if (wordHits.length < limit) wordHits.push(hitOf(s, segment));
    };
    const filled = () => phraseHits.length >= limit || (whole === null && wordHits.length >= limit);
    for (const [first, past, segment] of segments) {
      if (filled()) break;
      if (walk.termCount === 0) {
        for (let s = first; s < past && !filled(); s++) check(s, segment);
        continue;
      }
      if (plan.dense) {
        scanBitmaps(b.dense.bits, denseOffsets, denseEnds, first, past, (s) => {
          check(s, segment);
          return !filled();
        });
        continue;
      }
      walk.seek(first);
      for (let s = walk.next(past); s >= 0; s = filled() ? -1 : walk.next(past)) check(s, segment);
    }
  }
  // The entries changed since the load, checked one by one, merged in their places.
  const texts = words.map((w) => ` ${w}`);
  const phraseText = words.length > 1 ? ` ${words.join(' ')}` : undefined;
  for (const entry of changed.values()) {
    if (!entry || entry.kind !== k || !texts.every((t) => entry.words.includes(t))) continue;
    const o = entry.order;
    const hit: Hit = { segment: Number.isNaN(o) ? 0 : o >= from ? 1 : 2, order: o, id: entry.idBytes, idText: () => entry.id };
    if (!phraseText || entry.words.includes(phraseText)) phraseHits.push(hit);
    else wordHits.push(hit);
  }
  const first = phraseHits.sort(byPlace).slice(0, limit);
  const then = wordHits.sort(byPlace).slice(0, limit - first.length);
  return [...first, ...then].map((hit, i) => ({ kind, id: hit.idText(), place: i + 1 }));
}
