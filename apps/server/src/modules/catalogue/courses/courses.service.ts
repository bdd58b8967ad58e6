import {
  slugify,
  type CourseUpsertBody,
  type CurriculumLessonDto,
  type CurriculumSectionDto,
  type LessonUpsertBody,
  type SectionUpsertBody,
  type UpdateUpcomingCourseBody,
  type UpcomingCourseBody,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import type { ContentFlagger } from '../moderation/index.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { cleanRichText } from '../../../platform/text/rich-text.js';
import { curriculumOf, mayEditCourse, mediaFitsLesson, reordered, toLessonDto } from './course.js';
import { createCourseFlagging } from './course-flagging.js';
import { namedQuiz } from './quiz.js';
import { nextCourseStatus, type CourseAction } from './course-status.js';
import type { CourseValues, CoursesRepository } from './courses.repository.js';
import type { CourseRow, LessonRow } from './courses.table.js';
import type { LearningRepository } from './learning.repository.js';

/** What courses ask of the people side: that the named owner is a live host. */
export interface CourseHosts {
  /** Throws USER_NOT_HOST unless every id is a live host. */
  requireHosts(ids: string[]): Promise<void>;
}

/** The stored upload behind a lesson's media key (storage's), to check it is a finished private file of the course's host. */
export interface LessonFiles {
  findArrivedByKey(key: string): Promise<{ visibility: string; ownerId: string | null; contentType: string; uploadedAt: Date | null } | undefined>;
}

/** The library side: resources by id (soft-deleted ones included), to attach them to lessons. */
export interface LessonLibrary {
  byIds(ids: readonly string[]): Promise<{ id: string; ownerId: string | null; deletedAt: Date | null }[]>;
}

const slugSource = (title: string) => (slugify(title) ? title : 'khoa hoc');

/** The course's own columns a body sets (slug, status and totals are handled apart). */
function columnsOf(body: Partial<CourseUpsertBody>): CourseValues {
  const values: CourseValues = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.subtitle !== undefined) values.subtitle = body.subtitle;
  if (body.description !== undefined) values.description = body.description && (cleanRichText(body.description) || null);
  if (body.coverImage !== undefined) values.coverImage = body.coverImage;
  if (body.price !== undefined) values.price = body.price;
  if (body.compareAtPrice !== undefined) values.compareAtPrice = body.compareAtPrice;
  if (body.level !== undefined) values.level = body.level;
  if (body.language !== undefined) values.language = body.language;
  if (body.categoryIds !== undefined) values.categoryIds = [...new Set(body.categoryIds)];
  if (body.outcomes !== undefined) values.outcomes = body.outcomes;
  if (body.requirements !== undefined) values.requirements = body.requirements;
  if (body.quizzesRequired !== undefined) values.quizzesRequired = body.quizzesRequired;
  return values;
}

/**
 * Hosts (and admins for them) make courses: the course, its sections and lessons in order, its
 * status moves through course-status.ts, under a row lock of the course. Answers are what the
 * editor shows; the caller reads the detail again when it needs the whole course.
 */
export function createCoursesService(deps: {
  db: Db;
  repo: CoursesRepository;
  learning: Pick<LearningRepository, 'activeLearnerCount'>;
  hosts: CourseHosts;
  files: LessonFiles;
  library: LessonLibrary;
  /** Told after each change of what the public list shows. */
  totals: Pick<KeptTotals, 'changed'>;
  /** Moderation's flagging of what is submitted and of later edits (keywords); never fails the write. */
  flagger?: ContentFlagger;
}) {
  const { db, repo, learning } = deps;
  const flagging = createCourseFlagging({ repo, flagger: deps.flagger });

  function moved(course: CourseRow, action: CourseAction) {
    const to = nextCourseStatus(course.status, action);
    if (!to) throw new AppError('COURSE_INVALID_STATUS');
    return to;
  }

  /** The course under a lock, if the actor may edit it (404 for a missing or removed one, 403 for another host's). */
  async function lockEditable(actor: Actor, id: string, tx: DbOrTx): Promise<CourseRow> {
    const course = await repo.lock(id, tx);
    if (!course || course.status === 'REMOVED') throw new AppError('COURSE_NOT_FOUND');
    if (!mayEditCourse(actor, course)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return course;
  }

  async function freeSlug(title: string, asked: string | undefined, tx: DbOrTx, ownId?: string): Promise<string> {
    if (asked) {
      const taken = await repo.findBySlug(asked, tx);
      if (taken && taken.id !== ownId) throw new AppError('SLUG_ALREADY_EXISTS');
      return asked;
    }
    const base = slugify(slugSource(title), 76);
    const taken = await repo.slugsLike(base, tx);
    const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
    return candidates.find((c) => !taken.has(c)) ?? `${base}-${Math.random().toString(36).slice(2, 6)}`;
  }

  async function checkCategories(ids: readonly string[] | undefined, tx: DbOrTx) {
    if (!ids?.length) return;
    const found = await repo.existingCategories(ids, tx);
    if (found.size !== new Set(ids).size) throw new AppError('CATEGORY_NOT_FOUND');
  }

  async function create(hostId: string, body: CourseUpsertBody, extra: CourseValues = {}): Promise<CourseRow> {
    return db.transaction(async (tx) => {
      await checkCategories(body.categoryIds, tx);
      const slug = await freeSlug(body.title, body.slug, tx);
      const row = await repo.insert({ hostId, slug, title: body.title, ...columnsOf(body), ...extra }, tx);
      return row;
    });
  }

  async function update(actor: Actor, id: string, body: Partial<CourseUpsertBody>, extra: CourseValues = {}): Promise<CourseRow> {
    const row = await db.transaction(async (tx) => {
      const course = await lockEditable(actor, id, tx);
      const status = moved(course, 'EDIT');
      await checkCategories(body.categoryIds, tx);
      const slug = body.slug && body.slug !== course.slug ? await freeSlug(body.title ?? course.title, body.slug, tx, course.id) : course.slug;
      await repo.update(course.id, { ...columnsOf(body), ...extra, slug, status, ...(status !== course.status ? { rejectReason: null } : {}) }, tx);
      return (await repo.findById(course.id, tx))!;
    });
    deps.totals.changed();
    await flagging.flag(row.id);
    return row;
  }

  /** The course of a section or lesson being saved, locked and editable by the actor. */
  async function lockCourseOf(actor: Actor, courseId: string, tx: DbOrTx) {
    const course = await lockEditable(actor, courseId, tx);
    moved(course, 'EDIT');
    return course;
  }

  /**
   * The file a VIDEO or PDF lesson will point at: a private upload of the host's (or the editing
   * admin's) whose bytes have all arrived, of the lesson's kind. A lesson left on the file and type
   * it had is not checked again.
   */
  async function checkMedia(actor: Actor, course: CourseRow, body: LessonUpsertBody, existing: LessonRow | undefined) {
    if (body.type === 'TEXT' || body.type === 'QUIZ') return;
    const key = body.mediaKey !== undefined ? body.mediaKey : (existing?.mediaKey ?? null);
    if (!key) return; // A lesson may be saved before its file is chosen; submission checks nothing more.
    if (existing && existing.type === body.type && existing.mediaKey === key) return;
    const file = await deps.files.findArrivedByKey(key);
    const ownedBy = file?.ownerId === course.hostId || file?.ownerId === actor.id;
    // An upload still under way (or abandoned) is no file yet: learners would get a broken link.
    if (!file || file.visibility !== 'PRIVATE' || !ownedBy || !file.uploadedAt) throw new AppError('INVALID_LESSON_MEDIA');
    if (!mediaFitsLesson(body.type, file.contentType)) throw new AppError('LESSON_MEDIA_TYPE_MISMATCH');
  }

  /**
   * The resources to attach, once each in the order given: live ones of the course's host, or of the
   * platform's library when an admin edits. Anything else reads as missing, so no one learns of
   * another owner's resources.
   */
  async function checkResources(actor: Actor, course: CourseRow, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = new Map((await deps.library.byIds(unique)).map((r) => [r.id, r]));
    const usable = (id: string) => {
      const resource = found.get(id);
      if (!resource || resource.deletedAt) return false;
      return resource.ownerId === course.hostId || (resource.ownerId === null && actor.role === 'ADMIN');
    };
    if (!unique.every(usable)) throw new AppError('RESOURCE_NOT_FOUND');
    return unique;
  }

  return {
    /** Creates a course for a host (the seed's and the admin's way in too); it starts as a DRAFT. */
    async createFor(hostId: string, body: CourseUpsertBody): Promise<CourseRow> {
      return create(hostId, body);
    },

    /** The host's upsert: a new course of their own, or an edit of one they own. */
    async upsert(actor: Actor, body: CourseUpsertBody): Promise<CourseRow> {
      if (body.id) return update(actor, body.id, body);
      return create(actor.id, body);
    },

    /** The admin's upsert on behalf of the host the body names. */
    async adminUpsert(admin: Actor, body: CourseUpsertBody & { hostId: string }): Promise<CourseRow> {
      await deps.hosts.requireHosts([body.hostId]);
      if (body.id) return update(admin, body.id, body, { hostId: body.hostId });
      return create(body.hostId, body);
    },

    /** An admin's "coming soon" course: published at once (the admin made it), shown, not on sale. */
    async createUpcoming(body: UpcomingCourseBody): Promise<CourseRow> {
      await deps.hosts.requireHosts([body.hostId]);
      const row = await create(body.hostId, body, {
        isUpcoming: true,
        expectedAt: body.expectedAt ? new Date(body.expectedAt) : null,
        status: 'PUBLISHED',
        publishedAt: new Date(),
      });
      deps.totals.changed();
      return row;
    },

    async updateUpcoming(admin: Actor, id: string, body: UpdateUpcomingCourseBody): Promise<CourseRow> {
      if (body.hostId) await deps.hosts.requireHosts([body.hostId]);
      const extra: CourseValues = {};
      if (body.hostId) extra.hostId = body.hostId;
      if (body.isUpcoming !== undefined) extra.isUpcoming = body.isUpcoming;
      if (body.expectedAt !== undefined) extra.expectedAt = body.expectedAt ? new Date(body.expectedAt) : null;
      const course = await repo.findById(id);
      if (!course || course.status === 'REMOVED') throw new AppError('COURSE_NOT_FOUND');
      if (!course.isUpcoming) throw new AppError('COURSE_INVALID_STATUS');
      return update(admin, id, body, extra);
    },

    /** Submits for review: needs a price, a section and a lesson. */
    async submit(actor: Actor, id: string): Promise<CourseRow> {
      const row = await db.transaction(async (tx) => {
        const course = await lockEditable(actor, id, tx);
        const status = moved(course, 'SUBMIT');
        const sections = await repo.sectionsOf([course.id], tx);
        if (!sections.length || course.lessonCount === 0) throw new AppError('COURSE_INCOMPLETE');
        await repo.update(course.id, { status, submittedAt: new Date(), rejectReason: null }, tx);
        return (await repo.findById(course.id, tx))!;
      });
      await flagging.flag(row.id);
      return row;
    },

    /** The host takes a published course off sale (ARCHIVED) or puts it back; a first publication needs a review. */
    async setPublished(actor: Actor, id: string, published: boolean): Promise<CourseRow> {
      const row = await db.transaction(async (tx) => {
        const course = await lockEditable(actor, id, tx);
        const status = moved(course, published ? 'PUBLISH' : 'UNPUBLISH');
        await repo.update(course.id, { status }, tx);
        return (await repo.findById(course.id, tx))!;
      });
      deps.totals.changed();
      return row;
    },

    /** Shows or hides the course in public lists and pages (learners keep their access). */
    async setDisplayed(actor: Actor, id: string, displayed: boolean): Promise<CourseRow> {
      const row = await db.transaction(async (tx) => {
        const course = await lockEditable(actor, id, tx);
        await repo.update(course.id, { isDisplayed: displayed }, tx);
        return (await repo.findById(course.id, tx))!;
      });
      deps.totals.changed();
      return row;
    },

    /**
     * Soft delete (REMOVED). A course with active learners is kept: they paid for lasting access, so
     * the host unpublishes or hides it instead (COURSE_HAS_LEARNERS).
     */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const course = await lockEditable(actor, id, tx);
        const status = moved(course, 'REMOVE');
        if ((await learning.activeLearnerCount(course.id, tx)) > 0) throw new AppError('COURSE_HAS_LEARNERS');
        await repo.update(course.id, { status }, tx);
      });
      deps.totals.changed();
      await deps.flagger?.withdrawn('ONLINE_COURSE', id);
    },

    /** The host's account ends: their courses leave sale and review (ARCHIVED); learners keep access. */
    async forgetHost(hostId: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const course of await repo.lockActiveOf(hostId, tx)) await repo.update(course.id, { status: moved(course, 'WITHDRAW') }, tx);
      });
      deps.totals.changed();
    },

    async upsertSection(actor: Actor, body: SectionUpsertBody): Promise<CurriculumSectionDto> {
      const saved = await db.transaction(async (tx) => {
        const existing = body.id ? await repo.findSection(body.id, tx) : undefined;
        if (body.id && (!existing || existing.courseId !== body.courseId)) throw new AppError('SECTION_NOT_FOUND');
        await lockCourseOf(actor, body.courseId, tx);
        const values = { title: body.title, ...(body.dripDays !== undefined ? { dripDays: body.dripDays } : {}) };
        const section = existing
          ? (await repo.updateSection(existing.id, values, tx), existing)
          : await repo.insertSection({ courseId: body.courseId, ...values }, tx);
        const ids = (await repo.sectionsOf([body.courseId], tx)).map((s) => s.id);
        // A new section goes last unless placed.
        await repo.orderSections(reordered(ids, section.id, body.position ?? (existing ? undefined : ids.length)), tx);
        const [sections, lessons] = await Promise.all([repo.sectionsOf([body.courseId], tx), repo.lessonsOf(body.courseId, tx)]);
        const attached = await repo.resourceIdsOf(
          lessons.map((l) => l.id),
          tx,
        );
        return curriculumOf(sections, lessons, true, attached).find((s) => s.id === section.id)!;
      });
      await flagging.flag(body.courseId);
      return saved;
    },

    async removeSection(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const section = await repo.findSection(id, tx);
        if (!section) throw new AppError('SECTION_NOT_FOUND');
        await lockCourseOf(actor, section.courseId, tx);
        await repo.deleteSection(id, tx);
        await repo.orderSections(
          (await repo.sectionsOf([section.courseId], tx)).map((s) => s.id),
          tx,
        );
        await repo.refreshTotals(section.courseId, tx);
      });
      deps.totals.changed();
    },

    async upsertLesson(actor: Actor, body: LessonUpsertBody): Promise<CurriculumLessonDto> {
      const section = await repo.findSection(body.sectionId);
      if (!section) throw new AppError('SECTION_NOT_FOUND');
      const saved = await db.transaction(async (tx) => {
        const course = await lockCourseOf(actor, section.courseId, tx);
        const existing = body.id ? await repo.findLesson(body.id, tx) : undefined;
        if (body.id && (!existing || existing.courseId !== course.id)) throw new AppError('LESSON_NOT_FOUND');
        await checkMedia(actor, course, body, existing);
        const resourceIds = body.resourceIds ? await checkResources(actor, course, body.resourceIds) : undefined;
        const isQuiz = body.type === 'QUIZ';
        // A quiz needs its questions (kept from before when not sent again) and is never a free preview: its answers are the buyers'.
        const quiz = isQuiz ? (body.quiz ? namedQuiz(body.quiz) : existing?.type === 'QUIZ' ? existing.quiz : null) : null;
        if (isQuiz && !quiz) throw new AppError('INVALID_QUIZ');
        const values = {
          sectionId: section.id,
          courseId: course.id,
          type: body.type,
          title: body.title,
          body: body.type === 'TEXT' && body.body ? cleanRichText(body.body) || null : null,
          quiz,
          mediaKey: body.type === 'TEXT' || isQuiz ? null : body.mediaKey !== undefined ? body.mediaKey : (existing?.mediaKey ?? null),
          ...(body.durationSeconds !== undefined ? { durationSeconds: body.durationSeconds } : {}),
          ...(isQuiz ? { isPreview: false } : body.isPreview !== undefined ? { isPreview: body.isPreview } : {}),
        };
        let lessonId: string;
        if (existing) {
          await repo.updateLesson(existing.id, values, tx);
          lessonId = existing.id;
        } else lessonId = (await repo.insertLesson(values, tx)).id;
        if (resourceIds) await repo.replaceLessonResources(lessonId, resourceIds, tx);
        // A lesson moved to another section leaves its old one's order with no gap.
        if (existing && existing.sectionId !== section.id) {
          const left = (await repo.lessonsOf(course.id, tx)).filter((l) => l.sectionId === existing.sectionId).map((l) => l.id);
          await repo.orderLessons(left, tx);
        }
        const siblings = (await repo.lessonsOf(course.id, tx)).filter((l) => l.sectionId === section.id).map((l) => l.id);
        // New lessons, and lessons moved into this section, go last unless placed.
        const position = body.position ?? (existing && existing.sectionId === section.id ? undefined : siblings.length);
        await repo.orderLessons(reordered(siblings, lessonId, position), tx);
        await repo.refreshTotals(course.id, tx);
        const attached = await repo.resourceIdsOf([lessonId], tx);
        return toLessonDto((await repo.findLesson(lessonId, tx))!, true, attached.get(lessonId));
      });
      await flagging.flag(section.courseId);
      return saved;
    },

    async removeLesson(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const lesson = await repo.findLesson(id, tx);
        if (!lesson) throw new AppError('LESSON_NOT_FOUND');
        await lockCourseOf(actor, lesson.courseId, tx);
        await repo.deleteLesson(id, tx);
        const left = (await repo.lessonsOf(lesson.courseId, tx)).filter((l) => l.sectionId === lesson.sectionId).map((l) => l.id);
        await repo.orderLessons(left, tx);
        await repo.refreshTotals(lesson.courseId, tx);
      });
      deps.totals.changed();
    },

    /** The course's owner (or an admin) detaches one resource from a lesson; the resource stays in its library. */
    async removeLessonResource(actor: Actor, lessonId: string, resourceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const lesson = await repo.findLesson(lessonId, tx);
        if (!lesson) throw new AppError('LESSON_NOT_FOUND');
        await lockCourseOf(actor, lesson.courseId, tx);
        if (!(await repo.deleteLessonResource(lesson.id, resourceId, tx))) throw new AppError('RESOURCE_NOT_FOUND');
      });
    },
  };
}
export type CoursesService = ReturnType<typeof createCoursesService>;
