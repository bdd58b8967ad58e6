import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEventActionBody, EventCardDto } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { eventKeys } from '../../events/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export type EventStatus = EventCardDto['status'];
export type AdminEventAction = AdminEventActionBody['action'];

export const ADMIN_EVENTS_PAGE_SIZE = 20;
/** The queue opens on what waits for a decision. */
export const DEFAULT_EVENT_STATUS: EventStatus = 'PENDING_APPROVAL_WITH_ADMIN';

export interface AdminEventsFilter {
  q: string;
  /** '' = every status. */
  status: EventStatus | '';
  page: number;
}

/**
 * The decisions each status offers, as the server's transition table allows them (approve or reject
 * what waits, hide what is public, show again what was hidden). The server still has the last word.
 */
export const EVENT_ACTIONS: Partial<Record<EventStatus, readonly AdminEventAction[]>> = {
  PENDING: ['APPROVE', 'REJECT'],
  PENDING_APPROVAL_WITH_ADMIN: ['APPROVE', 'REJECT'],
  PUBLISHED: ['HIDE'],
  REMOVED: ['UNHIDE'],
};

export const adminEventKeys = queryKeysFactory('admin', 'events');

export const adminEventsApi = {
  list: (filter: AdminEventsFilter, signal?: AbortSignal) =>
    callApi(
      calls.events.adminList,
      { query: { status: filter.status || undefined, q: filter.q.trim(), page: filter.page, limit: ADMIN_EVENTS_PAGE_SIZE } },
      { signal },
    ),
  /** Admins get every event by id, whatever its status. */
  get: (id: string, signal?: AbortSignal) => callApi(calls.events.get, { params: { id } }, { signal }),
  act: (id: string, body: AdminEventActionBody) => callApi(calls.events.review, { params: { id }, body }),
  remove: (id: string) => callApi(calls.events.adminRemove, { params: { id } }),
};

export function useAdminEvents(filter: AdminEventsFilter) {
  return useQuery({
    queryKey: adminEventKeys.list(filter),
    queryFn: ({ signal }) => adminEventsApi.list(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminEvent(id: string | null) {
  return useQuery({
    queryKey: adminEventKeys.detail(id ?? ''),
    queryFn: ({ signal }) => adminEventsApi.get(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** A decision or a delete; the queue, the open preview and the public lists are read again afterwards. */
export function useAdminEventMutation<V, R>(call: (vars: V) => Promise<R>, onSuccess: (result: R, vars: V) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result, vars) => {
      onSuccess(result, vars);
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
