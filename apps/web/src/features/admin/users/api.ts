import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BULK_CREATE_QUEUE,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type BulkUploadAccepted,
  type JobStatusDto,
  type Paged,
  type UserDto,
  type UserRole,
  type UserStatus,
} from '@market/contract';
import { api } from '../../../lib/api';

export interface UsersFilter {
  q: string;
  role: UserRole | '';
  status: UserStatus | '';
  page: number;
}

export const USERS_PAGE_SIZE = 20;
const usersKey = ['admin', 'users'] as const;

export const usersApi = {
  list: (filter: UsersFilter, signal?: AbortSignal) =>
    api.get<Paged<UserDto>>(
      '/api/v1/admin/users',
      { q: filter.q.trim(), role: filter.role, status: filter.status, page: filter.page, limit: USERS_PAGE_SIZE },
      { signal },
    ),
  create: (body: AdminCreateUserBody) => api.post<UserDto>('/api/v1/admin/users', body, { toast: false }),
  update: (id: string, body: AdminUpdateUserBody) => api.patch<UserDto>(`/api/v1/admin/users/${id}`, body, { toast: false }),
  changeStatus: (id: string, status: UserStatus) => api.patch<UserDto>(`/api/v1/admin/users/change-status/${id}`, { status }),
  remove: (id: string) => api.delete<{ success: true }>(`/api/v1/admin/users/${id}`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<BulkUploadAccepted>('/api/v1/admin/users/upload', form);
  },
  jobStatus: (jobId: string, signal?: AbortSignal) => api.get<JobStatusDto>(`/api/v1/queue/${BULK_CREATE_QUEUE}/${jobId}/status`, undefined, { signal }),
};

export function useUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: [...usersKey, filter] as const,
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
      void queryClient.invalidateQueries({ queryKey: usersKey });
      onSuccess?.(result);
    },
  });
}
