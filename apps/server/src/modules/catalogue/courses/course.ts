import { randomBytes } from 'node:crypto';
import { LESSON_COMPLETE_SHARE, type CourseCardDto, type CurriculumLessonDto, type CurriculumSectionDto, type UserSummaryDto } from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import type { CourseRow, LessonRow, SectionRow } from './courses.table.js';

/** The owner or an admin: who edits a course and sees what only its makers see (media keys, reasons). */
export const mayEditCourse = (actor: Actor | null, course: { hostId: string }) => Boolean(actor && (actor.role === 'ADMIN' || actor.id === course.hostId));

export function unknownHost(id: string): UserSummaryDto {
  return { id, username: '', fullName: 'Nhà tổ chức', avatar: null, headline: null, city: null, role: 'HOST', followerCount: 0, topHostRank: null };
}

export function toCourseCard(row: CourseRow, host: UserSummaryDto, options: { withReason: boolean }): CourseCardDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    coverImage: row.coverImage,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    isFree: row.price === 0,
    level: row.level,
    language: row.language,
    categoryIds: row.categoryIds,
    status: row.status,
    isDisplayed: row.isDisplayed,
    isUpcoming: row.isUpcoming,
    expectedAt: row.expectedAt?.toISOString() ?? null,
    lessonCount: row.lessonCount,
    durationSeconds: row.durationSeconds,
    host,
    rejectReason: options.withReason ? row.rejectReason : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLessonDto(lesson: LessonRow, withMedia: boolean, resourceIds: string[] = []): CurriculumLessonDto {
  return {
    id: lesson.id,
    title: lesson.title,
    type: lesson.type,
    durationSeconds: lesson.durationSeconds,
    isPreview: lesson.isPreview,
    position: lesson.position,
    mediaKey: withMedia ? lesson.mediaKey : null,
    resourceIds: withMedia ? resourceIds : [],
    quiz: withMedia && lesson.type === 'QUIZ' ? lesson.quiz : null,
  };
}

/** The file a lesson of this type plays or shows: a video for VIDEO, a PDF for PDF (TEXT has none). */
export function mediaFitsLesson(type: string, contentType: string): boolean {
  if (type === 'VIDEO') return contentType.startsWith('video/');
  if (type === 'PDF') return contentType === 'application/pdf';
  return false;
}

/** Sections in order, each with its lessons in order and its length. Media keys and attachments only for editors. */
export function curriculumOf(
  sections: SectionRow[],
  lessons: LessonRow[],
  withMedia: boolean,
  resourceIds: Map<string, string[]> = new Map(),
): CurriculumSectionDto[] {
  return sections.map((section) => {
    const own = lessons.filter((l) => l.sectionId === section.id);
    return {
      id: section.id,
      title: section.title,
      position: section.position,
      dripDays: section.dripDays,
      durationSeconds: own.reduce((sum, l) => sum + l.durationSeconds, 0),
      lessons: own.map((l) => toLessonDto(l, withMedia, resourceIds.get(l.id))),
    };
  });
}

/** Lessons in course order: by section, then by place in the section. */
export function lessonsInOrder(sections: SectionRow[], lessons: LessonRow[]): LessonRow[] {
  return sections.flatMap((s) => lessons.filter((l) => l.sectionId === s.id));
}

/**
 * A lesson is completed when the learner says so (read a text or PDF, the player ended), or, for a
 * video of known length, once 90% of it has been reached.
 */
export function isLessonComplete(lesson: { type: string; durationSeconds: number }, positionSeconds: number, saidCompleted: boolean): boolean {
  if (saidCompleted) return true;
  return lesson.type === 'VIDEO' && lesson.durationSeconds > 0 && positionSeconds >= lesson.durationSeconds * LESSON_COMPLETE_SHARE;
}

/**
 * Whether a learner's completed lessons earn the certificate: every lesson, or, when the course does
 * not require its quizzes, every lesson but the quizzes (a course of quizzes only still needs them).
 */
export function earnsCertificate(lessons: readonly { id: string; type: string }[], done: ReadonlySet<string>, quizzesRequired: boolean): boolean {
  const others = lessons.filter((lesson) => lesson.type !== 'QUIZ');
  const needed = quizzesRequired || others.length === 0 ? lessons : others;
  return needed.length > 0 && needed.every((lesson) => done.has(lesson.id));
}

/**
 * The quizzes a learner can no longer pass: every try used (a limited quiz) and none passed. The
 * certificate still needs them when the course requires its quizzes: like Moodle's or Thinkific's
 * limited retakes, nothing passes them for the learner; the host gives more tries by raising the
 * quiz's limit (or making it unlimited), which counts for every learner at once.
 */
export function quizzesOutOfTries(
  lessons: readonly { id: string; type: string; quiz: { maxAttempts: number | null } | null }[],
  tries: ReadonlyMap<string, { used: number; passed: boolean }>,
): Set<string> {
  return new Set(
    lessons
      .filter((l) => {
        const t = tries.get(l.id);
        return l.type === 'QUIZ' && l.quiz?.maxAttempts != null && t !== undefined && !t.passed && t.used >= l.quiz.maxAttempts;
      })
      .map((l) => l.id),
  );
}

/** Completed lessons in percent, rounded down (100 only when every lesson is done). */
export const percentOf = (completed: number, total: number) => (total === 0 ? 0 : Math.floor((Math.min(completed, total) * 100) / total));

/** A certificate serial: "KH-" and 10 characters without look-alikes (0/O, 1/I). */
export function newCertificateSerial(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `KH-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Places 0..n-1 with `id` moved to `position` (clamped), the others keeping their order. */
export function reordered(ids: readonly string[], id: string, position: number | undefined): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = position === undefined ? (ids.includes(id) ? ids.indexOf(id) : rest.length) : Math.min(Math.max(0, position), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Where a learner picks the course up: the lesson last touched while it is unfinished (a video half
 * watched, at its position), else the first unfinished lesson they may open, in course order; a course
 * all done reopens the lesson last touched. `progress` is newest first; null: start at the beginning.
 * `mayOpen` says where the learner can still go on: not a lesson locked to them, nor a quiz they can no
 * longer pass (no try left), which the resume point moves past like a lesson they cannot open.
 */
export function resumePoint(
  ordered: readonly { id: string }[],
  progress: readonly { lessonId: string; positionSeconds: number; completedAt: Date | null }[],
  mayOpen: (lessonId: string) => boolean,
): { lessonId: string; positionSeconds: number } | null {
  const inCourse = new Set(ordered.map((lesson) => lesson.id));
  const last = progress.find((p) => inCourse.has(p.lessonId));
  if (!last) return null;
  if (!last.completedAt && mayOpen(last.lessonId)) return { lessonId: last.lessonId, positionSeconds: last.positionSeconds };
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
  const next = ordered.find((lesson) => !done.has(lesson.id) && mayOpen(lesson.id));
  if (!next) return { lessonId: last.lessonId, positionSeconds: last.positionSeconds };
  return { lessonId: next.id, positionSeconds: progress.find((p) => p.lessonId === next.id)?.positionSeconds ?? 0 };
}
