import type { Changed, SearchBase, SearchPlace } from './search-store.js';

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

/** The slots in both ascending lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

/**
 * catalogue_search's answer for one kind (0039): the first `limit` entries holding the phrase, then those holding every word
 * but not the phrase, each in the kind's order read from `from` (none first, then from `from` on, then before it).
 * The slots read are those of the rarest word, narrowed by the lists of the other words typed whole; only the words
 * not read from lists, and the phrase, are looked for in the entries' texts.
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
  if (ks < ke) {
    const nullEnd = lower(ks, ke, (s) => !Number.isNaN(b.order[s]!));
    const boundary = lower(nullEnd, ke, (s) => b.order[s]! >= from);
    const segments: [number, number, number][] = [
      [ks, nullEnd, 0],
      [boundary, ke, 1],
      [nullEnd, boundary, 2],
    ];
    const count = ([lo, hi]: [number, number]) => b.postStart[hi]! - b.postStart[lo]!;
    const fewest = ranges.reduce((best, r) => (count(r) < count(best) ? r : best));
    const ofKind = (lo: number, hi: number) => {
      const list = b.posts.subarray(b.postStart[lo]!, b.postStart[hi]!);
      return list.subarray(
        lower(0, list.length, (i) => list[i]! >= ks),
        lower(0, list.length, (i) => list[i]! >= ke),
      );
    };
    // The slots to check: those holding the rarest word (its words' lists merged), or, when it is everywhere, every slot.
    let candidates: Int32Array | undefined;
    const read = new Set<[number, number]>();
    if (fewest[1] - fewest[0] === 1) candidates = ofKind(fewest[0], fewest[1]);
    else if (count(fewest) <= ke - ks) {
      const all: number[] = [];
      for (let p = b.postStart[fewest[0]]!; p < b.postStart[fewest[1]]!; p++) {
        const s = b.posts[p]!;
        if (s >= ks && s < ke) all.push(s);
      }
      candidates = Int32Array.from(all).sort();
    }
    if (candidates) {
      read.add(fewest);
      // The other words typed whole (one word of the index each) narrow the slots by their lists, cheaper than reading texts.
      for (const r of ranges) {
        if (read.has(r) || r[1] - r[0] !== 1) continue;
        candidates = intersect(candidates, ofKind(r[0], r[1]));
        read.add(r);
      }
    }
    // The words not read from lists are looked for among the slot's words; the phrase is words one after the other, each
    // whole but the last (a start).
    const unread = ranges.filter((r) => !read.has(r));
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
    for (const [first, past, segment] of segments) {
      if (phraseHits.length >= limit) break;
      if (!candidates) {
        for (let s = first; s < past && phraseHits.length < limit; s++) check(s, segment);
        continue;
      }
      const list = candidates;
      for (let i = lower(0, list.length, (j) => list[j]! >= first); i < list.length && list[i]! < past && phraseHits.length < limit; i++) {
        check(list[i]!, segment);
      }
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
