import type { PageMeta, Paged } from '@market/contract';

/**
 * An answer already written as JSON (text, or its UTF-8 bytes), byte for byte what the call's
 * response schema would write for the `T` it stands for: sent as it is, without serialising again.
 * `hash` is hashOf(json) (public-cache.ts) when known: an answer handed out again unchanged is not
 * hashed again for its ETag.
 */
export class Serialized<T> {
  declare readonly answer?: T;
  constructor(
    readonly json: string | Buffer,
    readonly hash?: string,
  ) {}
}

const DATA_OPEN = Buffer.from('{"data":');

/** A page whose items are already a JSON array (`itemsJson`), with its meta, as the contract's `paged(...)` schema writes it. */
export function serializedPage<T>(itemsJson: string | Buffer, meta: PageMeta): Serialized<Paged<T>> {
  const tail = `,"meta":{"page":${meta.page},"limit":${meta.limit},"total":${meta.total},"totalPages":${meta.totalPages}}}`;
  if (typeof itemsJson === 'string') return new Serialized(`{"data":${itemsJson}${tail}`);
  return new Serialized(Buffer.concat([DATA_OPEN, itemsJson, Buffer.from(tail)]));
}
