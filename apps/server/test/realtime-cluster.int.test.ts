import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/embedded.js';
import { ApiClient } from './support/client.js';
import { createTestDatabase } from './support/database.js';
import { ADMIN } from './support/server.js';
import { eventually } from './support/wait.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A real server process, as production runs several of them behind a load balancer. */
async function startProcess(databaseUrl: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OTP_RESEND_SECONDS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'market-node-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    () =>
      fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      ),
    30_000,
    `server process on ${port}`,
  );
  return { url, child };
}

describe('realtime across server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const children: ChildProcess[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))),
    );
    await database.drop();
  });

  it('delivers a notification created through one process to a socket connected to another', async () => {
    // A seeds the demo data and works the job queue; B only serves HTTP and sockets.
    const a = await startProcess(database.url, { SEED_DEMO: 'true', JOB_WORKER: 'true' });
    children.push(a.child);
    const b = await startProcess(database.url, { SEED_DEMO: 'false', JOB_WORKER: 'false' });
    children.push(b.child);

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
