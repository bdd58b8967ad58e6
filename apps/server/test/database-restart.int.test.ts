import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_USER } from '../src/demo/seed.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded.js';
import { ApiClient } from './support/client.js';
import { ADMIN } from './support/server.js';
import { isRunning, startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.js';
import { eventually } from './support/wait.js';

/** Keeps `workers` anonymous readers busy against each server until stopped; counts what came back. */
function keepBusy(servers: ServerProcess[], workers: number) {
  const statuses = new Map<number | string, number>();
  let running = true;
  const loops = Array.from({ length: workers }, async (_, i) => {
    const server = servers[i % servers.length]!;
    while (running) {
      const path = i % 2 ? '/api/v1/events?page=1&size=20' : '/api/v1/health';
      const key = await fetch(server.url + path).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 'refused',
      );
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (key === 'refused') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function signedInSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: REALTIME.path, transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck(REALTIME.registerEvent, {});
  return socket;
}

describe('a PostgreSQL restart under load', () => {
  let dataDir: string;
  let database: EmbeddedDatabase;
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Its own cluster: restarting the one the other test files share would fail them.
    dataDir = mkdtempSync(path.join(tmpdir(), 'market-restart-pg-'));
    database = await startEmbeddedPostgres(dataDir, { persistent: true, fast: true, notice: () => undefined });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not crash the servers, which answer again, deliver across processes, hear accounts’ changes and stop cleanly', async () => {
    // A seeds the demo accounts and works the queue; B only serves HTTP and sockets (production's split).
    const a = await startServerProcess(database.url, { SEED_DEMO: 'true', JOB_WORKER: 'true', LOG_LEVEL: 'error' });
    servers.push(a);
    const b = await startServerProcess(database.url, { SEED_DEMO: 'false', JOB_WORKER: 'false', LOG_LEVEL: 'error' });
    servers.push(b);

    const admin = new ApiClient(a.url);
    admin.token = (await admin.post('/api/v1/auth/login', ADMIN)).body.accessToken;
    const me = (await admin.get('/api/v1/auth/me')).body;
    const socket = await signedInSocket(b.url, admin.token!);
    sockets.push(socket);

    const load = keepBusy([a, b], 16);
    await eventually(async () => (load.statuses.get(200) ?? 0) > 50, 30_000, 'load reaching the servers');
    await database.restart();
    const answeredBeforeRecovery = load.statuses.get(200) ?? 0;
    await eventually(async () => (load.statuses.get(200) ?? 0) > answeredBeforeRecovery + 100, 30_000, 'answers after the restart');
    await load.stop();

    expect(isRunning(a) && isRunning(b)).toBe(true);
    // While the database was away, readers were told to come back (503), never left without an answer.
    expect(load.statuses.get('refused') ?? 0).toBe(0);
    expect(load.statuses.get(500) ?? 0).toBe(0);
    for (const server of [a, b]) expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);

    // B's LISTEN client came back: a notification created through A reaches B's socket.
    const received = new Promise<{ title: string }>((resolve) => socket.on(REALTIME.notificationEvent, resolve));
    await eventually(
      async () => {
        const sent = await admin.post('/api/v1/admin/notifications', { userIds: [me.id], title: 'Sau khi khởi động lại', body: 'Vẫn nhận được.' });
        expect(sent.status).toBe(202);
        return Promise.race([received.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000))]);
      },
      30_000,
      'a notification across processes after the restart',
    );
    expect((await received).title).toBe('Sau khi khởi động lại');

    // Both servers listen again for accounts' changes: one blocked through A is refused by B, which remembered it.
    const listeners = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query(`select count(*)::int as n from pg_stat_activity where application_name = 'market-user-access'`);
      await client.end();
      return rows[0].n as number;
    };
    await eventually(async () => (await listeners()) === 2, 30_000, 'both servers listening for account changes');
    const person = new ApiClient(b.url);
    const login = await person.post('/api/v1/auth/login', DEMO_USER);
    person.token = login.body.accessToken;
    expect((await person.get('/api/v1/auth/me')).status).toBe(200);
    expect((await admin.patch(`/api/v1/admin/users/change-status/${login.body.user.id}`, { status: 'INACTIVE' })).status).toBe(200);
    await eventually(async () => (await person.get('/api/v1/auth/me')).status === 401, 10_000, 'the account blocked through A refused by B');

    socket.disconnect();
    const codes = await Promise.all([a, b].map((server) => stopServerProcess(server)));
    expect(codes).toEqual([0, 0]);
    const printed = [a, b].flatMap((server) => server.output).join('');
    expect(printed).not.toMatch(/"level":(50|60)|Error:|Unhandled/);
  }, 240_000);
});
