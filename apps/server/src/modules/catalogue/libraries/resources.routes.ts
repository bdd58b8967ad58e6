import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { ResourcesService } from './resources.service.js';

const tags = ['resources'];
const c = calls.resources;
const ownerOnly = 'Chỉ chủ tài liệu (quản trị viên: tài liệu của nền tảng; đọc được mọi tài liệu).';

export function registerResourceRoutes(app: FastifyInstance, deps: { resources: ResourcesService }) {
  const { resources } = deps;
  serve(
    app,
    c.list,
    { tags, summary: 'Tài liệu của tôi', description: 'Lọc theo thư mục và loại; deleted=true: thùng rác.', errors: ['LIBRARY_NOT_FOUND'] },
    async (req) => resources.list(actorOf(req), req.query),
  );
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Thêm tài liệu: tệp đã tải lên (riêng tư) hoặc đường dẫn',
      description: 'Không có libraryId: vào thư mục gốc. Tệp mới vượt hạn mức LIBRARY_QUOTA_BYTES bị từ chối.',
      errors: ['LIBRARY_NOT_FOUND', 'RESOURCE_FILE_INVALID', 'LIBRARY_QUOTA_EXCEEDED'],
    },
    async (req) => resources.create(actorOf(req), req.body),
  );
  serve(app, c.createLinks, { tags, summary: 'Thêm nhiều đường dẫn (http/https)', errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    resources.createLinks(actorOf(req), req.body),
  );
  serve(app, c.get, { tags, summary: 'Tài liệu theo mã', description: ownerOnly, errors: ['RESOURCE_NOT_FOUND'] }, async (req) =>
    resources.get(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.update,
    { tags, summary: 'Sửa tài liệu (tên, mô tả, thư mục, đường dẫn)', description: ownerOnly, errors: ['RESOURCE_NOT_FOUND', 'LIBRARY_NOT_FOUND'] },
    async (req) => resources.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá tạm tài liệu (vào thùng rác)',
      description: `${ownerOnly} Tệp vẫn tính vào dung lượng cho tới khi bị dọn hẳn.`,
      errors: ['RESOURCE_NOT_FOUND'],
    },
    async (req) => resources.remove(actorOf(req), req.params.id),
  );
  serve(app, c.restore, { tags, summary: 'Khôi phục tài liệu đã xoá tạm', description: ownerOnly, errors: ['RESOURCE_NOT_FOUND'] }, async (req) =>
    resources.restore(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.download,
    { tags, summary: 'Đường dẫn tải tệp, có hạn ngắn', description: ownerOnly, errors: ['RESOURCE_NOT_FOUND', 'INVALID_REQUEST', 'FILE_NOT_FOUND'] },
    async (req) => resources.download(actorOf(req), req.params.id),
  );
}
