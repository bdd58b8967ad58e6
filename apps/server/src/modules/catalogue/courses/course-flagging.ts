import type { ContentFlagger, FlaggedField } from '../moderation/index.js';
import { lessonsInOrder } from './course.js';
import type { CourseStatus } from './course-status.js';
import type { CoursesRepository } from './courses.repository.js';

/**
 * How a course's text is read by moderation, by where the course stands: one in review is read whole
 * (at submission and at each edit, so the admin sees what is there now); one approved before
 * (published or taken off sale by its host) is read again at each edit and joins the queue only when
 * a keyword appears that no admin has let stand — it stays as it is meanwhile, public if it was
 * (a marketplace does not take down what an admin approved on a word's say-so; the admin decides).
 * Drafts and rejected courses are read when submitted.
 */
const REVIEW_OF: Partial<Record<CourseStatus, 'REQUIRED' | 'WHEN_FLAGGED'>> = {
  PENDING: 'REQUIRED',
  PENDING_APPROVAL_WITH_ADMIN: 'REQUIRED',
  PUBLISHED: 'WHEN_FLAGGED',
  ARCHIVED: 'WHEN_FLAGGED',
};

/**
 * Reads a course's whole text for moderation keywords: its title, subtitle, description, what it
 * teaches and needs, each section's title, each lesson's title, a text lesson's body and a quiz's
 * questions and options. Never fails the write that calls it.
 */
export function createCourseFlagging(deps: { repo: Pick<CoursesRepository, 'findById' | 'sectionsOf' | 'lessonsOf'>; flagger?: ContentFlagger | undefined }) {
  const { repo } = deps;
  return {
    async flag(courseId: string): Promise<void> {
      if (!deps.flagger) return;
      const course = await repo.findById(courseId);
      const review = course && REVIEW_OF[course.status];
      if (!course || !review) return;
      const [sections, lessons] = await Promise.all([repo.sectionsOf([course.id]), repo.lessonsOf(course.id)]);
      const fields: FlaggedField[] = [
        { field: 'title', text: course.title },
        { field: 'subtitle', text: course.subtitle },
        { field: 'description', text: course.description, html: true },
        ...[...course.outcomes, ...course.requirements].map((line) => ({ field: 'outcomes', text: line })),
        ...sections.map((s) => ({ field: 'section', text: s.title })),
        ...lessonsInOrder(sections, lessons).flatMap((l) => [
          { field: 'lesson', text: l.title },
          { field: 'lesson text', text: l.body, html: true },
          ...(l.quiz?.questions ?? []).flatMap((q) => [{ field: 'quiz', text: q.prompt }, ...q.options.map((o) => ({ field: 'quiz', text: o.text }))]),
        ]),
      ];
      await deps.flagger.flag('ONLINE_COURSE', course.id, course.hostId, { title: course.title, slug: course.slug, status: course.status, fields, review });
    },
  };
}
export type CourseFlagging = ReturnType<typeof createCourseFlagging>;
