import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createAppQueryClient } from './query-setup';
import { RealtimeProvider } from './RealtimeProvider';
import { useSession } from '../features/auth/session';
import { useSaveAfterSignIn } from '../features/saved/api';

// The toast area and its library arrive after first paint (see lib/toast.ts).
const ToastHost = lazy(() => import('../components/toast/ToastHost').then((module) => ({ default: module.ToastHost })));

/** A heart pressed before signing in is saved once signed in, whatever page the person lands on. */
function SaveAfterSignIn() {
  useSaveAfterSignIn(useSession().user?.id ?? null);
  return null;
}

/** Data cache, toasts and the realtime channel, around the whole app. Tests pass their own client. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <RealtimeProvider>{children}</RealtimeProvider>
      <SaveAfterSignIn />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </QueryClientProvider>
  );
}
