import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { buildCourse, uploadLessonFile } from './courses.testing.js';

const pdf = { fileName: 'tai-lieu.pdf', contentType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') };

/** A lesson points only at a file learners can open: of its kind (a video, a PDF), its upload finished. */
describe('lesson media', () => {
  let server: TestServer;
  let host: Session;
  let sectionId: string;

  const saveLesson = (body: Record<string, unknown>) => host.client.post('/api/v1/lessons/upsert', { sectionId, title: 'Bài học', ...body });

  beforeAll(async () => {
    server = await startTestServer();
    host = await signUpHost(server, 'Vũ Thị Mai');
    sectionId = (await buildCourse(server, host)).sections[0]!.id;
  });
  afterAll(() => server.close());

  it('takes a finished video for a VIDEO lesson and a finished PDF for a PDF lesson', async () => {
    const video = await saveLesson({ type: 'VIDEO', mediaKey: await uploadLessonFile(server, host) });
    expect(video.status, JSON.stringify(video.body)).toBe(200);
    const document = await saveLesson({ type: 'PDF', mediaKey: await uploadLessonFile(server, host, pdf) });
    expect(document.status, JSON.stringify(document.body)).toBe(200);
  });

  it('refuses a PDF for a VIDEO lesson and a video for a PDF lesson', async () => {
    expectError(await saveLesson({ type: 'VIDEO', mediaKey: await uploadLessonFile(server, host, pdf) }), 'LESSON_MEDIA_TYPE_MISMATCH');
    expectError(await saveLesson({ type: 'PDF', mediaKey: await uploadLessonFile(server, host) }), 'LESSON_MEDIA_TYPE_MISMATCH');
  });

  it('refuses a lesson turned from VIDEO to PDF while it keeps its video, and takes it with a PDF', async () => {
    const video = await saveLesson({ type: 'VIDEO', mediaKey: await uploadLessonFile(server, host) });
    expect(video.status, JSON.stringify(video.body)).toBe(200);
    expectError(await saveLesson({ id: video.body.id, type: 'PDF' }), 'LESSON_MEDIA_TYPE_MISMATCH');
    const turned = await saveLesson({ id: video.body.id, type: 'PDF', mediaKey: await uploadLessonFile(server, host, pdf) });
    expect([turned.status, turned.body.type]).toEqual([200, 'PDF']);
    // Saved again as it is (title only), it is not refused.
    expect((await saveLesson({ id: video.body.id, type: 'PDF', title: 'Tài liệu đọc thêm' })).status).toBe(200);
  });

  it('refuses an upload whose bytes have not all arrived, and takes it once they have', async () => {
    const bytes = new TextEncoder().encode('video bytes '.repeat(100));
    const signed = await host.client.post('/api/v1/upload/sign-url', {
      fileName: 'bai-giang.mp4',
      contentType: 'video/mp4',
      folder: 'lessons',
      size: bytes.length,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expectError(await saveLesson({ type: 'VIDEO', mediaKey: signed.body.key }), 'INVALID_LESSON_MEDIA');

    const put = await fetch(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), { method: 'PUT', body: bytes, headers: signed.body.headers });
    expect(put.status).toBe(200);
    const saved = await saveLesson({ type: 'VIDEO', mediaKey: signed.body.key });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('takes a file the store holds though nobody told the server it arrived, as an upload straight to S3', async () => {
    const key = await uploadLessonFile(server, host);
    const { db } = server.database;
    await db.execute(sql`update uploaded_files set uploaded_at = null where key = ${key}`);
    const saved = await saveLesson({ type: 'VIDEO', mediaKey: key });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { rows } = await db.execute<{ arrived: boolean }>(sql`select uploaded_at is not null as arrived from uploaded_files where key = ${key}`);
    expect(rows).toEqual([{ arrived: true }]);
  });
});
