import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinBody, EventCardDto } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

const keys = queryKeysFactory('studio', 'checkin');
export const checkinKeys = {
  ...keys,
  events: () => keys.key('events'),
  counts: (eventId: string) => queryKeysFactory('studio', 'order-items').key('count', eventId),
};

/** My published events and those I co-host: the doors I may run. */
async function doorEvents(signal?: AbortSignal): Promise<EventCardDto[]> {
  const [mine, shared] = await Promise.all([
    callApi(calls.events.listOwned, { query: { status: 'PUBLISHED', limit: 100 } }, { signal }),
    callApi(calls.events.listCoHosted, { query: { limit: 100 } }, { signal }),
  ]);
  const all = [...mine.data, ...shared.data.filter((e) => e.status === 'PUBLISHED')];
  return all.filter((e, i) => all.findIndex((o) => o.id === e.id) === i).sort((a, b) => (a.startAt ?? '').localeCompare(b.startAt ?? ''));
}

export const checkinApi = {
  /** Quiet: the page shows a refusal as the big red result, not as a toast. */
  checkIn: (body: CheckinBody) => callApi(calls.tickets.checkIn, { body }, { toast: false }),
  counts: (eventId: string, signal?: AbortSignal) => callApi(calls.orderItems.countForEvent, { query: { eventId } }, { signal }),
};

export function useDoorEvents() {
  return useQuery({ queryKey: checkinKeys.events(), queryFn: ({ signal }) => doorEvents(signal) });
}

export function useEventCounts(eventId: string) {
  return useQuery({
    queryKey: checkinKeys.counts(eventId),
    queryFn: ({ signal }) => checkinApi.counts(eventId, signal),
    enabled: eventId !== '',
    staleTime: 0,
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkinApi.checkIn,
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: checkinKeys.counts(body.eventId ?? '') }),
  });
}
