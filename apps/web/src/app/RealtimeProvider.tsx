import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { useSession } from '../features/auth/session';
import { notificationKeys } from '../features/notifications/api';
import { refreshSession } from '../lib/api';
import { connectRealtime } from '../lib/realtime';

/**
 * Keeps one realtime connection open while someone is signed in: a pushed notification refreshes
 * the bell and the lists, and appears as an info toast.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const connection = connectRealtime({
      onNotification: (notification) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        toast.info(notification.title, { toastId: `notification:${notification.id}` });
      },
      onUnauthorized: refreshSession,
    });
    return () => connection.close();
  }, [userId, queryClient]);

  return <>{children}</>;
}
