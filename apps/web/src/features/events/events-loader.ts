import type { LoaderFunctionArgs } from 'react-router';
import { prefetchEvents } from './api';
import { readEventFilters, toEventListQuery } from './event-filters';

/** Asks for the list an `/events` address describes (its answer is taken by the page's query). */
export function prefetchEventsFor(url: URL): void {
  if (url.pathname.replace(/\/$/, '') !== '/events') return;
  const filters = readEventFilters(url.searchParams);
  prefetchEvents(toEventListQuery(filters, filters.q));
}

/**
 * `/events`'s route loader: asks for the list at once, in parallel with the page's code, so the
 * first cards do not wait for the chunk to load and render first. Renders nothing itself.
 */
export function eventsLoader({ request }: LoaderFunctionArgs): null {
  prefetchEventsFor(new URL(request.url));
  return null;
}
