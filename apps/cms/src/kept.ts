/**
 * Rendered entries (`{ id, attributes }` as JSON bytes) kept in memory between reads, so that a computed list only asks
 * PostgreSQL for its page's ids and splices the entries it already rendered into the answer. An entry is kept under its
 * type, id (or singleton locale), publication state and the shape asked (fields and populate), with the content types
 * its rendering shows (its tags: its own type, every populated target's, the files'). The answer cache drops them with
 * its answers: on a write here, and on another process's NOTIFY.
 *
 * A read takes `generation` before it reads the database and stores what it rendered only if no drop happened since:
 * a rendering read before a write is never kept after the write's notice.
 */
interface Kept {
  bytes: Buffer;
  tags: readonly string[];
  size: number;
}

/** What an entry's key and bookkeeping cost besides its bytes (a rough figure for the bound). */
const OVERHEAD = 96;

export class KeptEntries {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;
  private current = 0;
  /** Only while the answer cache listens: without the notices, a kept entry could outlive a write elsewhere. */
  listening = false;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0 && this.listening;
  }

  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Kept | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Least recently used first out: a hit moves to the end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, bytes: Buffer, tags: readonly string[], generation: number): void {
    if (!this.enabled || generation !== this.current) return;
    const size = bytes.length + key.length + OVERHEAD;
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.size;
    }
    while (this.bytes + size > this.maxBytes) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Kept];
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
    this.entries.set(key, { bytes, tags, size });
    this.bytes += size;
  }

  /** Drops the entries whose rendering shows any of the types (a write to one of them may change it). */
  drop(tags: readonly string[]): void {
    this.current += 1;
    const dropped = new Set(tags);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((t) => dropped.has(t))) {
        this.entries.delete(key);
        this.bytes -= entry.size;
      }
    }
  }

  clear(): void {
    this.current += 1;
    this.entries.clear();
    this.bytes = 0;
  }
}
