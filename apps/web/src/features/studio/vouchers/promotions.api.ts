import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, PromotableItemType, PromotionOrderItemDto } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

/** What vouchers and discounts both ask of the server: the host's products, people, and the order lines they lowered. */

export const PICKER_PAGE_SIZE = 8;
export const ORDER_ITEMS_PAGE_SIZE = 10;

export interface ProductSearch {
  q: string;
  /** '' = tiers and frames. */
  type: PromotableItemType | '';
  page: number;
}

// Three features of their own: writing a voucher refreshes the promotable products, not the users found.
const products = queryKeysFactory('studio', 'promotable-products');
export const promotionKeys = {
  products: (search: ProductSearch) => products.list(search),
  allProducts: products.all,
  users: (q: string) => queryKeysFactory('studio', 'user-search').list(q),
  orderItems: (id: string, page: number) => queryKeysFactory('studio', 'promotion-order-items').list({ id, page }),
};

export const promotionsApi = {
  /** The host's tiers of events not over and upcoming frames, with the discount covering each. */
  products: (search: ProductSearch, signal?: AbortSignal) =>
    callApi(
      calls.discounts.hostProducts,
      { query: { q: search.q.trim(), productItemType: search.type, page: search.page, limit: PICKER_PAGE_SIZE } },
      { signal, toast: false },
    ),
  users: (q: string, signal?: AbortSignal) =>
    callApi(calls.profiles.searchUsers, { query: { q: q.trim(), limit: PICKER_PAGE_SIZE } }, { signal, toast: false }),
};

export function useProductSearch(search: ProductSearch) {
  return useQuery({
    queryKey: promotionKeys.products(search),
    queryFn: ({ signal }) => promotionsApi.products(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** People found by name; nothing is asked before two letters. */
export function useUserSearch(q: string) {
  const text = q.trim();
  return useQuery({ queryKey: promotionKeys.users(text), queryFn: ({ signal }) => promotionsApi.users(text, signal), enabled: text.length >= 2 });
}

/** The order lines a voucher or a discount lowered: `load` is that promotion's `orderItems` call. */
export type LoadPromotionOrderItems = (id: string, query: { page: number; limit: number }, signal?: AbortSignal) => Promise<Paged<PromotionOrderItemDto>>;

export function usePromotionOrderItems(load: LoadPromotionOrderItems, id: string, page: number) {
  return useQuery({
    queryKey: promotionKeys.orderItems(id, page),
    queryFn: ({ signal }) => load(id, { page, limit: ORDER_ITEMS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}
