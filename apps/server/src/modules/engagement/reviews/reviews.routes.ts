import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];
const c = calls.reviews;
/**
 * What a review's stars change in the shared cache: the `/courses` listing sorted by rating reads the
 * totals in its own query (the cards' averages come from `ratings`, which is not cached). Coarse:
 * reviews are rare next to reads.
 */
const invalidates = [cacheTags.courses];
const WRITE_ERRORS = ['INVALID_REVIEW_STARS', 'INVALID_REVIEW_BODY', 'REVIEW_KEYWORD_REFUSED'] as const;

export function registerReviewRoutes(app: FastifyInstance, deps: { reviews: ReviewsService }) {
  const { reviews } = deps;
  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Đánh giá của một khoá học, sách, combo hoặc sự kiện',
      description: 'Chỉ đánh giá không bị ẩn; lọc theo số sao, sắp xếp mới nhất, cao nhất, thấp nhất.',
    },
    async (req) => reviews.list(req.query),
  );
  serve(app, c.summary, { tags, summary: 'Điểm trung bình, số đánh giá, phân bố sao và số học viên/người tham dự' }, async (req) => reviews.summary(req.query));
  serve(app, c.ratings, { tags, summary: 'Điểm trung bình và số đánh giá của nhiều sản phẩm (thẻ của một trang)' }, async (req) =>
    reviews.ratings(req.query.subjects),
  );
  serve(app, c.hostRating, { tags, summary: 'Điểm trung bình trên mọi sản phẩm của một nhà tổ chức' }, async (req) => reviews.hostRating(req.params.hostId));
  serve(
    app,
    c.mine,
    { tags, summary: 'Đánh giá của tôi cho một sản phẩm, và tôi có được đánh giá hay phản hồi không', errors: ['REVIEW_SUBJECT_NOT_FOUND'] },
    async (req) => reviews.mine(actorOf(req), req.query),
  );
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Viết đánh giá (người đã mua hoặc đã tham dự)',
      description:
        'Khoá học, sách, combo: cần một dòng đơn đã thanh toán và chưa hoàn tiền (mua lẻ hoặc trong combo). Sự kiện: cần vé còn hiệu lực và sự kiện đã kết thúc. Mỗi người một đánh giá.',
      errors: [...WRITE_ERRORS, 'REVIEW_SUBJECT_NOT_FOUND', 'REVIEW_NOT_ALLOWED', 'REVIEW_ALREADY_EXISTS'],
      invalidates,
    },
    async (req) => reviews.create(actorOf(req), req.body),
  );
  serve(app, c.update, { tags, summary: 'Sửa đánh giá của mình', errors: [...WRITE_ERRORS, 'REVIEW_NOT_FOUND'], invalidates }, async (req) =>
    reviews.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    { tags, summary: 'Xoá đánh giá của mình (quản trị viên xoá được mọi đánh giá)', errors: ['REVIEW_NOT_FOUND'], invalidates },
    async (req) => {
      await reviews.remove(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(
    app,
    c.reply,
    {
      tags,
      summary: 'Phản hồi một đánh giá (nhà tổ chức sở hữu sản phẩm)',
      description: 'Mỗi đánh giá một phản hồi; gọi lại để sửa phản hồi.',
      errors: ['INVALID_REVIEW_REPLY', 'REVIEW_KEYWORD_REFUSED', 'REVIEW_NOT_FOUND'],
    },
    async (req) => reviews.reply(actorOf(req), req.params.id, req.body.body),
  );
  serve(app, c.adminList, { tags, summary: 'Mọi đánh giá, để kiểm duyệt' }, async (req) => reviews.adminList(req.query));
  serve(app, c.hide, { tags, summary: 'Ẩn một đánh giá', errors: ['REVIEW_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'], invalidates }, async (req) =>
    reviews.hide(actorOf(req), req.params.id),
  );
  serve(app, c.unhide, { tags, summary: 'Bỏ ẩn một đánh giá', errors: ['REVIEW_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'], invalidates }, async (req) =>
    reviews.unhide(req.params.id),
  );
}
