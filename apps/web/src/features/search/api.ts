import { PRODUCT_SHELVES, type SearchKind, type SearchResultDto } from '@market/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { queryKeysFactory } from '../../lib/query-keys';

/** Searches need two characters at least (the server's rule). */
export const MIN_SEARCH_LENGTH = 2;

export const searchKeys = queryKeysFactory('search');

/** Results grouped by kind; idle until the words are long enough. */
export function useSearch(q: string, options: { kinds?: readonly SearchKind[] | null; limit: number }) {
  const kinds = options.kinds ?? null;
  return useQuery({
    queryKey: searchKeys.list({ q, kinds: kinds?.join(',') ?? 'all', limit: options.limit }),
    queryFn: ({ signal }): Promise<SearchResultDto> =>
      callApi(calls.search.search, { query: { q, limit: options.limit, ...(kinds ? { kinds: kinds.join(',') } : {}) } }, { signal }),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The list page of a kind, where "see all" goes with the same words. */
export const KIND_PAGES: Partial<Record<SearchKind, string>> = {
  EVENT: '/events',
  HOST: '/hosts',
  // A product kind's list page is its homepage shelf's, as the contract declares it.
  ...Object.fromEntries(PRODUCT_SHELVES.map((shelf) => [shelf.type, shelf.link])),
};
