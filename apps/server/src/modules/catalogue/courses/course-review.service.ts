import type { ModerationRejectBody } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import type { NotificationsService, TellFollowers } from '../../engagement/index.js';
import type { ModerationHooks, ReviewedContent } from '../moderation/index.js';
import { courseCache } from './course-cache.js';
import type { CoursePeople } from './course-reads.service.js';
import { nextCourseStatus } from './course-status.js';
import type { CoursesRepository } from './courses.repository.js';

/**
 * Admins approve or reject submitted courses (the moderation queue's ONLINE_COURSE decisions). The
 * host hears of the decision; a first publication is announced to the host's followers in the
 * background. The decision stands even if telling people fails.
 */
export function createCourseReviewService(deps: {
  db: Db;
  repo: CoursesRepository;
  people: CoursePeople;
  totals: Pick<KeptTotals, 'changed'>;
  notifications: Pick<NotificationsService, 'notify'>;
  tellFollowers: TellFollowers;
  /** Records approvals and rejections in the moderation queue, and says whether an edit of an approved course waits there. */
  moderation?: Pick<ModerationHooks, 'decided' | 'awaiting'> | undefined;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { db, repo } = deps;

  async function tell(what: string, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (error) {
      deps.log?.error({ err: error }, `course review: ${what} failed`);
    }
  }

  async function decide(id: string, action: 'APPROVE' | 'REJECT', reason: string | null) {
    // An approved course waits in the queue only for an edit that brought a keyword (course-flagging.ts).
    const editWaits = (await deps.moderation?.awaiting('ONLINE_COURSE', id)) ?? false;
    const decided = await db.transaction(async (tx) => {
      const course = await repo.lock(id, tx);
      if (!course || course.status === 'REMOVED') throw new AppError('COURSE_NOT_FOUND');
      const to = nextCourseStatus(course.status, action) ?? (editWaits ? nextCourseStatus(course.status, `${action}_EDIT`) : null);
      if (!to) throw new AppError('COURSE_INVALID_STATUS');
      const now = new Date();
      await repo.update(
        course.id,
        action === 'APPROVE' ? { status: to, publishedAt: course.publishedAt ?? now, rejectReason: null } : { status: to, rejectReason: reason },
        tx,
      );
      const firstPublication = action === 'APPROVE' && !course.publishedAt;
      if (firstPublication) {
        const [host] = await deps.people.summariesOf([course.hostId], tx);
        await deps.tellFollowers(tx, {
          hostId: course.hostId,
          type: 'FOLLOWING_HOST_NEW_ONLINE_COURSE',
          title: `${host?.fullName ?? 'Nhà tổ chức bạn theo dõi'} có khoá học mới`,
          body: course.title,
          link: `/courses/${course.slug}`,
          data: { courseId: course.id, hostId: course.hostId },
        });
      }
      return { course, to };
    });
    deps.totals.changed();
    return decided;
  }

  return {
    /** Course lists, pages and curricula. */
    changes: () => courseCache.changed,

    async approve(admin: Actor, id: string): Promise<ReviewedContent> {
      const { course, to } = await decide(id, 'APPROVE', null);
      await tell('approval notification', () =>
        deps.notifications.notify(course.hostId, 'ONLINE_COURSE_APPROVED', {
          title: 'Khoá học đã được duyệt',
          body: `Khoá học "${course.title}" đã được duyệt và đang hiển thị công khai.`,
          link: `/courses/${course.slug}`,
          data: { courseId: course.id },
        }),
      );
      const reviewed = { id: course.id, status: to, hostId: course.hostId, title: course.title, slug: course.slug };
      await deps.moderation?.decided(admin, 'ONLINE_COURSE', reviewed, 'APPROVED', null);
      return reviewed;
    },

    /** REJECTED: the host fixes and resubmits; CONTACT: also rejected, the admin will get in touch. */
    async reject(admin: Actor, id: string, body: ModerationRejectBody): Promise<ReviewedContent> {
      const { course, to } = await decide(id, 'REJECT', body.reason);
      const next = body.action === 'CONTACT' ? ' Quản trị viên sẽ liên hệ với bạn để trao đổi thêm.' : ' Bạn có thể chỉnh sửa và gửi duyệt lại.';
      await tell('rejection notification', () =>
        deps.notifications.notify(course.hostId, 'ONLINE_COURSE_REJECTED', {
          title: 'Khoá học chưa được duyệt',
          body: `Khoá học "${course.title}" chưa được duyệt. Lý do: ${body.reason}.${next}`,
          link: `/studio/courses/${course.id}`,
          data: { courseId: course.id, reason: body.reason, action: body.action },
        }),
      );
      const reviewed = { id: course.id, status: to, hostId: course.hostId, title: course.title, slug: course.slug };
      await deps.moderation?.decided(admin, 'ONLINE_COURSE', reviewed, body.action, body.reason);
      return reviewed;
    },
  };
}
export type CourseReviewService = ReturnType<typeof createCourseReviewService>;
