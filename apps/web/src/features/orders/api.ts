import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDto, OrderStatus, RetryPaymentBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type OrderStatusValue = (typeof OrderStatus.values)[number];

export const ORDERS_PAGE_SIZE = 10;
/** How often a page waiting for a payment asks again. */
export const ORDER_POLL_MS = 2_000;

/** Every order query lives under one key, so a realtime notification refreshes them all. */
export const orderKeys = queryKeysFactory('orders');

export const ordersApi = {
  list: (status: OrderStatusValue | undefined, page: number, signal?: AbortSignal) =>
    callApi(calls.orders.listMine, { query: { page, limit: ORDERS_PAGE_SIZE, status } }, { signal }),
  /** Quiet: the pages say "not found" themselves. */
  info: (id: string, signal?: AbortSignal) => callApi(calls.orders.getMine, { params: { id } }, { signal, toast: false }),
  retry: (body: RetryPaymentBody) => callApi(calls.orders.retryPayment, { body }),
};

export function useOrders(status: OrderStatusValue | undefined, page: number) {
  return useQuery({
    queryKey: orderKeys.list({ status: status ?? 'all', page }),
    queryFn: ({ signal }) => ordersApi.list(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Whether the buyer is still waiting for the provider's answer on this order's latest payment. */
export function awaitingPayment(order: Pick<OrderDto, 'status' | 'payment'>): boolean {
  return order.status === 'PENDING' && (order.payment === null || order.payment.status === 'PENDING');
}

/** One order; with `poll`, asked again every 2 s while its payment has no answer yet. */
export function useOrder(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => ordersApi.info(id, signal),
    enabled: id !== '',
    staleTime: 0,
    refetchInterval: poll ? (query) => (query.state.data && awaitingPayment(query.state.data) ? ORDER_POLL_MS : false) : false,
  });
}

/** A new payment attempt for a pending order; the answer carries the new pay URL. */
export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ordersApi.retry,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
