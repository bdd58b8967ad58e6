import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ContentStatus, CourseEnrolmentSource, LessonType, type CourseLevel, type QuizDto } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';
import { libraryResources } from '../libraries/libraries.table.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An online course. `lessonCount` and `durationSeconds` are kept from its lessons when they are saved,
 * so lists show them without joining.
 */
export const onlineCourses = pgTable(
  'online_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The title folded for search ("Lập trình" → "lap trinh"). */
    searchTitle: text('search_title').generatedAlwaysAs(sql`immutable_unaccent(lower(title))`),
    subtitle: text('subtitle'),
    description: text('description'),
    coverImage: text('cover_image'),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    /** CourseLevel; its check is the migration's custom SQL (old free-text levels are mapped first). */
    level: text('level').$type<CourseLevel>(),
    language: text('language'),
    /** "What you will learn": short lines in order. */
    outcomes: text('outcomes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The certificate needs every quiz passed; false: the other lessons suffice. */
    quizzesRequired: boolean('quizzes_required').notNull().default(true),
    /** Categories of the category tree (no join table: a list filters on the row and a GIN index). */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Content status (spec 3.3), moved only by course-status.ts. */
    status: text('status').$type<ContentStatus>().notNull().default('DRAFT'),
    /** The host's (or admin's) switch to show a published course in public lists. */
    isDisplayed: boolean('is_displayed').notNull().default(true),
    /** An admin's "coming soon" course: listed, not on sale. */
    isUpcoming: boolean('is_upcoming').notNull().default(false),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    lessonCount: integer('lesson_count').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_courses_slug_key').on(t.slug),
    // The public list: displayed published courses, newest first.
    index('online_courses_public_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.isDisplayed}`),
    index('online_courses_public_filters_idx')
      .using('gin', t.categoryIds, sql`${t.searchTitle} gin_trgm_ops`)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.isDisplayed}`),
    index('online_courses_host_idx').on(t.hostId, t.createdAt.desc()),
    index('online_courses_status_idx').on(t.status, t.createdAt.desc()),
    oneOf('online_courses_status_check', t.status, ContentStatus.values),
    check('online_courses_price_check', sql`${t.price} >= 0 and (${t.compareAtPrice} is null or ${t.compareAtPrice} >= 0)`),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    /** Opens this many days after the learner's enrolment; null → at once. */
    dripDays: integer('drip_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_sections_course_idx').on(t.courseId, t.position),
    // The drip sweep reads only dripped sections.
    index('course_sections_drip_idx')
      .on(t.courseId, t.dripDays)
      .where(sql`${t.dripDays} > 0`),
    check('course_sections_drip_check', sql`${t.dripDays} is null or ${t.dripDays} >= 0`),
  ],
);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof LessonType.values)[number]>().notNull(),
    title: text('title').notNull(),
    /** The text of a TEXT lesson. */
    body: text('body'),
    /** A QUIZ lesson's questions with their right options: never sent to learners as such. */
    quiz: jsonb('quiz').$type<QuizDto>(),
    /** Storage key of the PRIVATE upload of a VIDEO or PDF lesson; never sent except to its editors. */
    mediaKey: text('media_key'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    isPreview: boolean('is_preview').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lessons_section_idx').on(t.sectionId, t.position),
    index('course_lessons_course_idx').on(t.courseId),
    oneOf('course_lessons_type_check', t.type, LessonType.values),
    check('course_lessons_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);

/**
 * Library resources attached to a lesson, in order. A resource soft-deleted in its library stays
 * attached (restoring it brings it back) but is not shown to learners.
 */
export const lessonResources = pgTable(
  'lesson_resources',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.resourceId] }), index('lesson_resources_resource_idx').on(t.resourceId)],
);

/** Who may learn a course and why. One active (not revoked) enrolment per course and learner. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<CourseEnrolmentSource>().notNull(),
    /** The paid order line (source ORDER); commerce's, so no foreign key across contexts. */
    orderItemId: uuid('order_item_id'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the learner was first handed a signed link to a lesson's file: the course counts as used from then (no refund), as an ebook's first download does. */
    firstDownloadedAt: timestamp('first_downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('course_enrolments_active_key')
      .on(t.courseId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('course_enrolments_user_idx').on(t.userId, t.enrolledAt.desc()),
    index('course_enrolments_course_idx').on(t.courseId, t.source, t.enrolledAt.desc()),
    index('course_enrolments_order_item_idx').on(t.orderItemId),
    // Who enrolled in a window, per course: the drip sweep's range.
    index('course_enrolments_active_since_idx')
      .on(t.courseId, t.enrolledAt)
      .where(sql`${t.revokedAt} is null`),
    oneOf('course_enrolments_source_check', t.source, CourseEnrolmentSource),
  ],
);

/** A learner's place in a lesson; completedAt stays once set. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lesson_progress_key').on(t.userId, t.lessonId), index('lesson_progress_course_idx').on(t.userId, t.courseId, t.updatedAt.desc())],
);

/**
 * One try at a quiz. `attemptNo` counts a learner's tries at the lesson from 1; the unique index is
 * the last guard against two tries at once taking the same number (the service serialises them).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    scorePercent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    /** The options chosen, by question id. */
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_try_key').on(t.lessonId, t.userId, t.attemptNo),
    check('quiz_attempts_score_check', sql`${t.scorePercent} between 0 and 100 and ${t.attemptNo} >= 1`),
  ],
);

/** A completion certificate, verifiable by anyone by its serial. */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: text('serial').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_certificates_serial_key').on(t.serial), uniqueIndex('course_certificates_user_course_key').on(t.userId, t.courseId)],
);

export type CourseRow = typeof onlineCourses.$inferSelect;
export type SectionRow = typeof courseSections.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
export type EnrolmentRow = typeof courseEnrolments.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
