import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../components/toast/ToastHost';
import { createAppQueryClient } from './query-setup';
import { RealtimeProvider } from './RealtimeProvider';

/** Data cache, toasts and the realtime channel, around the whole app. Tests pass their own client. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <RealtimeProvider>{children}</RealtimeProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
