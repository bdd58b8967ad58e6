import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE, type UserDto, type UserRole } from '@market/contract';
import { ApiError } from '../../lib/api-error';
import { authApi } from './api';
import { queryKeysFactory } from '../../lib/query-keys';

/** The signed-in account, or null for a visitor. Every screen reads it through `useSession`. */
export const sessionKey = queryKeysFactory('session').all;

/**
 * Whether the server's `signed_in` cookie says a session may exist in this browser. Without it
 * nobody is signed in, and the app does not ask (no failing auth/me and auth/session calls).
 */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.split('=');
    return name?.trim() === SESSION_HINT_COOKIE && Boolean(value?.trim());
  });
}

/** The session is gone for good (its refresh failed): stop asking on every page load. */
function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
}

async function fetchSession(signal?: AbortSignal): Promise<UserDto | null> {
  if (!hasSessionHint()) return null;
  try {
    return await authApi.me(signal);
  } catch (error) {
    // The API client has already tried /api/auth/session once: a 401 now means nobody is signed in.
    if (error instanceof ApiError && error.status === 401) {
      clearSessionHint();
      return null;
    }
    throw error;
  }
}

export interface Session {
  user: UserDto | null;
  /** True until the first answer (signed in or not) is known. */
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useSession(): Session {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => fetchSession(signal),
    // Without the hint the answer is known at once: the header shows the sign-in buttons, not a skeleton.
    initialData: () => (hasSessionHint() ? undefined : null),
    staleTime: 5 * 60_000,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** Whether an account of `role` may use a screen meant for `required` (admins may use the studio). */
export function hasRole(role: UserRole, required: UserRole): boolean {
  if (role === required) return true;
  return required === 'HOST' && role === 'ADMIN';
}

/** After login / verify / password changes: the account the server answered with becomes the session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    queryClient.setQueryData(sessionKey, user);
  };
}

/** Updates the cached account (e.g. after a profile change). */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: UserDto) => queryClient.setQueryData(sessionKey, user);
}

/** Forgets the account and everything loaded for it; guards then send protected pages to login. */
export function signOutLocally(queryClient: QueryClient): void {
  clearSessionHint();
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] }).catch(() => {});
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData(sessionKey, null);
}
