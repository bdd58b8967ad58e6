import { useQuery } from '@tanstack/react-query';
import type { EventCategoryListQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

/** The contract's largest page: the admin-kept list of event categories fits in one. */
export const EVENT_CATEGORY_LIMIT = 100;

export type EventCategoryListParams = Partial<EventCategoryListQuery>;

const keys = queryKeysFactory('event-categories');
export const eventCategoryKeys = { ...keys, options: () => keys.key('options') };

export const eventCategoriesApi = {
  list: (query: EventCategoryListParams, signal?: AbortSignal) => callApi(calls.eventCategories.list, { query }, { signal }),
};

/** Every event category in display order (Hội thảo, Workshop…), e.g. for a filter or a picker. */
export function useEventCategoryOptions() {
  return useQuery({
    queryKey: eventCategoryKeys.options(),
    queryFn: ({ signal }) => eventCategoriesApi.list({ limit: EVENT_CATEGORY_LIMIT }, signal),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
  });
}
