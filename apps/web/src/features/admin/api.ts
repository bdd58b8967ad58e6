import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnounceBody, MessageKind, OutboxPage } from '@market/contract';
import { api } from '../../lib/api';

export interface OutboxFilter {
  recipient: string;
  kind: MessageKind | '';
  page: number;
}

export const OUTBOX_PAGE_SIZE = 20;

export interface AnnounceResult {
  recipients: number;
  jobId: string | null;
}

export const adminApi = {
  outbox: (filter: OutboxFilter, signal?: AbortSignal) =>
    api.get<OutboxPage>(
      '/api/v1/admin/outbox',
      { recipient: filter.recipient.trim(), kind: filter.kind, page: filter.page, limit: OUTBOX_PAGE_SIZE },
      { signal },
    ),
  announce: (body: AnnounceBody) => api.post<AnnounceResult>('/api/v1/admin/notifications', body, { toast: false }),
};

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: ['admin', 'outbox', filter] as const,
    queryFn: ({ signal }) => adminApi.outbox(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 15_000,
  });
}
