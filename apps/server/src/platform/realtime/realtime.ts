import type { Server as HttpServer } from 'node:http';
import { REALTIME } from '@market/contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { ACCESS_COOKIE, type Actor } from '../http/access.js';

const FAN_OUT_EVENT = 'market:fan-out';

export const userRoom = (userId: string) => `${REALTIME.room}:${userId}`;

function tokenFrom(handshake: { auth: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }): string | undefined {
  if (typeof handshake.auth.token === 'string' && handshake.auth.token) return handshake.auth.token;
  const authorization = handshake.headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) return authorization.slice(7);
  const cookie = handshake.headers.cookie;
  const match = typeof cookie === 'string' ? new RegExp(`(?:^|;\\s*)${ACCESS_COOKIE}=([^;]+)`).exec(cookie) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * socket.io on the API's own HTTP server, websocket transport only, signed in with the same token as
 * HTTP. Each user's sockets share the room `notifications:<userId>`; the PostgreSQL adapter carries
 * emits between server processes.
 */
export function createRealtime(deps: { httpServer: HttpServer; pool: pg.Pool; authenticate: (token: string) => Promise<Actor | null>; corsOrigins: string[] }) {
  const io = new Server(deps.httpServer, {
    path: REALTIME.path,
    transports: ['websocket'],
    serveClient: false,
    cors: deps.corsOrigins.length ? { origin: deps.corsOrigins, credentials: true } : undefined,
  });
  io.adapter(createAdapter(deps.pool, { tableName: 'socket_io_attachments', heartbeatInterval: 5000 }));

  io.use(async (socket, next) => {
    const token = tokenFrom(socket.handshake);
    const actor = token ? await deps.authenticate(token) : null;
    if (!actor) return next(new Error('UNAUTHORIZED'));
    socket.data.actor = actor;
    next();
  });

  // Another process's share of a fan-out: its sockets get their own payloads (see emitToUsers).
  io.on(FAN_OUT_EVENT, (event: string, entries: { userId: string; payload: unknown }[]) => {
    for (const { userId, payload } of entries) io.local.to(userRoom(userId)).emit(event, payload);
  });

  io.on('connection', (socket) => {
    const actor = socket.data.actor as Actor;
    void socket.join(userRoom(actor.id));
    socket.on(REALTIME.registerEvent, (_payload: unknown, ack?: unknown) => {
      void socket.join(userRoom(actor.id));
      if (typeof ack === 'function') ack({ ok: true, room: REALTIME.room });
    });
    socket.on(REALTIME.quitEvent, () => {
      void socket.leave(userRoom(actor.id));
      socket.disconnect(true);
    });
  });

  return {
    io,
    emitToUser(userId: string, event: string, payload: unknown) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    /**
     * A payload of its own to each of many users: delivered to this process's sockets at once, and to
     * the other processes as one adapter message, not one NOTIFY per user (10,000 followers would
     * otherwise be 10,000 round trips to PostgreSQL).
     */
    emitToUsers(event: string, entries: readonly { userId: string; payload: unknown }[]) {
      if (!entries.length) return;
      for (const { userId, payload } of entries) io.local.to(userRoom(userId)).emit(event, payload);
      io.serverSideEmit(FAN_OUT_EVENT, event, entries);
    },
    /** Ends sockets and the adapter's LISTEN client; the HTTP server itself is Fastify's to close. */
    async close() {
      io.local.disconnectSockets(true);
      await (io.of('/').adapter as unknown as { close?: () => Promise<void> | void }).close?.();
      io.engine.close();
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
