import { useQuery } from '@tanstack/react-query';
import type { CategoryDto, CategoryListQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { useMemo } from 'react';
import { callApi } from '../../lib/api';
import { buildCategoryTree } from './category-tree';
import { queryKeysFactory } from '../../lib/query-keys';

/** The most the category list sends in one page: the whole tree usually fits. */
export const CATEGORY_PAGE_LIMIT = 500;
/** The kinds of host are few: one page of this many holds them all. */
export const HOST_CATEGORY_LIMIT = 100;
/** Which categories to ask for: people get the active ones, admins may ask for all. */
export type CategoryStatusFilter = 'PUBLIC' | 'ALL';

type ListQuery = Partial<Omit<CategoryListQuery, 'rootOnly' | 'sort'>> & { rootOnly?: boolean };

const keys = queryKeysFactory('categories');
export const categoryKeys = {
  ...keys,
  tree: (status: CategoryStatusFilter) => keys.key('tree', status),
  roots: () => keys.key('roots'),
  /** The kinds of host (Giảng viên, Diễn giả…), as everyone sees them. */
  hostCategories: () => keys.key('host-categories'),
};

export const categoriesApi = {
  list: (query: ListQuery, signal?: AbortSignal) => callApi(calls.categories.list, { query }, { signal }),
  /** Every category, in tree order (more pages are fetched only for a very large tree). */
  listAll: async (status: CategoryStatusFilter, signal?: AbortSignal): Promise<CategoryDto[]> => {
    const query: ListQuery = { status: status === 'ALL' ? 'ALL' : undefined, limit: CATEGORY_PAGE_LIMIT };
    const first = await categoriesApi.list({ ...query, page: 1 }, signal);
    const rows = [...first.data];
    for (let page = 2; page <= first.meta.totalPages; page += 1) rows.push(...(await categoriesApi.list({ ...query, page }, signal)).data);
    return rows;
  },
  /** The kinds of host, in display order. */
  hostCategories: (signal?: AbortSignal) => callApi(calls.hostCategories.list, { query: { limit: HOST_CATEGORY_LIMIT } }, { signal }),
};

/** The whole category list and the tree built from it. */
export function useCategoryTree(status: CategoryStatusFilter = 'PUBLIC') {
  const query = useQuery({ queryKey: categoryKeys.tree(status), queryFn: ({ signal }) => categoriesApi.listAll(status, signal) });
  const tree = useMemo(() => buildCategoryTree(query.data ?? []), [query.data]);
  return { ...query, tree };
}

/** The root categories (active ones), e.g. for filter chips. */
export function useRootCategories() {
  return useQuery({
    queryKey: categoryKeys.roots(),
    queryFn: ({ signal }) => categoriesApi.list({ rootOnly: true, limit: CATEGORY_PAGE_LIMIT }, signal),
    staleTime: 5 * 60_000,
  });
}

/** The kinds of host (public list, in display order), e.g. for a select. */
export function useHostCategoryOptions() {
  return useQuery({
    queryKey: categoryKeys.hostCategories(),
    queryFn: ({ signal }) => categoriesApi.hostCategories(signal),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
  });
}
