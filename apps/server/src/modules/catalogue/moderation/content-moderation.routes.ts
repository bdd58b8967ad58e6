import { calls, type ModerationRejectBody } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { serve } from '../../../platform/http/route.js';
import type { ModerationType } from './content-moderations.repository.js';
import type { ContentModerationService, ReviewedContent } from './content-moderation.service.js';

/**
 * One content type's moderation decisions, through that type's own service and status table; the
 * public answers a decision on content `id` changes.
 */
export interface ContentReviewer {
  approve(admin: Actor, id: string): Promise<ReviewedContent>;
  reject(admin: Actor, id: string, body: ModerationRejectBody): Promise<ReviewedContent>;
  changes(id: string): readonly string[];
}
export type ContentReviewers = Partial<Record<ModerationType, ContentReviewer>>;

const tags = ['admin'];
const errors = [
  'MODERATION_TYPE_NOT_SUPPORTED',
  'EVENT_NOT_FOUND',
  'ILLEGAL_STATUS_TRANSITION',
  'COURSE_NOT_FOUND',
  'COURSE_INVALID_STATUS',
  'POST_NOT_FOUND',
  'POST_INVALID_STATUS',
  'COMBO_NOT_FOUND',
  'COMBO_INVALID_STATUS',
  'EBOOK_NOT_FOUND',
  'EBOOK_INVALID_STATUS',
] as const;

/**
 * The moderation queue: the list across content types, a host's counts, and decisions by content
 * type in the path. Each type brings its reviewer; a type without one answers
 * MODERATION_TYPE_NOT_SUPPORTED. Each reviewer records its decision on the queue's row (ModerationHooks).
 */
export function registerContentModerationRoutes(app: FastifyInstance, deps: { reviewers: ContentReviewers; moderation: ContentModerationService }) {
  const { moderation } = deps;
  const c = calls.contentModeration;
  const reviewerOf = (type: string) => {
    const reviewer = Object.hasOwn(deps.reviewers, type) ? deps.reviewers[type as ModerationType] : undefined;
    if (!reviewer) throw new AppError('MODERATION_TYPE_NOT_SUPPORTED');
    return { type: type as ModerationType, reviewer };
  };
  // Only reached after a decision succeeded, so the type has a reviewer.
  const invalidates = [(req: { params: { type: string; id: string } }) => reviewerOf(req.params.type).reviewer.changes(req.params.id)];

  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Hàng chờ kiểm duyệt mọi loại nội dung (mới gửi trước)',
      description:
        'Lọc theo loại, trạng thái (PENDING, APPROVED, REJECTED, CONTACT), nhà tổ chức, chỉ nội dung có từ khoá (`flagged`), tên không dấu (`q`). ' +
        'Bài viết và combo đã công khai chỉ chờ duyệt khi có từ khoá; không có từ khoá thì được duyệt tự động.',
    },
    async (req) => moderation.list(req.query),
  );
  serve(app, c.countByHost, { tags, summary: 'Số nội dung của một nhà tổ chức theo loại và trạng thái kiểm duyệt' }, async (req) =>
    moderation.countsOfHost(req.params.id),
  );
  serve(
    app,
    c.approve,
    {
      tags,
      summary: 'Duyệt nội dung (EVENT, ONLINE_COURSE, POST, COMBO, E_BOOK)',
      description:
        'Sự kiện, khoá học, sách điện tử, combo chờ duyệt lại: công khai. Khoá học, sách đã công khai bị gắn cờ khi sửa: giữ nguyên. Bài viết bị ẩn: công khai lại; combo bị từ chối: về trạng thái ngừng bán. Báo cho nhà tổ chức.',
      errors,
      invalidates,
    },
    async (req) => {
      const admin = actorOf(req);
      const { type, reviewer } = reviewerOf(req.params.type);
      const content = await reviewer.approve(admin, req.params.id);
      return { type, id: content.id, status: content.status };
    },
  );
  serve(
    app,
    c.reject,
    {
      tags,
      summary: 'Từ chối nội dung kèm lý do (EVENT, ONLINE_COURSE, POST, COMBO, E_BOOK)',
      description:
        'action REJECTED: nhà tổ chức sửa rồi gửi lại; CONTACT: quản trị viên sẽ liên hệ. Sự kiện, khoá học, sách điện tử (cả khi đã công khai và bị gắn cờ khi sửa): bị từ chối; bài viết: bị ẩn; combo: bị từ chối (chỉ mở bán lại sau khi được duyệt). Báo cho nhà tổ chức kèm lý do.',
      errors: [...errors, 'INVALID_REJECT_REASON'],
      invalidates,
    },
    async (req) => {
      const admin = actorOf(req);
      const { type, reviewer } = reviewerOf(req.params.type);
      const content = await reviewer.reject(admin, req.params.id, req.body);
      return { type, id: content.id, status: content.status };
    },
  );
}
