import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { cacheTags as t } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { createEventsAndCombos } from './events-and-combos.js';
import { eventCache } from './event-cache.js';
import type { EventReadsService } from './event-reads.service.js';
import { EDIT_ERRORS, LIST_DESCRIPTION, SAVE_ERRORS, SUBMIT_ERRORS, tags } from './events.routes.js';
import type { EventsService } from './events.service.js';

/** v2-only events calls: drafts, co-hosting, tiers (create, list and update are in events.routes.ts). */
export function registerEventV2Routes(
  app: FastifyInstance,
  deps: { events: EventsService; reads: EventReadsService; eventsAndCombos: ReturnType<typeof createEventsAndCombos> },
) {
  const { events, reads } = deps;
  const c = calls.events;

  serve(app, c.createDraft, { tags, summary: 'Lưu bản nháp sự kiện mới (chỉ cần tên)', errors: SAVE_ERRORS }, async (req) =>
    events.createDraft(actorOf(req), req.body),
  );
  serve(
    app,
    c.listWithCombos,
    {
      tags,
      summary: 'Sự kiện và combo',
      description:
        'Một danh sách phân trang: trước hết các sự kiện (cùng bộ lọc và thứ tự với GET /api/v2/events, mỗi thẻ có kind = EVENT), ' +
        'sau đó các combo đang bán, mới nhất trước (kind = COMBO). Combo chỉ theo bộ lọc nhà tổ chức, từ khoá và giá (miễn phí, có phí); ' +
        `lọc theo thời gian, thời lượng, hình thức, thành phố hay danh mục thì chỉ còn sự kiện. ${LIST_DESCRIPTION}`,
      errors: ['UNAUTHORIZED'],
      // Not shared between callers as the events list is: a combo says whether the caller may edit it
      // and which of its items they own.
      cache: { tags: [...eventCache.list.tags, t.products, t.stock, t.courses], ttlSeconds: eventCache.list.ttlSeconds },
    },
    async (req) => deps.eventsAndCombos(req.query, req.actor),
  );
  serve(app, c.listOwned, { tags, summary: 'Sự kiện tôi tổ chức, mới nhất trước, kèm số vé đã bán trên tổng số chỗ' }, async (req) =>
    reads.mineWithSales(actorOf(req), { ...req.query, role: 'OWNER' }),
  );
  serve(app, c.listCoHosted, { tags, summary: 'Sự kiện tôi đồng tổ chức, mới nhất trước, kèm số vé đã bán trên tổng số chỗ' }, async (req) =>
    reads.mineWithSales(actorOf(req), { ...req.query, role: 'CO_HOST' }),
  );
  serve(
    app,
    c.duplicate,
    {
      tags,
      summary: 'Nhân bản sự kiện thành một bản nháp mới',
      description: 'Chép nội dung, địa điểm, các buổi, hạng vé (chưa bán vé nào), danh mục và đồng tổ chức. Chỉ người tổ chức sự kiện.',
      errors: ['EVENT_NOT_FOUND', 'INSUFFICIENT_PRIVILEGES'],
    },
    async (req) => events.duplicate(actorOf(req), req.params.id),
  );
  serve(app, c.coHostedCount, { tags, summary: 'Số sự kiện tôi đồng tổ chức' }, async (req) => reads.coHostedCount(actorOf(req)));
  serve(app, c.getBySlug, { tags, summary: 'Chi tiết sự kiện theo đường dẫn', errors: ['EVENT_NOT_FOUND'], cache: eventCache.detail }, async (req) =>
    reads.detailBySlug(req.params.slug, req.actor),
  );
  serve(
    app,
    c.tier,
    {
      tags,
      summary: 'Một hạng vé',
      description: 'Hạng vé ẩn, hoặc của sự kiện chưa công khai, chỉ người tổ chức, đồng tổ chức và quản trị viên xem được.',
      errors: ['TICKET_NOT_FOUND'],
      cache: eventCache.tier,
    },
    async (req) => reads.tier(req.params.id, req.actor),
  );
  serve(app, c.get, { tags, summary: 'Chi tiết sự kiện theo mã', errors: ['EVENT_NOT_FOUND'], cache: eventCache.detail }, async (req) =>
    reads.detailById(req.params.id, req.actor),
  );
  serve(
    app,
    c.saveDraft,
    {
      tags,
      summary: 'Lưu nháp thay đổi của một sự kiện (không gửi duyệt)',
      description: 'Trạng thái giữ nguyên; sự kiện đã gửi duyệt hoặc đã công khai vẫn phải đủ thông tin.',
      errors: [...SAVE_ERRORS, ...SUBMIT_ERRORS, ...EDIT_ERRORS],
      invalidates: eventCache.changed,
    },
    async (req) => events.update(actorOf(req), req.params.id, req.body),
  );
}
