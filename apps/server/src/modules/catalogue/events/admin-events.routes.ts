import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { eventCache } from './event-cache.js';
import type { EventReadsService } from './event-reads.service.js';
import type { EventReviewService } from './event-review.service.js';
import type { EventsService } from './events.service.js';

const tags = ['admin'];

/** The admin console's events: every status, moderation and deletion. */
export function registerAdminEventRoutes(app: FastifyInstance, deps: { events: EventsService; reads: EventReadsService; review: EventReviewService }) {
  const { events, reads, review } = deps;
  const c = calls.events;

  serve(app, c.adminList, { tags, summary: 'Mọi sự kiện, mới nhất trước (lọc trạng thái, nhà tổ chức, tên)' }, async (req) => reads.adminList(req.query));
  serve(
    app,
    c.review,
    {
      tags,
      summary: 'Duyệt, từ chối, ẩn hoặc hiện lại sự kiện',
      description: 'REJECT và HIDE cần lý do (nhà tổ chức đọc được). Duyệt: báo cho nhà tổ chức và người theo dõi họ; từ chối: báo cho nhà tổ chức kèm lý do.',
      errors: ['EVENT_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION', 'INVALID_REJECT_REASON'],
      invalidates: eventCache.changed,
    },
    async (req) => review.act(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.adminRemove,
    { tags, summary: 'Xoá sự kiện chưa bán vé', errors: ['EVENT_NOT_FOUND', 'EVENT_HAS_SALES'], invalidates: eventCache.changed },
    async (req) => {
      await events.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
}
