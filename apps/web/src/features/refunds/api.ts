import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRefundBody, RefundAccountBody, RefundDto, RefundStatus } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { orderKeys } from '../orders/api';
import { queryKeysFactory } from '../../lib/query-keys';

export type RefundStatusValue = (typeof RefundStatus.values)[number];
export const MY_REFUNDS_PAGE_SIZE = 10;

/** Every refund query lives under one key: a change refreshes the buyer's and the admin's lists. */
const keys = queryKeysFactory('refunds');
export const refundKeys = {
  ...keys,
  /** The buyer's open and done requests, to know per order line whether one exists. */
  forLines: () => keys.key('lines'),
};

export const refundsApi = {
  mine: (query: { status?: RefundStatusValue; page: number; limit: number }, signal?: AbortSignal, toast = true) =>
    callApi(calls.refunds.listMine, { query }, { signal, toast }),
  /** Quiet: the dialog shows field errors under their fields and toasts the rest. */
  request: (body: CreateRefundBody) => callApi(calls.refunds.create, { body }, { toast: false }),
  withdraw: (id: string) => callApi(calls.refunds.withdraw, { params: { id } }),
  setAccount: (id: string, body: RefundAccountBody) => callApi(calls.refunds.setAccount, { params: { id }, body }, { toast: false }),
};

export function useMyRefunds(status: RefundStatusValue | undefined, page: number) {
  return useQuery({
    queryKey: refundKeys.list({ status: status ?? 'all', page }),
    queryFn: ({ signal }) => refundsApi.mine({ status, page, limit: MY_REFUNDS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The buyer's latest requests (newest first), enough to mark the lines of an order; quiet, as it only decorates the page. */
export function useRefundsOfLines() {
  return useQuery({ queryKey: refundKeys.forLines(), queryFn: ({ signal }) => refundsApi.mine({ page: 1, limit: 100 }, signal, false) });
}

/** A mutation that refreshes the refund lists and the orders (a refund changes an order's lines). */
export function useRefundMutation<A>(fn: (args: A) => Promise<RefundDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: refundKeys.all }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
