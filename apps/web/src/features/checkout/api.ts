import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { cartKeys } from '../cart/api';
import type { CheckoutSource } from './checkout-items';
import { queryKeysFactory } from '../../lib/query-keys';

export type QuotationRequest = CheckoutSource & { voucherCode?: string };
/** The body as sent: the provider may be left out (the server picks VNPay) but is always given here. */
export type CheckoutRequest = QuotationRequest & Omit<CheckoutBody, 'items' | 'cartItemIds' | 'voucherCode'>;

// Two features of their own: a change to the cart does not refresh a quotation, nor the payout channels.
export const checkoutKeys = {
  quotation: (request: QuotationRequest) => queryKeysFactory('quotation').detail(request),
  channels: () => queryKeysFactory('payout-channels').all,
};

export const checkoutApi = {
  quote: (request: QuotationRequest, signal?: AbortSignal) => callApi(calls.orders.quote, { body: request }, { signal }),
  /** Failures are toasted like any other; the page also explains sold-out and already-held tickets. */
  checkout: (request: CheckoutRequest) => callApi(calls.orders.checkout, { body: request }),
  channels: (signal?: AbortSignal) => callApi(calls.orders.payoutChannels, {}, { signal }),
};

/** Prices as the server computes them right now; a new voucher keeps the old figures on screen until the new ones arrive. */
export function useQuotation(request: QuotationRequest) {
  return useQuery({
    queryKey: checkoutKeys.quotation(request),
    queryFn: ({ signal }) => checkoutApi.quote(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The payment channels the web checkout offers (Apple's in-app purchase is for the mobile app). */
export function usePaymentChannels() {
  return useQuery({
    queryKey: checkoutKeys.channels(),
    queryFn: ({ signal }) => checkoutApi.channels(signal),
    select: (list) => list.data.filter((channel) => channel.web),
    staleTime: 10 * 60_000,
  });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkoutApi.checkout,
    // Checked-out lines leave the cart on the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
