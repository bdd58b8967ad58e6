import { StoreSubscriptionCardBody, SubscriptionCardDto, SubscriptionCardsDto } from '../schemas/subscription-cards.js';
import { call } from './call.js';

/** A member's stored payment cards, which subscription renewals charge. */
export const subscriptionCardCalls = {
  list: call({ method: 'GET', path: '/api/v1/subscriptions/card', access: 'user', response: SubscriptionCardsDto }),
  store: call({
    method: 'POST',
    path: '/api/v1/subscriptions/card',
    access: 'user',
    body: StoreSubscriptionCardBody,
    response: SubscriptionCardDto,
    status: 201,
  }),
} as const;
