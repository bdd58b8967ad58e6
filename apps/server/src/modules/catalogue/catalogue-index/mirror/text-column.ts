/**
 * A text per slot, as UTF-8 in one growable buffer with an offset and a length per slot. Strings on V8's heap cost
 * their header and a pointer each, and `npm start` bounds that heap; the buffer lives outside it. A slot's text is
 * decoded only when read (a page's entries). UTF-8's byte order is the code points' (PostgreSQL's "C" order), and a
 * needle's bytes occur in a text's bytes exactly where the needle occurs in the text, so both are answered on bytes.
 */
export class TextColumn {
  bytes: Buffer = Buffer.alloc(0);
  used = 0;
  start = new Uint32Array(0);
  length = new Uint32Array(0);
  /** Texts written lately and where: a title shared by the entries of one parent (an event's tiers) is written once. */
  private recent = new Map<string, number>();

  constructor(private readonly bytesPerSlot = 64) {}

  /** Room for `slots` slots (the store grows its columns together). */
  reserve(slots: number): void {
    if (slots <= this.start.length) return;
    const start = new Uint32Array(slots);
    start.set(this.start);
    const length = new Uint32Array(slots);
    length.set(this.length);
    this.start = start;
    this.length = length;
    if (!this.bytes.length) this.bytes = Buffer.allocUnsafe(Math.max(4096, slots * this.bytesPerSlot));
  }

  set(slot: number, text: string, share = false): void {
    const kept = share ? this.recent.get(text) : undefined;
    if (kept !== undefined) {
      this.start[slot] = this.start[kept]!;
      this.length[slot] = this.length[kept]!;
      return;
    }
    // A UTF-16 code unit takes at most three bytes of UTF-8 (a surrogate pair's two take four).
    const most = this.used + text.length * 3;
    if (most > this.bytes.length) {
      const bytes = Buffer.allocUnsafe(Math.max(most, Math.ceil(this.bytes.length * 1.5)));
      this.bytes.copy(bytes, 0, 0, this.used);
      this.bytes = bytes;
    }
    const n = this.bytes.write(text, this.used, 'utf8');
    this.start[slot] = this.used;
    this.length[slot] = n;
    this.used += n;
    if (share) {
      if (this.recent.size >= 4096) this.recent.clear();
      this.recent.set(text, slot);
    }
  }

  /** Forgets the texts kept for sharing (their slots may be written again). */
  forgetRecent(): void {
    this.recent.clear();
  }

  get(slot: number): string {
    const from = this.start[slot]!;
    return this.bytes.toString('utf8', from, from + this.length[slot]!);
  }

  /** The order of two slots' texts by code points (PostgreSQL's "C" collation). */
  compare(a: number, b: number): number {
    const bytes = this.bytes;
    let i = this.start[a]!;
    let j = this.start[b]!;
    const n = Math.min(this.length[a]!, this.length[b]!);
    if (i === j) return this.length[a]! - this.length[b]!;
    for (const end = i + n; i < end; i++, j++) if (bytes[i] !== bytes[j]) return bytes[i]! - bytes[j]!;
    return this.length[a]! - this.length[b]!;
  }

  /** Whether the slot's text holds the needle's bytes (Horspool: a byte not in the needle skips its whole length). */
  includes(slot: number, needle: Needle): boolean {
    const bytes = this.bytes;
    const { text, skip } = needle;
    const n = text.length;
    if (!n) return true;
    const end = this.start[slot]! + this.length[slot]!;
    const last = text[n - 1];
    for (let i = this.start[slot]! + n - 1; i < end; i += skip[bytes[i]!]!) {
      if (bytes[i] !== last) continue;
      let k = n - 2;
      let j = i - 1;
      while (k >= 0 && bytes[j] === text[k]) {
        k--;
        j--;
      }
      if (k < 0) return true;
    }
    return false;
  }
}

/** A needle's UTF-8 and how far each byte lets a search skip (TextColumn.includes). */
export interface Needle {
  text: Uint8Array;
  skip: Uint8Array;
}

export function needleOf(text: string): Needle {
  const bytes = Buffer.from(text);
  const n = bytes.length;
  // A skip shorter than the needle allows is still right (a needle over 255 bytes skips 255 at most).
  const skip = new Uint8Array(256).fill(Math.min(Math.max(n, 1), 255));
  for (let k = 0; k < n - 1; k++) skip[bytes[k]!] = Math.min(n - 1 - k, 255);
  return { text: bytes, skip };
}
