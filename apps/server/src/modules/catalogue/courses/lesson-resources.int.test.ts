import type { LessonAttachmentDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { paidOrder } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { uploadPrivate } from '../libraries/libraries.testing.js';
import { courseLine, local, publishedCourse, type BuiltCourse } from './courses.testing.js';

describe('library resources attached to course lessons', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let binh: Session;
  let an: Session;
  let built: BuiltCourse;
  let fileId: string;
  let linkId: string;
  let lansLinkId: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, binh, an] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Đỗ Văn An' }),
    ]);
    built = await publishedCourse(server, khoa, admin, { title: 'Thiết kế đồ hoạ' });
    await paidOrder(server, binh, { items: [courseLine(built.course.id)] });

    const upload = await uploadPrivate(server, khoa, { fileName: 'giao-trinh.pdf', bytes: new TextEncoder().encode('%PDF giáo trình') });
    const file = await khoa.client.post('/api/v1/resources', { kind: 'FILE', fileId: upload, name: 'Giáo trình' });
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    fileId = file.body.id;
    linkId = (await khoa.client.post('/api/v1/resources', { kind: 'LINK', name: 'Bài đọc thêm', url: 'https://example.vn/bai-doc' })).body.id;
    lansLinkId = (await lan.client.post('/api/v1/resources', { kind: 'LINK', name: 'Của Lan', url: 'https://example.vn/lan' })).body.id;
  });
  afterAll(() => server.close());

  const video = () => built.lessons[1]!;
  const attach = (who: Session, resourceIds: string[]) =>
    who.client.post('/api/v1/lessons/upsert', { id: video().id, sectionId: built.sections[0]!.id, type: 'VIDEO', title: video().title, resourceIds });
  const open = (who: Session) => who.client.get(`/api/v1/online-courses/lessons/${video().id}`);
  const detach = (who: Session, resourceId: string) => who.client.delete(`/api/v1/lessons/${video().id}/resource/${resourceId}`);
  const attachmentsOf = async (who: Session) => {
    const res = await open(who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.attachments as LessonAttachmentDto[];
  };

  it('attaches a file and a link, which the editor’s curriculum lists by id and others do not see', async () => {
    const saved = await attach(khoa, [fileId, linkId, fileId]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.resourceIds).toEqual([fileId, linkId]);

    const mine = await khoa.client.get(`/api/v1/online-courses/${built.course.id}/sections`);
    expect(mine.body.sections[0].lessons[1].resourceIds).toEqual([fileId, linkId]);
    const theirs = await binh.client.get(`/api/v1/online-courses/${built.course.id}/sections`);
    expect(theirs.body.sections[0].lessons[1].resourceIds).toEqual([]);
  });

  it('gives the buyer both attachments, the file through a working short-lived link, and refuses the lesson to a non-buyer', async () => {
    const attachments = await attachmentsOf(binh);
    expect(attachments).toEqual([
      { id: fileId, kind: 'FILE', name: 'Giáo trình', url: expect.stringContaining('signature') },
      { id: linkId, kind: 'LINK', name: 'Bài đọc thêm', url: 'https://example.vn/bai-doc' },
    ]);
    const file = await fetch(local(server, attachments[0]!.url));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF giáo trình');

    expectError(await open(an), 'LESSON_ACCESS_DENIED');
  });

  it('keeps another host out: they may neither attach to this lesson nor detach from it, nor may the owner attach their resource', async () => {
    expectError(await attach(lan, [lansLinkId]), 'INSUFFICIENT_PRIVILEGES');
    expectError(await attach(khoa, [linkId, lansLinkId]), 'RESOURCE_NOT_FOUND');
    expectError(await attach(khoa, ['00000000-0000-4000-8000-000000000000']), 'RESOURCE_NOT_FOUND');
    expectError(await detach(lan, linkId), 'INSUFFICIENT_PRIVILEGES');
    expect((await attachmentsOf(binh)).map((a) => a.id)).toEqual([fileId, linkId]);
  });

  it('asks a signed-in host to detach: anonymous callers get 401 and plain users 403', async () => {
    expect((await server.anonymous.delete(`/api/v1/lessons/${video().id}/resource/${linkId}`)).status).toBe(401);
    expectError(await detach(binh, linkId), 'INSUFFICIENT_PRIVILEGES');
  });

  it('hides a soft-deleted resource from learners and shows it again once restored', async () => {
    expect((await khoa.client.delete(`/api/v1/resources/${fileId}`)).status).toBe(200);
    expect((await attachmentsOf(binh)).map((a) => a.id)).toEqual([linkId]);
    expectError(await attach(khoa, [fileId]), 'RESOURCE_NOT_FOUND');

    expect((await khoa.client.patch(`/api/v1/resources/${fileId}/restore`)).status).toBe(200);
    expect((await attachmentsOf(binh)).map((a) => a.id)).toEqual([fileId, linkId]);
  });

  it('detaches one resource, leaving it in the library, and answers 404 for what is not attached', async () => {
    expect((await detach(khoa, linkId)).body).toEqual({ success: true });
    expect((await attachmentsOf(binh)).map((a) => a.id)).toEqual([fileId]);
    expect((await khoa.client.get(`/api/v1/resources/${linkId}`)).body).toMatchObject({ id: linkId, deletedAt: null });

    expectError(await detach(khoa, linkId), 'RESOURCE_NOT_FOUND');
    expectError(await khoa.client.delete(`/api/v1/lessons/00000000-0000-4000-8000-000000000000/resource/${linkId}`), 'LESSON_NOT_FOUND');
    expect((await khoa.client.delete(`/api/v1/lessons/${video().id}/resource/not-an-id`)).status).toBe(400);
  });

  it('lets an admin detach too, and an upsert without resourceIds leaves the attachments alone', async () => {
    const renamed = await khoa.client.post('/api/v1/lessons/upsert', { id: video().id, sectionId: built.sections[0]!.id, type: 'VIDEO', title: 'Cài đặt' });
    expect(renamed.body.resourceIds).toEqual([fileId]);
    expect((await detach(admin, fileId)).body).toEqual({ success: true });
    expect(await attachmentsOf(binh)).toEqual([]);
  });

  it('lets an admin attach the platform’s own resources, which a host may not attach', async () => {
    const platformRoot = (await admin.client.get('/api/v1/admin/libraries/root')).body;
    const shared = await admin.client.post('/api/v1/resources', {
      kind: 'LINK',
      name: 'Tài liệu chung',
      url: 'https://example.vn/chung',
      libraryId: platformRoot.id,
    });
    expect(shared.body, JSON.stringify(shared.body)).toMatchObject({ ownerId: null });

    expectError(await attach(khoa, [shared.body.id]), 'RESOURCE_NOT_FOUND');
    const saved = await admin.client.post('/api/v1/admin/lessons/upsert', {
      id: video().id,
      sectionId: built.sections[0]!.id,
      type: 'VIDEO',
      title: video().title,
      resourceIds: [shared.body.id, linkId],
    });
    expect(saved.body.resourceIds).toEqual([shared.body.id, linkId]);
    expect((await attachmentsOf(binh)).map((a) => a.name)).toEqual(['Tài liệu chung', 'Bài đọc thêm']);
  });
});
