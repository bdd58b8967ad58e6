/** The first index in [lo, hi) of the ascending `list` whose slot is `target` or more (hi: none): galloping from lo. */
export function gallop(list: Int32Array, lo: number, hi: number, target: number): number {
  if (lo >= hi || list[lo]! >= target) return lo;
  // Steps doubling from lo while below target, then a binary search within the last step: cheap when the answer is near.
  let below = lo;
  let step = 1;
  while (below + step < hi && list[below + step]! < target) {
    below += step;
    step *= 2;
  }
  let low = below + 1;
  let high = Math.min(below + step, hi);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! >= target) high = mid;
    else low = mid + 1;
  }
  return low;
}

const NONE = 0x7fffffff;

/**
 * The slots every term holds, ascending, each found once: a term is one ascending list of slots (an index's word) or
 * several (the words starting alike: a slot holds the term when one of them holds it). The lists are walked together,
 * each skipping by galloping to the slot the others are at (a leapfrog join): reading only as far as the caller asks, a
 * question stops once its page is filled instead of merging whole lists first. Reused question after question (no
 * allocation once grown); the caller adds the rarest term first (it leads the walk).
 */
export class SlotWalk {
  private lists: Int32Array[] = [];
  private starts: number[] = [];
  private ends: number[] = [];
  private at: number[] = [];
  /** Past the last list of each term. */
  private termEnds: number[] = [];
  private members = 0;
  private terms = 0;
  private from = 0;

  /** No terms. */
  clear(): void {
    this.members = 0;
    this.terms = 0;
  }

  /** Adds a list to the term being built: `list`'s slots in [start, end). */
  addList(list: Int32Array, start: number, end: number): void {
    const m = this.members++;
    this.lists[m] = list;
    this.starts[m] = start;
    this.ends[m] = end;
    this.at[m] = start;
  }

  /** Ends the term being built (its lists added since the last one; none: a term no slot holds). */
  endTerm(): void {
    this.termEnds[this.terms++] = this.members;
  }

  get termCount(): number {
    return this.terms;
  }

  /** Walks again from `from` on (the lists read from their start again, so any slot order of seeks works). */
  seek(from: number): void {
    this.from = from;
    for (let m = 0; m < this.members; m++) this.at[m] = this.starts[m]!;
  }

  /** The term's least slot at `target` or more (NONE: none left), its lists moved there. */
  private head(term: number, target: number): number {
    let least = NONE;
    for (let m = term === 0 ? 0 : this.termEnds[term - 1]!; m < this.termEnds[term]!; m++) {
      const list = this.lists[m]!;
      const end = this.ends[m]!;
      const i = gallop(list, this.at[m]!, end, target);
      this.at[m] = i;
      if (i < end && list[i]! < least) least = list[i]!;
    }
    return least;
  }

  /** The next slot every term holds, below `past` (-1: none; no terms: none). */
  next(past: number): number {
    const terms = this.terms;
    if (terms === 0) return -1;
    let target = this.from;
    let agree = 0;
    for (let t = 0; ; t = t + 1 === terms ? 0 : t + 1) {
      const slot = this.head(t, target);
      if (slot >= past || slot === NONE) return -1;
      if (slot === target) agree++;
      else {
        target = slot;
        agree = 1;
      }
      if (agree === terms) {
        this.from = target + 1;
        return target;
      }
    }
  }
}

/**
 * The slots in [first, past) every term holds, ascending, by bitmaps (bit s of a word's bitmap: slot s holds the word; the
 * bitmaps `words` 32-bit words long each, one after the other in `bits`): a term is one or more bitmaps (at `offsets`
 * [termStart, termEnd), one term per entry of `termEnds`). For words most slots hold, ANDing 32 slots at a time costs less
 * than walking their lists. `visit` answers false to stop.
 */
export function scanBitmaps(
  bits: Uint32Array,
  offsets: readonly number[],
  termEnds: readonly number[],
  first: number,
  past: number,
  visit: (slot: number) => boolean,
): void {
  if (first >= past || termEnds.length === 0) return;
  const lastWord = (past - 1) >>> 5;
  for (let w = first >>> 5; w <= lastWord; w++) {
    let x = -1;
    for (let t = 0, m = 0; t < termEnds.length && x !== 0; t++) {
      let y = 0;
      for (; m < termEnds[t]!; m++) y |= bits[offsets[m]! + w]!;
      x &= y;
      m = termEnds[t]!;
    }
    if (w === first >>> 5) x &= -1 << (first & 31);
    if (w === lastWord && (past & 31) !== 0) x &= (1 << (past & 31)) - 1;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      if (!visit((w << 5) + 31 - Math.clz32(low))) return;
    }
  }
}

/**
 * The bitmaps (see scanBitmaps) of the words at least `min` slots hold: `offsets` maps such a word to its bitmap's place in
 * `bits`. A word's bitmap (a bit a slot) is no bigger than half its list then, when `min` is a sixteenth of the slots.
 */
export function denseBitmaps(postStart: Uint32Array, posts: Int32Array, n: number, min: number) {
  const words = (n + 31) >>> 5;
  const dense: number[] = [];
  for (let w = 0; w + 1 < postStart.length; w++) if (postStart[w + 1]! - postStart[w]! >= min) dense.push(w);
  const bits = new Uint32Array(dense.length * words);
  const offsets = new Map<number, number>();
  dense.forEach((w, i) => {
    offsets.set(w, i * words);
    for (let p = postStart[w]!; p < postStart[w + 1]!; p++) bits[i * words + (posts[p]! >>> 5)]! |= 1 << (posts[p]! & 31);
  });
  return { bits, offsets };
}
