import type { Actor } from '../../../platform/http/access.js';

/** Why someone may learn a whole course; null: only its preview lessons. */
export type CourseAccess = 'OWNER' | 'ADMIN' | 'ENROLLED' | 'MEMBER' | null;

/**
 * The membership issue's hook: whether a member's plan includes this course. Until memberships exist
 * nobody gets a course through a plan (see `noMembershipAccess`).
 */
export type MembershipCourseAccess = (userId: string, courseId: string) => Promise<boolean>;
export const noMembershipAccess: MembershipCourseAccess = async () => false;

/**
 * The one access rule of a course (the learner view, lesson content and media, product access):
 * its owner and admins always; a learner with an active enrolment (bought, gifted or through a
 * subscription); a member whose plan includes it. Everybody else sees only preview lessons.
 */
export function courseAccessOf(actor: Actor | null, course: { hostId: string }, facts: { enrolled: boolean; member: boolean }): CourseAccess {
  if (!actor) return null;
  if (actor.id === course.hostId) return 'OWNER';
  if (actor.role === 'ADMIN') return 'ADMIN';
  if (facts.enrolled) return 'ENROLLED';
  if (facts.member) return 'MEMBER';
  return null;
}

/** Whether a lesson may be opened: preview lessons by anyone, the rest with access to the course. */
export const mayOpenLesson = (access: CourseAccess, lesson: { isPreview: boolean }) => lesson.isPreview || access !== null;

const DAY = 86_400_000;

/**
 * When a dripped section opens for an enrolled learner (N days after enrolment); null when it is open.
 * Owners, admins and members are never held back, nor are preview lessons.
 */
export function dripOpensAt(
  access: CourseAccess,
  section: { dripDays: number | null },
  enrolledAt: Date | null,
  lesson: { isPreview: boolean },
  now: Date,
): Date | null {
  if (access !== 'ENROLLED' || lesson.isPreview || !section.dripDays || !enrolledAt) return null;
  const opensAt = new Date(enrolledAt.getTime() + section.dripDays * DAY);
  return opensAt > now ? opensAt : null;
}
