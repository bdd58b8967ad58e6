import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostProfileStatus } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export const HOST_APPLICATIONS_PAGE_SIZE = 20;

export interface HostApplicationsFilter {
  q: string;
  status: HostProfileStatus | '';
  page: number;
}

export const hostApplicationKeys = queryKeysFactory('admin', 'host-applications');

export const hostApplicationsApi = {
  list: (filter: HostApplicationsFilter, signal?: AbortSignal) =>
    callApi(calls.hosts.list, { query: { q: filter.q.trim(), status: filter.status, page: filter.page, limit: HOST_APPLICATIONS_PAGE_SIZE } }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(calls.hosts.get, { params: { id } }, { signal }),
  approve: (ids: string[]) => callApi(calls.hosts.approve, { body: { ids } }),
  reject: (ids: string[], reason: string) => callApi(calls.hosts.reject, { body: { ids, reason } }),
};

export function useHostApplications(filter: HostApplicationsFilter) {
  return useQuery({
    queryKey: hostApplicationKeys.list(filter),
    queryFn: ({ signal }) => hostApplicationsApi.list(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useHostApplication(id: string | null) {
  return useQuery({
    queryKey: hostApplicationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => hostApplicationsApi.get(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** A review call; the list and the open application are read again afterwards. */
export function useReview<V, R>(call: (vars: V) => Promise<R>, onSuccess: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      onSuccess(result);
      void queryClient.invalidateQueries({ queryKey: hostApplicationKeys.all });
    },
  });
}
