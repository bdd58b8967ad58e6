import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingEventTab } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export const MY_TICKETS_PAGE_SIZE = 10;

/** Every ticket query lives under one key, so a check-in notification refreshes them all. */
const keys = queryKeysFactory('tickets');
export const ticketKeys = { ...keys, counter: () => keys.key('counter') };

export const ticketsApi = {
  list: (tab: BookingEventTab, page: number, signal?: AbortSignal) =>
    callApi(calls.tickets.listMine, { query: { tab, page, limit: MY_TICKETS_PAGE_SIZE } }, { signal }),
  counter: (signal?: AbortSignal) => callApi(calls.tickets.countMine, {}, { signal }),
  ofOrder: (orderId: string, signal?: AbortSignal) => callApi(calls.tickets.myTicketsOfOrder, { params: { id: orderId } }, { signal }),
};

/** The tickets one of my orders gave me (a combo's included), with their QR codes: the payment page shows them. */
export function useOrderTickets(orderId: string, enabled: boolean) {
  return useQuery({ queryKey: ticketKeys.key('order', orderId), queryFn: ({ signal }) => ticketsApi.ofOrder(orderId, signal), enabled });
}

export function useMyTickets(tab: BookingEventTab, page: number) {
  return useQuery({
    queryKey: ticketKeys.list({ tab, page }),
    queryFn: ({ signal }) => ticketsApi.list(tab, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useTicketCounter() {
  return useQuery({ queryKey: ticketKeys.counter(), queryFn: ({ signal }) => ticketsApi.counter(signal), staleTime: 0 });
}
