import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, PatchVoucherBody, PromotionState, VoucherBody, VoucherDetailDto, VoucherDto } from '@market/contract';
import { api } from '../../../lib/api';
import { promotionKeys } from './promotions.api';

export const VOUCHERS_PAGE_SIZE = 20;
/** Form calls are quiet: the dialog shows their errors itself. */
const quiet = { toast: false } as const;

export interface VouchersFilter {
  q: string;
  /** '' = any validity. */
  validity: PromotionState | '';
  page: number;
}

export const voucherKeys = {
  all: ['studio', 'vouchers'] as const,
  lists: () => ['studio', 'vouchers', 'list'] as const,
  list: (filter: VouchersFilter) => ['studio', 'vouchers', 'list', filter] as const,
  detail: (id: string) => ['studio', 'vouchers', 'detail', id] as const,
};

export const vouchersApi = {
  list: (filter: VouchersFilter, signal?: AbortSignal) =>
    api.get<Paged<VoucherDto>>('/api/v1/host/vouchers', { q: filter.q.trim(), validity: filter.validity, page: filter.page, limit: VOUCHERS_PAGE_SIZE }, { signal }),
  get: (id: string, signal?: AbortSignal) => api.get<VoucherDetailDto>(`/api/v1/host/vouchers/${id}`, undefined, { signal }),
  create: (body: VoucherBody) => api.post<VoucherDetailDto>('/api/v1/host/vouchers', body, quiet),
  replace: (id: string, body: VoucherBody) => api.put<VoucherDetailDto>(`/api/v1/host/vouchers/${id}`, body, quiet),
  /** From the list (failures are toasted). */
  patch: (id: string, body: PatchVoucherBody) => api.patch<VoucherDetailDto>(`/api/v1/host/vouchers/${id}`, body),
  remove: (id: string) => api.delete<{ success: true }>(`/api/v1/host/vouchers/${id}`),
  orderItemsPath: (id: string) => `/api/v1/host/vouchers/${id}/order-items`,
};

export function useVouchers(filter: VouchersFilter) {
  return useQuery({ queryKey: voucherKeys.list(filter), queryFn: ({ signal }) => vouchersApi.list(filter, signal), placeholderData: keepPreviousData });
}

export function useVoucher(id: string | null) {
  return useQuery({ queryKey: voucherKeys.detail(id ?? ''), queryFn: ({ signal }) => vouchersApi.get(id ?? '', signal), enabled: Boolean(id) });
}

/** A change to vouchers: the lists (and the products' discount marks) are asked again. */
export function useVoucherMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: voucherKeys.all });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.allProducts });
      onSuccess?.(result);
    },
  });
}
