import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLayoffRequestBody, LayoffRequestDetailDto, LayoffRequestStatus, UpdateLayoffRequestStatusBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { ApiError, callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export const LAYOFF_PAGE_SIZE = 20;

export interface LayoffQueueFilter {
  search: string;
  status: LayoffRequestStatus | '';
  page: number;
}

const keys = queryKeysFactory('layoff-requests');
export const layoffKeys = { ...keys, latest: () => keys.key('latest'), latestRejected: () => keys.key('latest-rejected') };
export const adminLayoffKeys = queryKeysFactory('admin', 'layoff-requests');

/** No request yet is an answer (null), not a failure. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LAYOFF_REQUEST_NOT_FOUND') return null;
    throw error;
  }
}

export const layoffApi = {
  latest: (signal?: AbortSignal) => orNull(callApi(calls.layoffRequests.latest, {}, { signal, toast: false })),
  latestRejected: (signal?: AbortSignal) => orNull(callApi(calls.layoffRequests.latestRejected, {}, { signal, toast: false })),
  submit: (body: CreateLayoffRequestBody) => callApi(calls.layoffRequests.create, { body }, { toast: false }),
  list: (filter: LayoffQueueFilter, signal?: AbortSignal) =>
    callApi(
      calls.layoffRequests.adminList,
      { query: { search: filter.search.trim(), status: filter.status, page: filter.page, limit: LAYOFF_PAGE_SIZE } },
      { signal },
    ),
  get: (id: string, signal?: AbortSignal) => callApi(calls.layoffRequests.adminGet, { params: { id } }, { signal }),
  setStatus: ({ id, body }: { id: string; body: UpdateLayoffRequestStatusBody }) =>
    callApi(calls.layoffRequests.setStatus, { params: { id }, body }, { toast: false }),
};

/** My newest request (null: none yet); looked at again now and then while an admin decides. */
export function useMyLayoffRequest() {
  return useQuery({
    queryKey: layoffKeys.latest(),
    queryFn: ({ signal }) => layoffApi.latest(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 15_000 : false),
  });
}

export function useSubmitLayoffRequest(onSuccess: (request: LayoffRequestDetailDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: layoffApi.submit,
    onSuccess: (request) => {
      queryClient.setQueryData(layoffKeys.latest(), request);
      onSuccess(request);
    },
  });
}

export function useLayoffQueue(filter: LayoffQueueFilter) {
  return useQuery({
    queryKey: adminLayoffKeys.list(filter),
    queryFn: ({ signal }) => layoffApi.list(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLayoffRequest(id: string | null) {
  return useQuery({
    queryKey: adminLayoffKeys.detail(id ?? ''),
    queryFn: ({ signal }) => layoffApi.get(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** An admin's decision; the queue and the open request are read again afterwards. */
export function useDecideLayoffRequest(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: layoffApi.setStatus,
    onSuccess: (request) => {
      queryClient.setQueryData(adminLayoffKeys.detail(request.id), request);
      void queryClient.invalidateQueries({ queryKey: adminLayoffKeys.lists() });
      onSuccess();
    },
  });
}
