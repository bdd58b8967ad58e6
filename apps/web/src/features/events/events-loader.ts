import type { LoaderFunctionArgs } from 'react-router';
import { prefetchEvents } from './api';
import { readEventFilters, toEventListQuery } from './event-filters';

/**
 * `/events`'s route loader: asks for the list the address describes at once, in parallel with the
 * page's code, so the first cards do not wait for the chunk to load and render first. Renders nothing
 * itself; the page's query takes the answer (features/events/api.ts).
 */
export function eventsLoader({ request }: LoaderFunctionArgs): null {
  const filters = readEventFilters(new URL(request.url).searchParams);
  prefetchEvents(toEventListQuery(filters, filters.q));
  return null;
}
