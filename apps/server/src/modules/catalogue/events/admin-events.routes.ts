import { AdminEventActionBody, AdminEventsQuery, EventCardDto, EventDetailDto, IdParam, OkResponse, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { EventReadsService } from './event-reads.service.js';
import type { EventReviewService } from './event-review.service.js';
import type { EventsService } from './events.service.js';

const tags = ['admin'];

/** The admin console's events: every status, moderation and deletion. */
export function registerAdminEventRoutes(app: FastifyInstance, deps: { events: EventsService; reads: EventReadsService; review: EventReviewService }) {
  const { events, reads, review } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/events',
    route({ access: 'admin', tags, summary: 'Mọi sự kiện, mới nhất trước (lọc trạng thái, nhà tổ chức, tên)', querystring: AdminEventsQuery, response: paged(EventCardDto) }),
    async (req) => reads.adminList(req.query),
  );
  r.patch(
    '/api/v1/admin/events/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Duyệt, từ chối, ẩn hoặc hiện lại sự kiện',
      description: 'REJECT và HIDE cần lý do (nhà tổ chức đọc được). Duyệt: báo cho nhà tổ chức và người theo dõi họ; từ chối: báo cho nhà tổ chức kèm lý do.',
      params: IdParam,
      body: AdminEventActionBody,
      response: EventDetailDto,
      errors: ['EVENT_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION', 'INVALID_REJECT_REASON'],
    }),
    async (req) => review.act(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v1/admin/events/:id',
    route({ access: 'admin', tags, summary: 'Xoá sự kiện chưa bán vé', params: IdParam, response: OkResponse, errors: ['EVENT_NOT_FOUND', 'EVENT_HAS_SALES'] }),
    async (req) => {
      await events.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
}
