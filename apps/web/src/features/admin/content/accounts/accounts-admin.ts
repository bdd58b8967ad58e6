import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '../../../../lib/query-keys';
import { cmsCall } from '../cms-admin';

/**
 * The content service's users-permissions, as an admin manages them through the proxy: roles with
 * their grants (Strapi's permission tree) and the service's own accounts. Answers carry no secret.
 */
const keys = queryKeysFactory('cms-accounts');

export interface Role {
  id: number;
  name: string;
  description: string;
  type: string;
  nb_users?: number;
}
export type PermissionTree = Record<string, { controllers: Record<string, Record<string, { enabled: boolean; policy: string }>> }>;
export interface EditorAccount {
  id: number;
  username: string;
  email: string;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  createdAt: string;
  role?: Role | null;
}

export const ACCOUNTS_PAGE_SIZE = 20;

export function useRoles() {
  return useQuery({
    queryKey: keys.list({ scope: 'roles' }),
    queryFn: async ({ signal }) => (await cmsCall<{ roles: Role[] }>('GET', '/users-permissions/roles', { signal })).roles,
  });
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: keys.detail({ role: id }),
    queryFn: async ({ signal }) => (await cmsCall<{ role: Role & { permissions: PermissionTree } }>('GET', `/users-permissions/roles/${id}`, { signal })).role,
    enabled: id !== null,
  });
}

function useInvalidating<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }) });
}

export const useCreateRole = () =>
  useInvalidating((input: { name: string; description: string }) => cmsCall('POST', '/users-permissions/roles', { body: { ...input, permissions: {} } }));
export const useUpdateRole = () =>
  useInvalidating(({ id, ...input }: { id: number; name?: string; description?: string; permissions?: PermissionTree }) =>
    cmsCall('PUT', `/users-permissions/roles/${id}`, { body: input }),
  );
export const useDeleteRole = () => useInvalidating((id: number) => cmsCall('DELETE', `/users-permissions/roles/${id}`));

/** A page of accounts with their roles; the count comes from `/users/count` (Strapi's list has no meta). */
export function useAccounts(page: number) {
  return useQuery({
    queryKey: keys.list({ scope: 'users', page }),
    queryFn: async ({ signal }) => {
      const query = { populate: 'role', start: (page - 1) * ACCOUNTS_PAGE_SIZE, limit: ACCOUNTS_PAGE_SIZE };
      const [users, total] = await Promise.all([
        cmsCall<EditorAccount[]>('GET', '/users', { query, signal }),
        cmsCall<number>('GET', '/users/count', { signal }),
      ]);
      return { users, total };
    },
    placeholderData: keepPreviousData,
  });
}

export const useCreateAccount = () =>
  useInvalidating((input: { username: string; email: string; password: string; role: number; confirmed: boolean }) =>
    cmsCall<EditorAccount>('POST', '/users', { body: input }),
  );
export const useUpdateAccount = () =>
  useInvalidating(({ id, ...input }: { id: number; blocked?: boolean; role?: number }) => cmsCall<EditorAccount>('PUT', `/users/${id}`, { body: input }));
export const useDeleteAccount = () => useInvalidating((id: number) => cmsCall<EditorAccount>('DELETE', `/users/${id}`));
