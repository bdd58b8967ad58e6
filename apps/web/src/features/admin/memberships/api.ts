import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportFormat, MembershipBody, MembershipProductType, MembershipStatus, SubscriptionStatus } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi, callUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { membershipKeys } from '../../memberships/api';

export interface AdminPlansFilter {
  q: string;
  status: MembershipStatus | '';
  page: number;
}
export interface RegisteredFilter {
  q: string;
  status: (typeof SubscriptionStatus.values)[number] | '';
  page: number;
}

export const ADMIN_PLANS_PAGE_SIZE = 20;
const adminKeys = { ...membershipKeys, admin: (query: unknown) => membershipKeys.key('admin', query) };
/** The editor's save is quiet: the dialog puts field errors under their fields and toasts the rest. */
const quiet = { toast: false } as const;

const listQuery = (filter: AdminPlansFilter) => ({
  q: filter.q.trim() || undefined,
  status: filter.status || undefined,
  page: filter.page,
  limit: ADMIN_PLANS_PAGE_SIZE,
});
const registeredQuery = (filter: Omit<RegisteredFilter, 'page'>) => ({ q: filter.q.trim() || undefined, status: filter.status || undefined });

export const adminMembershipsApi = {
  list: (filter: AdminPlansFilter, signal?: AbortSignal) => callApi(calls.memberships.adminList, { query: listQuery(filter) }, { signal }),
  create: (body: MembershipBody) => callApi(calls.memberships.create, { body }, quiet),
  update: (id: string, body: MembershipBody) => callApi(calls.memberships.update, { params: { id }, body }, quiet),
  /** MEMBERSHIP_CANNOT_DELETE and MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE are toasted with their messages. */
  remove: (id: string) => callApi(calls.memberships.remove, { params: { id } }),
  switchStatus: (id: string) => callApi(calls.memberships.switchStatus, { params: { id } }),
  registered: (id: string, filter: RegisteredFilter, signal?: AbortSignal) =>
    callApi(calls.memberships.registered, { params: { id }, query: { ...registeredQuery(filter), page: filter.page, limit: 20 } }, { signal }),
  /** Courses or tiers to include, searched among everything sold (the admin's products list). */
  products: (type: MembershipProductType, q: string, signal?: AbortSignal) =>
    callApi(calls.products.adminList, { query: { type, q: q.trim() || undefined, limit: 10 } }, { signal }),
};

export function downloadRegistered(id: string, filter: Omit<RegisteredFilter, 'page'>, format: ExportFormat): Promise<void> {
  return downloadFile(callUrl(calls.memberships.exportRegistered, { params: { id }, query: { ...registeredQuery(filter), format } }), `hoi-vien.${format}`);
}

export function useAdminPlans(filter: AdminPlansFilter) {
  return useQuery({
    queryKey: adminKeys.admin(listQuery(filter)),
    queryFn: ({ signal }) => adminMembershipsApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRegistered(id: string, filter: RegisteredFilter) {
  return useQuery({
    queryKey: membershipKeys.key('registered', id, filter),
    queryFn: ({ signal }) => adminMembershipsApi.registered(id, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProductSearch(type: MembershipProductType, q: string) {
  return useQuery({
    queryKey: membershipKeys.key('products', type, q),
    queryFn: ({ signal }) => adminMembershipsApi.products(type, q, signal),
    placeholderData: keepPreviousData,
  });
}

/** A change to plans: the console's lists and the public pricing page are read again. */
export function usePlanMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      onSuccess?.(result);
    },
  });
}
