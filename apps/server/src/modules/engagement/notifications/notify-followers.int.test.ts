import { REALTIME } from '@market/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../../platform/auth/tokens.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';

const FOLLOWERS = 3_000;
/** Followers with a verified e-mail: they also hear of it by e-mail, after everyone has it in the app. */
const EMAILED_EVERY = 500;

describe('telling a host’s followers', () => {
  let server: TestServer;
  let hostId: string;
  let followerIds: string[];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.database.pool;
    const tag = Math.random().toString(36).slice(2, 8);
    const host = await sql.query<{ id: string }>(
      `insert into users (email, username, full_name, role) values ($1, $2, 'Chủ Đông Người', 'HOST') returning id`,
      [`chu-${tag}@vidu.vn`, `chu-${tag}`],
    );
    hostId = host.rows[0]!.id;
    const { rows } = await sql.query<{ id: string }>(
      `insert into users (email, username, full_name, role, email_verified_at, notification_settings)
       select 'fan-' || $1 || '-' || g || '@vidu.vn', 'fan-' || $1 || '-' || g, 'Người Theo Dõi ' || g, 'USER',
              case when g % $3 = 0 then now() end,
              case when g = 2 then '{"channels":{"NOTIFICATION":"DISABLED"}}'::jsonb end
       from generate_series(1, $2) g order by g returning id`,
      [tag, FOLLOWERS, EMAILED_EVERY],
    );
    followerIds = rows.map((r) => r.id);
    await sql.query(`insert into follows (follower_id, host_id) select unnest($1::uuid[]), $2`, [followerIds, hostId]);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.close();
  });

  async function connect(userId: string): Promise<Socket> {
    const tokens = createTokenService({ secret: server.config.jwtSecret, accessTokenSeconds: 600 });
    const socket = io(server.url, {
      path: REALTIME.path,
      transports: ['websocket'],
      auth: { token: await tokens.signAccessToken({ sub: userId, role: 'USER' }) },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('reaches every connected follower live, stores one notification each, then sends their e-mails', async () => {
    // Followers 1 and 3 (and the last) listen; follower 2 turned in-app notifications off.
    const listening = [followerIds[0]!, followerIds[2]!, followerIds.at(-1)!];
    const silenced = await connect(followerIds[1]!);
    let silencedHeard = 0;
    silenced.on(REALTIME.notificationEvent, () => silencedHeard++);
    const heard = (await Promise.all(listening.map(connect))).map(
      (socket) => new Promise<{ title: string; link: string }>((resolve) => socket.once(REALTIME.notificationEvent, resolve)),
    );

    await server.database.db.transaction((tx) =>
      server.services.tellFollowers(tx, {
        hostId,
        type: 'FOLLOWING_HOST_NEW_EVENT',
        title: 'Chủ Đông Người có sự kiện mới',
        body: 'Hội thảo đông người',
        link: '/events/hoi-thao-dong-nguoi',
      }),
    );

    for (const notice of await Promise.all(heard))
      expect(notice).toMatchObject({ title: 'Chủ Đông Người có sự kiện mới', link: '/events/hoi-thao-dong-nguoi' });
    const stored = await eventually(async () => {
      const { rows } = await server.database.pool.query<{ n: number; people: number }>(
        `select count(*)::int as n, count(distinct user_id)::int as people from notifications where type = 'FOLLOWING_HOST_NEW_EVENT' and user_id = any($1)`,
        [followerIds],
      );
      return rows[0]!.n === FOLLOWERS && rows[0];
    }, 30_000);
    expect(stored.people).toBe(FOLLOWERS);
    expect(silencedHeard).toBe(0);

    const emailed = await eventually(async () => {
      const { rows } = await server.database.pool.query<{ n: number }>(
        `select count(*)::int as n from outbox_messages where kind = 'EMAIL' and subject = 'Chủ Đông Người có sự kiện mới'`,
      );
      return rows[0]!.n === FOLLOWERS / EMAILED_EVERY && rows[0]!.n;
    }, 30_000);
    expect(emailed).toBe(FOLLOWERS / EMAILED_EVERY);
  }, 120_000);

  it('tells nobody twice when the same job runs again (a retry, an outcome lost to an outage), by any channel', async () => {
    // Followers 496 to 505: the 500th has a verified e-mail.
    const some = followerIds.slice(495, 505);
    const content = { title: 'Thông báo chạy lại', body: 'Chỉ một lần thôi', link: '/' };
    // The first run stopped after six of them.
    const first = await server.services.notifications.notifyMany(some.slice(0, 6), 'SYSTEM_ANNOUNCEMENT', content, {
      once: { key: 'job:chay-lai', ranBefore: false },
    });
    const again = await server.services.notifications.notifyMany(some, 'SYSTEM_ANNOUNCEMENT', content, { once: { key: 'job:chay-lai', ranBefore: true } });
    expect([first.sent, again.sent]).toEqual([6, 4]);
    const { rows } = await server.database.pool.query<{ stored: number; emailed: number }>(
      `select (select count(*)::int from notifications where title = $1) as stored,
              (select count(*)::int from outbox_messages where kind = 'EMAIL' and subject = $1) as emailed`,
      [content.title],
    );
    expect(rows[0]).toEqual({ stored: 10, emailed: 1 });
    // Another sending of the same words is its own.
    expect((await server.services.notifications.notifyMany(some, 'SYSTEM_ANNOUNCEMENT', content, { once: { key: 'job:khac', ranBefore: true } })).sent).toBe(
      10,
    );
  });
});
