import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { REALTIME } from '@market/contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { ACCESS_COOKIE, type Actor } from '../http/access.js';

const FAN_OUT_EVENT = 'market:fan-out';
/** Accounts whose access one statement checks when every connected account is (see `recheck`). */
const RECHECK_BATCH = 500;

export const userRoom = (userId: string) => `${REALTIME.room}:${userId}`;

function tokenFrom(handshake: { auth: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }): string | undefined {
  if (typeof handshake.auth.token === 'string' && handshake.auth.token) return handshake.auth.token;
  const authorization = handshake.headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) return authorization.slice(7);
  const cookie = handshake.headers.cookie;
  const match = typeof cookie === 'string' ? new RegExp(`(?:^|;\\s*)${ACCESS_COOKIE}=([^;]+)`).exec(cookie) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

// Headers a connected socket has no more use for: its credentials and the upgrade's own.
const HANDSHAKE_ONLY_HEADERS = new Set([
  'cookie',
  'authorization',
  'connection',
  'upgrade',
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-extensions',
]);

/**
 * What a connected socket keeps of its handshake. engine.io keeps the upgrade request (an
 * IncomingMessage with its headers, raw headers and stream state) for the life of the socket, twice:
 * as `socket.conn.request` and through the response object it made for the upgrade, which the TCP
 * socket's close listener holds, so the documented `request = null`
 * (https://socket.io/docs/v4/memory-usage/) alone frees nothing. socket.io keeps the token and every
 * header in `socket.handshake`. About 1.2 KB per socket, 12 MB for 10,000 followers, held only to
 * have been read once: once the caller is known, the request is let go and the handshake keeps no
 * credentials.
 */
function releaseHandshake(socket: Socket, upgradeResponses: WeakMap<object, { req?: unknown }>): void {
  const request = socket.conn.request as IncomingMessage | null;
  const response = request && upgradeResponses.get(request);
  if (response) response.req = null;
  (socket.conn as { request: IncomingMessage | null }).request = null;
  socket.handshake.headers = Object.fromEntries(Object.entries(socket.handshake.headers).filter(([name]) => !HANDSHAKE_ONLY_HEADERS.has(name)));
  const { token: _token, ...auth } = socket.handshake.auth;
  socket.handshake.auth = auth;
}

// One pair of handlers for every socket (`this` is the socket), not two closures per connection.
function onRegister(this: Socket, _payload: unknown, ack?: unknown): void {
  void this.join(userRoom((this.data.actor as Actor).id));
  if (typeof ack === 'function') ack({ ok: true, room: REALTIME.room });
}
function onQuit(this: Socket): void {
  void this.leave(userRoom((this.data.actor as Actor).id));
  this.disconnect(true);
}

/**
 * socket.io on the API's own HTTP server, websocket transport only, signed in with the same token as
 * HTTP. Each user's sockets share the room `notifications:<userId>`; the PostgreSQL adapter carries
 * emits between server processes.
 */
export function createRealtime(deps: {
  httpServer: HttpServer;
  pool: pg.Pool;
  authenticate: (token: string) => Promise<Actor | null>;
  /** Which of these accounts may still act (see `recheck`). */
  liveAmong: (userIds: readonly string[]) => Promise<Set<string>>;
  corsOrigins: string[];
}) {
  const io = new Server(deps.httpServer, {
    path: REALTIME.path,
    transports: ['websocket'],
    serveClient: false,
    cors: deps.corsOrigins.length ? { origin: deps.corsOrigins, credentials: true } : undefined,
  });
  io.adapter(createAdapter(deps.pool, { tableName: 'socket_io_attachments', heartbeatInterval: 5000 }));

  // engine.io hands its middlewares the response object it made for each upgrade: remembered so that
  // releaseHandshake can take the request back from it.
  const upgradeResponses = new WeakMap<object, { req?: unknown }>();
  io.engine.use((request: IncomingMessage, response: object, next: () => void) => {
    upgradeResponses.set(request, response);
    next();
  });

  io.use(async (socket, next) => {
    const token = tokenFrom(socket.handshake);
    const actor = token ? await deps.authenticate(token) : null;
    if (!actor) return next(new Error('UNAUTHORIZED'));
    socket.data.actor = actor;
    // Not before: a refused client may try again on the same connection (see apps/web's realtime.ts).
    releaseHandshake(socket, upgradeResponses);
    next();
  });

  // Another process's share of a fan-out: its sockets get their own payloads (see emitToUsers).
  io.on(FAN_OUT_EVENT, (event: string, entries: { userId: string; payload: unknown }[]) => {
    for (const { userId, payload } of entries) io.local.to(userRoom(userId)).emit(event, payload);
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom((socket.data.actor as Actor).id));
    socket.on(REALTIME.registerEvent, onRegister);
    socket.on(REALTIME.quitEvent, onQuit);
  });

  return {
    io,
    emitToUser(userId: string, event: string, payload: unknown) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    /**
     * A payload of its own to each of many users: delivered to this process's sockets at once, and to
     * the other processes as one adapter message, not one NOTIFY per user (10,000 followers would
     * otherwise be 10,000 round trips to PostgreSQL). With no other process (the adapter counts the
     * ones that announced themselves) that message is not sent: it is a JSON text, a msgpack copy and
     * an attachment row of some hundred kilobytes per batch of 500, for nobody.
     */
    emitToUsers(event: string, entries: readonly { userId: string; payload: unknown }[]) {
      if (!entries.length) return;
      for (const { userId, payload } of entries) io.local.to(userRoom(userId)).emit(event, payload);
      void io
        .of('/')
        .adapter.serverCount()
        .then((servers) => {
          if (servers > 1) io.serverSideEmit(FAN_OUT_EVENT, event, entries);
        })
        // The copy for other processes is best effort, like any emit: never an unhandled rejection.
        .catch(() => undefined);
    },
    /**
     * Disconnects this process's sockets of accounts that may no longer act (blocked or deleted since
     * they connected): a socket is signed in once, at its handshake, so it would otherwise go on
     * hearing its account's notifications. Every process hears an account's change and checks its own
     * sockets. Without `userIds`, every account connected here is checked (changes may have been missed).
     */
    async recheck(userIds?: readonly string[]): Promise<void> {
      const sockets = await (userIds ? io.local.in(userIds.map(userRoom)) : io.local).fetchSockets();
      const connected = [...new Set(sockets.map((socket) => (socket.data.actor as Actor).id))];
      for (let start = 0; start < connected.length; start += RECHECK_BATCH) {
        const batch = connected.slice(start, start + RECHECK_BATCH);
        const live = await deps.liveAmong(batch);
        const gone = batch.filter((id) => !live.has(id));
        if (gone.length) io.local.in(gone.map(userRoom)).disconnectSockets(true);
      }
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
