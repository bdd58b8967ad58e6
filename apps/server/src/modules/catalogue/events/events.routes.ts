import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { eventCache } from './event-cache.js';
import type { EventReadsService } from './event-reads.service.js';
import type { EventsService } from './events.service.js';

export const tags = ['events'];
/** Field codes of an event body's validation (inside INVALID_INPUT_PARAMS). */
const FIELDS = ['INVALID_EVENT_TITLE', 'INVALID_DATE', 'INVALID_PRICE', 'INVALID_URL', 'INVALID_SLUG'] as const;
/** Any save of an event with its lists. */
export const SAVE_ERRORS = [
  ...FIELDS,
  'SLUG_ALREADY_EXISTS',
  'INVALID_DATE_RANGE',
  'EVENT_CATEGORY_NOT_FOUND',
  'MEMBERSHIP_NOT_FOUND',
  'MEMBERSHIP_NO_PRODUCTS',
  'USER_NOT_HOST',
  'EVENT_SESSION_NOT_FOUND',
  'TICKET_NOT_FOUND',
] as const;
/** What submission (and any save of a submitted event) checks. */
export const SUBMIT_ERRORS = ['EVENT_INCOMPLETE', 'EVENT_LOCATION_REQUIRED', 'EVENT_SESSION_COUNT_INVALID'] as const;
/** Saving an existing event. */
export const EDIT_ERRORS = ['EVENT_NOT_FOUND', 'EVENT_NOT_EDITABLE', 'TICKET_TIER_HAS_SALES'] as const;

export const LIST_DESCRIPTION =
  'Sự kiện đang công khai, theo giờ bắt đầu. tab/time: live (đang diễn ra), today (có diễn ra trong ngày hôm nay theo giờ Việt Nam), future, past; ' +
  'tab=draft: bản nháp của chính người gọi (cần đăng nhập). q: mỗi từ phải có trong tên, không phân biệt dấu ("hoi thao" tìm được "Hội thảo").';

/** v1 events and event sessions, and the create/list/update calls v1 and v2 share. */
export function registerEventRoutes(app: FastifyInstance, deps: { events: EventsService; reads: EventReadsService }) {
  const { events, reads } = deps;
  const c = calls.events;

  serve(
    app,
    c.suggestSlug,
    {
      tags,
      summary: 'Gợi ý đường dẫn còn trống cho một tên sự kiện',
      description: 'Đường dẫn làm từ tên (bỏ dấu: "Hội thảo AI" → hoi-thao-ai), thêm -2, -3... nếu đã có; available cho biết đường dẫn gốc có còn trống không.',
    },
    async (req) => events.suggestSlug(req.body.title),
  );
  // Create, list and update are the same use cases in v1 and v2: one call each, answered on both paths.
  serve(
    app,
    c.create,
    { tags, summary: 'Tạo sự kiện và gửi duyệt', errors: [...SAVE_ERRORS, ...SUBMIT_ERRORS], invalidates: eventCache.created },
    async (req) => events.createAndSubmit(actorOf(req), req.body),
  );
  serve(app, c.list, { tags, summary: 'Danh sách sự kiện', description: LIST_DESCRIPTION, errors: ['UNAUTHORIZED'], cache: eventCache.list }, async (req) =>
    reads.list(req.query, req.actor),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa sự kiện (người tổ chức, đồng tổ chức, quản trị viên)',
      description:
        'Chỉ các trường gửi lên được đổi; sessions và ticketTiers thay cả danh sách (mục có id được giữ). action: SUBMIT gửi duyệt, ARCHIVE lưu trữ sự kiện đã công khai. Chỉ người tổ chức đổi được đồng tổ chức.',
      errors: [...SAVE_ERRORS, ...SUBMIT_ERRORS, ...EDIT_ERRORS, 'ILLEGAL_STATUS_TRANSITION'],
      invalidates: eventCache.changed,
    },
    async (req) => events.update(actorOf(req), req.params.id, req.body),
  );
  serve(app, c.listMine, { tags, summary: 'Sự kiện của tôi (tôi tổ chức hoặc đồng tổ chức), mới nhất trước' }, async (req) =>
    reads.mine(actorOf(req), req.query),
  );
  serve(app, c.getV1, { tags, summary: 'Chi tiết sự kiện theo mã', errors: ['EVENT_NOT_FOUND'], cache: eventCache.detail }, async (req) =>
    reads.detailById(req.params.id, req.actor),
  );
  serve(
    app,
    c.related,
    { tags, summary: 'Sự kiện sắp diễn ra liên quan tới một sự kiện (cùng loại trước)', errors: ['EVENT_NOT_FOUND'], cache: eventCache.list },
    async (req) => reads.related(req.params.id, { strict: true }),
  );
  serve(
    app,
    c.relatedToCart,
    {
      tags,
      summary: 'Gợi ý sự kiện trong giỏ hàng',
      description: 'id là một sự kiện trong giỏ: cùng loại với nó trước, rồi các sự kiện sắp diễn ra sớm nhất (id không còn thì chỉ các sự kiện sớm nhất).',
      cache: eventCache.list,
    },
    async (req) => reads.related(req.params.id, { strict: false }),
  );
  serve(app, c.publishedCountOfHost, { tags, summary: 'Số sự kiện đang công khai của một nhà tổ chức', cache: eventCache.list }, async (req) =>
    reads.publishedCountOf(req.params.id),
  );
  serve(
    app,
    c.getBySlugV1,
    {
      tags,
      summary: 'Chi tiết sự kiện theo đường dẫn',
      description: 'Sự kiện chưa công khai chỉ người tổ chức, đồng tổ chức và quản trị viên xem được; link phòng họp và hạng vé ẩn cũng vậy.',
      errors: ['EVENT_NOT_FOUND'],
      cache: eventCache.detail,
    },
    async (req) => reads.detailBySlug(req.params.slug, req.actor),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá sự kiện chưa bán vé (người tổ chức hoặc quản trị viên)',
      errors: ['EVENT_NOT_FOUND', 'EVENT_HAS_SALES'],
      invalidates: eventCache.changed,
    },
    async (req) => {
      await events.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );

  serve(
    app,
    c.sessionBySlug,
    { tags, summary: 'Một phiên của sự kiện theo đường dẫn', errors: ['EVENT_SESSION_NOT_FOUND'], cache: eventCache.session },
    async (req) => reads.session({ slug: req.params.slug }, req.actor),
  );
  serve(app, c.session, { tags, summary: 'Một phiên của sự kiện', errors: ['EVENT_SESSION_NOT_FOUND'], cache: eventCache.session }, async (req) =>
    reads.session({ id: req.params.id }, req.actor),
  );
}
