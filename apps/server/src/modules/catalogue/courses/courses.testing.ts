/** What the courses' integration tests share: course bodies, private lesson files, and building, publishing and buying courses through the API. */
import type { CourseDetailDto, CurriculumLessonDto, CurriculumSectionDto, LessonUpsertBody } from '@market/contract';
import { expect } from 'vitest';
import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';

let counter = 0;

/** A private upload of the host's in the `lessons` folder; answers its storage key. */
export async function uploadLessonFile(server: TestServer, host: Session, file: { fileName?: string; contentType?: string; bytes?: Uint8Array } = {}) {
  const bytes = file.bytes ?? new TextEncoder().encode('video bytes '.repeat(100));
  const contentType = file.contentType ?? 'video/mp4';
  const signed = await host.client.post('/api/v1/upload/sign-url', {
    fileName: file.fileName ?? 'bai-giang.mp4',
    contentType,
    folder: 'lessons',
    size: bytes.length,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const put = await fetch(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: signed.body.headers,
  });
  expect(put.status).toBe(200);
  return signed.body.key as string;
}

/** A link the server signed, reachable from the test (the server's public URL is not its test address). */
export const local = (server: TestServer, url: string) => url.replace(server.config.publicUrl, server.url);

export interface BuiltCourse {
  course: CourseDetailDto;
  sections: CurriculumSectionDto[];
  /** In course order: a free preview TEXT lesson, a VIDEO lesson (100 s) with a private file, a TEXT lesson. */
  lessons: CurriculumLessonDto[];
}

/**
 * A draft course of the host's with two sections: the first holds a preview TEXT lesson and a
 * 100-second VIDEO lesson with its private file; the second (opening `dripDays` after enrolment,
 * if given) holds one TEXT lesson.
 */
export async function buildCourse(
  server: TestServer,
  host: Session,
  options: { title?: string; price?: number; dripDays?: number | null; categoryIds?: string[] } = {},
): Promise<BuiltCourse> {
  counter += 1;
  const created = await host.client.post('/api/v1/online-courses/upsert', {
    title: options.title ?? `Lập trình web cơ bản ${counter}`,
    subtitle: 'Từ HTML tới ứng dụng đầu tiên',
    description: '<p>Khoá học cho người mới bắt đầu.</p>',
    price: options.price ?? 500_000,
    level: 'BEGINNER',
    language: 'vi',
    ...(options.categoryIds ? { categoryIds: options.categoryIds } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const courseId = created.body.id as string;
  const section = async (title: string, dripDays: number | null = null) => {
    const res = await host.client.post('/api/v1/sections/upsert', { courseId, title, dripDays });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as CurriculumSectionDto;
  };
  const lesson = async (body: Omit<LessonUpsertBody, 'sectionId'> & { sectionId: string }) => {
    const res = await host.client.post('/api/v1/lessons/upsert', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as CurriculumLessonDto;
  };
  const first = await section('Làm quen');
  const second = await section('Đi sâu', options.dripDays ?? null);
  const mediaKey = await uploadLessonFile(server, host);
  const lessons = [
    await lesson({ sectionId: first.id, type: 'TEXT', title: 'Giới thiệu khoá học', body: '<p>Chào mừng!</p>', isPreview: true, durationSeconds: 60 }),
    await lesson({ sectionId: first.id, type: 'VIDEO', title: 'Cài đặt công cụ', mediaKey, durationSeconds: 100 }),
    await lesson({ sectionId: second.id, type: 'TEXT', title: 'Trang web đầu tiên', body: '<p>Bài đọc</p>', durationSeconds: 300 }),
  ];
  const course = (await host.client.get(`/api/v1/online-courses/${courseId}`)).body as CourseDetailDto;
  return { course, sections: course.sections, lessons };
}

/** Builds, submits and (as the admin) approves a course: it is PUBLISHED and on sale. */
export async function publishedCourse(server: TestServer, host: Session, admin: Session, options: Parameters<typeof buildCourse>[2] = {}) {
  const built = await buildCourse(server, host, options);
  const submitted = await host.client.post(`/api/v1/online-courses/${built.course.id}/content-moderation`);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const approved = await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${built.course.id}/approve`);
  expect(approved.body).toMatchObject({ status: 'PUBLISHED' });
  return { ...built, course: { ...built.course, status: 'PUBLISHED' as const } };
}

export const courseLine = (courseId: string) => ({ productItemType: 'ONLINE_COURSE', productItemId: courseId, quantity: 1 });
