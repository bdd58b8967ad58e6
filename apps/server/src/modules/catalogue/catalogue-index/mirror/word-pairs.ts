/**
 * Which words of the index follow which in some entry, as a Bloom filter (bits set by four hashes of each pair): it may
 * say yes of a pair no entry holds (seldom, about one in forty), never no of one an entry holds. A phrase whose pairs are
 * not all there is held by no entry, so that a search stops at its page of entries holding the words instead of reading
 * every one for the phrase (search-find.ts). Eight bits a pair of the load (about a byte a word of the entries' texts).
 */
const PROBES = 4;

function hashOf(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h ^ b, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}
/** The second hash (odd: the probes rarely meet). */
const stepOf = (h: number) => (Math.imul(h, 0x27d4eb2d) ^ (h >>> 15)) | 1;

/** The pairs of consecutive words of each slot (its words tokens[tokenStart[s]] to tokens[tokenStart[s + 1]]). */
export function wordPairs(tokens: Int32Array, tokenStart: Uint32Array, n: number): Uint32Array {
  const pairs = Math.max(0, tokenStart[n]! - n);
  const bits = new Uint32Array(Math.max(1, Math.ceil(pairs / 4)));
  const size = bits.length * 32;
  for (let s = 0; s < n; s++) {
    for (let i = tokenStart[s]! + 1; i < tokenStart[s + 1]!; i++) {
      const h = hashOf(tokens[i - 1]!, tokens[i]!);
      const step = stepOf(h);
      for (let p = 0; p < PROBES; p++) {
        const bit = ((h + Math.imul(p, step)) >>> 0) % size;
        bits[bit >>> 5]! |= 1 << (bit & 31);
      }
    }
  }
  return bits;
}

/** Whether word b may follow word a in some slot (false: in none). */
export function mayFollow(bits: Uint32Array, a: number, b: number): boolean {
  const size = bits.length * 32;
  const h = hashOf(a, b);
  const step = stepOf(h);
  for (let p = 0; p < PROBES; p++) {
    const bit = ((h + Math.imul(p, step)) >>> 0) % size;
    if ((bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}
