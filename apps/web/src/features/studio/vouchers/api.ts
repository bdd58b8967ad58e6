import type { PatchVoucherBody, VoucherBody, VoucherDetailDto, VoucherDto } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import type { PromotionSource, PromotionsFilter } from '../promotions/promotion-source';
import { queryKeysFactory } from '../../../lib/query-keys';

export const VOUCHERS_PAGE_SIZE = 20;
/** Form calls are quiet: the dialog shows their errors itself. */
const quiet = { toast: false } as const;

export type VouchersFilter = PromotionsFilter;

export const voucherKeys = queryKeysFactory('studio', 'vouchers');

export const vouchersApi = {
  list: (filter: VouchersFilter, signal?: AbortSignal) =>
    callApi(calls.vouchers.list, { query: { q: filter.q.trim(), validity: filter.validity, page: filter.page, limit: VOUCHERS_PAGE_SIZE } }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(calls.vouchers.get, { params: { id } }, { signal }),
  create: (body: VoucherBody) => callApi(calls.vouchers.create, { body }, quiet),
  replace: (id: string, body: VoucherBody) => callApi(calls.vouchers.replace, { params: { id }, body }, quiet),
  /** From the list (failures are toasted). */
  patch: (id: string, body: PatchVoucherBody) => callApi(calls.vouchers.patch, { params: { id }, body }),
  remove: (id: string) => callApi(calls.vouchers.remove, { params: { id } }),
  orderItems: (id: string, query: { page: number; limit: number }, signal?: AbortSignal) =>
    callApi(calls.vouchers.orderItems, { params: { id }, query }, { signal }),
};

/** The shared promotion pages and dialogs read and change vouchers through this. */
export const voucherSource: PromotionSource<VoucherDto, VoucherDetailDto, VoucherBody> = { keys: voucherKeys, api: vouchersApi };
