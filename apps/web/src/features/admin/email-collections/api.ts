import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailCollectionStatus } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export const EMAIL_COLLECTIONS_PAGE_SIZE = 20;
const keys = queryKeysFactory('admin', 'email-collections');

export const emailCollectionsApi = {
  list: (filter: { q: string; page: number }, signal?: AbortSignal) =>
    callApi(calls.mailing.listCollections, { query: { q: filter.q.trim(), page: filter.page, limit: EMAIL_COLLECTIONS_PAGE_SIZE } }, { signal }),
  setStatus: (id: string, status: EmailCollectionStatus) => callApi(calls.mailing.updateCollection, { params: { id }, body: { status } }),
  remove: (id: string) => callApi(calls.mailing.removeCollection, { params: { id } }),
};

export function useEmailCollections(filter: { q: string; page: number }) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: ({ signal }) => emailCollectionsApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmailCollectionMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      onSuccess?.();
    },
  });
}
