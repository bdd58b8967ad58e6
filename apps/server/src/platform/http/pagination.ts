import type { PageMeta } from '@market/contract';

export function pageMeta(query: { page: number; limit: number }, total: number): PageMeta {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}
