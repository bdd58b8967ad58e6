import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { eventually } from '../../../test/support/wait.js';
import { listen } from './listener.js';

describe('a connection that listens for notifications', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await testDb.drop();
  });

  function start(applicationName: string, options: { url?: string; heartbeatMs?: number; timeoutMs?: number } = {}) {
    const heard: string[] = [];
    const states: boolean[] = [];
    const listener = listen({
      url: testDb.url,
      channels: ['tin_moi'],
      applicationName,
      onNotification: (channel, payload) => heard.push(`${channel}:${payload}`),
      onListening: (now) => states.push(now),
      retryMs: { min: 20, max: 200 },
      ...options,
    });
    return { listener, heard, states };
  }
  const notify = (payload: string) => admin.query(`select pg_notify('tin_moi', $1)`, [payload]);

  it('hears what is sent on its channels once it says it is listening', async () => {
    const started = start('listener-test-a');
    await eventually(async () => started.listener.listening, 10_000, 'listening');
    await notify('xin chao');
    await eventually(async () => started.heard.includes('tin_moi:xin chao'), 10_000, 'the notification');
    expect(started.states).toEqual([true]);
    await started.listener.close();
  });

  it('says when its connection is lost, comes back by itself and hears again', async () => {
    const started = start('listener-test-b');
    await eventually(async () => started.listener.listening, 10_000, 'listening');
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'listener-test-b'`);
    await eventually(async () => started.states.includes(false), 10_000, 'the loss being said');
    await eventually(async () => started.listener.listening, 10_000, 'listening again');
    expect(started.states).toEqual([true, false, true]);
    await notify('van nghe duoc');
    await eventually(async () => started.heard.includes('tin_moi:van nghe duoc'), 10_000, 'the notification after the loss');
    await started.listener.close();
  });

  it('stops for good when closed: no connection is left behind and none is made again', async () => {
    const started = start('listener-test-c');
    await eventually(async () => started.listener.listening, 10_000, 'listening');
    await started.listener.close();
    expect(started.listener.listening).toBe(false);
    const connections = async () =>
      Number((await admin.query(`select count(*) from pg_stat_activity where application_name = 'listener-test-c'`)).rows[0].count);
    await eventually(async () => (await connections()) === 0, 10_000, 'the connection to end');
    // An absence cannot be waited for: a dozen retry delays pass, then no connection may have come back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await connections()).toBe(0);
  });

  it('finds out a connection cut without a word, and comes back once the way is open again', async () => {
    // A TCP relay to the database that can start swallowing everything, as a dropped NAT entry does.
    let swallowing = false;
    const relay = net.createServer((downstream) => {
      const upstream = net.connect(Number(new URL(testDb.url).port), '127.0.0.1');
      downstream.on('data', (bytes) => swallowing || upstream.write(bytes));
      upstream.on('data', (bytes) => swallowing || downstream.write(bytes));
      for (const [a, b] of [
        [downstream, upstream],
        [upstream, downstream],
      ] as const) {
        a.on('error', () => b.destroy());
        a.on('close', () => b.destroy());
      }
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const through = new URL(testDb.url);
    through.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;

    const { listener, heard, states } = start('listener-test-d', { url: through.toString(), heartbeatMs: 100, timeoutMs: 300 });
    try {
      await eventually(async () => listener.listening, 10_000, 'listening');
      swallowing = true;
      await eventually(async () => states.includes(false), 10_000, 'the silent cut found out');
      swallowing = false;
      await eventually(async () => listener.listening, 10_000, 'listening again');
      await notify('qua duong moi');
      await eventually(async () => heard.includes('tin_moi:qua duong moi'), 10_000, 'the notification after the cut');
    } finally {
      await listener.close();
      relay.close();
    }
  });
});
