import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportFormat, OrderItemDto, ProductItemType } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi, callUrl, type Query } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { addDays, localToInstant } from '../../../lib/vietnam-time';
import { queryKeysFactory } from '../../../lib/query-keys';

export const ADMIN_ORDER_ITEMS_PAGE_SIZE = 20;

export interface OrderItemsFilter {
  q: string;
  type: (typeof ProductItemType.values)[number] | '';
  status: OrderItemDto['status'] | '';
  /** Vietnam calendar days (YYYY-MM-DD), both included; '' = open. */
  from: string;
  to: string;
}

/** The filters as the server takes them: days become the instants that bound them in Vietnam. */
export function filterQuery(filter: OrderItemsFilter): Query {
  return {
    q: filter.q.trim(),
    type: filter.type,
    status: filter.status,
    from: filter.from ? localToInstant(filter.from, '00:00') : undefined,
    to: filter.to ? localToInstant(addDays(filter.to, 1), '00:00') : undefined,
  };
}

/** Whose lines: every line (admins) or those of what the caller sells (the studio). */
export type OrderLinesScope = 'admin' | 'host';

const callsOf = {
  admin: { list: calls.orderItems.listAll, export: calls.orderItems.exportAll },
  host: { list: calls.orderItems.listMine, export: calls.orderItems.exportMine },
} as const;

export const adminOrderItemKeys = queryKeysFactory('admin', 'order-items');

export function useOrderLines(scope: OrderLinesScope, filter: OrderItemsFilter, page: number) {
  return useQuery({
    queryKey: adminOrderItemKeys.list({ scope, filter, page }),
    queryFn: ({ signal }) => callApi(callsOf[scope].list, { query: { ...filterQuery(filter), page, limit: ADMIN_ORDER_ITEMS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the export as a file: fetched (so an expired session is refreshed once, as for every
 * call), then handed to the browser under the server's file name.
 */
export function downloadExport(scope: OrderLinesScope, filter: OrderItemsFilter, format: ExportFormat): Promise<void> {
  return downloadFile(callUrl(callsOf[scope].export, { query: { ...filterQuery(filter), format } }), `dong-don-hang.${format}`);
}
