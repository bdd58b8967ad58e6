import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnounceBody, MessageKind } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export interface OutboxFilter {
  recipient: string;
  kind: MessageKind | '';
  page: number;
}

export const OUTBOX_PAGE_SIZE = 20;

export const adminApi = {
  outbox: (filter: OutboxFilter, signal?: AbortSignal) =>
    callApi(calls.outbox.list, { query: { recipient: filter.recipient.trim(), kind: filter.kind, page: filter.page, limit: OUTBOX_PAGE_SIZE } }, { signal }),
  announce: (body: AnnounceBody) => callApi(calls.notifications.announce, { body }, { toast: false }),
};

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: queryKeysFactory('admin', 'outbox').list(filter),
    queryFn: ({ signal }) => adminApi.outbox(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 15_000,
  });
}
