import type { DiscountBody, DiscountDetailDto, DiscountDto, Paged, PatchDiscountBody } from '@market/contract';
import { api } from '../../../lib/api';
import type { PromotionSource, PromotionsFilter } from '../promotions/promotion-source';

export const DISCOUNTS_PAGE_SIZE = 20;
const quiet = { toast: false } as const;

export type DiscountsFilter = PromotionsFilter;

export const discountKeys = {
  all: ['studio', 'discounts'] as const,
  list: (filter: DiscountsFilter) => ['studio', 'discounts', 'list', filter] as const,
  detail: (id: string) => ['studio', 'discounts', 'detail', id] as const,
};

export const discountsApi = {
  list: (filter: DiscountsFilter, signal?: AbortSignal) =>
    api.get<Paged<DiscountDto>>('/api/v1/host/discounts', { q: filter.q.trim(), validity: filter.validity, page: filter.page, limit: DISCOUNTS_PAGE_SIZE }, { signal }),
  get: (id: string, signal?: AbortSignal) => api.get<DiscountDetailDto>(`/api/v1/host/discounts/${id}`, undefined, { signal }),
  create: (body: DiscountBody) => api.post<DiscountDetailDto>('/api/v1/host/discounts', body, quiet),
  replace: (id: string, body: DiscountBody) => api.put<DiscountDetailDto>(`/api/v1/host/discounts/${id}`, body, quiet),
  patch: (id: string, body: PatchDiscountBody) => api.patch<DiscountDetailDto>(`/api/v1/host/discounts/${id}`, body),
  remove: (id: string) => api.delete<{ success: true }>(`/api/v1/host/discounts/${id}`),
  orderItemsPath: (id: string) => `/api/v1/host/discounts/${id}/order-items`,
};

/** The shared promotion pages and dialogs read and change discounts through this. */
export const discountSource: PromotionSource<DiscountDto, DiscountDetailDto, DiscountBody> = { keys: discountKeys, api: discountsApi };
