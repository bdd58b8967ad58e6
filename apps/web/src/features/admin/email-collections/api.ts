import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailCollectionDto, EmailCollectionStatus, Paged } from '@market/contract';
import { api } from '../../../lib/api';

export const EMAIL_COLLECTIONS_PAGE_SIZE = 20;
const key = ['admin', 'email-collections'] as const;

export const emailCollectionsApi = {
  list: (filter: { q: string; page: number }, signal?: AbortSignal) =>
    api.get<Paged<EmailCollectionDto>>('/api/v1/email-collections', { q: filter.q.trim(), page: filter.page, limit: EMAIL_COLLECTIONS_PAGE_SIZE }, { signal }),
  setStatus: (id: string, status: EmailCollectionStatus) => api.patch<EmailCollectionDto>(`/api/v1/email-collections/${id}`, { status }),
  remove: (id: string) => api.delete<{ success: true }>(`/api/v1/email-collections/${id}`),
};

export function useEmailCollections(filter: { q: string; page: number }) {
  return useQuery({
    queryKey: [...key, filter] as const,
    queryFn: ({ signal }) => emailCollectionsApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmailCollectionMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      onSuccess?.();
    },
  });
}
