import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CourseEnrolmentSource } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import {
  courseCertificates,
  courseEnrolments,
  courseSections,
  lessonProgress,
  onlineCourses,
  quizAttempts,
  type CourseRow,
  type EnrolmentRow,
  type QuizAttemptRow,
} from './courses.table.js';

export type ProgressRow = typeof lessonProgress.$inferSelect;
export type CertificateRow = typeof courseCertificates.$inferSelect;

/** Enrolments, lesson progress and certificates: who learns what, and how far they got. */
export function createLearningRepository(db: DbOrTx) {
  const active = (courseId: string, userId: string) =>
    and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId), isNull(courseEnrolments.revokedAt));
  return {
    async findActive(courseId: string, userId: string, tx: DbOrTx = db): Promise<EnrolmentRow | undefined> {
      const [row] = await tx.select().from(courseEnrolments).where(active(courseId, userId));
      return row;
    },
    /**
     * The dripped sections that opened in (since, until] for active learners: one row per enrolment
     * and drip length (sections of the same length open together). An enrolment at t opens a section
     * of d days at t + d, so the range is read on enrolled_at (its index), for each drip length.
     */
    async dripOpenings(since: Date, until: Date, tx: DbOrTx = db): Promise<{ enrolmentId: string; userId: string; courseId: string; days: number }[]> {
      const result = await tx.execute<{ enrolmentId: string; userId: string; courseId: string; days: number }>(sql`
        select distinct e.id as "enrolmentId", e.user_id as "userId", e.course_id as "courseId", s.drip_days as "days"
          from ${courseSections} s
          join ${courseEnrolments} e on e.course_id = s.course_id and e.revoked_at is null
           and e.enrolled_at > ${since}::timestamptz - make_interval(days => s.drip_days)
           and e.enrolled_at <= ${until}::timestamptz - make_interval(days => s.drip_days)
         where s.drip_days > 0`);
      return result.rows;
    },
    /** Enrols unless already enrolled (the unique active index decides); answers whether it enrolled. */
    async enrol(values: { courseId: string; userId: string; source: CourseEnrolmentSource; orderItemId?: string | null }, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(courseEnrolments)
        .values(values)
        .onConflictDoNothing({ target: [courseEnrolments.courseId, courseEnrolments.userId], where: sql`${courseEnrolments.revokedAt} is null` })
        .returning({ id: courseEnrolments.id });
      return rows.length > 0;
    },
    async revokeByOrderItem(orderItemId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(courseEnrolments)
        .set({ revokedAt: new Date() })
        .where(and(eq(courseEnrolments.orderItemId, orderItemId), isNull(courseEnrolments.revokedAt)));
    },
    async activeLearnerCount(courseId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(courseEnrolments)
        .where(and(eq(courseEnrolments.courseId, courseId), isNull(courseEnrolments.revokedAt)));
      return row!.n;
    },
    /** A course's active learners by one source, newest first. */
    async learners(courseId: string, source: CourseEnrolmentSource, page: { page: number; limit: number }, tx: DbOrTx = db) {
      const where = and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.source, source), isNull(courseEnrolments.revokedAt));
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(courseEnrolments)
          .where(where)
          .orderBy(desc(courseEnrolments.enrolledAt))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        tx.select({ n: count() }).from(courseEnrolments).where(where),
      ]);
      return { rows, total: total!.n };
    },
    /** A learner's active enrolments with their courses, newest first. */
    async enrolmentsOf(userId: string, page: { page: number; limit: number }, tx: DbOrTx = db) {
      const where = and(eq(courseEnrolments.userId, userId), isNull(courseEnrolments.revokedAt));
      const [rows, [total]] = await Promise.all([
        tx
          .select({ enrolment: courseEnrolments, course: onlineCourses })
          .from(courseEnrolments)
          .innerJoin(onlineCourses, eq(onlineCourses.id, courseEnrolments.courseId))
          .where(where)
          .orderBy(desc(courseEnrolments.enrolledAt))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        tx.select({ n: count() }).from(courseEnrolments).where(where),
      ]);
      return { rows: rows as { enrolment: EnrolmentRow; course: CourseRow }[], total: total!.n };
    },

    async progressOf(userId: string, courseId: string, tx: DbOrTx = db): Promise<ProgressRow[]> {
      return tx
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)))
        .orderBy(desc(lessonProgress.updatedAt));
    },
    /** Completed lessons per learner of these courses (for percentages in lists). */
    async completedCounts(pairs: readonly { userId: string; courseId: string }[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (!pairs.length) return new Map();
      const rows = await tx
        .select({ userId: lessonProgress.userId, courseId: lessonProgress.courseId, n: count() })
        .from(lessonProgress)
        .where(
          and(
            isNotNull(lessonProgress.completedAt),
            sql`(${lessonProgress.userId}, ${lessonProgress.courseId}) in (${sql.join(
              pairs.map((p) => sql`(${p.userId}::uuid, ${p.courseId}::uuid)`),
              sql`, `,
            )})`,
          ),
        )
        .groupBy(lessonProgress.userId, lessonProgress.courseId);
      return new Map(rows.map((r) => [`${r.userId}:${r.courseId}`, r.n]));
    },
    /** A learner's most recent progress in each of these courses (the lesson to resume), by course id. */
    async latestOf(userId: string, courseIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, ProgressRow>> {
      if (!courseIds.length) return new Map();
      const rows = await tx
        .selectDistinctOn([lessonProgress.courseId])
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, [...courseIds])))
        .orderBy(lessonProgress.courseId, desc(lessonProgress.updatedAt));
      return new Map(rows.map((r) => [r.courseId, r]));
    },
    /** Records a position; completion, once set, stays. */
    async saveProgress(values: { userId: string; lessonId: string; courseId: string; positionSeconds: number; completed: boolean }, tx: DbOrTx = db) {
      const now = new Date();
      const [row] = await tx
        .insert(lessonProgress)
        .values({
          userId: values.userId,
          lessonId: values.lessonId,
          courseId: values.courseId,
          positionSeconds: values.positionSeconds,
          completedAt: values.completed ? now : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: {
            positionSeconds: values.positionSeconds,
            updatedAt: now,
            completedAt: values.completed
              ? sql`coalesce(${lessonProgress.completedAt}, ${now.toISOString()}::timestamptz)`
              : sql`${lessonProgress.completedAt}`,
          },
        })
        .returning();
      return row!;
    },
    /** The learner was handed a lesson's file: kept once, on the enrolment. */
    async markDownloaded(enrolmentId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(courseEnrolments)
        .set({ firstDownloadedAt: sql`now()` })
        .where(and(eq(courseEnrolments.id, enrolmentId), isNull(courseEnrolments.firstDownloadedAt)));
    },
    /** Whether what an order line gave was used: a lesson's file handed over on its enrolment, or any progress in the course. */
    async wasUsed(line: { userId: string; courseId: string; orderItemId: string }, tx: DbOrTx = db): Promise<boolean> {
      const [[downloaded], [progressed]] = await Promise.all([
        tx
          .select({ one: sql`1` })
          .from(courseEnrolments)
          .where(and(eq(courseEnrolments.orderItemId, line.orderItemId), isNotNull(courseEnrolments.firstDownloadedAt)))
          .limit(1),
        tx
          .select({ one: sql`1` })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, line.userId), eq(lessonProgress.courseId, line.courseId)))
          .limit(1),
      ]);
      return Boolean(downloaded || progressed);
    },

    /**
     * Holds, until the transaction ends, the right to record a try at this quiz for this learner: two
     * tries at once are taken one after the other, so a limit of n tries is never passed.
     */
    async lockQuizTaker(userId: string, lessonId: string, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quiz:${userId}:${lessonId}`}, 0))`);
    },
    /** How many tries a learner made at each quiz of a course they tried, and whether one passed. */
    async quizTriesOf(userId: string, courseId: string, tx: DbOrTx = db): Promise<Map<string, { used: number; passed: boolean }>> {
      const rows = await tx
        .select({ lessonId: quizAttempts.lessonId, used: sql<number>`count(*)::int`, passed: sql<boolean>`bool_or(${quizAttempts.passed})` })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId)))
        .groupBy(quizAttempts.lessonId);
      return new Map(rows.map((r) => [r.lessonId, { used: r.used, passed: r.passed }]));
    },
    /** A learner's tries at a quiz, first first. */
    async attemptsOf(userId: string, lessonId: string, tx: DbOrTx = db): Promise<QuizAttemptRow[]> {
      return tx
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
        .orderBy(asc(quizAttempts.attemptNo));
    },
    async insertAttempt(values: typeof quizAttempts.$inferInsert, tx: DbOrTx = db): Promise<QuizAttemptRow> {
      const [row] = await tx.insert(quizAttempts).values(values).returning();
      return row!;
    },

    async certificateOf(userId: string, courseId: string, tx: DbOrTx = db): Promise<CertificateRow | undefined> {
      const [row] = await tx
        .select()
        .from(courseCertificates)
        .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)));
      return row;
    },
    /** Issues the certificate once; a second call answers the first one's. */
    async issueCertificate(values: { userId: string; courseId: string; serial: string }, tx: DbOrTx = db): Promise<CertificateRow> {
      await tx
        .insert(courseCertificates)
        .values(values)
        .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] });
      const [row] = await tx
        .select()
        .from(courseCertificates)
        .where(and(eq(courseCertificates.userId, values.userId), eq(courseCertificates.courseId, values.courseId)));
      return row!;
    },
    async certificatesOf(userId: string, courseIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, CertificateRow>> {
      if (!courseIds.length) return new Map();
      const rows = await tx
        .select()
        .from(courseCertificates)
        .where(and(eq(courseCertificates.userId, userId), inArray(courseCertificates.courseId, [...courseIds])));
      return new Map(rows.map((r) => [r.courseId, r]));
    },
    async certificateBySerial(serial: string, tx: DbOrTx = db): Promise<CertificateRow | undefined> {
      const [row] = await tx.select().from(courseCertificates).where(eq(courseCertificates.serial, serial));
      return row;
    },
  };
}
export type LearningRepository = ReturnType<typeof createLearningRepository>;
