import { z } from 'zod';
import { IdParam, paged } from '../schemas/common.js';
import {
  CheckoutBody,
  OrderDto,
  OrderItemDto,
  OrderProductParams,
  OrderSummaryDto,
  OrdersQuery,
  PayoutChannelsDto,
  QuotationBody,
  QuotationDto,
  RetryPaymentBody,
} from '../schemas/commerce.js';
import { call } from './call.js';

/** A buyer's quotation, checkout, retries and own orders (v1 reads kept for older clients). */
export const orderCalls = {
  quote: call({ method: 'POST', path: '/api/v1/quotation', access: 'user', body: QuotationBody, response: QuotationDto }),
  checkout: call({ method: 'POST', path: '/api/v2/orders', access: 'user', body: CheckoutBody, response: OrderDto, status: 201 }),
  listMine: call({ method: 'GET', path: '/api/v2/orders', aliases: ['/api/v1/orders'], access: 'user', query: OrdersQuery, response: paged(OrderSummaryDto) }),
  getMineV1: call({ method: 'GET', path: '/api/v1/orders/:id', access: 'user', params: IdParam, response: OrderDto }),
  getMine: call({ method: 'GET', path: '/api/v2/orders/:id/info', access: 'user', params: IdParam, response: OrderDto }),
  itemsOfMine: call({
    method: 'GET',
    path: '/api/v2/orders/:id/order-items',
    access: 'user',
    params: IdParam,
    response: z.object({ data: z.array(OrderItemDto) }),
  }),
  getMyItem: call({ method: 'GET', path: '/api/v2/orders/order-item/:id', access: 'user', params: IdParam, response: OrderItemDto }),
  listMineForProduct: call({
    method: 'GET',
    path: '/api/v2/orders/product/:type/:id',
    access: 'user',
    params: OrderProductParams,
    query: OrdersQuery,
    response: paged(OrderSummaryDto),
  }),
  retryPayment: call({ method: 'POST', path: '/api/v2/payments/retry', access: 'user', body: RetryPaymentBody, response: OrderDto }),
  payoutChannels: call({ method: 'GET', path: '/api/v2/payments/payouts-channels', access: 'user', response: PayoutChannelsDto }),
} as const;
