import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { courseCache } from './course-cache.js';
import type { CourseReadsService } from './course-reads.service.js';
import type { CoursesService } from './courses.service.js';
import type { LearningService } from './learning.service.js';
import type { QuizAttemptsService } from './quiz-attempts.service.js';

export const tags = ['online-courses'];
/** Any save of a course. */
export const SAVE_ERRORS = [
  'INVALID_COURSE_TITLE',
  'INVALID_PRICE',
  'INVALID_URL',
  'INVALID_SLUG',
  'SLUG_ALREADY_EXISTS',
  'CATEGORY_NOT_FOUND',
  'INVALID_COURSE_LINES',
] as const;
/** Any change of an existing course (or of its sections and lessons). */
export const EDIT_ERRORS = ['COURSE_NOT_FOUND', 'COURSE_INVALID_STATUS'] as const;
const ok = { success: true as const };

export interface CourseRouteDeps {
  courses: CoursesService;
  reads: CourseReadsService;
  learning: LearningService;
  quizzes: QuizAttemptsService;
}

/** The public course pages, the host's studio calls and the learner's calls. */
export function registerCourseRoutes(app: FastifyInstance, deps: CourseRouteDeps) {
  const { courses, reads, learning, quizzes } = deps;
  const c = calls.courses;

  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Danh sách khoá học đang công khai, mới nhất trước',
      cache: courseCache.read,
      description:
        'Lọc theo danh mục, miễn phí/có phí (price=free|paid), nhà tổ chức; q: mỗi từ phải có trong tên, không phân biệt dấu ("lap trinh" tìm được "Lập trình").',
    },
    async (req) => reads.list(req.query),
  );
  serve(app, c.combosList, { tags, summary: 'Khoá học đang bán, để đưa vào combo', cache: courseCache.read }, async (req) => reads.combosList(req.query));
  serve(app, c.listHost, { tags, summary: 'Khoá học của tôi (nhà tổ chức), mọi trạng thái trừ đã xoá' }, async (req) =>
    reads.hostList(actorOf(req), req.query),
  );
  serve(app, c.lessonFiles, { tags, summary: 'Tệp của các bài học của tôi (video, PDF) và tổng dung lượng' }, async (req) => reads.lessonFiles(actorOf(req)));
  serve(app, c.listMine, { tags, summary: 'Khoá học tôi đang học, kèm tiến độ' }, async (req) => learning.myCourses(actorOf(req), req.query));
  serve(app, c.listMineAsUser, { tags, summary: 'Khoá học tôi đang học (đường dẫn của ứng dụng di động)' }, async (req) =>
    learning.myCourses(actorOf(req), req.query),
  );
  serve(app, c.recommendations, { tags, summary: 'Khoá học gợi ý (cùng danh mục với courseId trước, rồi mới nhất)', cache: courseCache.read }, async (req) =>
    reads.recommendations(req.query),
  );
  serve(app, c.certificate, { tags, summary: 'Xác minh chứng chỉ hoàn thành theo số hiệu', errors: ['CERTIFICATE_NOT_FOUND'] }, async (req) =>
    learning.certificate(req.params.serial),
  );
  serve(app, c.getBySlug, { tags, summary: 'Chi tiết khoá học theo đường dẫn', errors: ['COURSE_NOT_FOUND'], cache: courseCache.read }, async (req) =>
    reads.detailBySlug(req.params.slug, req.actor),
  );
  serve(
    app,
    c.learnerView,
    {
      tags,
      summary: 'Khoá học dưới góc nhìn học viên: quyền học, tiến độ, bài học tiếp tục, bài học bị khoá',
      errors: ['COURSE_NOT_FOUND'],
    },
    async (req) => learning.learnerView(actorOf(req), req.params.slug),
  );
  serve(
    app,
    c.lesson,
    {
      tags,
      summary: 'Mở một bài học (người đã mua/đăng ký, chủ khoá học, quản trị viên; bài học thử: mọi người đã đăng nhập)',
      description: 'Video và PDF trả về đường dẫn có chữ ký, chỉ dùng được trong thời gian ngắn (media.expiresAt).',
      errors: ['LESSON_NOT_FOUND', 'LESSON_ACCESS_DENIED', 'LESSON_LOCKED'],
    },
    async (req) => learning.lesson(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.progress,
    {
      tags,
      summary: 'Ghi tiến độ học một bài',
      description: 'Bài học hoàn thành khi xem tới 90% video hoặc khi completed=true (đã đọc). Hoàn thành mọi bài học thì cấp chứng chỉ.',
      errors: ['LESSON_NOT_FOUND', 'LESSON_ACCESS_DENIED', 'LESSON_LOCKED'],
    },
    async (req) => learning.recordProgress(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.quizAttempt,
    {
      tags,
      summary: 'Nộp một lần làm bài kiểm tra (chấm trên máy chủ)',
      description:
        'Câu một đáp án hay nhiều đáp án đều chỉ tính đúng khi chọn đúng và đủ. Đạt (điểm ≥ passPercent) thì bài học hoàn thành. Đáp án đúng (solution) chỉ trả về khi đã đạt hoặc đã hết lượt.',
      errors: ['LESSON_NOT_FOUND', 'LESSON_ACCESS_DENIED', 'LESSON_LOCKED', 'NOT_A_QUIZ', 'QUIZ_ATTEMPTS_EXHAUSTED', 'QUIZ_ALREADY_PASSED'],
    },
    async (req) => quizzes.attempt(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.upsert,
    {
      tags,
      summary: 'Tạo hoặc sửa khoá học của tôi',
      description: 'Không có id: tạo bản nháp. Có id: sửa khoá học của chính mình; sửa khoá học bị từ chối đưa nó về bản nháp.',
      errors: [...SAVE_ERRORS, ...EDIT_ERRORS],
      invalidates: courseCache.changed,
    },
    async (req) => reads.detailById((await courses.upsert(actorOf(req), req.body)).id, actorOf(req)),
  );
  serve(
    app,
    c.get,
    {
      tags,
      summary: 'Chi tiết khoá học',
      description: 'Khoá học chưa công khai chỉ chủ khoá học và quản trị viên xem được.',
      errors: ['COURSE_NOT_FOUND'],
      cache: courseCache.read,
    },
    async (req) => reads.detailById(req.params.id, req.actor),
  );
  serve(
    app,
    c.remove,
    { tags, summary: 'Xoá khoá học (chưa có học viên)', errors: [...EDIT_ERRORS, 'COURSE_HAS_LEARNERS'], invalidates: courseCache.changed },
    async (req) => {
      await courses.remove(actorOf(req), req.params.id);
      return ok;
    },
  );
  serve(
    app,
    c.setPublished,
    {
      tags,
      summary: 'Ngừng công khai hoặc công khai lại khoá học đã được duyệt',
      description: 'Lần công khai đầu tiên cần gửi duyệt (content-moderation).',
      errors: EDIT_ERRORS,
      invalidates: courseCache.changed,
    },
    async (req) => reads.detailById((await courses.setPublished(actorOf(req), req.params.id, req.body.published)).id, actorOf(req)),
  );
  serve(
    app,
    c.setDisplayed,
    { tags, summary: 'Hiện hoặc ẩn khoá học khỏi danh sách công khai', errors: EDIT_ERRORS, invalidates: courseCache.changed },
    async (req) => reads.detailById((await courses.setDisplayed(actorOf(req), req.params.id, req.body.displayed)).id, actorOf(req)),
  );
  serve(
    app,
    c.submit,
    {
      tags,
      summary: 'Gửi khoá học cho quản trị viên duyệt',
      description: 'Cần ít nhất một chương và một bài học.',
      errors: [...EDIT_ERRORS, 'COURSE_INCOMPLETE'],
      invalidates: courseCache.changed,
    },
    async (req) => reads.detailById((await courses.submit(actorOf(req), req.params.id)).id, actorOf(req)),
  );
  serve(
    app,
    c.curriculum,
    { tags, summary: 'Chương trình học: các chương và bài học, kèm thời lượng', errors: ['COURSE_NOT_FOUND'], cache: courseCache.read },
    async (req) => reads.curriculum(req.params.id, req.actor),
  );
  serve(app, c.previewLessons, { tags, summary: 'Các bài học thử của khoá học, xem được không cần mua', errors: ['COURSE_NOT_FOUND'] }, async (req) =>
    learning.previewLessons(req.params.id, req.actor),
  );
  serve(app, c.learners, { tags, summary: 'Học viên đã mua khoá học', errors: ['COURSE_NOT_FOUND'] }, async (req) =>
    learning.learnersByOrder(actorOf(req), req.params.id, req.query),
  );
  serve(app, c.subscribers, { tags, summary: 'Học viên học qua gói đăng ký', errors: ['COURSE_NOT_FOUND'] }, async (req) =>
    learning.learnersBySubscription(actorOf(req), req.params.id, req.query),
  );

  serve(
    app,
    c.sectionUpsert,
    { tags, summary: 'Tạo hoặc sửa một chương (vị trí, mở sau N ngày)', errors: [...EDIT_ERRORS, 'SECTION_NOT_FOUND'], invalidates: courseCache.changed },
    async (req) => courses.upsertSection(actorOf(req), req.body),
  );
  serve(
    app,
    c.sectionRemove,
    { tags, summary: 'Xoá một chương cùng các bài học của nó', errors: [...EDIT_ERRORS, 'SECTION_NOT_FOUND'], invalidates: courseCache.changed },
    async (req) => {
      await courses.removeSection(actorOf(req), req.params.id);
      return ok;
    },
  );
  serve(
    app,
    c.lessonUpsert,
    {
      tags,
      summary: 'Tạo hoặc sửa một bài học (VIDEO, PDF, TEXT, QUIZ; vị trí trong chương)',
      description:
        'mediaKey: khoá lưu trữ của tệp riêng tư đã tải lên xong (thư mục lessons): tệp video cho bài VIDEO, tệp PDF cho bài PDF. resourceIds (tuỳ chọn, tối đa 20): thay toàn bộ tài liệu đính kèm bằng các tài liệu còn hiệu lực của chủ khoá học.',
      errors: [
        ...EDIT_ERRORS,
        'SECTION_NOT_FOUND',
        'LESSON_NOT_FOUND',
        'INVALID_LESSON_MEDIA',
        'LESSON_MEDIA_TYPE_MISMATCH',
        'RESOURCE_NOT_FOUND',
        'INVALID_QUIZ',
      ],
      invalidates: courseCache.changed,
    },
    async (req) => courses.upsertLesson(actorOf(req), req.body),
  );
  serve(
    app,
    c.lessonRemove,
    { tags, summary: 'Xoá một bài học', errors: [...EDIT_ERRORS, 'LESSON_NOT_FOUND'], invalidates: courseCache.changed },
    async (req) => {
      await courses.removeLesson(actorOf(req), req.params.id);
      return ok;
    },
  );
  serve(
    app,
    c.lessonResourceRemove,
    {
      tags,
      summary: 'Gỡ một tài liệu thư viện khỏi bài học',
      errors: [...EDIT_ERRORS, 'LESSON_NOT_FOUND', 'RESOURCE_NOT_FOUND'],
      invalidates: courseCache.changed,
    },
    async (req) => {
      await courses.removeLessonResource(actorOf(req), req.params.id, req.params.resourceId);
      return ok;
    },
  );
}
