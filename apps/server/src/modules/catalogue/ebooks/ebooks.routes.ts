import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { EbooksService } from './ebooks.service.js';

const tags = ['ebooks'];
const c = calls.ebooks;
const ownerOnly = 'Chỉ nhà tổ chức sở hữu sách hoặc quản trị viên.';

export function registerEbookRoutes(app: FastifyInstance, deps: { ebooks: EbooksService }) {
  const { ebooks } = deps;
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Tạo sách điện tử',
      description:
        'Tệp sách là PDF hoặc EPUB riêng tư do chính nhà tổ chức tải lên (thư mục ebooks). status PUBLISHED: gửi quản trị viên duyệt (PENDING_APPROVAL_WITH_ADMIN); sách chỉ được bán khi đã duyệt.',
      errors: ['EBOOK_FILE_INVALID'],
    },
    async (req) => ebooks.create(actorOf(req), req.body),
  );
  serve(app, c.listMine, { tags, summary: 'Sách điện tử của tôi' }, async (req) => ebooks.listMine(actorOf(req), req.query));
  serve(app, c.owned, { tags, summary: 'Sách của tôi: sách điện tử đã mua, tải về được' }, async (req) => ebooks.listOwned(actorOf(req), req.query));
  serve(app, c.list, { tags, summary: 'Sách điện tử đang bán (tìm theo tên không phân biệt dấu)' }, async (req) => ebooks.list(req.query, req.actor));
  serve(app, c.bySlug, { tags, summary: 'Sách điện tử theo đường dẫn', errors: ['EBOOK_NOT_FOUND'] }, async (req) =>
    ebooks.getBySlug(req.params.slug, req.actor),
  );
  serve(
    app,
    c.get,
    {
      tags,
      summary: 'Sách điện tử theo mã',
      description: 'Sách chưa được bán (nháp, chờ duyệt, bị từ chối, ngừng bán) chỉ hiện với chủ sách và quản trị viên.',
      errors: ['EBOOK_NOT_FOUND'],
    },
    async (req) => ebooks.get(req.params.id, req.actor),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa sách điện tử',
      description:
        `${ownerOnly} status PUBLISHED: sách chưa từng được duyệt (nháp, bị từ chối) được gửi duyệt, sách đã ngừng bán được bán lại; ` +
        'status DRAFT: ngừng bán sách đang bán, rút lại sách đang chờ duyệt. Sửa sách bị từ chối đưa sách về nháp; sửa sách đã duyệt được đọc lại theo từ khoá kiểm duyệt.',
      errors: ['EBOOK_NOT_FOUND', 'EBOOK_FILE_INVALID', 'EBOOK_INVALID_STATUS'],
    },
    async (req) => ebooks.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá sách điện tử',
      description: `${ownerOnly} Sách đã có người mua được lưu trữ để người mua vẫn tải được.`,
      errors: ['EBOOK_NOT_FOUND'],
    },
    async (req) => {
      await ebooks.remove(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(
    app,
    c.download,
    {
      tags,
      summary: 'Đường dẫn tải sách, có hạn ngắn',
      description: 'Cho người đã mua (chưa hoàn tiền), chủ sách và quản trị viên. Lần tải đầu của người mua đánh dấu sách đã dùng (không hoàn tiền được nữa).',
      errors: ['EBOOK_NOT_FOUND', 'EBOOK_NOT_OWNED', 'FILE_NOT_FOUND'],
    },
    async (req) => ebooks.download(actorOf(req), req.params.id),
  );
}
