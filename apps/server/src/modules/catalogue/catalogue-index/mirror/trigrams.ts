/**
 * Which slots' words hold each trigram (three characters one after the other), as one array of slots per trigram
 * (compressed sparse rows: `starts` into `slots`). A trigram is of characters folded to 64 symbols (letters, digits,
 * space, and the rest shared among 27): it only narrows the slots to check, the check itself (`includes`) decides, so a
 * shared symbol costs a few more checks and never an answer.
 */
export interface Trigrams {
  /** Slots (ascending) holding every trigram given (ids of trigramsOf). */
  intersect(ids: readonly number[]): Uint32Array;
  /** How many slots hold the trigram. */
  count(id: number): number;
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

function eachTrigram(text: string, visit: (id: number) => void): void {
  if (text.length < 3) return;
  let a = symbol(text.charCodeAt(0));
  let b = symbol(text.charCodeAt(1));
  for (let i = 2; i < text.length; i++) {
    const c = symbol(text.charCodeAt(i));
    visit((a * SYMBOLS + b) * SYMBOLS + c);
    a = b;
    b = c;
  }
}

/** The distinct trigrams of a needle (none under three characters). */
export function trigramsOf(text: string): number[] {
  const ids = new Set<number>();
  eachTrigram(text, (id) => ids.add(id));
  return [...ids];
}

/** The index of `words[0..size)` (a slot's trigrams counted once). */
export function createTrigrams(words: readonly string[], size: number): Trigrams {
  const starts = new Uint32Array(TRIGRAMS + 1);
  const lastSeen = new Int32Array(TRIGRAMS).fill(-1);
  for (let slot = 0; slot < size; slot++) {
    eachTrigram(words[slot]!, (id) => {
      if (lastSeen[id] === slot) return;
      lastSeen[id] = slot;
      starts[id + 1]!++;
    });
  }
  for (let id = 0; id < TRIGRAMS; id++) starts[id + 1]! += starts[id]!;
  const slots = new Uint32Array(starts[TRIGRAMS]!);
  const next = starts.slice(0, TRIGRAMS);
  lastSeen.fill(-1);
  for (let slot = 0; slot < size; slot++) {
    eachTrigram(words[slot]!, (id) => {
      if (lastSeen[id] === slot) return;
      lastSeen[id] = slot;
      slots[next[id]!++] = slot;
    });
  }
  const list = (id: number) => slots.subarray(starts[id]!, starts[id + 1]!);
  return {
    bytes: starts.byteLength + slots.byteLength,
    count: (id) => starts[id + 1]! - starts[id]!,
    intersect(ids) {
      const lists = ids.map(list).sort((a, b) => a.length - b.length);
      let out: Uint32Array = Uint32Array.from(lists[0] ?? []);
      // Each further list is searched from where the last match was (galloping), so a short list against a long one costs
      // the short one's length times a logarithm, not the long one's length.
      for (let l = 1; l < lists.length && out.length; l++) {
        const other = lists[l]!;
        let n = 0;
        let lo = 0;
        for (let i = 0; i < out.length; i++) {
          const x = out[i]!;
          let step = 1;
          let hi = lo;
          while (hi < other.length && other[hi]! < x) {
            lo = hi + 1;
            hi += step;
            step *= 2;
          }
          hi = Math.min(hi, other.length);
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (other[mid]! < x) lo = mid + 1;
            else hi = mid;
          }
          if (lo < other.length && other[lo] === x) out[n++] = x;
        }
        out = out.subarray(0, n);
      }
      return out;
    },
  };
}
