import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishedCourse } from './courses.testing.js';

const queue = '/api/v1/content-moderation';

describe('a course edited after its approval', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Vũ Thanh Hà')]);
    expect((await admin.client.post(`${queue}/keywords`, { keyword: 'cờ bạc' })).status).toBe(201);
  }, 60_000);
  afterAll(() => server.close());

  const itemOf = async (id: string) =>
    ((await admin.client.get(`${queue}/list?type=ONLINE_COURSE&limit=100`)).body.data as { id: string; status: string; keywords: string[] }[]).find(
      (i) => i.id === id,
    );
  const isPublic = async (id: string) => (await server.anonymous.get(`/api/v1/online-courses/${id}`)).status === 200;

  it('is read for keywords again: a clean edit keeps the approval, a description with one waits for an admin while the course stays public', async () => {
    const { course } = await publishedCourse(server, host, admin, { title: 'Cờ vua cho trẻ em' });
    expect(await itemOf(course.id)).toMatchObject({ status: 'APPROVED', keywords: [] });

    await host.client.post('/api/v1/online-courses/upsert', { id: course.id, title: course.title, description: '<p>Khai cuộc và tàn cuộc</p>' });
    expect(await itemOf(course.id)).toMatchObject({ status: 'APPROVED', keywords: [] });

    const edited = await host.client.post('/api/v1/online-courses/upsert', { id: course.id, title: course.title, description: '<p>Mẹo chơi co bac</p>' });
    expect(edited.body.status).toBe('PUBLISHED');
    expect(await itemOf(course.id)).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc'] });
    expect(await isPublic(course.id)).toBe(true);

    // The admin lets it stand: it stays public, and the same words edited again do not bring it back.
    expect((await admin.client.patch(`${queue}/ONLINE_COURSE/${course.id}/approve`)).body).toEqual({
      type: 'ONLINE_COURSE',
      id: course.id,
      status: 'PUBLISHED',
    });
    await host.client.post('/api/v1/online-courses/upsert', { id: course.id, title: course.title, description: '<p>Mẹo chơi cờ bạc, bản mới</p>' });
    expect(await itemOf(course.id)).toMatchObject({ status: 'APPROVED' });
    // Nothing waits now, so a second decision is refused.
    expectError(await admin.client.patch(`${queue}/ONLINE_COURSE/${course.id}/approve`), 'COURSE_INVALID_STATUS');
  });

  it('reads a new lesson’s title and an edited lesson’s text; rejected, the course leaves sale until it is reviewed again', async () => {
    const built = await publishedCourse(server, host, admin, { title: 'Tin học văn phòng' });
    const added = await host.client.post('/api/v1/lessons/upsert', {
      sectionId: built.sections[0]!.id,
      type: 'TEXT',
      title: 'Bài thêm: cờ bạc online',
      body: '<p>x</p>',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await itemOf(built.course.id)).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc'] });
    expect(await isPublic(built.course.id)).toBe(true);

    const other = await publishedCourse(server, host, admin, { title: 'Excel nâng cao' });
    const reading = other.lessons[2]!;
    await host.client.post('/api/v1/lessons/upsert', {
      id: reading.id,
      sectionId: other.sections[1]!.id,
      type: 'TEXT',
      title: reading.title,
      body: '<p>Cách <b>cờ</b> bạc</p>',
    });
    expect(await itemOf(other.course.id)).toMatchObject({ status: 'PENDING', keywords: ['cờ bạc'] });

    const rejected = await admin.client.patch(`${queue}/ONLINE_COURSE/${other.course.id}/reject`, { reason: 'Bài học vi phạm', action: 'REJECTED' });
    expect(rejected.body).toEqual({ type: 'ONLINE_COURSE', id: other.course.id, status: 'REJECTED' });
    expect(await isPublic(other.course.id)).toBe(false);
    // Edited, it is a draft again, and goes public only through a new review.
    expect((await host.client.post('/api/v1/online-courses/upsert', { id: other.course.id, title: 'Excel nâng cao' })).body.status).toBe('DRAFT');
    expectError(await host.client.post(`/api/v1/online-courses/${other.course.id}/published`, { published: true }), 'COURSE_INVALID_STATUS');
  });
});
