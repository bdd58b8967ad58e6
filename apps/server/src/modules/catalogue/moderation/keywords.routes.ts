import multipart from '@fastify/multipart';
import { KEYWORD_UPLOAD_MAX_BYTES, KEYWORD_UPLOAD_MAX_KEYWORDS, calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { readFirstColumn, receiveSheet } from '../../../platform/http/sheet-upload.js';
import { isKeywordHeader } from './keyword-list.js';
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
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: KEYWORD_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
    serve(
      scope,
      c.uploadKeywords,
      {
        tags,
        summary: 'Tải lên danh sách từ khoá (.csv, .xlsx hoặc .txt; multipart, trường "file")',
        description:
          'Mỗi dòng một từ khoá ở cột đầu tiên; dòng tiêu đề "keyword" hoặc "Từ khoá" có thể có. Tối đa 1 MB và 5.000 dòng. Thêm các từ khoá mới trong một lần ghi; bỏ qua từ khoá trùng (không phân biệt hoa thường và dấu, đã có hoặc lặp lại trong tệp) và dòng không dùng được (trống, chỉ có dấu câu, dài quá 100 ký tự), kèm số dòng.',
        errors: ['INVALID_FILE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'KEYWORD_LIST_TOO_LONG'],
      },
      async (req) => {
        const { kind, bytes } = await receiveSheet(req, ['csv', 'xlsx', 'txt']);
        const lines = await readFirstColumn(kind, bytes, {
          isHeader: isKeywordHeader,
          maxLines: KEYWORD_UPLOAD_MAX_KEYWORDS,
          tooMany: 'KEYWORD_LIST_TOO_LONG',
        });
        return keywords.upload(actorOf(req), lines);
      },
    );
  });
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
