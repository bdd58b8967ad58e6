import { io, type Socket } from 'socket.io-client';
import { REALTIME, type NotificationDto } from '@market/contract';

export interface RealtimeHandlers {
  /** The server pushed a new notification to this person (`new-notification`). */
  onNotification: (notification: NotificationDto) => void;
  /**
   * The handshake was refused as unauthenticated (the access cookie expired): refresh the session
   * and resolve true to try once more.
   */
  onUnauthorized?: () => Promise<boolean>;
}

export interface RealtimeConnection {
  readonly socket: Socket;
  /** Says `quit`, then disconnects (spec 2). */
  close: () => void;
}

/**
 * The realtime channel (spec 2): socket.io on this origin, websocket transport only, the session
 * cookie as credentials; says `register` on every (re)connect and `quit` before disconnecting.
 */
export function connectRealtime(handlers: RealtimeHandlers): RealtimeConnection {
  const socket = io({
    path: REALTIME.path,
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
  });
  let retriedAuth = false;

  socket.on('connect', () => {
    retriedAuth = false;
    socket.emit(REALTIME.registerEvent, { room: REALTIME.room });
  });
  socket.on(REALTIME.notificationEvent, (payload: NotificationDto) => handlers.onNotification(payload));
  socket.on('connect_error', (error) => {
    // A refused handshake is not retried by socket.io itself; other errors are (socket.active).
    if (socket.active || error.message !== 'UNAUTHORIZED' || retriedAuth || !handlers.onUnauthorized) return;
    retriedAuth = true;
    void handlers.onUnauthorized().then((ok) => {
      if (ok) socket.connect();
    });
  });

  const quit = () => {
    if (socket.connected) socket.emit(REALTIME.quitEvent);
  };
  window.addEventListener('pagehide', quit);
  socket.connect();

  return {
    socket,
    close: () => {
      window.removeEventListener('pagehide', quit);
      quit();
      socket.disconnect();
      socket.removeAllListeners();
    },
  };
}
