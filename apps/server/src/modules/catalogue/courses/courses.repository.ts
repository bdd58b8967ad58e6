import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { uploadedFiles } from '../../../platform/storage/uploads.table.js';
import type { CourseOrder } from '@market/contract';
import { reviewSql } from '../../engagement/index.js';
import { categories } from '../categories/categories.table.js';
import {
  courseEnrolments,
  courseLessons,
  courseSections,
  lessonResources,
  onlineCourses,
  type CourseRow,
  type LessonRow,
  type SectionRow,
} from './courses.table.js';

export type CourseValues = Partial<Omit<typeof onlineCourses.$inferInsert, 'id' | 'searchTitle' | 'createdAt'>>;
export type SectionValues = Partial<Omit<typeof courseSections.$inferInsert, 'id' | 'createdAt'>>;
export type LessonValues = Partial<Omit<typeof courseLessons.$inferInsert, 'id' | 'createdAt'>>;
export type CourseWhere = SQL[];

/** Learners with an active enrolment in the course `courseId` (the list's "popular" order). */
const learnerCount = (courseId: SQL | { getSQL(): SQL }) =>
  sql<number>`(select count(*) from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courseId} and ${courseEnrolments.revokedAt} is null)`;

/** Small named pieces of the lists' filters. */
export const courseFilters = {
  public: sql`${onlineCourses.status} = 'PUBLISHED' and ${onlineCourses.isDisplayed}`,
  notRemoved: ne(onlineCourses.status, 'REMOVED'),
  host: (hostId: string) => eq(onlineCourses.hostId, hostId),
  status: (status: string) => eq(onlineCourses.status, status as CourseRow['status']),
  /** In the category or any category below it (the public filter offers roots; courses name the subject they teach). */
  category: (categoryId: string) =>
    sql`${onlineCourses.categoryIds} && array(with recursive tree(id) as (select ${categoryId}::uuid union select c.id from ${categories} c join tree on c.parent_id = tree.id) select id from tree)`,
  free: sql`${onlineCourses.price} = 0`,
  paid: sql`${onlineCourses.price} > 0`,
  upcoming: (is: boolean) => eq(onlineCourses.isUpcoming, is),
  notId: (id: string) => ne(onlineCourses.id, id),
  sharesCategory: (ids: readonly string[]) =>
    sql`${onlineCourses.categoryIds} && ${sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]::uuid[]`}`,
  /** Every word in the folded title (accents and đ ignored). */
  words: (q: string) => {
    const words = q.split(/\s+/).filter(Boolean);
    return and(...words.map((word) => sql`${onlineCourses.searchTitle} like immutable_unaccent(lower(${likeContaining(word)}))`))!;
  },
};

/** A course on sale (isOnSale in SQL): public and not announced as upcoming. */
const onSale = sql`${courseFilters.public} and not ${onlineCourses.isUpcoming}`;

/** Courses with their sections and lessons. The only code touching their tables besides learning.repository.ts. */
export function createCoursesRepository(db: DbOrTx) {
  return {
    /** The uploads a host's lessons play or show (their own courses, removed ones left out), course by course. */
    async lessonFilesOf(hostId: string, tx: DbOrTx = db) {
      return tx
        .select({
          lessonId: courseLessons.id,
          lessonTitle: courseLessons.title,
          lessonType: courseLessons.type,
          courseId: onlineCourses.id,
          courseTitle: onlineCourses.title,
          fileName: uploadedFiles.fileName,
          contentType: uploadedFiles.contentType,
          size: uploadedFiles.size,
        })
        .from(courseLessons)
        .innerJoin(onlineCourses, eq(onlineCourses.id, courseLessons.courseId))
        .innerJoin(uploadedFiles, eq(uploadedFiles.key, courseLessons.mediaKey))
        .where(and(eq(onlineCourses.hostId, hostId), courseFilters.notRemoved))
        .orderBy(asc(onlineCourses.title), asc(courseLessons.position), asc(courseLessons.id));
    },

    /** The courses shelf's rows in SQL (see ShelfSql in commerce): on sale, newest published first (online_courses_public_idx's order). */
    shelf: (_now: SQL, limit: SQL): SQL =>
      sql`select 'ONLINE_COURSE' as item_type, ${onlineCourses.id} as item_id, ${onlineCourses.hostId} as host_id, 'ONLINE_COURSE' as parent_kind,
                         ${onlineCourses.id} as parent_id, ${onlineCourses.slug} as parent_slug, ${onlineCourses.title} as title, ${onlineCourses.subtitle} as subtitle,
                         ${onlineCourses.coverImage} as image, '/courses/' || ${onlineCourses.slug} as link, ${onlineCourses.price} as price, null::int as available,
                         null::timestamptz as starts_at, null::timestamptz as ends_at, ${onlineCourses}.xmin::text as version
                    from ${onlineCourses} where ${onSale}
                   order by ${onlineCourses.publishedAt} desc nulls last, ${onlineCourses.id} limit ${limit}`,
    /** The versions of courses' facts in SQL (see FactsVersionSql in commerce): a course's facts are its row's alone (isOnSale reads no time). */
    factsVersion: (ids: SQL): SQL =>
      sql`select ${onlineCourses.id} as item_id, ${onlineCourses}.xmin::text as version, null::timestamptz as until from ${onlineCourses} where ${onlineCourses.id} = any(${ids})`,
    /** A course as a combo's item in SQL (see OfferSql in commerce): a row only while on sale. */
    offer: (id: SQL): SQL =>
      sql`select ${onlineCourses.hostId} as host_id, null::int as available, null::timestamptz as starts_at, null::timestamptz as ends_at
            from ${onlineCourses} where ${onlineCourses.id} = ${id} and ${onSale}`,

    async insert(values: typeof onlineCourses.$inferInsert, tx: DbOrTx = db): Promise<CourseRow> {
      const [row] = await tx.insert(onlineCourses).values(values).returning();
      return row!;
    },
    async update(id: string, values: CourseValues, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(onlineCourses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(onlineCourses.id, id));
    },
    async lock(id: string, tx: DbOrTx): Promise<CourseRow | undefined> {
      const [row] = await tx.select().from(onlineCourses).where(eq(onlineCourses.id, id)).for('update');
      return row;
    },
    /** A host's courses still in the works or on sale, locked (the host's account is ending). */
    async lockActiveOf(hostId: string, tx: DbOrTx): Promise<CourseRow[]> {
      return tx
        .select()
        .from(onlineCourses)
        .where(
          and(eq(onlineCourses.hostId, hostId), inArray(onlineCourses.status, ['DRAFT', 'REJECTED', 'PENDING', 'PENDING_APPROVAL_WITH_ADMIN', 'PUBLISHED'])),
        )
        .for('update');
    },
    async findById(id: string, tx: DbOrTx = db): Promise<CourseRow | undefined> {
      const [row] = await tx.select().from(onlineCourses).where(eq(onlineCourses.id, id));
      return row;
    },
    async findMany(ids: readonly string[], tx: DbOrTx = db): Promise<CourseRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(onlineCourses)
        .where(inArray(onlineCourses.id, [...new Set(ids)]));
    },
    async findBySlug(slug: string, tx: DbOrTx = db): Promise<CourseRow | undefined> {
      const [row] = await tx.select().from(onlineCourses).where(eq(onlineCourses.slug, slug));
      return row;
    },
    /** Slugs taken among `base` and `base-<n>`. */
    async slugsLike(base: string, tx: DbOrTx = db): Promise<Set<string>> {
      const rows = await tx
        .select({ slug: onlineCourses.slug })
        .from(onlineCourses)
        .where(sql`${onlineCourses.slug} = ${base} or ${like(onlineCourses.slug, `${base}-%`)}`);
      return new Set(rows.map((r) => r.slug));
    },
    /** Of these categories, the ones that exist. */
    async existingCategories(ids: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** A page of courses, newest published (then created) first, and the total if asked up to a bound. */
    async page(
      where: CourseWhere,
      request: { page: number; limit: number; sort: 'ASC' | 'DESC'; order?: CourseOrder; countUpTo?: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: CourseRow[]; bounded?: number }> {
      const filter = and(...where);
      const newest =
        request.sort === 'ASC'
          ? [sql`${onlineCourses.publishedAt} asc nulls first`, asc(onlineCourses.createdAt), asc(onlineCourses.id)]
          : [sql`${onlineCourses.publishedAt} desc nulls last`, desc(onlineCourses.createdAt), desc(onlineCourses.id)];
      // Other orders fall back to the newest first between equals.
      const first: Record<CourseOrder, SQL[]> = {
        newest: [],
        popular: [sql`${learnerCount(onlineCourses.id)} desc`],
        rating: [
          sql`${reviewSql.averageOf('ONLINE_COURSE', onlineCourses.id)} desc nulls last`,
          sql`${reviewSql.countOf('ONLINE_COURSE', onlineCourses.id)} desc`,
        ],
        price: [asc(onlineCourses.price)],
      };
      const order = [...first[request.order ?? 'newest'], ...newest];
      const rows = await tx
        .select()
        .from(onlineCourses)
        .where(filter)
        .orderBy(...order)
        .limit(request.limit)
        .offset((request.page - 1) * request.limit);
      if (request.countUpTo === undefined) return { rows };
      // Counted over at most countUpTo + 1 rows: a broad filter never scans every match here.
      const [bounded] = await tx.select({ n: count() }).from(
        tx
          .select({ one: sql`1` })
          .from(onlineCourses)
          .where(filter)
          .limit(request.countUpTo + 1)
          .as('bounded'),
      );
      return { rows, bounded: bounded!.n };
    },
    async count(where: CourseWhere, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(onlineCourses)
        .where(and(...where));
      return row!.n;
    },

    async sectionsOf(courseIds: readonly string[], tx: DbOrTx = db): Promise<SectionRow[]> {
      if (!courseIds.length) return [];
      return tx
        .select()
        .from(courseSections)
        .where(inArray(courseSections.courseId, [...courseIds]))
        .orderBy(asc(courseSections.position), asc(courseSections.createdAt));
    },
    async lessonsOf(courseId: string, tx: DbOrTx = db): Promise<LessonRow[]> {
      return tx.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.position), asc(courseLessons.createdAt));
    },
    async findSection(id: string, tx: DbOrTx = db): Promise<SectionRow | undefined> {
      const [row] = await tx.select().from(courseSections).where(eq(courseSections.id, id));
      return row;
    },
    async findLesson(id: string, tx: DbOrTx = db): Promise<LessonRow | undefined> {
      const [row] = await tx.select().from(courseLessons).where(eq(courseLessons.id, id));
      return row;
    },
    async insertSection(values: typeof courseSections.$inferInsert, tx: DbOrTx = db): Promise<SectionRow> {
      const [row] = await tx.insert(courseSections).values(values).returning();
      return row!;
    },
    async updateSection(id: string, values: SectionValues, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(courseSections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courseSections.id, id));
    },
    async deleteSection(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(courseSections).where(eq(courseSections.id, id));
    },
    async insertLesson(values: typeof courseLessons.$inferInsert, tx: DbOrTx = db): Promise<LessonRow> {
      const [row] = await tx.insert(courseLessons).values(values).returning();
      return row!;
    },
    async updateLesson(id: string, values: LessonValues, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(courseLessons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courseLessons.id, id));
    },
    async deleteLesson(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(courseLessons).where(eq(courseLessons.id, id));
    },
    /** The ids of the resources attached to each lesson, in order (lessons without any are absent). */
    async resourceIdsOf(lessonIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, string[]>> {
      const byLesson = new Map<string, string[]>();
      if (!lessonIds.length) return byLesson;
      const rows = await tx
        .select({ lessonId: lessonResources.lessonId, resourceId: lessonResources.resourceId })
        .from(lessonResources)
        .where(inArray(lessonResources.lessonId, [...lessonIds]))
        .orderBy(asc(lessonResources.position), asc(lessonResources.createdAt));
      for (const row of rows) byLesson.set(row.lessonId, [...(byLesson.get(row.lessonId) ?? []), row.resourceId]);
      return byLesson;
    },
    /** Makes the lesson's attachments exactly these resources, in this order. */
    async replaceLessonResources(lessonId: string, resourceIds: readonly string[], tx: DbOrTx): Promise<void> {
      await tx.delete(lessonResources).where(eq(lessonResources.lessonId, lessonId));
      if (resourceIds.length) await tx.insert(lessonResources).values(resourceIds.map((resourceId, position) => ({ lessonId, resourceId, position })));
    },
    /** Detaches one resource; false when it was not attached. */
    async deleteLessonResource(lessonId: string, resourceId: string, tx: DbOrTx = db): Promise<boolean> {
      const gone = await tx
        .delete(lessonResources)
        .where(and(eq(lessonResources.lessonId, lessonId), eq(lessonResources.resourceId, resourceId)))
        .returning({ lessonId: lessonResources.lessonId });
      return gone.length > 0;
    },
    /** Renumbers sections 0..n-1 in the order given (ids of one course). */
    async orderSections(ids: readonly string[], tx: DbOrTx): Promise<void> {
      for (const [position, id] of ids.entries()) await tx.update(courseSections).set({ position }).where(eq(courseSections.id, id));
    },
    /** Renumbers lessons 0..n-1 in the order given (ids of one section). */
    async orderLessons(ids: readonly string[], tx: DbOrTx): Promise<void> {
      for (const [position, id] of ids.entries()) await tx.update(courseLessons).set({ position }).where(eq(courseLessons.id, id));
    },
    /** Counts the course's lessons and their length again, onto its row (the lists read them there). */
    async refreshTotals(courseId: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(onlineCourses)
        .set({
          lessonCount: sql`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courseId})`,
          durationSeconds: sql`(select coalesce(sum(${courseLessons.durationSeconds}), 0)::int from ${courseLessons} where ${courseLessons.courseId} = ${courseId})`,
          updatedAt: new Date(),
        })
        .where(eq(onlineCourses.id, courseId));
    },
  };
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
