import {
  CountDto,
  EventCardDto,
  EventDetailDto,
  EventDraftBody,
  EventListQuery,
  IdParam,
  MyEventsQuery,
  SlugParam,
  TicketTierDto,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { EventReadsService } from './event-reads.service.js';
import { EDIT_ERRORS, LIST_DESCRIPTION, SAVE_ERRORS, SUBMIT_ERRORS, tags } from './events.routes.js';
import type { EventsService } from './events.service.js';

/** v2 `mine` and `co-host` fix the role themselves. */
const OwnEventsQuery = MyEventsQuery.omit({ role: true });

/** v2-only events calls: drafts, co-hosting, tiers (create, list and update are in events.routes.ts). */
export function registerEventV2Routes(app: FastifyInstance, deps: { events: EventsService; reads: EventReadsService }) {
  const { events, reads } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v2/events/draft',
    route({
      access: 'host',
      tags,
      summary: 'Lưu bản nháp sự kiện mới (chỉ cần tên)',
      body: EventDraftBody,
      response: EventDetailDto,
      status: 201,
      errors: SAVE_ERRORS,
    }),
    async (req, reply) => {
      reply.status(201);
      return events.createDraft(actorOf(req), req.body);
    },
  );
  r.get(
    '/api/v2/events/events-and-combos',
    route({
      access: 'public',
      tags,
      summary: 'Sự kiện và combo',
      description: `Hiện chỉ gồm thẻ sự kiện (combo sẽ được thêm sau), cùng bộ lọc với GET /api/v2/events. ${LIST_DESCRIPTION}`,
      querystring: EventListQuery,
      response: paged(EventCardDto),
      errors: ['UNAUTHORIZED'],
    }),
    async (req) => reads.list(req.query, req.actor),
  );
  r.get(
    '/api/v2/events/mine',
    route({ access: 'host', tags, summary: 'Sự kiện tôi tổ chức, mới nhất trước', querystring: OwnEventsQuery, response: paged(EventCardDto) }),
    async (req) => reads.mine(actorOf(req), { ...req.query, role: 'OWNER' }),
  );
  r.get(
    '/api/v2/events/co-host',
    route({ access: 'host', tags, summary: 'Sự kiện tôi đồng tổ chức, mới nhất trước', querystring: OwnEventsQuery, response: paged(EventCardDto) }),
    async (req) => reads.mine(actorOf(req), { ...req.query, role: 'CO_HOST' }),
  );
  r.get('/api/v2/events/co-host/count', route({ access: 'host', tags, summary: 'Số sự kiện tôi đồng tổ chức', response: CountDto }), async (req) =>
    reads.coHostedCount(actorOf(req)),
  );
  r.get(
    '/api/v2/events/slug/:slug',
    route({ access: 'public', tags, summary: 'Chi tiết sự kiện theo đường dẫn', params: SlugParam, response: EventDetailDto, errors: ['EVENT_NOT_FOUND'] }),
    async (req) => reads.detailBySlug(req.params.slug, req.actor),
  );
  r.get(
    '/api/v2/events/ticket-tier/:id',
    route({
      access: 'public',
      tags,
      summary: 'Một hạng vé',
      description: 'Hạng vé ẩn, hoặc của sự kiện chưa công khai, chỉ người tổ chức, đồng tổ chức và quản trị viên xem được.',
      params: IdParam,
      response: TicketTierDto,
      errors: ['TICKET_NOT_FOUND'],
    }),
    async (req) => reads.tier(req.params.id, req.actor),
  );
  r.get(
    '/api/v2/events/:id',
    route({ access: 'public', tags, summary: 'Chi tiết sự kiện theo mã', params: IdParam, response: EventDetailDto, errors: ['EVENT_NOT_FOUND'] }),
    async (req) => reads.detailById(req.params.id, req.actor),
  );
  r.post(
    '/api/v2/events/:id/draft',
    route({
      access: 'host',
      tags,
      summary: 'Lưu nháp thay đổi của một sự kiện (không gửi duyệt)',
      description: 'Trạng thái giữ nguyên; sự kiện đã gửi duyệt hoặc đã công khai vẫn phải đủ thông tin.',
      params: IdParam,
      body: EventDraftBody,
      response: EventDetailDto,
      errors: [...SAVE_ERRORS, ...SUBMIT_ERRORS, ...EDIT_ERRORS],
    }),
    async (req) => events.update(actorOf(req), req.params.id, req.body),
  );
}
