/** What a kept value costs beyond its bytes (its entry, its key, its buffers). */
const ENTRY_BYTES = 200;

interface Kept<T> {
  version: string;
  value: T;
  bytes: number;
}

/**
 * Values written from rows (bytes of text, mostly), kept in the process per row id and the version
 * of the row they were read from, least recently read dropped first once past `maxBytes`. A caller
 * reads the versions of the rows it needs, asks for each `current(id, version)`, and reads again
 * only what is missing or older: the rows decide what is current, so nothing needs telling when they change.
 */
export function createVersionedBytes<T>(maxBytes: number) {
  const kept = new Map<string, Kept<T>>();
  let bytes = 0;

  function drop(id: string, entry: Kept<T>) {
    kept.delete(id);
    bytes -= entry.bytes;
  }

  return {
    /** The value kept for `id` in this version (now the most recently read), else undefined. */
    current(id: string, version: string): T | undefined {
      const entry = kept.get(id);
      if (entry?.version !== version) return undefined;
      kept.delete(id);
      kept.set(id, entry);
      return entry.value;
    },
    keep(id: string, version: string, value: T, valueBytes: number) {
      const before = kept.get(id);
      if (before) drop(id, before);
      const entry = { version, value, bytes: valueBytes + ENTRY_BYTES };
      kept.set(id, entry);
      bytes += entry.bytes;
      for (const [oldest, old] of kept) {
        if (bytes <= maxBytes) break;
        drop(oldest, old);
      }
    },
    /** How many values are kept, and their bytes. */
    get size() {
      return { count: kept.size, bytes };
    },
  };
}
