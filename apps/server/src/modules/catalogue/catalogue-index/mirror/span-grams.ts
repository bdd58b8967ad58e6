import type { TextColumn } from './text-column.js';

/**
 * Which slots' words hold each span around a space: up to three bytes of the word before it, the space, up to three
 * bytes of the word after (a shorter word whole). The listing's `q` is one needle, words and all: a phrase of common
 * words ("workshop nha to chuc") has each of its trigrams in many entries and is held by few, so that the trigrams leave
 * thousands of entries to check, a number growing with the catalogue. A span ties two neighbouring words together
 * ("hop nha"), as rare as the pair itself. Spans are hashed to BUCKETS lists (a shared list costs a few more checks,
 * never an answer: `includes` decides), and a span more than a sixteenth of the slots hold keeps no list (it narrows no
 * more than the trigrams do, and such spans would be most of the bytes).
 */
export interface SpanGrams {
  /** The slots holding the span (a bucket of spansOf), in the order indexed; undefined: a common span, not kept. */
  list(id: number): Int32Array | undefined;
  readonly bytes: number;
}

const BITS = 16;
const BUCKETS = 1 << BITS;
const SPACE = 32;
/** Bytes on each side of the space. */
const SIDE = 3;
/** A span held by more slots than this share of them (and more than DROP_MIN) keeps no list. */
const DROP_SHARE = 16;
const DROP_MIN = 1024;

/** The bucket of the span bytes[from, to). */
function bucketOf(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 16)) & (BUCKETS - 1);
}

/**
 * Visits the span of each space of bytes[from, to). `whole`: the bytes are a whole text; otherwise a needle, some
 * text's bytes somewhere inside it, so a span cut by the needle's ends (a side short of SIDE bytes without a space
 * before it) is not the text's and is left out.
 */
function eachSpan(bytes: Uint8Array, from: number, to: number, whole: boolean, visit: (id: number) => void): void {
  for (let p = from; p < to; p++) {
    if (bytes[p] !== SPACE) continue;
    let a = p;
    while (a > from && p - a < SIDE && bytes[a - 1] !== SPACE) a--;
    let b = p + 1;
    while (b < to && b - p - 1 < SIDE && bytes[b] !== SPACE) b++;
    if (!whole && ((a === from && p - a < SIDE) || (b === to && b - p - 1 < SIDE))) continue;
    visit(bucketOf(bytes, a, b));
  }
}

/** The buckets of the spans a needle's text tells whole (none without a space inside it). */
export function spansOf(text: string): number[] {
  const ids = new Set<number>();
  const bytes = Buffer.from(text);
  eachSpan(bytes, 0, bytes.length, false, (id) => ids.add(id));
  return [...ids];
}

/** The spans of the slots given, in their order (as createTrigrams keeps it: ascending slots). */
export function createSpanGrams(words: TextColumn, order: Int32Array): SpanGrams {
  const { bytes, start, length } = words;
  const starts = new Uint32Array(BUCKETS + 1);
  const lastSeen = new Int32Array(BUCKETS).fill(-1);
  const each = (slot: number, visit: (id: number) => void) => eachSpan(bytes, start[slot]!, start[slot]! + length[slot]!, true, visit);
  for (const slot of order) {
    each(slot, (id) => {
      if (lastSeen[id] === slot) return;
      lastSeen[id] = slot;
      starts[id + 1]!++;
    });
  }
  const dropped = new Uint8Array(BUCKETS);
  const most = Math.max(DROP_MIN, order.length / DROP_SHARE);
  for (let id = 0; id < BUCKETS; id++) {
    if (starts[id + 1]! > most) {
      dropped[id] = 1;
      starts[id + 1] = 0;
    }
  }
  for (let id = 0; id < BUCKETS; id++) starts[id + 1]! += starts[id]!;
  const slots = new Int32Array(starts[BUCKETS]!);
  const next = starts.slice(0, BUCKETS);
  lastSeen.fill(-1);
  for (const slot of order) {
    each(slot, (id) => {
      if (lastSeen[id] === slot || dropped[id]) return;
      lastSeen[id] = slot;
      slots[next[id]!++] = slot;
    });
  }
  return {
    bytes: starts.byteLength + dropped.byteLength + slots.byteLength,
    list: (id) => (dropped[id] ? undefined : slots.subarray(starts[id]!, starts[id + 1]!)),
  };
}
