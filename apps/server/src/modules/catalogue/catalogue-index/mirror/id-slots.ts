/**
 * Entry ids (uuids) as four 32-bit words each, and a type's table from id to slot. A million ids as strings in a
 * Map<string, number> cost about 150 bytes each of V8's heap, which `npm start` bounds; as words in typed arrays (outside
 * it) they cost 16 bytes, and the table 8 to 16 more.
 */

function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/** Writes the uuid's 128 bits, most significant first, at `into[at..at + 4)` (their order is PostgreSQL's uuid order). */
export function parseUuid(text: string, into: Uint32Array, at: number): void {
  let word = 0;
  let digits = 0;
  let k = at;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 45) continue;
    const n = nibble(code);
    if (n < 0 || k === at + 4) throw new Error(`not a uuid: ${text}`);
    word = (word << 4) | n;
    if (++digits === 8) {
      into[k++] = word >>> 0;
      word = 0;
      digits = 0;
    }
  }
  if (k !== at + 4 || digits) throw new Error(`not a uuid: ${text}`);
}

const HEX_DIGITS = Buffer.from('0123456789abcdef');
const scratch = Buffer.alloc(36, 45);

/** The uuid at `words[at..at + 4)` as PostgreSQL writes it (lower case, 8-4-4-4-12). */
export function formatUuid(words: Uint32Array, at: number): string {
  let p = 0;
  for (let k = 0; k < 4; k++) {
    const w = words[at + k]!;
    for (let shift = 28; shift >= 0; shift -= 4) {
      if (p === 8 || p === 13 || p === 18 || p === 23) p++;
      scratch[p++] = HEX_DIGITS[(w >>> shift) & 15]!;
    }
  }
  return scratch.toString('latin1', 0, 36);
}

/** The order of two ids (memcmp of their bytes, as PostgreSQL compares uuids and as their text sorts). */
export function compareIds(words: Uint32Array, a: number, b: number): number {
  for (let k = 0; k < 4; k++) {
    const x = words[a + k]!;
    const y = words[b + k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function sameId(x: Uint32Array, a: number, y: Uint32Array, b: number): boolean {
  return x[a] === y[b] && x[a + 1] === y[b + 1] && x[a + 2] === y[b + 2] && x[a + 3] === y[b + 3];
}

// Test fixtures' ids differ in their last digits only, version 7 ids in their first: every word is mixed in.
function hashOf(words: Uint32Array, at: number): number {
  let h = Math.imul(words[at]!, 0x85ebca6b) ^ Math.imul(words[at + 1]!, 0xc2b2ae35);
  h ^= Math.imul(words[at + 2]!, 0x27d4eb2f) ^ Math.imul(words[at + 3]!, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

const EMPTY = -1;

/**
 * A type's live ids → their slot, open addressing with linear probing over the slots themselves (an id is read from the
 * slot's words, `ids()` being the store's current array of them). Removal shifts the run back, so no tombstones build up.
 */
export class IdSlots {
  private table: Int32Array;
  private mask: number;
  private count = 0;

  constructor(
    private readonly ids: () => Uint32Array,
    expected = 0,
  ) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.table = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  /** The slot holding the id at `words[at..at + 4)`, or -1. */
  find(words: Uint32Array, at: number): number {
    const i = this.indexOf(words, at);
    return i < 0 ? -1 : this.table[i]!;
  }

  /** The slot's id now names the slot; answers the slot it named before, or -1. */
  put(slot: number): number {
    const ids = this.ids();
    const at = slot * 4;
    const table = this.table;
    for (let i = hashOf(ids, at) & this.mask; ; i = (i + 1) & this.mask) {
      const s = table[i]!;
      if (s === EMPTY) {
        table[i] = slot;
        if (++this.count * 2 > table.length) this.grow();
        return -1;
      }
      if (sameId(ids, s * 4, ids, at)) {
        table[i] = slot;
        return s;
      }
    }
  }

  /** Forgets the id at `words[at..at + 4)`; answers the slot it named, or -1. */
  remove(words: Uint32Array, at: number): number {
    let i = this.indexOf(words, at);
    if (i < 0) return -1;
    const table = this.table;
    const mask = this.mask;
    const ids = this.ids();
    const removed = table[i]!;
    // Backward shift: each later entry of the run moves into the hole unless its home lies cyclically in (hole, it].
    for (let j = (i + 1) & mask; table[j] !== EMPTY; j = (j + 1) & mask) {
      const home = hashOf(ids, table[j]! * 4) & mask;
      const stays = i <= j ? i < home && home <= j : i < home || home <= j;
      if (stays) continue;
      table[i] = table[j]!;
      i = j;
    }
    table[i] = EMPTY;
    this.count--;
    return removed;
  }

  private indexOf(words: Uint32Array, at: number): number {
    const ids = this.ids();
    const table = this.table;
    for (let i = hashOf(words, at) & this.mask; ; i = (i + 1) & this.mask) {
      const s = table[i]!;
      if (s === EMPTY) return -1;
      if (sameId(ids, s * 4, words, at)) return i;
    }
  }

  private grow(): void {
    const old = this.table;
    const ids = this.ids();
    this.table = new Int32Array(old.length * 2).fill(EMPTY);
    this.mask = this.table.length - 1;
    for (const s of old) {
      if (s === EMPTY) continue;
      let i = hashOf(ids, s * 4) & this.mask;
      while (this.table[i] !== EMPTY) i = (i + 1) & this.mask;
      this.table[i] = s;
    }
  }
}
