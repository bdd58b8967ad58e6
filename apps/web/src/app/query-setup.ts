import type { QueryClient } from '@tanstack/react-query';
import type { UserDto } from '@market/contract';
import { sessionKey, signOutLocally } from '../features/auth/session';
import { configureApi } from '../lib/api';
import { createQueryClient } from '../lib/query-client';

/** The app's query client, with the API client's session events wired to the session cache. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  configureApi({
    onSessionRefreshed: (session) => {
      const user = (session as { user?: UserDto } | undefined)?.user;
      if (user) queryClient.setQueryData(sessionKey, user);
    },
    onSignedOut: () => signOutLocally(queryClient),
  });
  return queryClient;
}
