import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountBody, DiscountDetailDto, DiscountDto, Paged, PatchDiscountBody, PromotionState } from '@market/contract';
import { api } from '../../../lib/api';
import { promotionKeys } from '../vouchers/promotions.api';

export const DISCOUNTS_PAGE_SIZE = 20;
const quiet = { toast: false } as const;

export interface DiscountsFilter {
  q: string;
  /** '' = any validity. */
  validity: PromotionState | '';
  page: number;
}

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

export function useDiscounts(filter: DiscountsFilter) {
  return useQuery({ queryKey: discountKeys.list(filter), queryFn: ({ signal }) => discountsApi.list(filter, signal), placeholderData: keepPreviousData });
}

export function useDiscount(id: string | null) {
  return useQuery({ queryKey: discountKeys.detail(id ?? ''), queryFn: ({ signal }) => discountsApi.get(id ?? '', signal), enabled: Boolean(id) });
}

/** A change to discounts: the lists and the products' discount marks are asked again. */
export function useDiscountMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: discountKeys.all });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.allProducts });
      onSuccess?.(result);
    },
  });
}
