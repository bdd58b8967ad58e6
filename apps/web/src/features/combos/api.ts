import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComboBody, ComboListQuery, ComboStateBody, ProductListQuery, UpdateComboBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

const keys = queryKeysFactory('combos');
export const comboKeys = {
  ...keys,
  mine: (hostId: string) => keys.key('host', hostId),
  candidates: (query: Partial<ProductListQuery>) => keys.key('candidates', query),
};

export const combosApi = {
  list: (query: Partial<ComboListQuery>, signal?: AbortSignal) => callApi(calls.combos.list, { query }, { signal }),
  bySlug: (slug: string, signal?: AbortSignal) => callApi(calls.combos.bySlug, { params: { slug } }, { signal, toast: false }),
  byHost: (hostId: string, signal?: AbortSignal) => callApi(calls.combos.byHost, { params: { id: hostId }, query: { limit: 50 } }, { signal }),
  candidates: (query: Partial<ProductListQuery>, signal?: AbortSignal) => callApi(calls.combos.availableProducts, { query }, { signal }),
  create: (body: ComboBody) => callApi(calls.combos.create, { body }),
  update: (id: string, body: UpdateComboBody) => callApi(calls.combos.update, { params: { id }, body }),
  changeState: (id: string, body: ComboStateBody) => callApi(calls.combos.changeState, { params: { id }, body }),
  remove: (id: string) => callApi(calls.combos.remove, { params: { id } }),
};

export function useCombos(query: Partial<ComboListQuery>) {
  return useQuery({ queryKey: comboKeys.list(query), queryFn: ({ signal }) => combosApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useCombo(slug: string) {
  return useQuery({ queryKey: comboKeys.detail(slug), queryFn: ({ signal }) => combosApi.bySlug(slug, signal) });
}

export function useMyCombos(hostId: string) {
  return useQuery({ queryKey: comboKeys.mine(hostId), queryFn: ({ signal }) => combosApi.byHost(hostId, signal) });
}

export function useComboCandidates(enabled: boolean) {
  const query = { limit: 100 };
  return useQuery({ queryKey: comboKeys.candidates(query), queryFn: ({ signal }) => combosApi.candidates(query, signal), enabled });
}

/** Writes refresh every combo list and page. */
export function useComboWrite<A>(write: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: comboKeys.all }) });
}
