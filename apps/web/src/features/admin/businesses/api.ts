import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BUSINESS_STATUSES, BusinessBody, UpdateBusinessBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export interface BusinessesFilter {
  q: string;
  /** '' = every status. */
  status: BusinessStatus | '';
  page: number;
}

export const BUSINESSES_PAGE_SIZE = 20;
const quiet = { toast: false } as const;

export const businessKeys = queryKeysFactory('admin', 'businesses');

const c = calls.businesses;

export const businessesApi = {
  list: (filter: BusinessesFilter, signal?: AbortSignal) =>
    callApi(c.list, { query: { q: filter.q.trim(), status: filter.status || 'ALL', page: filter.page, limit: BUSINESSES_PAGE_SIZE } }, { signal }),
  create: (body: BusinessBody) => callApi(c.create, { body }, quiet),
  update: (id: string, body: UpdateBusinessBody) => callApi(c.update, { params: { id }, body }, quiet),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
};

export function useBusinesses(filter: BusinessesFilter) {
  return useQuery({
    queryKey: businessKeys.list(filter),
    queryFn: ({ signal }) => businessesApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the businesses list when it succeeds. */
export function useBusinessMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
      onSuccess?.(result);
    },
  });
}
