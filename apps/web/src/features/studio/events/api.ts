import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelEventBody, CreateEventBody, EventCardDto, EventDetailDto, EventDraftBody, UpdateEventBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

/** Which of my events to list: a status, every status, or the events shared with me as co-host. */
export const EVENT_TABS = ['all', 'draft', 'pending', 'published', 'rejected', 'archived', 'co-host'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
const TAB_STATUS: Record<EventTab, EventCardDto['status'] | undefined> = {
  all: undefined,
  draft: 'DRAFT',
  pending: 'PENDING_APPROVAL_WITH_ADMIN',
  published: 'PUBLISHED',
  rejected: 'REJECTED',
  archived: 'ARCHIVED',
  'co-host': undefined,
};

export interface MyEventsFilter {
  tab: EventTab;
  q: string;
  page: number;
}

export const MY_EVENTS_PAGE_SIZE = 20;
/** Form calls are quiet: the editor puts errors under their fields and toasts the rest. */
const quiet = { toast: false } as const;

const keys = queryKeysFactory('studio', 'events');
export const studioEventKeys = {
  ...keys,
  slug: (title: string) => keys.key('slug', title),
  // Outside `all`: saving an event does not search the hosts again.
  hosts: (q: string) => queryKeysFactory('studio', 'hosts').list(q),
};

const c = calls.events;

export const studioEventsApi = {
  list: ({ tab, q, page }: MyEventsFilter, signal?: AbortSignal) =>
    callApi(
      tab === 'co-host' ? c.listCoHosted : c.listOwned,
      { query: { status: TAB_STATUS[tab], q: q.trim(), page, limit: MY_EVENTS_PAGE_SIZE } },
      { signal },
    ),
  get: (id: string, signal?: AbortSignal) => callApi(c.get, { params: { id } }, { signal }),
  createDraft: (body: EventDraftBody) => callApi(c.createDraft, { body }, quiet),
  saveDraft: (id: string, body: EventDraftBody) => callApi(c.saveDraft, { params: { id }, body }, quiet),
  /** Saves and sends for review in one call (a new event). */
  create: (body: CreateEventBody) => callApi(c.create, { body }, quiet),
  update: (id: string, body: UpdateEventBody) => callApi(c.update, { params: { id }, body }, quiet),
  /** A status move from the list (failures are toasted). */
  act: (id: string, action: 'SUBMIT' | 'ARCHIVE') => callApi(c.update, { params: { id }, body: { action } }),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
  duplicate: (id: string) => callApi(c.duplicate, { params: { id } }),
  cancellationPreview: (id: string, signal?: AbortSignal) => callApi(calls.eventCancellation.preview, { params: { id } }, { signal }),
  cancel: (id: string, body: CancelEventBody) => callApi(calls.eventCancellation.cancel, { params: { id }, body }),
  suggestSlug: (title: string, signal?: AbortSignal) => callApi(c.suggestSlug, { body: { title } }, { signal, toast: false }),
  hosts: (q: string, signal?: AbortSignal) => callApi(calls.profiles.hostDirectory, { query: { q: q.trim(), limit: 8 } }, { signal, toast: false }),
};

export function useMyEvents(filter: MyEventsFilter) {
  return useQuery({
    queryKey: studioEventKeys.list(filter),
    queryFn: ({ signal }) => studioEventsApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudioEvent(id: string | undefined) {
  return useQuery({
    queryKey: studioEventKeys.detail(id ?? ''),
    queryFn: ({ signal }) => studioEventsApi.get(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** The slug the server would give this title, and whether it is free (asked only for a real title). */
export function useSlugSuggestion(title: string, enabled: boolean) {
  const trimmed = title.trim();
  return useQuery({
    queryKey: studioEventKeys.slug(trimmed),
    queryFn: ({ signal }) => studioEventsApi.suggestSlug(trimmed, signal),
    enabled: enabled && trimmed.length >= 3,
    staleTime: 30_000,
    retry: false,
  });
}

export function useHostSearch(q: string) {
  return useQuery({
    queryKey: studioEventKeys.hosts(q.trim()),
    queryFn: ({ signal }) => studioEventsApi.hosts(q, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/**
 * A change to one event: the answer (the event as saved) becomes the cached detail and the lists
 * are asked again.
 */
export function useEventMutation<A>(fn: (args: A) => Promise<EventDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (event) => {
      queryClient.setQueryData(studioEventKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: studioEventKeys.lists() });
    },
  });
}

export function useDeleteEvent(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioEventsApi.remove(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: studioEventKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: studioEventKeys.lists() });
      onSuccess();
    },
  });
}

/** What cancelling one of my events will do (asked when the dialog opens). */
export function useCancellationPreview(id: string | null) {
  return useQuery({
    queryKey: studioEventKeys.key('cancellation', id ?? ''),
    queryFn: ({ signal }) => studioEventsApi.cancellationPreview(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Cancels an event with its sales: the lists and the event are asked again. */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => studioEventsApi.cancel(id, { reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studioEventKeys.all }),
  });
}
