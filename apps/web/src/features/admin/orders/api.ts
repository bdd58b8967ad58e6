import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateOrderBody, AdminUpdateOrderBody, IssueInvoiceBody, OrderStatus } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export interface AdminOrdersFilter {
  search: string;
  status: (typeof OrderStatus.values)[number] | '';
  provider: string;
  from: string;
  to: string;
  /** Orders whose buyer asked for a VAT invoice: to issue, issued, either; '' for all orders. */
  invoice: '' | 'REQUESTED' | 'ISSUED' | 'ANY';
}
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const adminOrderKeys = queryKeysFactory('admin', 'orders');

export const adminOrdersApi = {
  list: (filter: AdminOrdersFilter, page: number, signal?: AbortSignal) =>
    callApi(
      calls.adminOrders.list,
      { query: { ...filter, invoice: filter.invoice || undefined, search: filter.search.trim(), page, limit: ADMIN_ORDERS_PAGE_SIZE } },
      { signal },
    ),
  detail: (id: string, signal?: AbortSignal) => callApi(calls.adminOrders.get, { params: { id } }, { signal }),
  /** Quiet: the dialog shows field errors under their fields and toasts the rest. */
  create: (body: AdminCreateOrderBody) => callApi(calls.adminOrders.create, { body }, { toast: false }),
  update: ({ id, body }: { id: string; body: AdminUpdateOrderBody }) => callApi(calls.adminOrders.update, { params: { id }, body }),
  remove: (id: string) => callApi(calls.adminOrders.remove, { params: { id } }),
  issueInvoice: ({ id, body }: { id: string; body: IssueInvoiceBody }) => callApi(calls.adminOrders.issueInvoice, { params: { id }, body }),
  productItems: (search: string, signal?: AbortSignal) => callApi(calls.adminOrders.productItems, { query: { search: search.trim(), limit: 20 } }, { signal }),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(calls.adminOrders.upload, { body: form });
  },
  jobStatus: (queue: string, jobId: string, signal?: AbortSignal) => callApi(calls.jobs.status, { params: { queue, id: jobId } }, { signal }),
};

export function useAdminOrders(filter: AdminOrdersFilter, page: number) {
  return useQuery({
    queryKey: adminOrderKeys.list({ filter, page }),
    queryFn: ({ signal }) => adminOrdersApi.list(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => adminOrdersApi.detail(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useProductItems(search: string) {
  return useQuery({
    queryKey: adminOrderKeys.key('product-items', search),
    queryFn: ({ signal }) => adminOrdersApi.productItems(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** A change to orders: the list and the open detail are asked again. */
export function useOrdersMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }) });
}
