import { calls, type ModerationDecisionDto, type ModerationRejectBody } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';

/** One content type's moderation decisions. */
export interface ContentReviewer {
  approve(admin: Actor, id: string): Promise<ModerationDecisionDto>;
  reject(admin: Actor, id: string, body: ModerationRejectBody): Promise<ModerationDecisionDto>;
}

const tags = ['admin'];
const errors = ['MODERATION_TYPE_NOT_SUPPORTED', 'COURSE_NOT_FOUND', 'COURSE_INVALID_STATUS'] as const;
/** A decision publishes or rejects content: the public answers about its type change (courses only, today). */
const invalidates = [cacheTags.courses];

/**
 * The moderation queue's decisions, by content type in the path. Each type brings its reviewer;
 * a type without one (not built yet) answers MODERATION_TYPE_NOT_SUPPORTED.
 */
export function registerContentModerationRoutes(app: FastifyInstance, deps: { reviewers: Partial<Record<string, ContentReviewer>> }) {
  const c = calls.contentModeration;
  const reviewerOf = (type: string) => {
    const reviewer = Object.hasOwn(deps.reviewers, type) ? deps.reviewers[type] : undefined;
    if (!reviewer) throw new AppError('MODERATION_TYPE_NOT_SUPPORTED');
    return reviewer;
  };
  serve(
    app,
    c.approve,
    {
      tags,
      summary: 'Duyệt nội dung (ONLINE_COURSE)',
      description: 'Báo cho nhà tổ chức; lần công khai đầu tiên báo cho người theo dõi họ.',
      errors,
      invalidates,
    },
    async (req) => reviewerOf(req.params.type).approve(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.reject,
    {
      tags,
      summary: 'Từ chối nội dung (ONLINE_COURSE) kèm lý do',
      description: 'action REJECTED: nhà tổ chức sửa rồi gửi lại; CONTACT: quản trị viên sẽ liên hệ.',
      errors: [...errors, 'INVALID_REJECT_REASON'],
    },
    async (req) => reviewerOf(req.params.type).reject(actorOf(req), req.params.id, req.body),
  );
}
