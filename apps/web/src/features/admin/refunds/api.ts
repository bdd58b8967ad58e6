import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundDto, UpdateRefundBody } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { refundKeys } from '../../refunds/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export interface AdminRefundsFilter {
  status: RefundDto['status'] | '';
  approval: RefundDto['approval'] | '';
  mode: RefundDto['mode'] | '';
  search: string;
}
export const ADMIN_REFUNDS_PAGE_SIZE = 20;
/** Under the buyers' refunds (`refundKeys.all`): a review refreshes both. */
const adminKeys = queryKeysFactory(...refundKeys.all, 'admin');

export const adminRefundsApi = {
  list: (filter: AdminRefundsFilter, page: number, signal?: AbortSignal) =>
    callApi(calls.refunds.listAll, { query: { ...filter, search: filter.search.trim(), page, limit: ADMIN_REFUNDS_PAGE_SIZE } }, { signal }),
  statusCounts: (signal?: AbortSignal) => callApi(calls.refunds.countByStatus, {}, { signal }),
  approvalCounts: (signal?: AbortSignal) => callApi(calls.refunds.countByApproval, {}, { signal }),
  review: ({ id, body }: { id: string; body: UpdateRefundBody }) => callApi(calls.refunds.decide, { params: { id }, body }),
};

export function useAdminRefunds(filter: AdminRefundsFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.list({ filter, page }),
    queryFn: ({ signal }) => adminRefundsApi.list(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRefundCounts() {
  const status = useQuery({ queryKey: adminKeys.key('status-count'), queryFn: ({ signal }) => adminRefundsApi.statusCounts(signal) });
  const approval = useQuery({ queryKey: adminKeys.key('approval-count'), queryFn: ({ signal }) => adminRefundsApi.approvalCounts(signal) });
  return { status: status.data, approval: approval.data };
}

/** The admin's decision; the queue and its counts are asked again afterwards. */
export function useReviewRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminRefundsApi.review, onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }) });
}
