import { calls } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { LibrariesService, LibraryScope } from './libraries.service.js';

const tags = ['libraries'];
const ok = { success: true as const };

/** The host paths and their admin twins: same handlers, different scope (own library / the platform's). */
export function registerLibraryRoutes(app: FastifyInstance, deps: { libraries: LibrariesService }) {
  const { libraries } = deps;
  const host = calls.libraries;
  const admin = calls.adminLibraries;
  const own = (req: FastifyRequest): LibraryScope => ({ owner: actorOf(req).id, readsAnyOwner: false });
  const platform: LibraryScope = { owner: null, readsAnyOwner: true };
  const notYours = 'Thư mục của người khác trả về 403.';

  serve(app, host.list, { tags, summary: 'Các thư mục trong thư viện của tôi' }, async (req) => libraries.list(own(req), req.query));
  serve(app, host.root, { tags, summary: 'Thư mục gốc của thư viện của tôi (tạo khi đọc lần đầu)' }, async (req) => libraries.root(own(req)));
  serve(app, host.searchResources, { tags, summary: 'Tìm tài liệu trong thư viện của tôi theo tên (không phân biệt dấu)' }, async (req) =>
    libraries.search(own(req), req.query.keyword, req.query),
  );
  serve(app, host.createSub, { tags, summary: 'Tạo thư mục con', description: notYours, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.createSub(own(req), req.params.id, req.body),
  );
  serve(app, host.listSub, { tags, summary: 'Các thư mục con', description: notYours, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.listSub(own(req), req.params.id, req.query),
  );
  serve(app, host.get, { tags, summary: 'Thư mục theo mã', description: notYours, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.get(own(req), req.params.id),
  );
  serve(
    app,
    host.update,
    {
      tags,
      summary: 'Đổi tên hoặc di chuyển thư mục',
      description: `${notYours} Không di chuyển được thư mục gốc, hay chuyển thư mục vào chính nó hoặc thư mục con của nó.`,
      errors: ['LIBRARY_NOT_FOUND', 'LIBRARY_ROOT_LOCKED', 'LIBRARY_INVALID_PARENT'],
    },
    async (req) => libraries.update(own(req), req.params.id, req.body),
  );
  serve(
    app,
    host.remove,
    {
      tags,
      summary: 'Xoá thư mục rỗng',
      description: `${notYours} Thư mục còn thư mục con hoặc tài liệu bị từ chối; tài liệu đã xoá tạm chuyển lên thư mục cha. Không xoá được thư mục gốc.`,
      errors: ['LIBRARY_NOT_FOUND', 'LIBRARY_ROOT_LOCKED', 'LIBRARY_NOT_EMPTY'],
    },
    async (req) => {
      await libraries.remove(own(req), req.params.id);
      return ok;
    },
  );
  serve(app, host.resources, { tags, summary: 'Tài liệu trong thư mục', description: notYours, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.resources(own(req), req.params.id, req.query),
  );
  serve(
    app,
    host.usage,
    {
      tags,
      summary: 'Dung lượng đã dùng',
      description: 'Số byte của thư mục (cả thư mục con) và của cả thư viện, cùng hạn mức; tệp đã xoá tạm vẫn được tính.',
      errors: ['LIBRARY_NOT_FOUND'],
    },
    async (req) => libraries.usage(own(req), req.params.id),
  );

  const adminNote = 'Thư viện của nền tảng; quản trị viên đọc được thư viện của mọi nhà tổ chức nhưng chỉ sửa thư viện của nền tảng.';
  serve(app, admin.list, { tags, summary: 'Các thư mục của thư viện nền tảng (hoặc của một nhà tổ chức: ownerId)' }, async (req) =>
    libraries.list(platform, req.query, req.query.ownerId),
  );
  serve(app, admin.root, { tags, summary: 'Thư mục gốc của thư viện nền tảng' }, async () => libraries.root(platform));
  serve(
    app,
    admin.searchResources,
    { tags, summary: 'Tìm tài liệu theo tên (không phân biệt dấu) trong thư viện nền tảng hoặc của một nhà tổ chức' },
    async (req) => libraries.search(platform, req.params.keyword, req.query, req.query.ownerId),
  );
  serve(app, admin.createSub, { tags, summary: 'Tạo thư mục con', description: adminNote, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.createSub(platform, req.params.id, req.body),
  );
  serve(app, admin.listSub, { tags, summary: 'Các thư mục con', description: adminNote, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.listSub(platform, req.params.id, req.query),
  );
  serve(app, admin.get, { tags, summary: 'Thư mục theo mã', description: adminNote, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.get(platform, req.params.id),
  );
  serve(
    app,
    admin.update,
    { tags, summary: 'Đổi tên hoặc di chuyển thư mục', description: adminNote, errors: ['LIBRARY_NOT_FOUND', 'LIBRARY_ROOT_LOCKED', 'LIBRARY_INVALID_PARENT'] },
    async (req) => libraries.update(platform, req.params.id, req.body),
  );
  serve(
    app,
    admin.remove,
    { tags, summary: 'Xoá thư mục rỗng', description: adminNote, errors: ['LIBRARY_NOT_FOUND', 'LIBRARY_ROOT_LOCKED', 'LIBRARY_NOT_EMPTY'] },
    async (req) => {
      await libraries.remove(platform, req.params.id);
      return ok;
    },
  );
  serve(app, admin.resources, { tags, summary: 'Tài liệu trong thư mục', description: adminNote, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.resources(platform, req.params.id, req.query),
  );
  serve(app, admin.usage, { tags, summary: 'Dung lượng đã dùng', description: adminNote, errors: ['LIBRARY_NOT_FOUND'] }, async (req) =>
    libraries.usage(platform, req.params.id),
  );
}
