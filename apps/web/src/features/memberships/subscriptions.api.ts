import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscribeBody, SubscriptionDetailDto } from '@market/contract';
import { callApi } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { queryKeysFactory } from '../../lib/query-keys';
import { useSession } from '../auth/session';

/** A price's offer (`detail(priceId)`), my subscriptions (`key('me')`) and each one's reads (`key(id, …)`). */
export const subscriptionKeys = queryKeysFactory('subscriptions');

const S = calls.subscriptions;

export const subscriptionsApi = {
  offer: (priceId: string, signal?: AbortSignal) => callApi(S.offer, { params: { id: priceId } }, { signal, toast: false }),
  me: (signal?: AbortSignal) => callApi(S.me, {}, { signal, toast: false }),
  // The page shows why a code does not apply beside the field.
  voucher: (priceId: string, voucherCode: string) => callApi(S.voucher, { params: { id: priceId }, body: { voucherCode } }, { toast: false }),
  subscribe: (priceId: string, body: SubscribeBody) => callApi(S.subscribe, { params: { id: priceId }, body }),
  summary: (id: string, signal?: AbortSignal) => callApi(S.paymentSummary, { params: { id } }, { signal }),
  records: (id: string, page: number, signal?: AbortSignal) => callApi(S.paymentRecords, { params: { id }, query: { page, limit: 10 } }, { signal }),
  /** Quiet: the receipt page says "not found" itself. */
  period: (id: string, signal?: AbortSignal) => callApi(S.period, { params: { id } }, { signal, toast: false }),
  plans: (id: string, signal?: AbortSignal) => callApi(calls.auth.subscriptionPlans, { params: { id } }, { signal }),
  cancel: (id: string, undo: boolean) => callApi(S.cancel, { params: { id }, body: { undo } }),
  cancelPending: (id: string) => callApi(S.cancelPending, { params: { id } }),
  changePlan: (id: string, priceId: string) => callApi(S.changePlan, { params: { id, planId: priceId } }),
  setCard: (id: string, cardId: string) => callApi(S.setCard, { params: { id }, body: { cardId } }),
};

export function useSubscriptionOffer(priceId: string) {
  return useQuery({ queryKey: subscriptionKeys.detail(priceId), queryFn: ({ signal }) => subscriptionsApi.offer(priceId, signal), enabled: Boolean(priceId) });
}

/** My subscriptions; one read shared by the member badge and "Gói hội viên của tôi". */
export function useMySubscriptions(enabled = true) {
  return useQuery({ queryKey: subscriptionKeys.key('me'), queryFn: ({ signal }) => subscriptionsApi.me(signal), enabled, staleTime: 60_000 });
}

/** Whether the signed-in person has a subscription granting access now (the "Hội viên" badge). */
export function useIsMember(): boolean {
  const { user } = useSession();
  const mine = useMySubscriptions(Boolean(user));
  return Boolean(user) && (mine.data?.data ?? []).some((s) => s.grantsAccess);
}

export function usePaymentSummary(id: string) {
  return useQuery({ queryKey: subscriptionKeys.key(id, 'summary'), queryFn: ({ signal }) => subscriptionsApi.summary(id, signal) });
}

export function usePaymentRecords(id: string, page: number) {
  return useQuery({
    queryKey: subscriptionKeys.key(id, 'records', page),
    queryFn: ({ signal }) => subscriptionsApi.records(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One period of my subscription (its receipt). */
export function useSubscriptionPeriod(id: string) {
  return useQuery({ queryKey: subscriptionKeys.key('period', id), queryFn: ({ signal }) => subscriptionsApi.period(id, signal), enabled: Boolean(id) });
}

export function useSubscriptionPlans(id: string, enabled: boolean) {
  return useQuery({ queryKey: subscriptionKeys.key(id, 'plans'), queryFn: ({ signal }) => subscriptionsApi.plans(id, signal), enabled, staleTime: 0 });
}

/** A write on one of my subscriptions; everything about subscriptions is read again afterwards. */
export function useSubscriptionAction<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }) });
}

export type Subscription = SubscriptionDetailDto;
