import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { Scheduler } from '../../../platform/tasks/scheduler.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import type { NotificationsService, TellFollowers } from '../../engagement/index.js';
import type { ModerationHooks } from '../moderation/index.js';
import { registerAdminCourseRoutes } from './admin-courses.routes.js';
import { noMembershipAccess, type MembershipCourseAccess } from './course-access.js';
import { createCourseReadsService, type CoursePeople } from './course-reads.service.js';
import { createCourseReviewService } from './course-review.service.js';
import { createDripUnlocks } from './drip-unlocks.js';
import { createCoursesRepository } from './courses.repository.js';
import { registerCourseRoutes } from './courses.routes.js';
import { createCoursesService, type CourseHosts, type LessonFiles, type LessonLibrary } from './courses.service.js';
import { createLearningRepository } from './learning.repository.js';
import { createLearningService, type LessonMedia, type LessonResourceReader } from './learning.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import { createOnlineCourseProduct } from './online-course.product.js';
import { createQuizAttemptsService } from './quiz-attempts.service.js';

export { createOnlineCourseProduct } from './online-course.product.js';
export type { MembershipCourseAccess } from './course-access.js';

/** What courses ask of the people side: host checks and public summaries. */
export type CoursesPeople = CourseHosts & CoursePeople;

/** Online courses with their sections and lessons, learning and certificates, and their review by admins. */
export function createCourses(deps: {
  db: Db;
  people: CoursesPeople;
  /** Storage: the uploads behind lesson media, and short-lived links to read them. */
  files: LessonFiles & LessonMedia;
  /** How long a lesson's media link works, in seconds. */
  mediaSeconds: number;
  /** The libraries' resources, attached to lessons (catalogue/libraries' `resources`). */
  library: LessonLibrary & LessonResourceReader;
  notifications: Pick<NotificationsService, 'notify'>;
  tellFollowers: TellFollowers;
  /** Tells learners when dripped sections open. */
  scheduler: Scheduler;
  /** Members whose plan includes a course learn it too (the memberships issue passes its rule here). */
  membershipAccess?: MembershipCourseAccess;
  /** Content moderation: flags submitted courses and records each decision on them. */
  moderation?: ModerationHooks;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const repo = createCoursesRepository(deps.db);
  const learningRepo = createLearningRepository(deps.db);
  const totals = createKeptTotals();
  const reads = createCourseReadsService({ repo, totals, people: deps.people });
  const courses = createCoursesService({
    db: deps.db,
    repo,
    learning: learningRepo,
    hosts: deps.people,
    files: deps.files,
    library: deps.library,
    totals,
    flagger: deps.moderation,
  });
  const learning = createLearningService({
    repo,
    learning: learningRepo,
    reads,
    people: deps.people,
    media: deps.files,
    library: deps.library,
    mediaSeconds: deps.mediaSeconds,
    membershipAccess: deps.membershipAccess ?? noMembershipAccess,
  });
  const quizzes = createQuizAttemptsService({ db: deps.db, learning: learningRepo, learner: learning });
  createDripUnlocks({ scheduler: deps.scheduler, repo, learning: learningRepo, notifications: deps.notifications });
  const review = createCourseReviewService({
    db: deps.db,
    repo,
    people: deps.people,
    totals,
    notifications: deps.notifications,
    tellFollowers: deps.tellFollowers,
    moderation: deps.moderation,
    log: deps.log,
  });
  return {
    /** Writes; `createFor(hostId, body)` is the seed's way to make a host's course. */
    courses,
    reads,
    learning,
    review,
    totals,
    learnerCountOf: (courseId: string) => learningRepo.activeLearnerCount(courseId),
    register(app: FastifyInstance) {
      registerCourseRoutes(app, { courses, reads, learning, quizzes });
      registerAdminCourseRoutes(app, { courses, reads });
    },
  };
}
export type Courses = ReturnType<typeof createCourses>;

declare module '../../module.js' {
  interface Ports {
    /** Whether a person may learn a course, whatever gave them access (the products console asks). */
    courseAccess: Pick<Courses['learning'], 'productAccessOf'> & {
      /** Learners with an active enrolment (reviews show it on the course page). */
      learnerCountOf(courseId: string): Promise<number>;
    };
  }
}

declare module '../../module.js' {
  interface Services {
    courses: Courses;
  }
}

/** Sold as ONLINE_COURSE: sections, lessons with private media, learning progress, certificates, and their review. */
export const coursesModule = defineModule('courses', (kit) => {
  const courses = createCourses({
    db: kit.db,
    people: kit.use('people'),
    files: kit.uploads,
    mediaSeconds: kit.config.upload.downloadSeconds,
    library: kit.use('library'),
    notifications: kit.use('notifications'),
    tellFollowers: kit.use('announcements').tellFollowers,
    scheduler: kit.scheduler,
    moderation: kit.use('moderation'),
    // Members whose plan includes a course learn it (the memberships context's rule, asked when needed).
    membershipAccess: (userId, courseId) => kit.use('memberCourseAccess').grants(userId, courseId),
    log: kit.log,
  });
  return {
    provides: {
      courseAccess: {
        productAccessOf: (actor, courseId) => courses.learning.productAccessOf(actor, courseId),
        learnerCountOf: (courseId) => courses.learnerCountOf(courseId),
      },
    },
    routes: courses.register,
    productTypes: [createOnlineCourseProduct(kit.db)],
    reviewers: { ONLINE_COURSE: courses.review },
    subscribers: [on(accountErased, 'courses.host', ({ userId }) => courses.courses.forgetHost(userId))],
    pages: [
      {
        pattern: /^\/courses\/([^/]+)\/?$/,
        meta: async ([, slug]) => {
          const course = await courses.reads.detailBySlug(decodeURIComponent(slug!), null);
          return { title: course.title, description: course.subtitle ?? course.description, image: course.coverImage, type: 'article' };
        },
      },
    ],
    services: { courses },
  };
});
