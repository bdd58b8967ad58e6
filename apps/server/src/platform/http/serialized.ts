import type { PageMeta, Paged } from '@market/contract';

/**
 * An answer already written as JSON (by PostgreSQL, for a hot list), byte for byte what the call's
 * response schema would write for the `T` it stands for: sent as it is, without serialising again.
 */
export class Serialized<T> {
  declare readonly answer?: T;
  constructor(readonly json: string) {}
}

/** A page whose items are already a JSON array (`itemsJson`), with its meta, as the contract's `paged(...)` schema writes it. */
export const serializedPage = <T>(itemsJson: string, meta: PageMeta): Serialized<Paged<T>> =>
  new Serialized(`{"data":${itemsJson},"meta":{"page":${meta.page},"limit":${meta.limit},"total":${meta.total},"totalPages":${meta.totalPages}}}`);
