import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventListQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type EventListParams = Partial<EventListQuery>;

const keys = queryKeysFactory('events');
export const eventKeys = { ...keys, related: (id: string) => keys.key('related', id) };

export const eventsApi = {
  /** Published events only. */
  list: (query: EventListParams, signal?: AbortSignal) => callApi(calls.events.list, { query }, { signal }),
  /** Quiet: the page shows "not found" itself. */
  bySlug: (slug: string, signal?: AbortSignal) => callApi(calls.events.getBySlug, { params: { slug } }, { signal, toast: false }),
  /** Upcoming events to suggest under one; a failure only hides the shelf. */
  related: (id: string, signal?: AbortSignal) => callApi(calls.events.related, { params: { id } }, { signal, toast: false }),
};

type EventPage = Awaited<ReturnType<typeof eventsApi.list>>;

/** A list request started before the page's code arrived (see prefetchEvents); taken once, while fresh. */
let early: { key: string; at: number; answer: Promise<EventPage> } | null = null;
const EARLY_FOR_MS = 10_000;

/**
 * Starts the request for a list as soon as its route is matched (the route's loader), while the
 * page's own code is still loading; the page's query then takes this answer instead of asking again.
 */
export function prefetchEvents(query: EventListParams): void {
  const key = JSON.stringify(query);
  // Already asked (the entry script, then the route's loader): one request is enough.
  if (early?.key === key && Date.now() - early.at <= EARLY_FOR_MS) return;
  const answer = eventsApi.list(query);
  // Nobody may take it (the visitor left): its failure is then nobody's business.
  answer.catch(() => undefined);
  early = { key, at: Date.now(), answer };
}

function takeEarly(query: EventListParams): Promise<EventPage> | undefined {
  if (!early || early.key !== JSON.stringify(query) || Date.now() - early.at > EARLY_FOR_MS) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}

export function useEvents(query: EventListParams) {
  return useQuery({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => takeEarly(query) ?? eventsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEvent(slug: string) {
  return useQuery({ queryKey: eventKeys.detail(slug), queryFn: ({ signal }) => eventsApi.bySlug(slug, signal) });
}

export function useRelatedEvents(id: string) {
  return useQuery({ queryKey: eventKeys.related(id), queryFn: ({ signal }) => eventsApi.related(id, signal), select: (list) => list.data });
}
