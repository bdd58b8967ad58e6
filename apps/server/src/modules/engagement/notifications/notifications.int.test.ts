import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';

describe('notifications', () => {
  let server: TestServer;
  let binh: Session;
  let chi: Session;
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [binh, chi, admin] = await Promise.all([
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Lê Minh Chi' }),
      loginAdmin(server),
    ]);
  });
  afterAll(() => server.close());

  const notify = (session: Session, title: string) =>
    server.services.notifications.notify(session.user.id, 'SYSTEM_ANNOUNCEMENT', { title, body: `Nội dung ${title}`, link: '/events' });

  it('lists a person’s notifications newest first, paged, and filters unread ones', async () => {
    for (const title of ['Một', 'Hai', 'Ba']) await notify(binh, title);
    const page = await binh.client.get('/api/v1/notifications?page=1&limit=2');
    expect(page.status).toBe(200);
    expect(page.body.data.map((n: { title: string }) => n.title)).toEqual(['Ba', 'Hai']);
    expect(page.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });

    const first = page.body.data[0];
    const read = await binh.client.patch(`/api/v1/notifications/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, isRead: true });
    expect(read.body.readAt).toEqual(expect.any(String));

    const unread = await binh.client.get('/api/v1/notifications?isRead=false');
    expect(unread.body.data.map((n: { title: string }) => n.title)).toEqual(['Hai', 'Một']);
    const unreadRoute = await binh.client.get('/api/v1/notifications/unread');
    expect(unreadRoute.body.meta.total).toBe(2);
    expect(await binh.client.get('/api/v1/notifications/count')).toMatchObject({ status: 200, body: { total: 3, unread: 2 } });
  });

  it('shows one notification only to its owner', async () => {
    const mine = await notify(binh, 'Riêng tư');
    expect((await binh.client.get(`/api/v1/notifications/${mine!.id}`)).body).toMatchObject({
      title: 'Riêng tư',
      link: '/events',
      type: 'SYSTEM_ANNOUNCEMENT',
    });
    const theirs = await chi.client.get(`/api/v1/notifications/${mine!.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await chi.client.patch(`/api/v1/notifications/${mine!.id}`)).body.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await binh.client.get('/api/v1/notifications/khong-phai-uuid')).status).toBe(400);
  });

  it('marks every notification read at once', async () => {
    const res = await binh.client.patch('/api/v1/notifications');
    expect(res.status).toBe(200);
    expect(res.body.updated).toBeGreaterThan(0);
    expect((await binh.client.get('/api/v1/notifications/count')).body.unread).toBe(0);
  });

  it('sends an e-mail copy only while the e-mail channel is on', async () => {
    const settings = await chi.client.get('/api/v1/notifications/settings');
    expect(settings.body.channels.EMAIL).toBe('ENABLED');
    await notify(chi, 'Có thư');
    const outbox = await server.services.messaging.listOutbox({ recipient: chi.user.email!, page: 1, limit: 5, sort: 'DESC' });
    expect(outbox.data[0]).toMatchObject({ kind: 'EMAIL', subject: 'Có thư', status: 'RECORDED' });

    const off = await chi.client.put('/api/v1/notifications/settings', { channels: { EMAIL: 'DISABLED' } });
    expect(off.body.channels).toMatchObject({ EMAIL: 'DISABLED', NOTIFICATION: 'ENABLED' });
    await notify(chi, 'Không thư');
    const after = await server.services.messaging.listOutbox({ recipient: chi.user.email!, page: 1, limit: 5, sort: 'DESC' });
    expect(after.data[0]!.subject).toBe('Có thư');
    expect((await chi.client.put('/api/v1/notifications/settings', { channels: { EMAIL: 'MAYBE' } })).body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('registers, tests and removes a device for push', async () => {
    const token = `fcm-token-${Date.now()}-abcdef`;
    expect((await chi.client.post('/api/v1/notifications/mobile', { token, platform: 'android' })).body).toEqual({ success: true });
    const test = await chi.client.post('/api/v1/notifications/mobile/test');
    expect(test.body).toEqual({ devices: 1, sent: 1 });
    const pushed = await server.services.messaging.listOutbox({ recipient: token, page: 1, limit: 1, sort: 'DESC' });
    expect(pushed.data[0]).toMatchObject({ kind: 'PUSH', subject: 'Thông báo thử' });
    expect((await chi.client.delete('/api/v1/notifications/mobile', { token })).body).toEqual({ success: true });
    const again = await chi.client.delete('/api/v1/notifications/mobile', { token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('DEVICE_TOKEN_NOT_FOUND');
  });

  it('refuses anonymous callers with 401', async () => {
    for (const path of ['/api/v1/notifications', '/api/v1/notifications/count', '/api/v1/notifications/unread']) {
      const res = await server.anonymous.get(path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    expect((await server.anonymous.withToken('rac').get('/api/v1/notifications')).status).toBe(401);
  });

  it('lets only admins announce, runs the announcement as a job and reports its status to its owner', async () => {
    const refused = await binh.client.post('/api/v1/admin/notifications', { title: 'x', body: 'y' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INSUFFICIENT_PRIVILEGES');
    const badLink = await admin.client.post('/api/v1/admin/notifications', { title: 'x', body: 'y', link: 'https://lua-dao.example' });
    expect(badLink.status).toBe(400);

    const res = await admin.client.post('/api/v1/admin/notifications', {
      userIds: [binh.user.id, chi.user.id],
      title: 'Bảo trì hệ thống',
      body: 'Tối nay 23h.',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recipients: 2, jobId: expect.any(String) });
    const statusPath = `/api/v1/queue/notifications.announce/${res.body.jobId}/status`;
    const done = await eventually(
      async () => {
        const status = await admin.client.get(statusPath);
        return status.body.status === 'SUCCESS' ? status.body : undefined;
      },
      15_000,
      'the announcement job',
    );
    expect(done).toMatchObject({ progress: 100, result: { recipients: 2, sent: 2 }, completedAt: expect.any(String) });
    const list = await chi.client.get('/api/v1/notifications');
    expect(list.body.data[0]).toMatchObject({ title: 'Bảo trì hệ thống', isRead: false });

    const notMine = await binh.client.get(statusPath);
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('JOB_NOT_FOUND');
    expect((await admin.client.get(`/api/v1/queue/notifications.announce/${crypto.randomUUID()}/status`)).body.code).toBe('JOB_NOT_FOUND');
    expect((await server.anonymous.get(statusPath)).status).toBe(401);
  });

  describe('in realtime', () => {
    const sockets: Socket[] = [];
    afterAll(() => sockets.forEach((s) => s.disconnect()));

    const connect = (options: { token?: string; cookie?: string }) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(server.url, {
          path: REALTIME.path,
          transports: ['websocket'],
          auth: options.token ? { token: options.token } : {},
          extraHeaders: options.cookie ? { cookie: options.cookie } : {},
          reconnection: false,
        });
        sockets.push(socket);
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });

    it('pushes new-notification to the signed-in person’s sockets after register', async () => {
      const socket = await connect({ token: binh.accessToken });
      const ack = await socket.emitWithAck(REALTIME.registerEvent, {});
      expect(ack).toEqual({ ok: true, room: REALTIME.room });
      const received = new Promise((resolve) => socket.once(REALTIME.notificationEvent, resolve));
      await notify(binh, 'Tức thì');
      expect(await received).toMatchObject({ title: 'Tức thì', isRead: false });
    });

    it('accepts the web app’s access cookie', async () => {
      const socket = await connect({ cookie: `access_token=${chi.accessToken}` });
      expect(socket.connected).toBe(true);
    });

    it('keeps neither the upgrade request nor the credentials of a connected socket, and still delivers to it', async () => {
      setFlagsFromString('--expose-gc');
      const collectGarbage = runInNewContext('gc') as () => void;
      const requests: WeakRef<IncomingMessage>[] = [];
      server.services.realtime.io.engine.use((request: IncomingMessage, _response: unknown, next: () => void) => {
        requests.push(new WeakRef(request));
        next();
      });
      const socket = await connect({ cookie: `access_token=${binh.accessToken}` });
      const connected = server.services.realtime.io.sockets.sockets.get(socket.id!)!;
      expect(connected.handshake.headers.cookie).toBeUndefined();
      expect(connected.handshake.auth.token).toBeUndefined();

      await eventually(
        async () => {
          collectGarbage();
          return requests.length > 0 && requests.every((request) => request.deref() === undefined);
        },
        10_000,
        'the upgrade request to be collected',
      );
      const received = new Promise((resolve) => socket.once(REALTIME.notificationEvent, resolve));
      await notify(binh, 'Vẫn tới');
      expect(await received).toMatchObject({ title: 'Vẫn tới' });
    });

    it('refuses a socket without valid credentials', async () => {
      await expect(connect({})).rejects.toThrow('UNAUTHORIZED');
      await expect(connect({ token: 'gia-mao' })).rejects.toThrow('UNAUTHORIZED');
    });
  });
});
