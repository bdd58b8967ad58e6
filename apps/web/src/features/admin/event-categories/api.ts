import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventCategoryBody, UpdateEventCategoryBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { eventCategoriesApi, eventCategoryKeys } from '../../catalogue/event-categories';

export interface EventCategoriesFilter {
  q: string;
  page: number;
}

export const EVENT_CATEGORIES_PAGE_SIZE = 20;
/** Form calls are quiet: the dialog puts field errors under their fields and toasts the rest. */
const quiet = { toast: false } as const;

export const adminEventCategoriesApi = {
  list: (filter: EventCategoriesFilter, signal?: AbortSignal) =>
    eventCategoriesApi.list({ q: filter.q.trim() || undefined, page: filter.page, limit: EVENT_CATEGORIES_PAGE_SIZE }, signal),
  create: (body: EventCategoryBody) => callApi(calls.eventCategories.create, { body }, quiet),
  update: (id: string, body: UpdateEventCategoryBody) => callApi(calls.eventCategories.update, { params: { id }, body }, quiet),
  /** EVENT_CATEGORY_IN_USE is toasted: a category with events cannot go. */
  remove: (id: string) => callApi(calls.eventCategories.remove, { params: { id } }),
};

export function useEventCategories(filter: EventCategoriesFilter) {
  const query = { q: filter.q.trim() || undefined, page: filter.page, limit: EVENT_CATEGORIES_PAGE_SIZE };
  return useQuery({
    queryKey: eventCategoryKeys.list(query),
    queryFn: ({ signal }) => adminEventCategoriesApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A change to the list: the console's pages and the public filter are read again. */
export function useEventCategoryMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: eventCategoryKeys.all });
      onSuccess?.(result);
    },
  });
}
