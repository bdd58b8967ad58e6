import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/client.js';
import { createTestDatabase } from './support/database.js';
import { ADMIN } from './support/server.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.js';
import { eventually } from './support/wait.js';

describe('realtime across server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: ServerProcess[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database.drop();
  });

  it('delivers a notification created through one process to a socket connected to another', async () => {
    // A seeds the demo data and works the job queue; B only serves HTTP and sockets.
    const a = await startServerProcess(database.url, { SEED_DEMO: 'true', JOB_WORKER: 'true' });
    servers.push(a);
    const b = await startServerProcess(database.url, { SEED_DEMO: 'false', JOB_WORKER: 'false' });
    servers.push(b);

    const admin = new ApiClient(a.url);
    const login = await admin.post('/api/v1/auth/login', ADMIN);
    admin.token = login.body.accessToken;

    const email = `cum-may-chu.${Date.now()}@vidu.vn`;
    const viaB = new ApiClient(b.url);
    await viaB.post('/api/v1/auth/signup', { contactType: 'EMAIL', email, fullName: 'Đỗ Cụm Máy', password: 'Matkhau@123', confirmPassword: 'Matkhau@123' });
    const outbox = await admin.get(`/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(outbox.body.data[0].body)![1];
    const verified = await viaB.post('/api/v1/auth/verify', { email, code });
    expect(verified.status).toBe(200);

    socket = io(b.url, { path: REALTIME.path, transports: ['websocket'], auth: { token: verified.body.accessToken }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    await socket.emitWithAck(REALTIME.registerEvent, {});
    const received = new Promise<{ title: string }>((resolve) => socket!.once(REALTIME.notificationEvent, resolve));
    // B's LISTEN may not be in place yet when A first emits: announce again until B's socket hears it.
    await eventually(
      async () => {
        const announced = await admin.post('/api/v1/admin/notifications', {
          userIds: [verified.body.user.id],
          title: 'Từ máy chủ A',
          body: 'Xin chào từ tiến trình khác.',
        });
        expect(announced.status).toBe(202);
        return Promise.race([received.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 1500))]);
      },
      30_000,
      'a notification from process A on a socket of process B',
    );
    const notification = await received;
    expect(notification.title).toBe('Từ máy chủ A');
  }, 90_000);
});
