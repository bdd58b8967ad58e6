import { z } from 'zod';
import { defineTask, RECURRING_ATTEMPTS, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { CoursesRepository } from './courses.repository.js';
import type { LearningRepository } from './learning.repository.js';

/** How often the sweep looks for sections that opened: a learner hears of one within this long. */
export const DRIP_SWEEP_MS = 5 * 60_000;

/**
 * Learners are told when a dripped section opens for them (ONLINE_COURSE_UNLOCK). A recurring sweep
 * reads the openings since its last run (today's sections and enrolments, so a host's change of
 * drip days or a refund counts) and writes one task per enrolment and drip length, keyed by both: an
 * opening is told once however often it is swept. The telling reads the course again, so a learner
 * refunded or a section changed meanwhile hears nothing.
 */
export function createDripUnlocks(deps: {
  scheduler: Scheduler;
  repo: Pick<CoursesRepository, 'findById' | 'sectionsOf'>;
  learning: Pick<LearningRepository, 'dripOpenings' | 'findActive'>;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { scheduler, repo, learning } = deps;
  const Opening = z.object({ enrolmentId: z.string(), userId: z.string(), courseId: z.string(), days: z.number().int().positive() });

  const tell = scheduler.define(
    defineTask({
      name: 'courses.drip-unlock',
      payload: Opening,
      handle: async (opening, { tx }) => {
        const enrolment = await learning.findActive(opening.courseId, opening.userId, tx);
        if (enrolment?.id !== opening.enrolmentId) return;
        const [course, sections] = await Promise.all([repo.findById(opening.courseId, tx), repo.sectionsOf([opening.courseId], tx)]);
        const opened = sections.filter((s) => s.dripDays === opening.days);
        if (!course || !opened.length) return;
        const names = opened.map((s) => `"${s.title}"`).join(', ');
        await deps.notifications.notify(opening.userId, 'ONLINE_COURSE_UNLOCK', {
          title: 'Nội dung mới đã mở',
          body: `${opened.length > 1 ? 'Các phần' : 'Phần'} ${names} của khoá học "${course.title}" đã mở. Vào học ngay nhé!`,
          link: `/learn/${course.slug}`,
          data: { courseId: course.id, sectionIds: opened.map((s) => s.id) },
        });
      },
    }),
  );

  const sweep = scheduler.define(
    defineTask({
      name: 'courses.drip-sweep',
      payload: z.object({ since: z.coerce.date() }),
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async ({ since }, { tx, now }) => {
        const openings = await learning.dripOpenings(since, now, tx);
        await scheduler.scheduleNew(
          openings.map((opening) => ({ definition: tell, key: `${opening.enrolmentId}:${opening.days}`, at: now, payload: opening })),
          tx,
        );
        await scheduler.schedule(sweep, { key: 'sweep', at: new Date(now.getTime() + DRIP_SWEEP_MS), payload: { since: now } }, tx);
      },
    }),
  );
  // The first sweep starts from the first start: sections that opened before were never announced.
  scheduler.recurring(sweep, 'sweep', (now) => ({ at: new Date(now.getTime() + DRIP_SWEEP_MS), payload: { since: now } }));
}
