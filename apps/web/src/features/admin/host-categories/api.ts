import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostCategoryBody, UpdateHostCategoryBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { categoryKeys } from '../../catalogue/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export interface HostCategoriesFilter {
  q: string;
  page: number;
}

export const HOST_CATEGORIES_PAGE_SIZE = 20;
const quiet = { toast: false } as const;

export const hostCategoryKeys = queryKeysFactory('admin', 'host-categories');

const c = calls.hostCategories;

export const hostCategoriesApi = {
  list: (filter: HostCategoriesFilter, signal?: AbortSignal) =>
    callApi(c.list, { query: { q: filter.q.trim(), page: filter.page, limit: HOST_CATEGORIES_PAGE_SIZE } }, { signal }),
  create: (body: HostCategoryBody) => callApi(c.create, { body }, quiet),
  update: (id: string, body: UpdateHostCategoryBody) => callApi(c.update, { params: { id }, body }, quiet),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
};

export function useHostCategories(filter: HostCategoriesFilter) {
  return useQuery({
    queryKey: hostCategoryKeys.list(filter),
    queryFn: ({ signal }) => hostCategoriesApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the host categories list when it succeeds. */
export function useHostCategoryMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: hostCategoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.hostCategories() });
      onSuccess?.(result);
    },
  });
}
