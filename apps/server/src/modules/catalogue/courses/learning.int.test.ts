import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually, eventsDelivered } from '../../../../test/support/wait.js';
import { paidOrder } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { courseEnrolments } from './courses.table.js';
import { courseLine, local, publishedCourse, type BuiltCourse } from './courses.testing.js';

const DAY = 86_400_000;

describe('learners buying and following online courses', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let binh: Session;
  let an: Session;
  let built: BuiltCourse;

  beforeAll(async () => {
    // The shortest link life the configuration allows, so a test can watch one expire.
    server = await startTestServer({ DOWNLOAD_URL_SECONDS: '10' });
    [admin, khoa, lan, binh, an] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Đỗ Văn An' }),
    ]);
    built = await publishedCourse(server, khoa, admin, { title: 'Lập trình Python' });
  });
  afterAll(() => server.close());

  const [preview, video, reading] = [0, 1, 2];
  const lessonId = (i: number) => built.lessons[i]!.id;
  const open = (who: Session, i: number) => who.client.get(`/api/v1/online-courses/lessons/${lessonId(i)}`);

  it('opens preview lessons to anybody signed in and to the public preview list, and nothing else without buying', async () => {
    expect((await server.anonymous.get(`/api/v1/online-courses/lessons/${lessonId(preview)}`)).status).toBe(401);
    const read = await binh.client.get(`/api/v1/online-courses/lessons/${lessonId(preview)}`);
    expect(read.body).toMatchObject({ title: 'Giới thiệu khoá học', type: 'TEXT', body: '<p>Chào mừng!</p>', isPreview: true, nextLessonId: lessonId(video) });
    const previews = await server.anonymous.get(`/api/v1/online-courses/${built.course.id}/preview-lessons`);
    expect(previews.body.data.map((l: { id: string }) => l.id)).toEqual([lessonId(preview)]);

    expectError(await open(binh, video), 'LESSON_ACCESS_DENIED');
    expectError(await open(lan, reading), 'LESSON_ACCESS_DENIED');
    const view = await binh.client.get(`/api/v1/online-courses/user/slug/${built.course.slug}`);
    expect(view.body).toMatchObject({ hasAccess: false, percent: 0, resume: null });
    expect(view.body.sections.flatMap((s: { lessons: { locked: boolean }[] }) => s.lessons.map((l) => l.locked))).toEqual([false, true, true]);
    // The lesson's file itself is not public: its plain URL refuses.
    const owner = await open(khoa, video);
    expect(owner.body.media.url).toContain('signature');
    const plain = await fetch(`${server.url}/uploads/${built.lessons[video]!.mediaKey}`);
    expect([403, 404]).toContain(plain.status);
  });

  it('sells the course through cart, checkout and payment; the buyer then reads every lesson, the video through a short-lived link', async () => {
    const cart = await binh.client.post('/api/v2/carts/add', courseLine(built.course.id));
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const order = await paidOrder(server, binh, { items: [courseLine(built.course.id)] });
    expect(order.items[0]).toMatchObject({
      productItemType: 'ONLINE_COURSE',
      title: 'Lập trình Python',
      total: 500_000,
      link: `/courses/${built.course.slug}`,
    });

    const lesson = await open(binh, video);
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
    expect(lesson.body).toMatchObject({ type: 'VIDEO', body: null, positionSeconds: null, completed: false, nextLessonId: lessonId(reading) });
    const file = await fetch(local(server, lesson.body.media.url));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('video bytes');
    // The video player seeks: a range request answers the part asked.
    const part = await fetch(local(server, lesson.body.media.url), { headers: { range: 'bytes=0-4' } });
    expect([part.status, await part.text()]).toEqual([206, 'video']);

    const learners = await khoa.client.get(`/api/v1/online-courses/${built.course.id}/registered`);
    expect(learners.body.data).toEqual([
      expect.objectContaining({ source: 'ORDER', orderItemId: order.items[0]!.id, user: expect.objectContaining({ id: binh.user.id }) }),
    ]);
    expect((await khoa.client.get(`/api/v1/online-courses/${built.course.id}/registered-subscriptions`)).body.data).toEqual([]);
    expectError(await lan.client.get(`/api/v1/online-courses/${built.course.id}/registered`), 'INSUFFICIENT_PRIVILEGES');
  });

  it('refuses to sell the course twice to its learner, and refuses to delete a course with learners', async () => {
    const cart = await binh.client.post('/api/v2/carts/add', courseLine(built.course.id));
    expect([cart.status, cart.body.code]).toEqual([409, 'PRODUCT_ALREADY_OWNED']);
    const again = await binh.client.post('/api/v2/orders', { provider: 'VNPAY', items: [courseLine(built.course.id)] });
    expect([again.status, again.body.code]).toEqual([409, 'PRODUCT_ALREADY_OWNED']);
    expectError(await khoa.client.delete(`/api/v1/online-courses/${built.course.id}`), 'COURSE_HAS_LEARNERS');
  });

  it('gives a signed link that stops working once it expires', async () => {
    const { body } = await open(binh, video);
    expect(new Date(body.media.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10_000);
    expect((await fetch(local(server, body.media.url))).status).toBe(200);
    const refused = await eventually(
      async () => {
        const res = await fetch(local(server, body.media.url));
        await res.arrayBuffer();
        return res.status === 403 ? res.status : undefined;
      },
      20_000,
      'the link to expire',
    );
    expect(refused).toBe(403);
    // A fresh open signs a fresh link.
    expect((await fetch(local(server, (await open(binh, video)).body.media.url))).status).toBe(200);
  });

  it('records progress: a video completes at 90%, a reading when read; 100% issues a certificate anybody can verify', async () => {
    const watched = await binh.client.put(`/api/v1/online-courses/lessons/${lessonId(video)}/progress`, { positionSeconds: 40 });
    expect(watched.body).toMatchObject({ positionSeconds: 40, completed: false, coursePercent: 0, certificateSerial: null });
    const resume = await binh.client.get(`/api/v1/online-courses/user/slug/${built.course.slug}`);
    expect(resume.body).toMatchObject({ hasAccess: true, resume: { lessonId: lessonId(video), positionSeconds: 40 }, percent: 0 });

    expect((await binh.client.put(`/api/v1/online-courses/lessons/${lessonId(video)}/progress`, { positionSeconds: 90 })).body).toMatchObject({
      completed: true,
      coursePercent: 33,
    });
    // The video done, "Học tiếp" opens the first lesson still unfinished (the preview skipped), not the video again.
    const next = await binh.client.get(`/api/v1/online-courses/user/slug/${built.course.slug}`);
    expect(next.body.resume).toEqual({ lessonId: lessonId(preview), positionSeconds: 0 });
    // Going back in the video keeps it completed.
    expect((await binh.client.put(`/api/v1/online-courses/lessons/${lessonId(video)}/progress`, { positionSeconds: 10 })).body.completed).toBe(true);
    expect((await binh.client.put(`/api/v1/online-courses/lessons/${lessonId(preview)}/progress`, { completed: true })).body.coursePercent).toBe(66);
    const done = await binh.client.put(`/api/v1/online-courses/lessons/${lessonId(reading)}/progress`, { completed: true });
    expect(done.body).toMatchObject({ coursePercent: 100, certificateSerial: expect.stringMatching(/^KH-[A-Z2-9]{10}$/) });

    const certificate = await server.anonymous.get(`/api/v1/online-courses/certificates/${done.body.certificateSerial}`);
    expect(certificate.body).toMatchObject({
      learnerName: 'Trần Thị Bình',
      hostName: 'Lê Minh Khoa',
      course: { id: built.course.id, title: 'Lập trình Python' },
    });
    expectError(await server.anonymous.get('/api/v1/online-courses/certificates/KH-KHONGCOSO'), 'CERTIFICATE_NOT_FOUND');

    const mine = await binh.client.get('/api/v1/online-courses/registered/me');
    expect(mine.body.data).toEqual([
      expect.objectContaining({ percent: 100, certificateSerial: done.body.certificateSerial, resumeLessonId: lessonId(reading) }),
    ]);
    expectError(await an.client.put(`/api/v1/online-courses/lessons/${lessonId(video)}/progress`, { positionSeconds: 5 }), 'LESSON_ACCESS_DENIED');
    expect((await an.client.put(`/api/v1/online-courses/lessons/${lessonId(video)}/progress`, { positionSeconds: -1 })).status).toBe(400);
  });

  it('refunds a learner who has not started: access and the lesson’s media are taken back, and the course can be bought again', async () => {
    const order = await paidOrder(server, an, { items: [courseLine(built.course.id)] });
    // Reading a text lesson hands over no file: the course is not used yet.
    expect((await open(an, reading)).status).toBe(200);
    const asked = await an.client.post('/api/v1/refunds', { orderItemId: order.items[0]!.id, reason: 'Tôi mua nhầm khoá học.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS' });

    expectError(await open(an, video), 'LESSON_ACCESS_DENIED');
    expect((await an.client.get(`/api/v1/online-courses/user/slug/${built.course.slug}`)).body.hasAccess).toBe(false);
    expect((await an.client.get('/api/v1/online-courses/registered/me')).body.data).toEqual([]);
    expect((await an.client.post('/api/v1/quotation', { items: [courseLine(built.course.id)] })).body.purchasable).toBe(true);
  });

  it('refuses a refund once a lesson’s file was handed to the learner, progress recorded or not, as for an ebook downloaded', async () => {
    const cuong = await signUpVerified(server, { fullName: 'Phạm Văn Cường' });
    const other = await publishedCourse(server, lan, admin, { title: 'Dựng phim cơ bản' });
    const order = await paidOrder(server, cuong, { items: [courseLine(other.course.id)] });
    const lesson = await cuong.client.get(`/api/v1/online-courses/lessons/${other.lessons[video]!.id}`);
    expect((await fetch(local(server, lesson.body.media.url))).status).toBe(200);
    const asked = await cuong.client.post('/api/v1/refunds', { orderItemId: order.items[0]!.id, reason: 'Tôi đã tải video về rồi.' });
    expect([asked.status, asked.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
  });

  it('refuses a refund once the learner has started the course', async () => {
    const [bought] = await server.database.db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, binh.user.id));
    const asked = await binh.client.post('/api/v1/refunds', { orderItemId: bought!.orderItemId, reason: 'Không như mong đợi.' });
    expect([asked.status, asked.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
  });

  it('holds a dripped section back until its days after enrolment have passed', async () => {
    const dripped = await publishedCourse(server, lan, admin, { title: 'Tiếng Anh giao tiếp', dripDays: 3 });
    await paidOrder(server, binh, { items: [courseLine(dripped.course.id)] });
    const later = dripped.lessons[2]!.id;
    expectError(await binh.client.get(`/api/v1/online-courses/lessons/${later}`), 'LESSON_LOCKED');
    expectError(await binh.client.put(`/api/v1/online-courses/lessons/${later}/progress`, { completed: true }), 'LESSON_LOCKED');
    const view = await binh.client.get(`/api/v1/online-courses/user/slug/${dripped.course.slug}`);
    const locked = view.body.sections[1].lessons[0];
    expect(locked).toMatchObject({ locked: true, unlocksAt: expect.any(String) });
    expect(new Date(locked.unlocksAt).getTime() - Date.now()).toBeGreaterThan(2 * DAY);
    // Its owner is never held back.
    expect((await lan.client.get(`/api/v1/online-courses/lessons/${later}`)).status).toBe(200);

    await server.database.db
      .update(courseEnrolments)
      .set({ enrolledAt: new Date(Date.now() - 4 * DAY) })
      .where(eq(courseEnrolments.courseId, dripped.course.id));
    expect((await binh.client.get(`/api/v1/online-courses/lessons/${later}`)).status).toBe(200);
  });

  it('opens a free course at once through a 0 ₫ checkout', async () => {
    const free = await publishedCourse(server, khoa, admin, { title: 'Làm quen với Git', price: 0 });
    const order = await paidOrder(server, an, { items: [courseLine(free.course.id)] });
    expect(order.total).toBe(0);
    expect((await an.client.get(`/api/v1/online-courses/lessons/${free.lessons[1]!.id}`)).status).toBe(200);
  });

  it('lists learners who came through a subscription apart from buyers', async () => {
    expect(await server.services.courses.learning.enrol(an.user.id, built.course.id, 'SUBSCRIPTION')).toBe(true);
    expect(await server.services.courses.learning.enrol(an.user.id, built.course.id, 'SUBSCRIPTION')).toBe(false);
    const subscribers = await khoa.client.get(`/api/v1/online-courses/${built.course.id}/registered-subscriptions`);
    expect(subscribers.body.data).toEqual([
      expect.objectContaining({ source: 'SUBSCRIPTION', orderItemId: null, user: expect.objectContaining({ id: an.user.id }) }),
    ]);
    expect((await khoa.client.get(`/api/v1/online-courses/${built.course.id}/registered`)).body.data.map((l: { user: { id: string } }) => l.user.id)).toEqual([
      binh.user.id,
    ]);
    expect((await an.client.get(`/api/v1/online-courses/lessons/${lessonId(video)}`)).status).toBe(200);
  });

  it('archives the courses of a host whose account ends, while their learners keep learning', async () => {
    const leaving = await signUpHost(server, 'Đỗ Văn Rời');
    const course = await publishedCourse(server, leaving, admin, { title: 'Khoá học cuối cùng' });
    await paidOrder(server, binh, { items: [courseLine(course.course.id)] });

    expect((await leaving.client.post('/api/v1/auth/terminate-request')).status).toBe(200);
    const code = await latestOtp(server, leaving.user.email!);
    expect((await leaving.client.delete('/api/v1/auth/terminate', { code })).status).toBe(200);
    await eventsDelivered(server.database.db);

    expectError(await server.anonymous.get(`/api/v1/online-courses/${course.course.id}`), 'COURSE_NOT_FOUND');
    expect((await admin.client.get(`/api/v1/online-courses/${course.course.id}`)).body.status).toBe('ARCHIVED');
    const cart = await an.client.post('/api/v2/carts/add', courseLine(course.course.id));
    expect([cart.status, cart.body.code]).toEqual([400, 'INVALID_PRODUCT_ITEM']);
    expect((await binh.client.get(`/api/v1/online-courses/lessons/${course.lessons[1]!.id}`)).status).toBe(200);
    expect((await binh.client.get(`/api/v1/online-courses/user/slug/${course.course.slug}`)).body.hasAccess).toBe(true);
  });
});
