import { IdParam, OkResponse, paged } from '../schemas/common.js';
import {
  DiscountBody,
  DiscountDetailDto,
  DiscountDto,
  DiscountListQuery,
  HostProductDto,
  HostProductList,
  HostProductsQuery,
  PatchDiscountBody,
  PatchVoucherBody,
  PromotionOrderItemDto,
  PromotionOrderItemsQuery,
  RestrictedUserList,
  VoucherBody,
  VoucherDetailDto,
  VoucherDto,
  VoucherListQuery,
} from '../schemas/vouchers.js';
import { call } from './call.js';

/** A host's vouchers (codes buyers type) and discounts (prices lowered for everyone), only their own. */
export const voucherCalls = {
  list: call({ method: 'GET', path: '/api/v1/host/vouchers', access: 'host', query: VoucherListQuery, response: paged(VoucherDto) }),
  create: call({ method: 'POST', path: '/api/v1/host/vouchers', access: 'host', body: VoucherBody, response: VoucherDetailDto, status: 201 }),
  get: call({ method: 'GET', path: '/api/v1/host/vouchers/:id', access: 'host', params: IdParam, response: VoucherDetailDto }),
  replace: call({ method: 'PUT', path: '/api/v1/host/vouchers/:id', access: 'host', params: IdParam, body: VoucherBody, response: VoucherDetailDto }),
  patch: call({ method: 'PATCH', path: '/api/v1/host/vouchers/:id', access: 'host', params: IdParam, body: PatchVoucherBody, response: VoucherDetailDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/host/vouchers/:id', access: 'host', params: IdParam, response: OkResponse }),
  products: call({ method: 'GET', path: '/api/v1/host/vouchers/:id/products', access: 'host', params: IdParam, response: HostProductList }),
  restrictedUsers: call({ method: 'GET', path: '/api/v1/host/vouchers/:id/restricted-users', access: 'host', params: IdParam, response: RestrictedUserList }),
  orderItems: call({
    method: 'GET',
    path: '/api/v1/host/vouchers/:id/order-items',
    access: 'host',
    params: IdParam,
    query: PromotionOrderItemsQuery,
    response: paged(PromotionOrderItemDto),
  }),
} as const;

export const discountCalls = {
  list: call({ method: 'GET', path: '/api/v1/host/discounts', access: 'host', query: DiscountListQuery, response: paged(DiscountDto) }),
  create: call({ method: 'POST', path: '/api/v1/host/discounts', access: 'host', body: DiscountBody, response: DiscountDetailDto, status: 201 }),
  /** The host's products a promotion may name (vouchers use the same list). */
  hostProducts: call({ method: 'GET', path: '/api/v1/host/discounts/products', access: 'host', query: HostProductsQuery, response: paged(HostProductDto) }),
  get: call({ method: 'GET', path: '/api/v1/host/discounts/:id', access: 'host', params: IdParam, response: DiscountDetailDto }),
  replace: call({ method: 'PUT', path: '/api/v1/host/discounts/:id', access: 'host', params: IdParam, body: DiscountBody, response: DiscountDetailDto }),
  patch: call({ method: 'PATCH', path: '/api/v1/host/discounts/:id', access: 'host', params: IdParam, body: PatchDiscountBody, response: DiscountDetailDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/host/discounts/:id', access: 'host', params: IdParam, response: OkResponse }),
  products: call({ method: 'GET', path: '/api/v1/host/discounts/:id/products', access: 'host', params: IdParam, response: HostProductList }),
  orderItems: call({
    method: 'GET',
    path: '/api/v1/host/discounts/:id/order-items',
    access: 'host',
    params: IdParam,
    query: PromotionOrderItemsQuery,
    response: paged(PromotionOrderItemDto),
  }),
} as const;
