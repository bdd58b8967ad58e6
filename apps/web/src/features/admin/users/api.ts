import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BULK_CREATE_QUEUE, type AdminCreateUserBody, type AdminUpdateUserBody, type UserRole, type UserStatus } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export interface UsersFilter {
  q: string;
  role: UserRole | '';
  status: UserStatus | '';
  page: number;
}

export const USERS_PAGE_SIZE = 20;
/** Lists and the bulk upload's job: a change to users refreshes both, as it always did. */
export const usersKeys = queryKeysFactory('admin', 'users');
const c = calls.adminUsers;

export const usersApi = {
  list: (filter: UsersFilter, signal?: AbortSignal) =>
    callApi(c.list, { query: { q: filter.q.trim(), role: filter.role, status: filter.status, page: filter.page, limit: USERS_PAGE_SIZE } }, { signal }),
  create: (body: AdminCreateUserBody) => callApi(c.create, { body }, { toast: false }),
  update: (id: string, body: AdminUpdateUserBody) => callApi(c.update, { params: { id }, body }, { toast: false }),
  changeStatus: (id: string, status: UserStatus) => callApi(c.changeStatus, { params: { id }, body: { status } }),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(c.upload, { body: form });
  },
  jobStatus: (jobId: string, signal?: AbortSignal) => callApi(calls.jobs.status, { params: { queue: BULK_CREATE_QUEUE, id: jobId } }, { signal }),
};

export function useUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: usersKeys.list(filter),
    queryFn: ({ signal }) => usersApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the users list when it succeeds. */
export function useUsersMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onSuccess?.(result);
    },
  });
}
