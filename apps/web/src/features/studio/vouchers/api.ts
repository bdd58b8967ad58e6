import type { Paged, PatchVoucherBody, VoucherBody, VoucherDetailDto, VoucherDto } from '@market/contract';
import { api } from '../../../lib/api';
import type { PromotionSource, PromotionsFilter } from '../promotions/promotion-source';

export const VOUCHERS_PAGE_SIZE = 20;
/** Form calls are quiet: the dialog shows their errors itself. */
const quiet = { toast: false } as const;

export type VouchersFilter = PromotionsFilter;

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

/** The shared promotion pages and dialogs read and change vouchers through this. */
export const voucherSource: PromotionSource<VoucherDto, VoucherDetailDto, VoucherBody> = { keys: voucherKeys, api: vouchersApi };
