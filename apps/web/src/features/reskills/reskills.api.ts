import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportFormat, PageQuery, ReskillBody, ReskillListQuery, ReskillOrderItemsQuery, ReskillProductType, UpdateReskillBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi, callUrl } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { queryKeysFactory } from '../../lib/query-keys';

/** The list's query as the URL carries it (`mine=true`: the caller's own, drafts included). */
export type ReskillListParams = Partial<Omit<ReskillListQuery, 'mine'>> & { mine?: 'true' };

const keys = queryKeysFactory('reskills');
export const reskillKeys = {
  ...keys,
  owned: (query: Partial<PageQuery>) => keys.key('owned', query),
  buyers: (id: string, query: Partial<ReskillOrderItemsQuery>) => keys.key('buyers', id, query),
  candidates: (type: string, q: string) => keys.key('candidates', type, q),
};

export const reskillsApi = {
  list: (query: ReskillListParams, signal?: AbortSignal) => callApi(calls.reskills.list, { query }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(calls.reskills.get, { params: { id } }, { signal, toast: false }),
  create: (body: ReskillBody) => callApi(calls.reskills.create, { body }),
  update: (id: string, body: UpdateReskillBody) => callApi(calls.reskills.update, { params: { id }, body }),
  remove: (id: string) => callApi(calls.reskills.remove, { params: { id } }),
  owned: (query: Partial<PageQuery>, signal?: AbortSignal) => callApi(calls.auth.listReskills, { query }, { signal }),
  buyers: (id: string, query: Partial<ReskillOrderItemsQuery>, signal?: AbortSignal) =>
    callApi(calls.reskills.orderItems, { params: { id }, query }, { signal }),
  /** The host's own courses or ebooks a price may include (the studio's product search). */
  candidates: (type: ReskillProductType, q: string, signal?: AbortSignal) =>
    callApi(calls.discounts.hostProducts, { query: { q: q.trim(), productItemType: type, page: 1, limit: 8 } }, { signal, toast: false }),
};

export function downloadBuyers(id: string, filter: { q: string }, format: ExportFormat): Promise<void> {
  return downloadFile(callUrl(calls.reskills.exportOrderItems, { params: { id }, query: { q: filter.q.trim(), format } }), `nguoi-mua.${format}`);
}

export function useReskills(query: ReskillListParams) {
  return useQuery({ queryKey: keys.list(query), queryFn: ({ signal }) => reskillsApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useReskill(id: string) {
  return useQuery({ queryKey: keys.detail(id), queryFn: ({ signal }) => reskillsApi.get(id, signal) });
}

/** The programmes the signed-in user bought. */
export function useOwnedReskills(page: number) {
  const query = { page, limit: 10 };
  return useQuery({ queryKey: reskillKeys.owned(query), queryFn: ({ signal }) => reskillsApi.owned(query, signal), placeholderData: keepPreviousData });
}

export function useReskillBuyers(id: string, query: Partial<ReskillOrderItemsQuery>) {
  return useQuery({
    queryKey: reskillKeys.buyers(id, query),
    queryFn: ({ signal }) => reskillsApi.buyers(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReskillCandidates(type: ReskillProductType, q: string) {
  return useQuery({
    queryKey: reskillKeys.candidates(type, q),
    queryFn: ({ signal }) => reskillsApi.candidates(type, q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Writes refresh every reskill list and page. */
export function useReskillWrite<A>(write: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}
