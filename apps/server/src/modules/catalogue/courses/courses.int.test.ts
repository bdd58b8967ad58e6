import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { makeCategory, signUpHost } from '../../identity/profiles/profiles.testing.js';
import { buildCourse, publishedCourse, uploadLessonFile } from './courses.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('hosts making online courses and admins reviewing them', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, binh] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
    ]);
    expect((await binh.client.post('/api/v1/follow', { hostId: khoa.user.id })).status).toBe(200);
  });
  afterAll(() => server.close());

  const notificationsOf = async (who: Session, type: string) =>
    ((await who.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; title: string; body: string; link: string }[]).filter(
      (n) => n.type === type,
    );

  it('creates a draft with a slug folded from its Vietnamese title, and keeps sections and lessons in the order asked', async () => {
    const { course, sections, lessons } = await buildCourse(server, khoa, { title: 'Đồ hoạ máy tính' });
    expect(course).toMatchObject({
      slug: 'do-hoa-may-tinh',
      status: 'DRAFT',
      price: 500_000,
      isFree: false,
      lessonCount: 3,
      durationSeconds: 460,
      canEdit: true,
    });
    expect(sections.map((s) => [s.title, s.position, s.durationSeconds])).toEqual([
      ['Làm quen', 0, 160],
      ['Đi sâu', 1, 300],
    ]);
    expect(lessons[1]!.mediaKey).toMatch(/^private\/lessons\//);

    // Moving the video lesson first in its section renumbers its neighbours; a new section placed first goes first.
    const moved = await khoa.client.post('/api/v1/lessons/upsert', {
      id: lessons[1]!.id,
      sectionId: sections[0]!.id,
      type: 'VIDEO',
      title: 'Cài đặt công cụ',
      position: 0,
    });
    expect(moved.body).toMatchObject({ position: 0 });
    const front = await khoa.client.post('/api/v1/sections/upsert', { courseId: course.id, title: 'Trước khi học', position: 0 });
    expect(front.status).toBe(200);
    const curriculum = await khoa.client.get(`/api/v1/online-courses/${course.id}/sections`);
    expect(curriculum.body.sections.map((s: { title: string; lessons: { title: string }[] }) => [s.title, s.lessons.map((l) => l.title)])).toEqual([
      ['Trước khi học', []],
      ['Làm quen', ['Cài đặt công cụ', 'Giới thiệu khoá học']],
      ['Đi sâu', ['Trang web đầu tiên']],
    ]);

    // Removing a section takes its lessons with it and the course's totals follow.
    expect((await khoa.client.delete(`/api/v1/sections/${sections[1]!.id}`)).status).toBe(200);
    expect((await khoa.client.get(`/api/v1/online-courses/${course.id}`)).body).toMatchObject({ lessonCount: 2, durationSeconds: 160 });
  });

  it('keeps drafts to their makers, refuses other hosts, users and anonymous callers', async () => {
    const { course, sections, lessons } = await buildCourse(server, khoa);
    expectError(await server.anonymous.get(`/api/v1/online-courses/${course.id}`), 'COURSE_NOT_FOUND');
    expectError(await lan.client.get(`/api/v1/online-courses/slug/${course.slug}`), 'COURSE_NOT_FOUND');
    expect((await admin.client.get(`/api/v1/online-courses/${course.id}`)).body.canEdit).toBe(true);

    const edits: [string, (s: Session) => Promise<{ status: number; body: { code: string } }>][] = [
      ['upsert', (s) => s.client.post('/api/v1/online-courses/upsert', { id: course.id, title: 'Đổi tên khoá học' })],
      ['delete', (s) => s.client.delete(`/api/v1/online-courses/${course.id}`)],
      ['published', (s) => s.client.post(`/api/v1/online-courses/${course.id}/published`, { published: false })],
      ['displayed', (s) => s.client.put(`/api/v1/online-courses/${course.id}/displayed`, { displayed: false })],
      ['submit', (s) => s.client.post(`/api/v1/online-courses/${course.id}/content-moderation`)],
      ['learners', (s) => s.client.get(`/api/v1/online-courses/${course.id}/registered`)],
      ['subscribers', (s) => s.client.get(`/api/v1/online-courses/${course.id}/registered-subscriptions`)],
      ['section', (s) => s.client.post('/api/v1/sections/upsert', { courseId: course.id, title: 'Chen ngang' })],
      ['section delete', (s) => s.client.delete(`/api/v1/sections/${sections[0]!.id}`)],
      ['lesson', (s) => s.client.post('/api/v1/lessons/upsert', { sectionId: sections[0]!.id, type: 'TEXT', title: 'Chen ngang' })],
      ['lesson delete', (s) => s.client.delete(`/api/v1/lessons/${lessons[0]!.id}`)],
    ];
    for (const [name, call] of edits) {
      const anonymous = await call({ client: server.anonymous } as Session);
      expect([name, anonymous.status]).toEqual([name, 401]);
      const user = await call(binh);
      expect([name, user.status, user.body.code]).toEqual([name, 403, 'INSUFFICIENT_PRIVILEGES']);
      const other = await call(lan);
      expect([name, other.status, other.body.code]).toEqual([name, 403, 'INSUFFICIENT_PRIVILEGES']);
    }
    expect((await khoa.client.get('/api/v1/online-courses/host')).body.data.map((c: { id: string }) => c.id)).toContain(course.id);
    expect((await lan.client.get('/api/v1/online-courses/host')).body.data.map((c: { id: string }) => c.id)).not.toContain(course.id);
    expect((await binh.client.get('/api/v1/online-courses/host')).status).toBe(403);
    expectError(await khoa.client.get('/api/v1/admin/online-courses'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await khoa.client.delete(`/api/v1/admin/online-courses/${course.id}`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await khoa.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${course.id}/approve`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await khoa.client.get(`/api/v1/online-courses/${MISSING}`), 'COURSE_NOT_FOUND');
  });

  it('refuses lesson media that is not a private file of the host', async () => {
    const { sections } = await buildCourse(server, khoa);
    const lans = await uploadLessonFile(server, lan);
    const stolen = await khoa.client.post('/api/v1/lessons/upsert', {
      sectionId: sections[0]!.id,
      type: 'VIDEO',
      title: 'Video của người khác',
      mediaKey: lans,
    });
    expectError(stolen, 'INVALID_LESSON_MEDIA');
    const made = await khoa.client.post('/api/v1/lessons/upsert', {
      sectionId: sections[0]!.id,
      type: 'PDF',
      title: 'Không có tệp',
      mediaKey: 'private/lessons/khong-co.pdf',
    });
    expectError(made, 'INVALID_LESSON_MEDIA');
  });

  it('moves through the status table: submit needs content; approve and reject only what is in review; a rejected course edited goes back to draft', async () => {
    const empty = await khoa.client.post('/api/v1/online-courses/upsert', { title: 'Khoá học rỗng', price: 100_000 });
    expectError(await khoa.client.post(`/api/v1/online-courses/${empty.body.id}/content-moderation`), 'COURSE_INCOMPLETE');
    expectError(await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${empty.body.id}/approve`), 'COURSE_INVALID_STATUS');
    // A draft cannot be published by the host without a review.
    expectError(await khoa.client.post(`/api/v1/online-courses/${empty.body.id}/published`, { published: true }), 'COURSE_INVALID_STATUS');

    const { course } = await buildCourse(server, khoa, { title: 'Thiết kế giao diện' });
    const submitted = await khoa.client.post(`/api/v1/online-courses/${course.id}/content-moderation`);
    expect(submitted.body.status).toBe('PENDING_APPROVAL_WITH_ADMIN');
    expectError(await khoa.client.post(`/api/v1/online-courses/${course.id}/content-moderation`), 'COURSE_INVALID_STATUS');

    const noReason = await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${course.id}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    const rejected = await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${course.id}/reject`, {
      reason: 'Thiếu mô tả chi tiết',
      action: 'CONTACT',
    });
    expect(rejected.body).toMatchObject({ type: 'ONLINE_COURSE', id: course.id, status: 'REJECTED' });
    const told = await eventually(async () => (await notificationsOf(khoa, 'ONLINE_COURSE_REJECTED'))[0], 10_000, 'the rejection notification');
    expect(told.body).toContain('Lý do: Thiếu mô tả chi tiết');
    expect(told.body).toContain('Quản trị viên sẽ liên hệ');
    expect((await khoa.client.get(`/api/v1/online-courses/${course.id}`)).body).toMatchObject({ status: 'REJECTED', rejectReason: 'Thiếu mô tả chi tiết' });

    const edited = await khoa.client.post('/api/v1/online-courses/upsert', { id: course.id, title: 'Thiết kế giao diện', description: '<p>Chi tiết hơn</p>' });
    expect(edited.body).toMatchObject({ status: 'DRAFT', rejectReason: null });
    expect((await khoa.client.post(`/api/v1/online-courses/${course.id}/content-moderation`)).body.status).toBe('PENDING_APPROVAL_WITH_ADMIN');

    expectError(await admin.client.patch(`/api/v1/content-moderation/E_BOOK/${course.id}/approve`), 'EBOOK_NOT_FOUND');
    expectError(await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${MISSING}/approve`), 'COURSE_NOT_FOUND');
  });

  it('approves a submitted course: it goes public, its host is told, and so are the host’s followers', async () => {
    const { course } = await publishedCourse(server, khoa, admin, { title: 'Nhiếp ảnh cho người mới' });
    const told = await eventually(
      async () => (await notificationsOf(khoa, 'ONLINE_COURSE_APPROVED')).find((n) => n.body.includes('Nhiếp ảnh')),
      10_000,
      'the approval',
    );
    expect(told).toMatchObject({ title: 'Khoá học đã được duyệt', link: `/courses/${course.slug}` });
    const fan = await eventually(async () => (await notificationsOf(binh, 'FOLLOWING_HOST_NEW_ONLINE_COURSE'))[0], 15_000, 'the follower notification');
    expect(fan).toMatchObject({ title: 'Lê Minh Khoa có khoá học mới', body: 'Nhiếp ảnh cho người mới', link: `/courses/${course.slug}` });
    expect(await notificationsOf(lan, 'FOLLOWING_HOST_NEW_ONLINE_COURSE')).toEqual([]);

    const page = await server.anonymous.get(`/api/v1/online-courses/slug/${course.slug}`);
    expect(page.body).toMatchObject({ status: 'PUBLISHED', canEdit: false, rejectReason: null });
    // Nobody but its editors learns where lesson files are stored.
    expect(page.body.sections.flatMap((s: { lessons: { mediaKey: string | null }[] }) => s.lessons.map((l) => l.mediaKey))).toEqual([null, null, null]);
    expectError(await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${course.id}/approve`), 'COURSE_INVALID_STATUS');

    // Unpublishing takes it off the public pages (cached answers included); publishing again needs no new review.
    expect((await server.anonymous.get(`/api/v1/online-courses/${course.id}`)).status).toBe(200);
    expect((await server.anonymous.get(`/api/v1/online-courses/${course.id}`)).headers.get('x-cache')).toBe('HIT');
    expect((await khoa.client.post(`/api/v1/online-courses/${course.id}/published`, { published: false })).body.status).toBe('ARCHIVED');
    expectError(await server.anonymous.get(`/api/v1/online-courses/${course.id}`), 'COURSE_NOT_FOUND');
    expect((await khoa.client.post(`/api/v1/online-courses/${course.id}/published`, { published: true })).body.status).toBe('PUBLISHED');
    // Hidden by its host or an admin: off the public list, still the host's.
    expect((await admin.client.put(`/api/v1/admin/online-courses/${course.id}/displayed`, { displayed: false })).body.isDisplayed).toBe(false);
    expectError(await server.anonymous.get(`/api/v1/online-courses/${course.id}`), 'COURSE_NOT_FOUND');
    expect((await khoa.client.put(`/api/v1/online-courses/${course.id}/displayed`, { displayed: true })).body.isDisplayed).toBe(true);
    expect((await server.anonymous.get(`/api/v1/online-courses/${course.id}`)).status).toBe(200);
  });

  it('lists public courses by category, price and words typed without accents', async () => {
    const design = await makeCategory(server, { name: 'Thiết kế' });
    const paid = await publishedCourse(server, lan, admin, { title: 'Đồ hoạ vector nâng cao', categoryIds: [design.id] });
    const free = await publishedCourse(server, lan, admin, { title: 'Phác thảo tự do', price: 0, categoryIds: [design.id] });
    await buildCourse(server, lan, { title: 'Đồ hoạ bản nháp', categoryIds: [design.id] });

    const ids = async (query: string) => ((await server.anonymous.get(`/api/v1/online-courses/list?${query}`)).body.data as { id: string }[]).map((c) => c.id);
    expect(await ids(`categoryId=${design.id}`)).toEqual([free.course.id, paid.course.id]);
    expect(await ids(`categoryId=${design.id}&price=free`)).toEqual([free.course.id]);
    expect(await ids(`categoryId=${design.id}&price=paid`)).toEqual([paid.course.id]);
    expect(await ids('q=do hoa vector')).toEqual([paid.course.id]);
    expect(await ids('q=đồ hoạ bản nháp')).toEqual([]);
    const listed = await server.anonymous.get(`/api/v1/online-courses/list?categoryId=${design.id}&limit=1`);
    expect(listed.body.meta).toMatchObject({ total: 2, totalPages: 2, limit: 1 });

    const recommended = await server.anonymous.get(`/api/v1/online-courses/recomendations?courseId=${paid.course.id}&limit=3`);
    expect(recommended.body.data[0].id).toBe(free.course.id);
    expect(recommended.body.data.map((c: { id: string }) => c.id)).not.toContain(paid.course.id);
    const combos = await server.anonymous.get('/api/v1/online-courses/combos/list?q=phac thao');
    expect(combos.body.data.map((c: { id: string }) => c.id)).toEqual([free.course.id]);
    expect((await server.anonymous.get('/api/v1/online-courses/list?price=cheap')).status).toBe(400);
  });

  it('lets admins make courses for hosts, announce upcoming ones, and edit or delete any course', async () => {
    const made = await admin.client.post('/api/v1/admin/online-courses/upsert', { hostId: lan.user.id, title: 'Khoá học do quản trị tạo', price: 200_000 });
    expect(made.body).toMatchObject({ status: 'DRAFT', host: expect.objectContaining({ id: lan.user.id }) });
    expectError(await admin.client.post('/api/v1/admin/online-courses/upsert', { hostId: binh.user.id, title: 'Không phải nhà tổ chức' }), 'USER_NOT_HOST');

    const upcoming = await admin.client.post('/api/v1/admin/online-courses/create-upcoming', {
      hostId: khoa.user.id,
      title: 'Trí tuệ nhân tạo ứng dụng',
      price: 900_000,
      expectedAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(upcoming.status, JSON.stringify(upcoming.body)).toBe(201);
    expect(upcoming.body).toMatchObject({ status: 'PUBLISHED', isUpcoming: true });
    expect((await server.anonymous.get(`/api/v1/online-courses/slug/${upcoming.body.slug}`)).body.isUpcoming).toBe(true);
    const cart = await binh.client.post('/api/v2/carts/add', { productItemType: 'ONLINE_COURSE', productItemId: upcoming.body.id, quantity: 1 });
    expect([cart.status, cart.body.code]).toEqual([400, 'INVALID_PRODUCT_ITEM']);
    const updated = await admin.client.put(`/api/v1/admin/online-courses/update-upcoming/${upcoming.body.id}`, { title: 'Trí tuệ nhân tạo thực chiến' });
    expect(updated.body).toMatchObject({ title: 'Trí tuệ nhân tạo thực chiến', isUpcoming: true });
    expectError(await admin.client.put(`/api/v1/admin/online-courses/update-upcoming/${made.body.id}`, { title: 'Không sắp ra mắt' }), 'COURSE_INVALID_STATUS');
    const upcomingOnly = await admin.client.get('/api/v1/admin/online-courses?isUpcoming=true');
    expect(upcomingOnly.body.data.map((c: { id: string }) => c.id)).toEqual([upcoming.body.id]);

    const section = await admin.client.post('/api/v1/admin/sections/upsert', { courseId: made.body.id, title: 'Chương do quản trị thêm' });
    expect(section.status).toBe(200);
    const lesson = await admin.client.post('/api/v1/admin/lessons/upsert', { sectionId: section.body.id, type: 'TEXT', title: 'Bài đọc', body: 'Nội dung' });
    expect(lesson.status).toBe(200);
    expect((await admin.client.delete(`/api/v1/admin/lessons/${lesson.body.id}`)).status).toBe(200);
    expect((await admin.client.delete(`/api/v1/admin/sections/${section.body.id}`)).status).toBe(200);
    expect((await admin.client.delete(`/api/v1/admin/online-courses/${made.body.id}`)).status).toBe(200);
    expectError(await lan.client.get(`/api/v1/online-courses/${made.body.id}`), 'COURSE_NOT_FOUND');
    expect((await lan.client.get('/api/v1/online-courses/host')).body.data.map((c: { id: string }) => c.id)).not.toContain(made.body.id);
  });
});
