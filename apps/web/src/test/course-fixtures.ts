import type { CourseCardDto, CourseDetailDto, LearnerCourseDto, LessonContentDto } from '@market/contract';
import { demoHost } from './event-fixtures';

/** Courses, their curriculum and a learner's view as the server sends them (see packages/contract courses.ts). */

const stamp = '2026-01-01T00:00:00.000Z';
export const COURSE_ID = 'c0111111-1111-4111-8111-111111111111';
export const SECTION_ID = '5c111111-1111-4111-8111-111111111111';
export const LESSON_PREVIEW = '1e111111-1111-4111-8111-111111111111';
export const LESSON_TEXT = '1e222222-2222-4222-8222-222222222222';
export const LESSON_LOCKED = '1e333333-3333-4333-8333-333333333333';

export function makeCourseCard(overrides: Partial<CourseCardDto> = {}): CourseCardDto {
  return {
    id: COURSE_ID,
    slug: 'khoi-nghiep-tinh-gon',
    title: 'Khởi nghiệp tinh gọn',
    subtitle: 'Từ ý tưởng đến khách hàng đầu tiên',
    coverImage: null,
    price: 499_000,
    compareAtPrice: 799_000,
    isFree: false,
    level: 'BEGINNER',
    language: 'Tiếng Việt',
    categoryIds: [],
    status: 'PUBLISHED',
    isDisplayed: true,
    isUpcoming: false,
    expectedAt: null,
    lessonCount: 3,
    durationSeconds: 3_900,
    host: demoHost,
    rejectReason: null,
    publishedAt: stamp,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

const lesson = (id: string, title: string, type: 'VIDEO' | 'PDF' | 'TEXT', position: number, isPreview = false, durationSeconds = 600) => ({
  id,
  title,
  type,
  durationSeconds,
  isPreview,
  position,
  mediaKey: null,
  resourceIds: [],
  quiz: null,
});

export function makeCourseDetail(overrides: Partial<CourseDetailDto> = {}): CourseDetailDto {
  return {
    ...makeCourseCard(),
    description: '<p>Học cách <strong>kiểm chứng</strong> ý tưởng.</p><script>window.hacked = true</script>',
    outcomes: ['Kiểm chứng ý tưởng trong 30 ngày'],
    requirements: ['Một ý tưởng kinh doanh'],
    quizzesRequired: true,
    canEdit: false,
    sections: [
      {
        id: SECTION_ID,
        title: 'Bắt đầu',
        position: 0,
        dripDays: null,
        durationSeconds: 1_200,
        lessons: [lesson(LESSON_PREVIEW, 'Chào mừng bạn', 'VIDEO', 0, true), lesson(LESSON_TEXT, 'Bảng kiểm ý tưởng', 'TEXT', 1)],
      },
      {
        id: '5c222222-2222-4222-8222-222222222222',
        title: 'Đi tìm khách hàng',
        position: 1,
        dripDays: 7,
        durationSeconds: 2_700,
        lessons: [lesson(LESSON_LOCKED, 'Phỏng vấn khách hàng', 'VIDEO', 0, false, 2_700)],
      },
    ],
    ...overrides,
  };
}

export function makeLearnerView(overrides: Partial<LearnerCourseDto> = {}): LearnerCourseDto {
  const detail = makeCourseDetail();
  const { sections, canEdit: _canEdit, ...course } = detail;
  return {
    course,
    hasAccess: true,
    isOwner: false,
    enrolledAt: '2026-11-20T00:00:00.000Z',
    percent: 33,
    completedLessons: 1,
    totalLessons: 3,
    resume: { lessonId: LESSON_TEXT, positionSeconds: 0 },
    certificateSerial: null,
    certificateNeeds: [],
    sections: sections.map((section, i) => ({
      ...section,
      lessons: section.lessons.map((l) => ({
        ...l,
        completed: l.id === LESSON_PREVIEW,
        locked: i === 1,
        unlocksAt: i === 1 ? '2026-11-27T00:00:00.000Z' : null,
      })),
    })),
    ...overrides,
  };
}

export function makeLessonContent(overrides: Partial<LessonContentDto> = {}): LessonContentDto {
  return {
    id: LESSON_TEXT,
    courseId: COURSE_ID,
    sectionId: SECTION_ID,
    title: 'Bảng kiểm ý tưởng',
    type: 'TEXT',
    body: '<p>Viết ra <em>ba</em> giả định.</p>',
    durationSeconds: 600,
    isPreview: false,
    media: null,
    positionSeconds: null,
    completed: false,
    nextLessonId: null,
    attachments: [],
    quiz: null,
    ...overrides,
  };
}
