import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { toast } from '../lib/toast';
import { useSession } from '../features/auth/session';
import { notificationKeys } from '../features/notifications/api';
import { orderKeys } from '../features/orders/api';
import { ticketKeys } from '../features/tickets/api';
import { bookingKeys } from '../features/bookings/api';
import { refreshSession } from '../lib/api';
import type { RealtimeConnection } from '../lib/realtime';

/**
 * Keeps one realtime connection open while someone is signed in: a pushed notification refreshes
 * the bell and the lists, and appears as an info toast. The socket client loads only once someone is
 * signed in, so a visitor's first page does not carry it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let connection: RealtimeConnection | undefined;
    let closed = false;
    void import('../lib/realtime').then(({ connectRealtime }) => {
      if (closed) return;
      connection = connectRealtime({
        onNotification: (notification) => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          // Payment results arrive as notifications too: a page waiting on an order hears it at once.
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
          // A check-in or a host's answer to a booking shows on the pages that list them.
          void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
          void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
          toast.info(notification.title, { toastId: `notification:${notification.id}` });
        },
        onUnauthorized: refreshSession,
      });
    });
    return () => {
      closed = true;
      connection?.close();
    };
  }, [userId, queryClient]);

  return <>{children}</>;
}
