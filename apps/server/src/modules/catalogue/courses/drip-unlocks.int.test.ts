import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishedCourse } from './courses.testing.js';

const DAY = 86_400_000;

describe('a dripped section opening', () => {
  const clock = { at: new Date(), now: () => new Date(clock.at) };
  const later = (ms: number) => (clock.at = new Date(clock.at.getTime() + ms));
  let server: TestServer;
  let host: Session;
  let learner: Session;
  let refunded: Session;
  let course: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    const admin = await loginAdmin(server);
    host = await signUpHost(server, 'Đặng Nhỏ Giọt');
    [learner, refunded] = await Promise.all([signUpVerified(server, { fullName: 'Vũ Học Dần' }), signUpVerified(server, { fullName: 'Hồ Đã Hoàn' })]);
    course = (await publishedCourse(server, host, admin, { title: 'Tiếng Nhật từng ngày', dripDays: 3 })).course;
    await server.services.courses.learning.enrol(learner.user.id, course.id, 'GIFT');
    await server.services.courses.learning.enrol(refunded.user.id, course.id, 'GIFT');
    await server.database.pool.query(`update course_enrolments set revoked_at = now() where user_id = $1`, [refunded.user.id]);
  });
  afterAll(() => server.close());

  const unlocks = async (who: Session) =>
    ((await who.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; title: string; body: string; link: string }[]).filter(
      (n) => n.type === 'ONLINE_COURSE_UNLOCK',
    );
  const sweep = async () => {
    // The sweep, then the tellings it wrote (the worker also wakes by itself; this does not wait for it).
    await server.services.scheduler.runDue();
    await server.services.scheduler.runDue();
  };

  it('tells nobody before its day', async () => {
    later(2 * DAY);
    await sweep();
    expect(await unlocks(learner)).toEqual([]);
  });

  it('tells each active learner once, on the day, where to continue', async () => {
    later(DAY + 10 * 60_000);
    await sweep();
    const [told] = await eventually(
      async () => {
        const list = await unlocks(learner);
        return list.length > 0 && list;
      },
      10_000,
      'the unlock notification',
    );
    expect(told).toMatchObject({ title: 'Nội dung mới đã mở', link: `/learn/${course.slug}` });
    expect(told!.body).toContain('"Đi sâu"');
    expect(told!.body).toContain('Tiếng Nhật từng ngày');
    later(10 * 60_000);
    await sweep();
    expect(await unlocks(learner)).toHaveLength(1);
  });

  it('tells nothing to a learner whose enrolment ended', async () => {
    expect(await unlocks(refunded)).toEqual([]);
  });
});
