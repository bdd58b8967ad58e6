import type { DbOrTx } from '../../../platform/db/database.js';
import type {
  AdminCoursesQuery,
  CourseCardDto,
  CourseDetailDto,
  CourseListQuery,
  CurriculumDto,
  HostCoursesQuery,
  LessonFilesDto,
  Paged,
  UserSummaryDto,
} from '@market/contract';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { servedRichText } from '../../../platform/text/rich-text.js';
import { curriculumOf, mayEditCourse, toCourseCard, unknownHost } from './course.js';
import { isPublicCourse } from './course-status.js';
import { courseFilters as f, type CoursesRepository, type CourseWhere } from './courses.repository.js';
import type { CourseRow } from './courses.table.js';

/** What course reads ask of the people side: hosts' public summaries. */
export interface CoursePeople {
  /** With `tx`, read on the caller's connection: inside a transaction, a second connection of a full pool may never come. */
  summariesOf(ids: readonly string[], tx?: DbOrTx): Promise<UserSummaryDto[]>;
}

type PageRequest = { page: number; limit: number; sort: 'ASC' | 'DESC'; order?: CourseListQuery['order'] };

/**
 * Reading courses: cards, the course page with its curriculum, and the lists (public, the host's,
 * the admin's). The public list's totals are bounded or kept (platform/db/kept-totals.ts), so a broad
 * filter is not counted on every request.
 */
export function createCourseReadsService(deps: { repo: CoursesRepository; totals: KeptTotals; people: CoursePeople }) {
  const { repo, totals, people } = deps;

  async function cards(rows: CourseRow[], withReason: boolean): Promise<CourseCardDto[]> {
    const hosts = new Map((await people.summariesOf(rows.map((r) => r.hostId))).map((h) => [h.id, h]));
    return rows.map((r) => toCourseCard(r, hosts.get(r.hostId) ?? unknownHost(r.hostId), { withReason }));
  }

  async function list(where: CourseWhere, query: PageRequest, withReason: boolean): Promise<Paged<CourseCardDto>> {
    const [{ rows }, total] = await Promise.all([repo.page(where, query), repo.count(where)]);
    return { data: await cards(rows, withReason), meta: pageMeta(query, total) };
  }

  /** A public page: counted in its own statement up to the bound, else the filter's kept total. */
  async function publicPage(where: CourseWhere, query: PageRequest, key: string): Promise<Paged<CourseCardDto>> {
    const kept = totals.get(key);
    if (kept !== undefined) {
      const { rows } = await repo.page(where, query);
      return { data: await cards(rows, false), meta: pageMeta(query, kept) };
    }
    const since = totals.generation();
    const { rows, bounded } = await repo.page(where, { ...query, countUpTo: totals.exactUpTo });
    let total = bounded!;
    if (total > totals.exactUpTo) {
      total = await repo.count(where);
      totals.set(key, total, since);
    }
    return { data: await cards(rows, false), meta: pageMeta(query, total) };
  }

  /** The course as the caller may see it: public ones by anybody, the rest by the owner and admins. */
  function visible(row: CourseRow | undefined, actor: Actor | null): CourseRow {
    if (!row) throw new AppError('COURSE_NOT_FOUND');
    if (row.status === 'REMOVED' && actor?.role !== 'ADMIN') throw new AppError('COURSE_NOT_FOUND');
    if (!isPublicCourse(row) && !mayEditCourse(actor, row)) throw new AppError('COURSE_NOT_FOUND');
    return row;
  }

  async function detail(row: CourseRow, actor: Actor | null): Promise<CourseDetailDto> {
    const canEdit = mayEditCourse(actor, row);
    const [[card], sections, lessons] = await Promise.all([cards([row], canEdit), repo.sectionsOf([row.id]), repo.lessonsOf(row.id)]);
    const attached = canEdit ? await repo.resourceIdsOf(lessons.map((l) => l.id)) : undefined;
    return {
      ...card!,
      description: servedRichText(row.description),
      outcomes: row.outcomes,
      requirements: row.requirements,
      quizzesRequired: row.quizzesRequired,
      sections: curriculumOf(sections, lessons, canEdit, attached),
      canEdit,
    };
  }

  return {
    cards,
    /** The course row if the caller may see it (COURSE_NOT_FOUND otherwise). */
    async visibleById(id: string, actor: Actor | null): Promise<CourseRow> {
      return visible(await repo.findById(id), actor);
    },
    async visibleBySlug(slug: string, actor: Actor | null): Promise<CourseRow> {
      return visible(await repo.findBySlug(slug), actor);
    },
    async detailById(id: string, actor: Actor | null): Promise<CourseDetailDto> {
      return detail(visible(await repo.findById(id), actor), actor);
    },
    async detailBySlug(slug: string, actor: Actor | null): Promise<CourseDetailDto> {
      return detail(visible(await repo.findBySlug(slug), actor), actor);
    },
    /** Sections and lessons with their lengths; media keys only for the course's editors. */
    async curriculum(id: string, actor: Actor | null): Promise<CurriculumDto> {
      const row = visible(await repo.findById(id), actor);
      const [sections, lessons] = await Promise.all([repo.sectionsOf([row.id]), repo.lessonsOf(row.id)]);
      const canEdit = mayEditCourse(actor, row);
      const attached = canEdit ? await repo.resourceIdsOf(lessons.map((l) => l.id)) : undefined;
      return {
        courseId: row.id,
        lessonCount: row.lessonCount,
        durationSeconds: row.durationSeconds,
        sections: curriculumOf(sections, lessons, canEdit, attached),
      };
    },

    /** Displayed published courses, newest first: category, free/paid, host and words (accents ignored). */
    async list(query: CourseListQuery): Promise<Paged<CourseCardDto>> {
      const where: CourseWhere = [f.public];
      if (query.categoryId) where.push(f.category(query.categoryId));
      if (query.price === 'free') where.push(f.free);
      if (query.price === 'paid') where.push(f.paid);
      if (query.hostId) where.push(f.host(query.hostId));
      if (query.q) where.push(f.words(query.q));
      // The order changes no total: it is not part of the key.
      const key = JSON.stringify([query.categoryId, query.price, query.hostId, query.q?.toLowerCase()]);
      return publicPage(where, query, key);
    },

    /** Courses a combo may hold: displayed, published and on sale. */
    async combosList(query: PageRequest & { q?: string | undefined }): Promise<Paged<CourseCardDto>> {
      const where: CourseWhere = [f.public, f.upcoming(false)];
      if (query.q) where.push(f.words(query.q));
      return publicPage(where, query, JSON.stringify(['combos', query.q?.toLowerCase()]));
    },

    async hostList(actor: Actor, query: HostCoursesQuery): Promise<Paged<CourseCardDto>> {
      const where: CourseWhere = [f.host(actor.id), f.notRemoved];
      if (query.status) where.push(f.status(query.status));
      if (query.q) where.push(f.words(query.q));
      return list(where, query, true);
    },

    /** The files of my lessons and their real total, for the studio's library. */
    async lessonFiles(actor: Actor): Promise<LessonFilesDto> {
      const rows = await repo.lessonFilesOf(actor.id);
      const data = rows.map((r) => ({
        lessonId: r.lessonId,
        lessonTitle: r.lessonTitle,
        lessonType: r.lessonType,
        course: { id: r.courseId, title: r.courseTitle },
        fileName: r.fileName,
        contentType: r.contentType,
        size: r.size ?? 0,
      }));
      return { data, totalBytes: data.reduce((sum, file) => sum + file.size, 0) };
    },

    async adminList(query: AdminCoursesQuery): Promise<Paged<CourseCardDto>> {
      const where: CourseWhere = [];
      if (query.status) where.push(f.status(query.status));
      else where.push(f.notRemoved);
      if (query.hostId) where.push(f.host(query.hostId));
      if (query.isUpcoming) where.push(f.upcoming(query.isUpcoming === 'true'));
      if (query.q) where.push(f.words(query.q));
      return list(where, query, true);
    },

    /** Courses sharing a category with `courseId` first, then the newest others; never the course itself. */
    async recommendations(query: { courseId?: string | undefined; limit: number }): Promise<{ data: CourseCardDto[] }> {
      const base: CourseWhere = [f.public, f.upcoming(false)];
      if (query.courseId) base.push(f.notId(query.courseId));
      const course = query.courseId ? await repo.findById(query.courseId) : undefined;
      const page = { page: 1, limit: query.limit, sort: 'DESC' as const };
      const related = course?.categoryIds.length ? (await repo.page([...base, f.sharesCategory(course.categoryIds)], page)).rows : [];
      const rest = related.length < query.limit ? (await repo.page(base, { ...page, limit: query.limit + related.length })).rows : [];
      const seen = new Set(related.map((r) => r.id));
      const rows = [...related, ...rest.filter((r) => !seen.has(r.id))].slice(0, query.limit);
      return { data: await cards(rows, false) };
    },
  };
}
export type CourseReadsService = ReturnType<typeof createCourseReadsService>;
