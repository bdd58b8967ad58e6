import type { DiscountBody, DiscountDetailDto, DiscountDto, PatchDiscountBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import type { PromotionSource, PromotionsFilter } from '../promotions/promotion-source';
import { queryKeysFactory } from '../../../lib/query-keys';

export const DISCOUNTS_PAGE_SIZE = 20;
const quiet = { toast: false } as const;

export type DiscountsFilter = PromotionsFilter;

export const discountKeys = queryKeysFactory('studio', 'discounts');

export const discountsApi = {
  list: (filter: DiscountsFilter, signal?: AbortSignal) =>
    callApi(calls.discounts.list, { query: { q: filter.q.trim(), validity: filter.validity, page: filter.page, limit: DISCOUNTS_PAGE_SIZE } }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(calls.discounts.get, { params: { id } }, { signal }),
  create: (body: DiscountBody) => callApi(calls.discounts.create, { body }, quiet),
  replace: (id: string, body: DiscountBody) => callApi(calls.discounts.replace, { params: { id }, body }, quiet),
  patch: (id: string, body: PatchDiscountBody) => callApi(calls.discounts.patch, { params: { id }, body }),
  remove: (id: string) => callApi(calls.discounts.remove, { params: { id } }),
  orderItems: (id: string, query: { page: number; limit: number }, signal?: AbortSignal) =>
    callApi(calls.discounts.orderItems, { params: { id }, query }, { signal }),
};

/** The shared promotion pages and dialogs read and change discounts through this. */
export const discountSource: PromotionSource<DiscountDto, DiscountDetailDto, DiscountBody> = { keys: discountKeys, api: discountsApi };
