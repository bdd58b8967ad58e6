import { useQuery } from '@tanstack/react-query';
import type { MembershipListQuery } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';
import { queryKeysFactory } from '../../lib/query-keys';

/** Membership plans as everyone sees them (the admin console's keys sit under the same root). */
export const membershipKeys = queryKeysFactory('memberships');

export const membershipsApi = {
  list: (query: Partial<MembershipListQuery>, signal?: AbortSignal) => callApi(calls.memberships.list, { query }, { signal }),
  get: (id: string, signal?: AbortSignal) => callApi(calls.memberships.get, { params: { id } }, { signal, toast: false }),
};

/** The plans on sale (the pricing page shows them all: there are few). */
export function useMembershipPlans() {
  const query = { limit: 50 };
  return useQuery({ queryKey: membershipKeys.list(query), queryFn: ({ signal }) => membershipsApi.list(query, signal) });
}

export function useMembershipPlan(id: string) {
  return useQuery({ queryKey: membershipKeys.detail(id), queryFn: ({ signal }) => membershipsApi.get(id, signal), enabled: Boolean(id) });
}
