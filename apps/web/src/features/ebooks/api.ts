import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EbookListQuery, PageQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export const ebookKeys = queryKeysFactory('ebooks');

export const ebooksApi = {
  list: (query: Partial<EbookListQuery>, signal?: AbortSignal) => callApi(calls.ebooks.list, { query }, { signal }),
  owned: (query: Partial<PageQuery>, signal?: AbortSignal) => callApi(calls.ebooks.owned, { query }, { signal }),
  bySlug: (slug: string, signal?: AbortSignal) => callApi(calls.ebooks.bySlug, { params: { slug } }, { signal, toast: false }),
  /** A short-lived link to the file; asked only when the reader clicks (the first one marks the book as used). */
  download: (id: string) => callApi(calls.ebooks.download, { params: { id } }),
};

export function useEbooks(query: Partial<EbookListQuery>) {
  return useQuery({ queryKey: ebookKeys.list(query), queryFn: ({ signal }) => ebooksApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useEbook(slug: string) {
  return useQuery({ queryKey: ebookKeys.detail(slug), queryFn: ({ signal }) => ebooksApi.bySlug(slug, signal) });
}

/** The books the signed-in reader bought ("Sách của tôi"). */
export function useOwnedEbooks(page: number) {
  const query = { page, limit: 12 };
  return useQuery({ queryKey: ebookKeys.key('owned', query), queryFn: ({ signal }) => ebooksApi.owned(query, signal), placeholderData: keepPreviousData });
}
