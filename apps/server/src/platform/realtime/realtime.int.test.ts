import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { eventually } from '../../../test/support/wait.js';
import { createRealtime, type Realtime } from './realtime.js';

describe('realtime across server processes', () => {
  let server: TestServer;
  let otherHttp: HttpServer;
  let other: Realtime;
  let client: Socket | undefined;

  beforeAll(async () => {
    server = await startTestServer({}, { demo: false });
    // A second process on the same database, as a scaled-out deployment runs it; its callers are whoever their token names.
    otherHttp = createServer();
    other = createRealtime({
      httpServer: otherHttp,
      pool: server.database.pool,
      authenticate: async (token) => ({ id: token, role: 'USER' }),
      liveAmong: async (ids) => new Set(ids),
      corsOrigins: [],
    });
    await new Promise<void>((resolve) => otherHttp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    client?.disconnect();
    await other.close();
    await new Promise((resolve) => otherHttp.close(resolve));
    await server.close();
  });

  it('delivers a fan-out to a follower connected to another process, once that process has announced itself', async () => {
    await eventually(async () => (await server.services.realtime.io.of('/').adapter.serverCount()) === 2, 10_000, 'the other process to be known');
    const userId = randomUUID();
    const url = `http://127.0.0.1:${(otherHttp.address() as AddressInfo).port}`;
    client = io(url, { path: REALTIME.path, transports: ['websocket'], auth: { token: userId }, reconnection: false });
    await new Promise((resolve, reject) => {
      client!.once('connect', () => resolve(undefined));
      client!.once('connect_error', reject);
    });
    const received = new Promise((resolve) => client!.once(REALTIME.notificationEvent, resolve));
    server.services.realtime.emitToUsers(REALTIME.notificationEvent, [
      { userId: randomUUID(), payload: { title: 'Người khác' } },
      { userId, payload: { title: 'Sự kiện mới' } },
    ]);
    expect(await received).toEqual({ title: 'Sự kiện mới' });
  });
});
