import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { postCache } from './post-cache.js';
import type { PostsService } from './posts.service.js';

const tags = ['posts'];
const c = calls.posts;
const ownerOnly = 'Chỉ tác giả hoặc quản trị viên.';
const SAVE_ERRORS = ['INVALID_TITLE', 'INVALID_URL', 'INVALID_SLUG', 'INVALID_POST_CONTENT', 'SLUG_ALREADY_EXISTS'] as const;

export function registerPostRoutes(app: FastifyInstance, deps: { posts: PostsService }) {
  const { posts } = deps;
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Viết bài (tin tức, dự án, blog)',
      description:
        'Nội dung HTML được làm sạch khi lưu (bỏ script, thuộc tính sự kiện, liên kết javascript:). Đăng ngay blog/dự án thì người theo dõi được báo.',
      errors: SAVE_ERRORS,
      invalidates: postCache.saved,
    },
    async (req) => posts.create(actorOf(req), req.body),
  );
  serve(app, c.list, { tags, summary: 'Bài viết đã đăng, mới nhất trước (lọc theo loại, nhà tổ chức)', cache: postCache.read }, async (req) =>
    posts.list(req.query),
  );
  serve(
    app,
    c.byUsername,
    {
      tags,
      summary: 'Bài viết của một người theo tên người dùng',
      description: 'Người khác thấy bài đã đăng; tác giả và quản trị viên thấy mọi trạng thái (lọc được theo status).',
      errors: ['USER_NOT_FOUND'],
      cache: postCache.read,
    },
    async (req) => posts.byUsername(req.params.username, req.query, req.actor),
  );
  serve(
    app,
    c.byId,
    {
      tags,
      summary: 'Bài viết theo mã',
      description: 'Bài chưa đăng chỉ tác giả và quản trị viên xem được.',
      errors: ['POST_NOT_FOUND'],
      cache: postCache.read,
    },
    async (req) => posts.byId(req.params.id, req.actor),
  );
  serve(
    app,
    c.bySlug,
    {
      tags,
      summary: 'Bài viết theo đường dẫn',
      description: 'Bài chưa đăng chỉ tác giả và quản trị viên xem được.',
      errors: ['POST_NOT_FOUND'],
      cache: postCache.read,
    },
    async (req) => posts.bySlug(req.params.slug, req.actor),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa, đăng, chuyển về nháp hoặc lưu trữ bài viết',
      description: `${ownerOnly} Ẩn (HIDDEN) và bỏ ẩn chỉ quản trị viên làm được.`,
      errors: [...SAVE_ERRORS, 'POST_NOT_FOUND', 'POST_INVALID_STATUS'],
      invalidates: postCache.saved,
    },
    async (req) => posts.update(actorOf(req), req.params.id, req.body),
  );
  serve(app, c.remove, { tags, summary: 'Xoá bài viết', description: ownerOnly, errors: ['POST_NOT_FOUND'], invalidates: postCache.removed }, async (req) => {
    await posts.remove(actorOf(req), req.params.id);
    return { success: true as const };
  });
}
