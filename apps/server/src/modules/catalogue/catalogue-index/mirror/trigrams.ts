import type { TextColumn } from './text-column.js';

/**
 * Which slots' words hold each trigram (three bytes of their UTF-8 one after the other), as one array of slots per trigram
 * (compressed sparse rows: `starts` into `slots`), in the order the slots were given. A trigram is of bytes folded to 64 symbols (letters, digits,
 * space, and the rest, other bytes of UTF-8 too, shared among 27): it only narrows the slots to check, the check itself (`includes`) decides, so a
 * shared symbol costs a few more checks and never an answer.
 */
export interface Trigrams {
  /**
   * The slots holding the rarest of the trigrams given (ids of trigramsOf), in the order indexed. Checking them one by one
   * costs about what intersecting the lists would, and they come in order, so a read stops as soon as it has enough.
   */
  fewest(ids: readonly number[]): Int32Array;
  /**
   * The slots holding every trigram given, in the order indexed: the lists intersected from the rarest up, until
   * `enough` are left (the words check the rest). Worth it when few of the rarest list hold the needle, the
   * words then checking far fewer slots; `fewest` when many do, as a read stops at its first 1,001.
   */
  every(ids: readonly number[], enough: number): Int32Array;
  /** The slots holding the trigram, in the order indexed. */
  list(id: number): Int32Array;
  readonly bytes: number;
}

const SYMBOLS = 64;
const TRIGRAMS = SYMBOLS * SYMBOLS * SYMBOLS;

function symbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 48 + 27;
  if (code === 32) return 0;
  return 37 + (code % 27);
}

/** Visits the grams of `gram` bytes (three; two: a bigram, id a * SYMBOLS + b) of bytes[from, to). */
function eachTrigram(bytes: Uint8Array, from: number, to: number, visit: (id: number) => void, gram: 2 | 3 = 3): void {
  if (to - from < gram) return;
  if (gram === 2) {
    for (let i = from + 1; i < to; i++) visit(symbol(bytes[i - 1]!) * SYMBOLS + symbol(bytes[i]!));
    return;
  }
  let a = symbol(bytes[from]!);
  let b = symbol(bytes[from + 1]!);
  for (let i = from + 2; i < to; i++) {
    const c = symbol(bytes[i]!);
    visit((a * SYMBOLS + b) * SYMBOLS + c);
    a = b;
    b = c;
  }
}

/** The distinct trigrams of a needle's UTF-8 (none under three bytes). */
export function trigramsOf(text: string): number[] {
  const ids = new Set<number>();
  const bytes = Buffer.from(text);
  eachTrigram(bytes, 0, bytes.length, (id) => ids.add(id));
  return [...ids];
}

/** The bigram of a needle of two bytes (a course's word "da", which has no trigram), for an index of bigrams; else undefined. */
export function bigramOf(text: string): number | undefined {
  const bytes = Buffer.from(text);
  let id: number | undefined;
  if (bytes.length === 2) eachTrigram(bytes, 0, 2, (bigram) => (id = bigram), 2);
  return id;
}

/**
 * The index of the slots given, in their order (each list keeps it: a type's order, for the mirror); `gram` 2: of
 * bigrams instead (ids of bigramOf).
 */
export function createTrigrams(words: TextColumn, order: Int32Array, gram: 2 | 3 = 3): Trigrams {
  const { bytes, start, length } = words;
  const starts = new Uint32Array(TRIGRAMS + 1);
  const lastSeen = new Int32Array(TRIGRAMS);
  /** Each gram of every slot's words once a slot, in the order's order (two passes: count, then fill). */
  const eachOnce = (each: (id: number, slot: number) => void) => {
    lastSeen.fill(-1);
    for (const slot of order) {
      eachTrigram(
        bytes,
        start[slot]!,
        start[slot]! + length[slot]!,
        (id) => {
          if (lastSeen[id] === slot) return;
          lastSeen[id] = slot;
          each(id, slot);
        },
        gram,
      );
    }
  };
  eachOnce((id) => starts[id + 1]!++);
  for (let id = 0; id < TRIGRAMS; id++) starts[id + 1]! += starts[id]!;
  const slots = new Int32Array(starts[TRIGRAMS]!);
  const next = starts.slice(0, TRIGRAMS);
  eachOnce((id, slot) => {
    slots[next[id]!++] = slot;
  });
  return {
    bytes: starts.byteLength + slots.byteLength,
    fewest(ids) {
      let best = -1;
      for (const id of ids) if (best < 0 || starts[id + 1]! - starts[id]! < starts[best + 1]! - starts[best]!) best = id;
      return slots.subarray(starts[best]!, starts[best + 1]!);
    },
    every(ids, enough) {
      return narrowest(
        [...new Set(ids)].map((id) => slots.subarray(starts[id]!, starts[id + 1]!)),
        enough,
      );
    },
    list: (id) => slots.subarray(starts[id]!, starts[id + 1]!),
  };
}

/** Intersections keeping more than this share of the slots are of lists holding much the same slots. */
const KEPT_SHARE = 0.75;
/** How many such intersections end the narrowing. */
const KEPT_STEPS = 2;

/**
 * The slots every list holds (lists of ascending slots), intersected from the shortest up until `enough` are left, or
 * until the lists stop narrowing them: a step costs about a fifth of checking each slot's words, and the trigrams of
 * one phrase ("lop hoc tieng nh") are mostly held by the same entries, so that twenty steps cost more than the checks
 * they were to save.
 */
export function narrowest(lists: readonly Int32Array[], enough: number): Int32Array {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let out: Int32Array = sorted[0]!;
  let idle = 0;
  for (let i = 1; i < sorted.length && out.length > enough && idle < KEPT_STEPS; i++) {
    const before = out.length;
    out = intersect(out, sorted[i]!);
    if (out.length > before * KEPT_SHARE) idle++;
  }
  return out;
}

/**
 * The slots of `a` also in `b`, both ascending (a list's slots are the type's order, loaded in that order), galloping
 * through `b`: about |a|·log(|b|/|a|) steps.
 */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let k = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    const x = a[i]!;
    if (b[j]! < x) {
      let step = 1;
      let hi = j + 1;
      while (hi < b.length && b[hi]! < x) {
        j = hi;
        step *= 2;
        hi = j + step;
      }
      let lo = j + 1;
      hi = Math.min(hi, b.length);
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (b[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      j = lo;
    }
    if (j < b.length && b[j] === x) out[k++] = x;
  }
  return out.slice(0, k);
}
