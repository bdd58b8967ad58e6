import type { PageMeta } from '@market/contract';

/** A page's meta; `totalAtLeast`: more than `total` match (counted no further). */
export function pageMeta(query: { page: number; limit: number }, total: number, totalAtLeast = false): PageMeta {
  const meta: PageMeta = { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
  return totalAtLeast ? { ...meta, totalAtLeast } : meta;
}

export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}
