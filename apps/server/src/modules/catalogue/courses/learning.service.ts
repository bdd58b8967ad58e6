import type {
  CertificateDto,
  CourseEnrolmentSource,
  LessonAttachmentDto,
  CourseLearnerDto,
  LearnerCourseDto,
  LessonContentDto,
  LessonProgressBody,
  LessonProgressDto,
  MyCourseDto,
  Paged,
} from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { servedRichText } from '../../../platform/text/rich-text.js';
import {
  curriculumOf,
  earnsCertificate,
  isLessonComplete,
  lessonsInOrder,
  mayEditCourse,
  newCertificateSerial,
  percentOf,
  quizzesOutOfTries,
  resumePoint,
  unknownHost,
} from './course.js';
import { learnerQuiz } from './quiz.js';
import { courseAccessOf, dripOpensAt, mayOpenLesson, type CourseAccess, type MembershipCourseAccess } from './course-access.js';
import type { CoursePeople, CourseReadsService } from './course-reads.service.js';
import { isPublicCourse } from './course-status.js';
import type { CoursesRepository } from './courses.repository.js';
import type { CourseRow, EnrolmentRow, LessonRow, SectionRow } from './courses.table.js';
import type { LearningRepository } from './learning.repository.js';

/** Storage's signing of a private file (the caller has decided the reader may have it). */
export interface LessonMedia {
  downloadLink(key: string, options: { seconds?: number }): Promise<{ url: string; expiresAt: string }>;
}

/** The libraries' resources attached to lessons (soft-deleted ones included, which learners do not get). */
export interface LessonResourceReader {
  byIds(
    ids: readonly string[],
  ): Promise<{ id: string; kind: 'FILE' | 'LINK'; name: string; url: string | null; storageKey: string | null; deletedAt: Date | null }[]>;
}

interface Standing {
  access: CourseAccess;
  enrolment: EnrolmentRow | undefined;
}

/**
 * Learning a course: opening lessons (with short-lived links to their private media), recording
 * progress, the learner's view and "my courses", the host's learners, and certificates. Who may open
 * what is decided in course-access.ts alone.
 */
export function createLearningService(deps: {
  repo: CoursesRepository;
  learning: LearningRepository;
  reads: Pick<CourseReadsService, 'cards'>;
  people: CoursePeople;
  media: LessonMedia;
  library: LessonResourceReader;
  /** How long a lesson's media link works (and its attached files' links). */
  mediaSeconds: number;
  /** Members whose plan includes the course (the memberships issue plugs in here). */
  membershipAccess: MembershipCourseAccess;
  now?: () => Date;
}) {
  const { repo, learning, people } = deps;
  const now = deps.now ?? (() => new Date());

  async function standingOf(actor: Actor | null, course: CourseRow): Promise<Standing> {
    const enrolment = actor ? await learning.findActive(course.id, actor.id) : undefined;
    const member = actor && !enrolment && actor.id !== course.hostId ? await deps.membershipAccess(actor.id, course.id) : false;
    return { access: courseAccessOf(actor, course, { enrolled: Boolean(enrolment), member }), enrolment };
  }

  /** Learners keep a course they have even when it is unpublished or hidden; others see only public ones. */
  function requireReachable(course: CourseRow | undefined, standing: Standing | null, code: 'COURSE_NOT_FOUND' | 'LESSON_NOT_FOUND'): asserts course {
    if (!course) throw new AppError(code);
    if (standing?.access) return;
    if (!isPublicCourse(course)) throw new AppError(code);
  }

  async function mediaOf(lesson: LessonRow) {
    if (lesson.type === 'TEXT' || !lesson.mediaKey) return null;
    // A file that is gone leaves the lesson readable without it; anything else is a real failure.
    return signed(lesson.mediaKey);
  }

  /** A signed link to a private file, or null when the file is gone. */
  async function signed(key: string) {
    try {
      return await deps.media.downloadLink(key, { seconds: deps.mediaSeconds });
    } catch (error) {
      if (error instanceof AppError && error.code === 'FILE_NOT_FOUND') return null;
      throw error;
    }
  }

  /** The lesson's live attachments in order: a LINK's address, a FILE's short-lived link (a vanished file is left out). */
  async function attachmentsOf(lessonId: string): Promise<LessonAttachmentDto[]> {
    const ids = (await repo.resourceIdsOf([lessonId])).get(lessonId) ?? [];
    const byId = new Map((await deps.library.byIds(ids)).map((r) => [r.id, r]));
    const attachments = await Promise.all(
      ids.map(async (id): Promise<LessonAttachmentDto | null> => {
        const resource = byId.get(id);
        if (!resource || resource.deletedAt) return null;
        const url = resource.kind === 'LINK' ? resource.url : resource.storageKey ? (await signed(resource.storageKey))?.url : null;
        return url ? { id: resource.id, kind: resource.kind, name: resource.name, url } : null;
      }),
    );
    return attachments.filter((a) => a !== null);
  }

  async function openable(actor: Actor, lessonId: string) {
    const lesson = await repo.findLesson(lessonId);
    if (!lesson) throw new AppError('LESSON_NOT_FOUND');
    const course = await repo.findById(lesson.courseId);
    const standing = course ? await standingOf(actor, course) : null;
    requireReachable(course, standing, 'LESSON_NOT_FOUND');
    if (!mayOpenLesson(standing!.access, lesson)) throw new AppError('LESSON_ACCESS_DENIED');
    const section = (await repo.findSection(lesson.sectionId))!;
    if (dripOpensAt(standing!.access, section, standing!.enrolment?.enrolledAt ?? null, lesson, now())) throw new AppError('LESSON_LOCKED');
    return { lesson, course, standing: standing! };
  }

  /**
   * The learner's percent, and their certificate: issued once the lessons the course asks for are
   * completed (every one, or all but the quizzes when the host does not require them).
   */
  async function standingInCourse(userId: string, course: CourseRow) {
    const [progress, lessons] = await Promise.all([learning.progressOf(userId, course.id), repo.lessonsOf(course.id)]);
    const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
    const percent = percentOf(lessons.filter((l) => done.has(l.id)).length, lessons.length);
    const certificate = earnsCertificate(lessons, done, course.quizzesRequired)
      ? await learning.issueCertificate({ userId, courseId: course.id, serial: newCertificateSerial() })
      : await learning.certificateOf(userId, course.id);
    return { percent, certificateSerial: certificate?.serial ?? null };
  }

  async function learnerList(
    actor: Actor,
    courseId: string,
    source: CourseEnrolmentSource,
    query: { page: number; limit: number },
  ): Promise<Paged<CourseLearnerDto>> {
    const course = await repo.findById(courseId);
    if (!course || course.status === 'REMOVED') throw new AppError('COURSE_NOT_FOUND');
    if (!mayEditCourse(actor, course)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    const { rows, total } = await learning.learners(course.id, source, query);
    const [users, done] = await Promise.all([
      people.summariesOf(rows.map((r) => r.userId)),
      learning.completedCounts(rows.map((r) => ({ userId: r.userId, courseId: course.id }))),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    return {
      data: rows.map((r) => ({
        user: byId.get(r.userId) ?? { ...unknownHost(r.userId), fullName: 'Học viên', role: 'USER' },
        source: r.source,
        orderItemId: r.orderItemId,
        enrolledAt: r.enrolledAt.toISOString(),
        percent: percentOf(done.get(`${r.userId}:${course.id}`) ?? 0, course.lessonCount),
      })),
      meta: pageMeta(query, total),
    };
  }

  return {
    /** The course's access rule, for other readers (products' "accessible", the learner view). */
    standingOf,
    /** A lesson the actor may learn (not merely preview): quizzes' tries start here. */
    async learnable(actor: Actor, lessonId: string) {
      const { lesson, course, standing } = await openable(actor, lessonId);
      if (!standing.access) throw new AppError('LESSON_ACCESS_DENIED');
      return { lesson, course };
    },
    standingInCourse,

    /**
     * Why a signed-in person may use a course, in the products' words: bought (an order, alone or in a
     * combo), covered (a gift, a subscription's plan, a membership), or not (null). Owners and admins
     * are the caller's to tell apart.
     */
    async productAccessOf(actor: Actor, courseId: string): Promise<'PURCHASED' | 'COVERED' | null> {
      const course = await repo.findById(courseId);
      if (!course) return null;
      const { access, enrolment } = await standingOf(actor, course);
      if (access === 'ENROLLED') return enrolment?.source === 'ORDER' ? 'PURCHASED' : 'COVERED';
      return access === 'MEMBER' ? 'COVERED' : null;
    },

    /**
     * A lesson as a learner opens it: preview lessons by anybody signed in, the rest with access,
     * dripped ones once open. A buyer handed a link to a file of a lesson others do not get (its media
     * or an attached file) has the course to keep: it counts as used from then on (no refund), as an
     * ebook's first download does; the link, not its fetch, is what the server sees (a file in S3 is
     * fetched from there).
     */
    async lesson(actor: Actor, lessonId: string): Promise<LessonContentDto> {
      const { lesson, course, standing } = await openable(actor, lessonId);
      const [sections, lessons, progress] = await Promise.all([
        repo.sectionsOf([course.id]),
        repo.lessonsOf(course.id),
        standing.access ? learning.progressOf(actor.id, course.id) : [],
      ]);
      const ordered = lessonsInOrder(sections, lessons);
      const mine = progress.find((p) => p.lessonId === lesson.id);
      const [media, attachments, tries] = await Promise.all([
        mediaOf(lesson),
        attachmentsOf(lesson.id),
        lesson.type === 'QUIZ' && standing.access ? learning.attemptsOf(actor.id, lesson.id) : [],
      ]);
      const handsFile = media !== null || attachments.some((a) => a.kind === 'FILE');
      if (handsFile && !lesson.isPreview && standing.enrolment && !standing.enrolment.firstDownloadedAt) await learning.markDownloaded(standing.enrolment.id);
      return {
        id: lesson.id,
        courseId: course.id,
        sectionId: lesson.sectionId,
        title: lesson.title,
        type: lesson.type,
        body: lesson.type === 'TEXT' ? servedRichText(lesson.body) : null,
        durationSeconds: lesson.durationSeconds,
        isPreview: lesson.isPreview,
        media,
        positionSeconds: mine?.positionSeconds ?? null,
        completed: Boolean(mine?.completedAt),
        nextLessonId: ordered[ordered.findIndex((l) => l.id === lesson.id) + 1]?.id ?? null,
        attachments,
        quiz: lesson.type === 'QUIZ' && lesson.quiz ? learnerQuiz(lesson.quiz, tries) : null,
      };
    },

    /** A public course's preview lessons, each with its text or a short-lived link to its media. */
    async previewLessons(courseId: string, actor: Actor | null) {
      const course = await repo.findById(courseId);
      requireReachable(course, course && mayEditCourse(actor, course) ? { access: 'OWNER', enrolment: undefined } : null, 'COURSE_NOT_FOUND');
      const [sections, lessons] = await Promise.all([repo.sectionsOf([course.id]), repo.lessonsOf(course.id)]);
      const previews = lessonsInOrder(sections, lessons).filter((l) => l.isPreview);
      return {
        data: await Promise.all(
          previews.map(async (l) => ({
            id: l.id,
            courseId: course.id,
            sectionId: l.sectionId,
            title: l.title,
            type: l.type,
            body: l.type === 'TEXT' ? servedRichText(l.body) : null,
            durationSeconds: l.durationSeconds,
            isPreview: true,
            media: await mediaOf(l),
          })),
        ),
      };
    },

    /**
     * Records where the learner is; a lesson completes at 90% of its video or when read (a quiz only
     * by passing it, never by saying so); the lessons the course asks for issue the certificate.
     */
    async recordProgress(actor: Actor, lessonId: string, body: LessonProgressBody): Promise<LessonProgressDto> {
      const { lesson, course, standing } = await openable(actor, lessonId);
      if (!standing.access) throw new AppError('LESSON_ACCESS_DENIED');
      const completed = lesson.type !== 'QUIZ' && isLessonComplete(lesson, body.positionSeconds, body.completed ?? false);
      const saved = await learning.saveProgress({
        userId: actor.id,
        lessonId: lesson.id,
        courseId: course.id,
        positionSeconds: body.positionSeconds,
        completed,
      });
      const { percent, certificateSerial } = await standingInCourse(actor.id, course);
      return { lessonId: lesson.id, positionSeconds: saved.positionSeconds, completed: Boolean(saved.completedAt), coursePercent: percent, certificateSerial };
    },

    /** The learner's view of a course: access, progress, where to resume, what is locked. */
    async learnerView(actor: Actor, slug: string): Promise<LearnerCourseDto> {
      const course = await repo.findBySlug(slug);
      const standing = course ? await standingOf(actor, course) : null;
      requireReachable(course, standing, 'COURSE_NOT_FOUND');
      const { access, enrolment } = standing!;
      const [[card], sections, lessons, progress, certificate, tries] = await Promise.all([
        deps.reads.cards([course], mayEditCourse(actor, course)),
        repo.sectionsOf([course.id]),
        repo.lessonsOf(course.id),
        access ? learning.progressOf(actor.id, course.id) : [],
        access ? learning.certificateOf(actor.id, course.id) : undefined,
        access ? learning.quizTriesOf(actor.id, course.id) : new Map<string, { used: number; passed: boolean }>(),
      ]);
      const outOfTries = quizzesOutOfTries(lessons, tries);
      const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
      const at = now();
      const sectionOf = new Map<string, SectionRow>(sections.map((s) => [s.id, s]));
      const completed = lessons.filter((l) => done.has(l.id)).length;
      const opensAt = (l: LessonRow) => dripOpensAt(access, sectionOf.get(l.sectionId)!, enrolment?.enrolledAt ?? null, l, at);
      const locked = (l: LessonRow) => !mayOpenLesson(access, l) || opensAt(l) !== null;
      const lessonById = new Map(lessons.map((l) => [l.id, l]));
      return {
        course: { ...card!, description: servedRichText(course.description), quizzesRequired: course.quizzesRequired },
        hasAccess: access !== null,
        isOwner: access === 'OWNER',
        enrolledAt: enrolment?.enrolledAt.toISOString() ?? null,
        percent: percentOf(completed, lessons.length),
        completedLessons: completed,
        totalLessons: lessons.length,
        resume: resumePoint(lessonsInOrder(sections, lessons), progress, (id) => !locked(lessonById.get(id)!) && !outOfTries.has(id)),
        certificateSerial: certificate?.serial ?? null,
        // Only while no certificate: one issued stays (a quiz's limit lowered later takes nothing back).
        certificateNeeds:
          certificate || !course.quizzesRequired ? [] : lessons.filter((l) => outOfTries.has(l.id)).map((l) => ({ lessonId: l.id, title: l.title })),
        sections: curriculumOf(sections, lessons, mayEditCourse(actor, course)).map((s) => ({
          ...s,
          lessons: s.lessons.map((l) => {
            const row = lessonById.get(l.id)!;
            return { ...l, completed: done.has(l.id), locked: locked(row), unlocksAt: opensAt(row)?.toISOString() ?? null };
          }),
        })),
      };
    },

    /** The courses I may learn (active enrolments), newest first, with my progress. */
    async myCourses(actor: Actor, query: { page: number; limit: number }): Promise<Paged<MyCourseDto>> {
      const { rows, total } = await learning.enrolmentsOf(actor.id, query);
      const courseIds = rows.map((r) => r.course.id);
      // One read each for the page's cards, completions, last lessons and certificates.
      const [cards, done, latest, certificates] = await Promise.all([
        deps.reads.cards(
          rows.map((r) => r.course),
          false,
        ),
        learning.completedCounts(courseIds.map((courseId) => ({ userId: actor.id, courseId }))),
        learning.latestOf(actor.id, courseIds),
        learning.certificatesOf(actor.id, courseIds),
      ]);
      const data = rows.map(({ enrolment, course }, i) => ({
        course: cards[i]!,
        enrolledAt: enrolment.enrolledAt.toISOString(),
        percent: percentOf(done.get(`${actor.id}:${course.id}`) ?? 0, course.lessonCount),
        resumeLessonId: latest.get(course.id)?.lessonId ?? null,
        lastActivityAt: latest.get(course.id)?.updatedAt.toISOString() ?? null,
        certificateSerial: certificates.get(course.id)?.serial ?? null,
      }));
      return { data, meta: pageMeta(query, total) };
    },

    /**
     * Enrols a learner without an order: a gift, a course of a subscription's plan (the memberships
     * issue), the demo's learners. False when the learner already has the course.
     */
    async enrol(userId: string, courseId: string, source: Exclude<CourseEnrolmentSource, 'ORDER'>): Promise<boolean> {
      if (!(await repo.findById(courseId))) throw new AppError('COURSE_NOT_FOUND');
      return learning.enrol({ courseId, userId, source });
    },

    learnersByOrder: (actor: Actor, courseId: string, query: { page: number; limit: number }) => learnerList(actor, courseId, 'ORDER', query),
    learnersBySubscription: (actor: Actor, courseId: string, query: { page: number; limit: number }) => learnerList(actor, courseId, 'SUBSCRIPTION', query),

    /** Anybody may check a certificate by its serial. */
    async certificate(serial: string): Promise<CertificateDto> {
      const row = await learning.certificateBySerial(serial.toUpperCase());
      if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
      const course = (await repo.findById(row.courseId))!;
      const people_ = new Map((await people.summariesOf([row.userId, course.hostId])).map((p) => [p.id, p]));
      return {
        serial: row.serial,
        issuedAt: row.issuedAt.toISOString(),
        learnerName: people_.get(row.userId)?.fullName ?? 'Học viên',
        course: { id: course.id, slug: course.slug, title: course.title },
        hostName: people_.get(course.hostId)?.fullName ?? 'Nhà tổ chức',
      };
    },
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
