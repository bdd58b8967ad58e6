import { z } from 'zod';
import { ContentStatus, CourseLevel, LessonType, PriceFilter, ResourceKind } from '../enums.js';
import { Slug } from './catalogue.js';
import { PageQuery } from './common.js';
import { UserSummaryDto } from './profiles.js';
import { LearnerQuizDto, QuizDto, QuizInput } from './quizzes.js';

/**
 * Online courses (spec 7.14): a host's course made of sections and lessons (VIDEO, PDF, TEXT), sold
 * as product type ONLINE_COURSE. Money is an integer number of VND. Lesson videos and PDFs are private
 * uploads, read only through short-lived signed links.
 */

export const MAX_COURSE_PRICE = 1_000_000_000;
/** A lesson is completed once this share of its video has been watched (or when it is read). */
export const LESSON_COMPLETE_SHARE = 0.9;

const Text = (max: number) => z.string().trim().max(max).nullable().optional();
const WebUrl = z.url({ protocol: /^https?$/, message: 'INVALID_URL' }).max(2048, 'INVALID_URL');
const Price = z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(MAX_COURSE_PRICE, 'INVALID_PRICE');
const Instant = z.iso.datetime({ offset: true, message: 'INVALID_DATE' });

export const CourseEnrolmentSource = ['ORDER', 'SUBSCRIPTION', 'GIFT'] as const;
export type CourseEnrolmentSource = (typeof CourseEnrolmentSource)[number];

/** "What you will learn" and requirements: short lines, shown as lists on the course page. */
export const COURSE_LINES_MAX = 20;
export const COURSE_LINE_LENGTH = 200;
const CourseLines = z
  .array(z.string().trim().min(1, 'INVALID_COURSE_LINES').max(COURSE_LINE_LENGTH, 'INVALID_COURSE_LINES'))
  .max(COURSE_LINES_MAX, 'INVALID_COURSE_LINES');

const CourseFields = {
  title: z.string().trim().min(3, 'INVALID_COURSE_TITLE').max(200, 'INVALID_COURSE_TITLE'),
  slug: Slug.optional(),
  subtitle: Text(300),
  /** Rich text (sanitised HTML from the editor). */
  description: Text(50_000),
  coverImage: WebUrl.nullable().optional(),
  /** VND; 0 = free. */
  price: Price.optional(),
  /** The crossed-out price shown beside `price`, if any. */
  compareAtPrice: Price.nullable().optional(),
  level: CourseLevel.schema.nullable().optional(),
  language: Text(20),
  /** Categories of the category tree. */
  categoryIds: z.array(z.uuid()).max(5).optional(),
  /** What a learner will be able to do afterwards ("Bạn sẽ học được"). */
  outcomes: CourseLines.optional(),
  /** What a learner needs before starting. */
  requirements: CourseLines.optional(),
  /** The certificate needs every quiz passed (true) or only the other lessons completed (false). */
  quizzesRequired: z.boolean().optional(),
};

/** Create (no id) or update (id) a course of one's own. Editing a rejected course takes it back to DRAFT. */
export const CourseUpsertBody = z.object({ id: z.uuid().optional(), ...CourseFields });
export type CourseUpsertBody = z.infer<typeof CourseUpsertBody>;

/** The admin's upsert names the host the course belongs to. */
export const AdminCourseUpsertBody = CourseUpsertBody.extend({ hostId: z.uuid() });
export type AdminCourseUpsertBody = z.infer<typeof AdminCourseUpsertBody>;

/** An upcoming course the admin announces: shown as "sắp ra mắt", not on sale. */
export const UpcomingCourseBody = z.object({
  hostId: z.uuid(),
  ...CourseFields,
  expectedAt: Instant.nullable().optional(),
});
export type UpcomingCourseBody = z.infer<typeof UpcomingCourseBody>;
export const UpdateUpcomingCourseBody = UpcomingCourseBody.partial().extend({
  /** false: the course is no longer "upcoming" (it goes on with its normal status). */
  isUpcoming: z.boolean().optional(),
});
export type UpdateUpcomingCourseBody = z.infer<typeof UpdateUpcomingCourseBody>;

export const PublishedBody = z.object({ published: z.boolean() });
export const DisplayedBody = z.object({ displayed: z.boolean() });

export const SectionUpsertBody = z.object({
  id: z.uuid().optional(),
  courseId: z.uuid(),
  title: z.string().trim().min(1).max(200),
  /** 0-based place among the course's sections; absent → last (new) or unchanged. */
  position: z.number().int().min(0).max(1000).optional(),
  /** The section opens this many days after the learner's enrolment; null → at once. */
  dripDays: z.number().int().min(0).max(3650).nullable().optional(),
});
export type SectionUpsertBody = z.infer<typeof SectionUpsertBody>;

export const LessonUpsertBody = z.object({
  id: z.uuid().optional(),
  sectionId: z.uuid(),
  type: LessonType.schema,
  title: z.string().trim().min(1).max(200),
  /** The text of a TEXT lesson (sanitised HTML). */
  body: Text(200_000),
  /** Storage key of a PRIVATE upload (folder `lessons`) for VIDEO and PDF lessons. */
  mediaKey: z.string().trim().max(500).nullable().optional(),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
  isPreview: z.boolean().optional(),
  /** 0-based place in its section; absent → last (new) or unchanged. */
  position: z.number().int().min(0).max(1000).optional(),
  /**
   * Library resources attached to the lesson, in order; replaces its attachments when given. Each is a
   * live resource of the course's host (or of the platform's library when an admin edits).
   */
  resourceIds: z.array(z.uuid()).max(20).optional(),
  /** The questions of a QUIZ lesson (required when the lesson is a quiz; ignored otherwise). */
  quiz: QuizInput.optional(),
});
export type LessonUpsertBody = z.infer<typeof LessonUpsertBody>;

export const LessonProgressBody = z.object({
  /** Where the learner is in the video, in seconds (0 for PDF and TEXT). */
  positionSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(0),
  /** The learner finished it (read a text or a PDF, or the player ended). */
  completed: z.boolean().optional(),
});
export type LessonProgressBody = z.infer<typeof LessonProgressBody>;

export const LessonResourceParams = z.object({ id: z.uuid(), resourceId: z.uuid() });
export type LessonResourceParams = z.infer<typeof LessonResourceParams>;

/** The orders of the public course list. */
export const CourseOrder = z.enum(['newest', 'popular', 'rating', 'price']);
export type CourseOrder = z.infer<typeof CourseOrder>;

export const CourseListQuery = PageQuery.extend({
  categoryId: z.uuid().optional(),
  price: PriceFilter.schema.optional(),
  hostId: z.uuid().optional(),
  /** Every word must be in the title, accents ignored ("lap trinh" finds "Lập trình"). */
  q: z.string().trim().max(100).optional(),
  /** newest (the default: latest published first), popular (most learners), rating (best average, then most reviews), price (cheapest first). */
  order: CourseOrder.default('newest'),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const HostCoursesQuery = PageQuery.extend({ status: ContentStatus.schema.optional(), q: z.string().trim().max(100).optional() });
export type HostCoursesQuery = z.infer<typeof HostCoursesQuery>;

/** A file a host's lesson plays or shows (a video, a PDF), with its course and its real size. */
export const LessonFileDto = z.object({
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  lessonType: LessonType.schema,
  course: z.object({ id: z.uuid(), title: z.string() }),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes; 0 while the upload has not arrived. */
  size: z.number().int(),
});
export type LessonFileDto = z.infer<typeof LessonFileDto>;
export const LessonFilesDto = z.object({ data: z.array(LessonFileDto), totalBytes: z.number().int() });
export type LessonFilesDto = z.infer<typeof LessonFilesDto>;
export const AdminCoursesQuery = HostCoursesQuery.extend({ hostId: z.uuid().optional(), isUpcoming: z.enum(['true', 'false']).optional() });
export type AdminCoursesQuery = z.infer<typeof AdminCoursesQuery>;
export const RecommendationsQuery = z.object({
  courseId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const CourseCardDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  coverImage: z.string().nullable(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  isFree: z.boolean(),
  level: CourseLevel.schema.nullable(),
  language: z.string().nullable(),
  categoryIds: z.array(z.uuid()),
  status: ContentStatus.schema,
  isDisplayed: z.boolean(),
  isUpcoming: z.boolean(),
  expectedAt: z.string().nullable(),
  lessonCount: z.number().int(),
  /** Sum of the lessons' durations, in seconds. */
  durationSeconds: z.number().int(),
  host: UserSummaryDto,
  /** Why an admin rejected it: only in the host's and the admin's views; null elsewhere. */
  rejectReason: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseCardDto = z.infer<typeof CourseCardDto>;

export const CurriculumLessonDto = z.object({
  id: z.uuid(),
  title: z.string(),
  type: LessonType.schema,
  durationSeconds: z.number().int(),
  isPreview: z.boolean(),
  position: z.number().int(),
  /** Only for the owner and admins (who edit it); null for everybody else. */
  mediaKey: z.string().nullable(),
  /** The attached library resources in order; only for the owner and admins (empty for everybody else). */
  resourceIds: z.array(z.uuid()),
  /** A quiz's questions with their answers: only for the owner and admins (null for everybody else). */
  quiz: QuizDto.nullable(),
});
export type CurriculumLessonDto = z.infer<typeof CurriculumLessonDto>;

export const CurriculumSectionDto = z.object({
  id: z.uuid(),
  title: z.string(),
  position: z.number().int(),
  dripDays: z.number().int().nullable(),
  durationSeconds: z.number().int(),
  lessons: z.array(CurriculumLessonDto),
});
export type CurriculumSectionDto = z.infer<typeof CurriculumSectionDto>;

export const CurriculumDto = z.object({
  courseId: z.uuid(),
  lessonCount: z.number().int(),
  durationSeconds: z.number().int(),
  sections: z.array(CurriculumSectionDto),
});
export type CurriculumDto = z.infer<typeof CurriculumDto>;

export const CourseDetailDto = CourseCardDto.extend({
  description: z.string().nullable(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  quizzesRequired: z.boolean(),
  sections: z.array(CurriculumSectionDto),
  /** The caller may edit it (owner or admin). */
  canEdit: z.boolean(),
});
export type CourseDetailDto = z.infer<typeof CourseDetailDto>;

export const SignedMediaDto = z.object({ url: z.string(), expiresAt: z.string() });

/** A library resource attached to a lesson, as its learner gets it: a LINK's address, or a FILE's short-lived link. */
export const LessonAttachmentDto = z.object({
  id: z.uuid(),
  kind: ResourceKind.schema,
  name: z.string(),
  url: z.string(),
});
export type LessonAttachmentDto = z.infer<typeof LessonAttachmentDto>;

/** A lesson as a learner opens it: its text, or a short-lived link to its private video or PDF. */
export const LessonContentDto = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  sectionId: z.uuid(),
  title: z.string(),
  type: LessonType.schema,
  body: z.string().nullable(),
  durationSeconds: z.number().int(),
  isPreview: z.boolean(),
  media: SignedMediaDto.nullable(),
  /** The caller's place in it (null: not started, or not enrolled). */
  positionSeconds: z.number().int().nullable(),
  completed: z.boolean(),
  /** The lesson after this one in course order, for "next lesson". */
  nextLessonId: z.uuid().nullable(),
  /** The lesson's attached library resources (soft-deleted ones left out). */
  attachments: z.array(LessonAttachmentDto),
  /** A QUIZ lesson's questions and the learner's tries (null for other lessons). */
  quiz: LearnerQuizDto.nullable(),
});
export type LessonContentDto = z.infer<typeof LessonContentDto>;

export const PreviewLessonDto = LessonContentDto.omit({ positionSeconds: true, completed: true, nextLessonId: true, attachments: true, quiz: true });
export const PreviewLessonList = z.object({ data: z.array(PreviewLessonDto) });

export const LessonProgressDto = z.object({
  lessonId: z.uuid(),
  positionSeconds: z.number().int(),
  completed: z.boolean(),
  /** Completed lessons of the course, in percent (0–100, rounded down). */
  coursePercent: z.number().int(),
  /** Issued when the course reaches 100%. */
  certificateSerial: z.string().nullable(),
});
export type LessonProgressDto = z.infer<typeof LessonProgressDto>;

export const LearnerLessonDto = CurriculumLessonDto.extend({
  completed: z.boolean(),
  /** Its section has not opened yet for this learner (drip). */
  locked: z.boolean(),
  unlocksAt: z.string().nullable(),
});
export const LearnerSectionDto = CurriculumSectionDto.extend({ lessons: z.array(LearnerLessonDto) });

/** The learner's view of a course: whether they may learn it, where they are, what is open. */
export const LearnerCourseDto = z.object({
  course: CourseCardDto.extend({ description: z.string().nullable(), quizzesRequired: z.boolean() }),
  hasAccess: z.boolean(),
  isOwner: z.boolean(),
  enrolledAt: z.string().nullable(),
  percent: z.number().int(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** Where to resume: the last lesson touched while unfinished, else the first unfinished lesson the learner may open, with its position (null: start at the first lesson). */
  resume: z.object({ lessonId: z.uuid(), positionSeconds: z.number().int() }).nullable(),
  certificateSerial: z.string().nullable(),
  /**
   * The required quizzes this learner can no longer pass (every try used, none passed): the certificate
   * needs them, and only the host can give more tries (by raising the quiz's limit). Empty otherwise.
   */
  certificateNeeds: z.array(z.object({ lessonId: z.uuid(), title: z.string() })),
  sections: z.array(LearnerSectionDto),
});
export type LearnerCourseDto = z.infer<typeof LearnerCourseDto>;

export const MyCourseDto = z.object({
  course: CourseCardDto,
  enrolledAt: z.string(),
  percent: z.number().int(),
  resumeLessonId: z.uuid().nullable(),
  lastActivityAt: z.string().nullable(),
  certificateSerial: z.string().nullable(),
});
export type MyCourseDto = z.infer<typeof MyCourseDto>;

export const CourseLearnerDto = z.object({
  user: UserSummaryDto,
  source: z.enum(CourseEnrolmentSource),
  orderItemId: z.uuid().nullable(),
  enrolledAt: z.string(),
  percent: z.number().int(),
});
export type CourseLearnerDto = z.infer<typeof CourseLearnerDto>;

export const CertificateDto = z.object({
  serial: z.string(),
  issuedAt: z.string(),
  learnerName: z.string(),
  course: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  hostName: z.string(),
});
export type CertificateDto = z.infer<typeof CertificateDto>;
export const SerialParam = z.object({ serial: z.string().trim().min(1).max(40) });
