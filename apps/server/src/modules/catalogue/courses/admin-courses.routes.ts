import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { courseCache } from './course-cache.js';
import { EDIT_ERRORS, SAVE_ERRORS, type CourseRouteDeps } from './courses.routes.js';

const tags = ['admin'];
const ok = { success: true as const };

/** The admin console's courses: every status, on behalf of hosts, upcoming courses, their sections and lessons. */
export function registerAdminCourseRoutes(app: FastifyInstance, deps: Omit<CourseRouteDeps, 'learning' | 'quizzes'>) {
  const { courses, reads } = deps;
  const c = calls.courses;

  serve(app, c.adminList, { tags, summary: 'Mọi khoá học, mới nhất trước (lọc trạng thái, nhà tổ chức, sắp ra mắt, tên)' }, async (req) =>
    reads.adminList(req.query),
  );
  serve(app, c.adminSetDisplayed, { tags, summary: 'Hiện hoặc ẩn khoá học', errors: EDIT_ERRORS, invalidates: courseCache.changed }, async (req) =>
    reads.detailById((await courses.setDisplayed(actorOf(req), req.params.id, req.body.displayed)).id, actorOf(req)),
  );
  serve(
    app,
    c.adminRemove,
    { tags, summary: 'Xoá khoá học (chưa có học viên)', errors: [...EDIT_ERRORS, 'COURSE_HAS_LEARNERS'], invalidates: courseCache.changed },
    async (req) => {
      await courses.remove(actorOf(req), req.params.id);
      return ok;
    },
  );
  serve(
    app,
    c.adminUpsert,
    {
      tags,
      summary: 'Tạo hoặc sửa khoá học thay nhà tổ chức (hostId)',
      errors: [...SAVE_ERRORS, ...EDIT_ERRORS, 'USER_NOT_HOST'],
      invalidates: courseCache.changed,
    },
    async (req) => reads.detailById((await courses.adminUpsert(actorOf(req), req.body)).id, actorOf(req)),
  );
  serve(
    app,
    c.adminCreateUpcoming,
    { tags, summary: 'Tạo khoá học sắp ra mắt (hiển thị, chưa bán)', errors: [...SAVE_ERRORS, 'USER_NOT_HOST'], invalidates: courseCache.changed },
    async (req) => reads.detailById((await courses.createUpcoming(req.body)).id, actorOf(req)),
  );
  serve(
    app,
    c.adminUpdateUpcoming,
    {
      tags,
      summary: 'Sửa khoá học sắp ra mắt (isUpcoming=false: mở bán như khoá học thường)',
      errors: [...SAVE_ERRORS, ...EDIT_ERRORS, 'USER_NOT_HOST'],
      invalidates: courseCache.changed,
    },
    async (req) => reads.detailById((await courses.updateUpcoming(actorOf(req), req.params.id, req.body)).id, actorOf(req)),
  );
  serve(
    app,
    c.adminSectionUpsert,
    { tags, summary: 'Tạo hoặc sửa một chương', errors: [...EDIT_ERRORS, 'SECTION_NOT_FOUND'], invalidates: courseCache.changed },
    async (req) => courses.upsertSection(actorOf(req), req.body),
  );
  serve(
    app,
    c.adminSectionRemove,
    { tags, summary: 'Xoá một chương', errors: [...EDIT_ERRORS, 'SECTION_NOT_FOUND'], invalidates: courseCache.changed },
    async (req) => {
      await courses.removeSection(actorOf(req), req.params.id);
      return ok;
    },
  );
  serve(
    app,
    c.adminLessonUpsert,
    {
      tags,
      summary: 'Tạo hoặc sửa một bài học',
      errors: [...EDIT_ERRORS, 'SECTION_NOT_FOUND', 'LESSON_NOT_FOUND', 'INVALID_LESSON_MEDIA', 'LESSON_MEDIA_TYPE_MISMATCH', 'RESOURCE_NOT_FOUND'],
      invalidates: courseCache.changed,
    },
    async (req) => courses.upsertLesson(actorOf(req), req.body),
  );
  serve(
    app,
    c.adminLessonRemove,
    { tags, summary: 'Xoá một bài học', errors: [...EDIT_ERRORS, 'LESSON_NOT_FOUND'], invalidates: courseCache.changed },
    async (req) => {
      await courses.removeLesson(actorOf(req), req.params.id);
      return ok;
    },
  );
}
