import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { CombosService } from './combos.service.js';

const tags = ['combos'];
const c = calls.combos;
const ownerOnly = 'Chỉ nhà tổ chức sở hữu combo hoặc quản trị viên.';
/** Combos show their items' stock and their host's card. */
const read = { tags: [t.products, t.stock, t.events, t.courses, t.hosts], ttlSeconds: CACHE_TTL.content };
const changed = [t.products];

export function registerComboRoutes(app: FastifyInstance, deps: { combos: CombosService }) {
  const { combos } = deps;
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Tạo combo',
      description: 'Từ 2 đến 20 sản phẩm của chính nhà tổ chức (vé, khoá học, sách điện tử), bán với giá riêng.',
      errors: ['COMBO_ITEMS_INVALID'],
      invalidates: changed,
    },
    async (req) => combos.create(actorOf(req), req.body),
  );
  serve(app, c.list, { tags, summary: 'Combo đang bán (tìm không phân biệt dấu)', cache: read }, async (req) => combos.list(req.query, req.actor));
  serve(app, c.recommend, { tags, summary: 'Combo gợi ý (mới nhất còn bán)', cache: read }, async (req) => combos.recommend(req.query, req.actor));
  serve(app, c.bySlug, { tags, summary: 'Combo theo đường dẫn', errors: ['COMBO_NOT_FOUND'], cache: read }, async (req) =>
    combos.bySlug(req.params.slug, req.actor),
  );
  serve(app, c.holding, { tags, summary: 'Combo đang bán có chứa sản phẩm này', cache: read }, async (req) => combos.holding(req.params.id, req.actor));
  serve(
    app,
    c.byHost,
    { tags, summary: 'Combo của một nhà tổ chức', description: 'Chủ combo thấy cả bản nháp và combo đã ngừng bán.', cache: read },
    async (req) => combos.byHost(req.params.id, req.query, req.actor),
  );
  serve(app, c.get, { tags, summary: 'Combo theo mã', errors: ['COMBO_NOT_FOUND'], cache: read }, async (req) => combos.get(req.params.id, req.actor));
  serve(app, c.detail, { tags, summary: 'Chi tiết combo và các sản phẩm', errors: ['COMBO_NOT_FOUND'], cache: read }, async (req) =>
    combos.get(req.params.id, req.actor),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa combo',
      description: `${ownerOnly} Sản phẩm trong combo chỉ đổi được khi chưa có đơn nào giữ chỗ hoặc mua combo (canEditItems).`,
      errors: ['COMBO_NOT_FOUND', 'COMBO_ITEMS_INVALID', 'COMBO_ITEMS_LOCKED'],
      invalidates: changed,
    },
    async (req) => combos.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.changeState,
    {
      tags,
      summary: 'Đổi trạng thái combo (đăng bán, ngừng bán, về nháp)',
      description: `${ownerOnly} Combo bị quản trị viên từ chối: đăng bán là gửi duyệt lại (PENDING_APPROVAL_WITH_ADMIN), chỉ mở bán khi được duyệt.`,
      errors: ['COMBO_NOT_FOUND', 'COMBO_INVALID_STATUS'],
      invalidates: changed,
    },
    async (req) => combos.changeState(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá combo',
      description: `${ownerOnly} Người đã mua vẫn giữ những gì đã mua.`,
      errors: ['COMBO_NOT_FOUND', 'COMBO_INVALID_STATUS'],
      invalidates: changed,
    },
    async (req) => {
      await combos.remove(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(app, c.buyers, { tags, summary: 'Người mua combo', description: ownerOnly, errors: ['COMBO_NOT_FOUND'] }, async (req) =>
    combos.buyers(actorOf(req), req.params.id, req.query),
  );
}
