import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventListQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';

export type EventListParams = Partial<EventListQuery>;

export const eventKeys = {
  all: ['events'] as const,
  list: (query: EventListParams) => ['events', 'list', query] as const,
  detail: (slug: string) => ['events', 'slug', slug] as const,
  related: (id: string) => ['events', 'related', id] as const,
};

export const eventsApi = {
  /** Published events only. */
  list: (query: EventListParams, signal?: AbortSignal) => callApi(calls.events.list, { query }, { signal }),
  /** Quiet: the page shows "not found" itself. */
  bySlug: (slug: string, signal?: AbortSignal) => callApi(calls.events.getBySlug, { params: { slug } }, { signal, toast: false }),
  /** Upcoming events to suggest under one; a failure only hides the shelf. */
  related: (id: string, signal?: AbortSignal) => callApi(calls.events.related, { params: { id } }, { signal, toast: false }),
};

export function useEvents(query: EventListParams) {
  return useQuery({ queryKey: eventKeys.list(query), queryFn: ({ signal }) => eventsApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useEvent(slug: string) {
  return useQuery({ queryKey: eventKeys.detail(slug), queryFn: ({ signal }) => eventsApi.bySlug(slug, signal) });
}

export function useRelatedEvents(id: string) {
  return useQuery({ queryKey: eventKeys.related(id), queryFn: ({ signal }) => eventsApi.related(id, signal), select: (list) => list.data });
}
