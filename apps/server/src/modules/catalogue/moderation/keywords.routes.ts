import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { KeywordsService } from './keywords.service.js';

const tags = ['admin'];
const c = calls.contentModeration;
const ok = { success: true } as const;

/** The moderators' keyword list, and a text tested against it. */
export function registerKeywordRoutes(app: FastifyInstance, deps: { keywords: KeywordsService }) {
  const { keywords } = deps;
  serve(app, c.keywords, { tags, summary: 'Danh sách từ khoá kiểm duyệt (mới nhất trước; `q`: tìm không dấu)' }, async (req) => keywords.list(req.query));
  serve(app, c.createKeyword, { tags, summary: 'Thêm từ khoá kiểm duyệt', errors: ['INVALID_KEYWORD', 'KEYWORD_ALREADY_EXISTS'] }, async (req) =>
    keywords.create(actorOf(req), req.body),
  );
  serve(
    app,
    c.updateKeyword,
    { tags, summary: 'Sửa một từ khoá kiểm duyệt', errors: ['INVALID_KEYWORD', 'KEYWORD_NOT_FOUND', 'KEYWORD_ALREADY_EXISTS'] },
    async (req) => keywords.update(req.body),
  );
  serve(app, c.removeKeyword, { tags, summary: 'Xoá một từ khoá kiểm duyệt', errors: ['KEYWORD_NOT_FOUND'] }, async (req) => {
    await keywords.remove(req.params.id);
    return ok;
  });
  serve(
    app,
    c.test,
    {
      tags,
      summary: 'Thử một đoạn văn với danh sách từ khoá',
      description: 'Tìm cả khi viết không dấu; chỉ khớp nguyên từ. `start`/`end`: vị trí trong đoạn văn (UTF-16).',
    },
    async (req) => keywords.test(req.body.text),
  );
}
