import { IdParam, paged } from '../schemas/common.js';
import {
  CancelSubscriptionBody,
  ChangePlanParams,
  SubscribeBody,
  SubscribeResultDto,
  SubscriptionCardBody,
  SubscriptionDetailDto,
  SubscriptionDetails,
  SubscriptionOfferDto,
  SubscriptionPaymentRecordDto,
  SubscriptionPaymentRecordsQuery,
  SubscriptionPaymentSummaryDto,
  SubscriptionPeriodDto,
  SubscriptionVoucherBody,
  SubscriptionVoucherQuoteDto,
} from '../schemas/subscriptions.js';
import { call } from './call.js';

const S = '/api/v1/subscriptions';

/** Subscribing to a membership price and living with the subscription (spec 7.11; see schemas/subscriptions.ts for what each `{id}` names). */
export const subscriptionCalls = {
  /** My subscriptions that still matter (pending, live, cancelled until their end), the newest first. */
  me: call({ method: 'GET', path: `${S}/me`, access: 'user', response: SubscriptionDetails }),
  /** One period of my subscription, by the id its receipt links to (public in routes.tsv, but only its member reads it). */
  period: call({ method: 'GET', path: `${S}/period/:id`, access: 'public', params: IdParam, response: SubscriptionPeriodDto }),
  /** A price to subscribe to: its plan, the period bought now and (signed in) my subscription to that plan. */
  offer: call({ method: 'GET', path: `${S}/:id`, access: 'public', params: IdParam, response: SubscriptionOfferDto }),
  paymentSummary: call({ method: 'GET', path: `${S}/:id/payment-summary`, access: 'user', params: IdParam, response: SubscriptionPaymentSummaryDto }),
  paymentRecords: call({
    method: 'GET',
    path: `${S}/:id/payment-records`,
    access: 'user',
    params: IdParam,
    query: SubscriptionPaymentRecordsQuery,
    response: paged(SubscriptionPaymentRecordDto),
  }),
  subscribe: call({
    method: 'POST',
    path: `${S}/:id/subscribe`,
    access: 'user',
    params: IdParam,
    body: SubscribeBody,
    response: SubscribeResultDto,
    status: 201,
  }),
  /** What the first payment of this price costs with a voucher (nothing is held). */
  voucher: call({
    method: 'POST',
    path: `${S}/:id/voucher`,
    access: 'user',
    params: IdParam,
    body: SubscriptionVoucherBody,
    response: SubscriptionVoucherQuoteDto,
  }),
  /** Cancels at the period's end (access lasts until then); `{ undo: true }` takes that back. */
  cancel: call({ method: 'POST', path: `${S}/:id/cancel`, access: 'user', params: IdParam, body: CancelSubscriptionBody, response: SubscriptionDetailDto }),
  /** Gives up a subscription still waiting for its first payment, and its order. */
  cancelPending: call({ method: 'POST', path: `${S}/:id/cancel-pending`, access: 'user', params: IdParam, response: SubscriptionDetailDto }),
  /** Moves to another price: an upgrade pays the prorated difference now (an order to pay), a downgrade starts at the next period. */
  changePlan: call({ method: 'POST', path: `${S}/:id/change-plan/:planId`, access: 'user', params: ChangePlanParams, response: SubscribeResultDto }),
  /** The stored card renewals charge. */
  setCard: call({ method: 'PUT', path: `${S}/:id/card`, access: 'user', params: IdParam, body: SubscriptionCardBody, response: SubscriptionDetailDto }),
} as const;
