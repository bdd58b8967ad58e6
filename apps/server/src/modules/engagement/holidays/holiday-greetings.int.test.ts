import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { GREETING_BATCH } from './holiday-greetings.js';

/** Tết 2027 (Đinh Mùi) falls on 6 February; greetings go out from 08:00 in Vietnam (01:00 UTC). */
describe('greetings on Vietnamese holidays', () => {
  const clock = { at: new Date('2027-02-05T10:00:00Z'), now: () => new Date(clock.at) };
  let server: TestServer;
  let an: Session;
  let binh: Session;
  /** More people than one batch greets, written straight to the database (signing up each would time the sign-up). */
  const CROWD = GREETING_BATCH + 30;

  const run = async () => {
    // A batch schedules the next at once: run until nothing more was due.
    while ((await server.services.scheduler.runDue()) > 0);
  };
  const greetingsPerPerson = async () =>
    (
      await server.database.pool.query<{ user_id: string; n: number; title: string }>(
        `select user_id, count(*)::int as n, min(title) as title from notifications where type = 'HOLIDAY_GREETING' group by user_id`,
      )
    ).rows;
  const greetingTask = () => server.services.scheduler.find(server.services.holidayGreetings.greet, server.services.holidayGreetings.key);

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    [an, binh] = await Promise.all([signUpVerified(server, { fullName: 'Nguyễn Văn An' }), signUpVerified(server, { fullName: 'Trần Thị Bình' })]);
    const off = await binh.client.put('/api/v1/notifications/settings', { channels: { NOTIFICATION: 'DISABLED' } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await server.database.pool.query(
      `insert into users (email, username, full_name) select 'khach.' || i || '@vidu.vn', 'khach-' || i, 'Khách ' || i from generate_series(1, $1::int) i`,
      [CROWD],
    );
  });
  afterAll(() => server.close());

  it('waits for the holiday', async () => {
    expect(await greetingTask()).toMatchObject({ state: 'PENDING', runAt: new Date('2027-02-06T01:00:00Z'), payload: { holidayId: 'TET', day: '2027-02-06' } });
    await run();
    expect(await greetingsPerPerson()).toEqual([]);
  });

  it('greets everyone who allows notifications once on Tết, in batches, then waits for the next holiday', async () => {
    clock.at = new Date('2027-02-06T01:00:05Z');
    await run();
    const greeted = await greetingsPerPerson();
    const { rows } = await server.database.pool.query<{ n: number }>(
      `select count(*)::int as n from users where status = 'ACTIVE' and deleted_at is null and coalesce(notification_settings -> 'channels' ->> 'NOTIFICATION', 'ENABLED') = 'ENABLED'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(GREETING_BATCH);
    expect(greeted).toHaveLength(rows[0]!.n);
    expect(greeted.every((g) => g.n === 1)).toBe(true);
    expect(greeted.map((g) => g.user_id)).toContain(an.user.id);
    expect(greeted.map((g) => g.user_id)).not.toContain(binh.user.id);
    const [card] = (await an.client.get('/api/v1/notifications?limit=5')).body.data as { type: string; title: string; body: string }[];
    expect(card).toMatchObject({ type: 'HOLIDAY_GREETING', title: 'Chúc mừng năm mới – Xuân Đinh Mùi' });
    expect(card!.body).toContain('Tết Nguyên Đán');
    expect(await greetingTask()).toMatchObject({
      state: 'PENDING',
      runAt: new Date('2027-03-08T01:00:00Z'),
      payload: { holidayId: 'WOMENS_DAY', after: null },
    });
  });

  it('greets nobody twice when a batch runs again', async () => {
    const { greet, key } = server.services.holidayGreetings;
    await server.services.scheduler.schedule(greet, { key, at: clock.now(), payload: { holidayId: 'TET', day: '2027-02-06', after: null } });
    await run();
    expect((await greetingsPerPerson()).every((g) => g.n === 1)).toBe(true);
  });
});
