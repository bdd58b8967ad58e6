import {
  AttendeesExportQuery,
  AttendeeDto,
  AttendeesQuery,
  BookingEventDto,
  BookingEventsCounterDto,
  BookingEventsQuery,
  CheckinBody,
  CheckinResultDto,
  EventOfflineUserParams,
  EventTicketsDto,
  IdParam,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import { sendTable } from '../../../platform/http/table-export.js';
import type { CheckinService } from './checkin.service.js';
import type { TicketsService } from './tickets.service.js';

const tags = ['tickets'];

/** A buyer's tickets (with QR codes), an event's attendees and the door's check-in. */
export function registerTicketRoutes(app: FastifyInstance, deps: { tickets: TicketsService; checkin: CheckinService }) {
  const { tickets, checkin } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/orders/event-offline/:id',
    route({
      access: 'user',
      tags,
      summary: 'Vé của tôi trong một dòng đơn hàng (kèm mã QR)',
      description: '`id` là mã dòng đơn hàng (TICKET_TIER) của tôi. Mỗi vé có `qr` (chuỗi đã ký mà mã QR mang) và `qrSvg`; vé đã huỷ không có mã QR.',
      params: IdParam,
      response: EventTicketsDto,
      errors: ['ORDER_ITEM_NOT_FOUND'],
    }),
    async (req) => tickets.myLine(actorOf(req).id, req.params.id),
  );
  r.get(
    '/api/v2/orders/event-offline/user/:userId/:id',
    route({
      access: 'host',
      tags,
      summary: 'Vé của một người mua trong sự kiện của tôi',
      description: 'Chỉ chủ sự kiện, đồng tổ chức hoặc quản trị viên.',
      params: EventOfflineUserParams,
      response: EventTicketsDto,
      errors: ['ORDER_ITEM_NOT_FOUND'],
    }),
    async (req) => tickets.buyerLine(actorOf(req), req.params.userId, req.params.id),
  );

  r.get(
    '/api/v1/booking-events',
    route({
      access: 'user',
      tags,
      summary: 'Vé sự kiện của tôi, theo sự kiện',
      description: '`tab=upcoming` (mặc định): sự kiện chưa kết thúc, gần nhất trước; `tab=past`: đã kết thúc, mới nhất trước. Chỉ các dòng đã thanh toán.',
      querystring: BookingEventsQuery,
      response: paged(BookingEventDto),
    }),
    async (req) => tickets.myBookings(actorOf(req).id, req.query),
  );
  r.get(
    '/api/v1/booking-events/counter',
    route({ access: 'user', tags, summary: 'Số sự kiện tôi có vé: sắp tới, đã qua, tổng', response: BookingEventsCounterDto }),
    async (req) => tickets.myCounter(actorOf(req).id),
  );
  r.get(
    '/api/v1/booking-events/list-user/:id',
    route({
      access: 'host',
      tags,
      summary: 'Người tham dự một sự kiện của tôi',
      description:
        '`id` là mã sự kiện. Mỗi dòng là một lần mua (người mua, hạng vé, số lượng) kèm các vé và trạng thái check-in. Chỉ chủ sự kiện, đồng tổ chức hoặc quản trị viên.',
      params: IdParam,
      querystring: AttendeesQuery,
      response: paged(AttendeeDto),
      errors: ['EVENT_NOT_FOUND'],
    }),
    async (req) => tickets.attendees(actorOf(req), req.params.id, req.query),
  );
  r.get(
    '/api/v1/booking-events/list-user/:id/export',
    route({
      access: 'host',
      tags,
      summary: 'Xuất danh sách người tham dự một sự kiện của tôi (CSV hoặc XLSX)',
      description: 'Cùng bộ lọc với danh sách; `format=csv` (UTF-8 có BOM) hoặc `xlsx`. Tối đa 10 000 dòng.',
      params: IdParam,
      querystring: AttendeesExportQuery,
      errors: ['EVENT_NOT_FOUND'],
    }),
    async (req, reply) => sendTable(reply, { format: req.query.format, ...(await tickets.attendeesExport(actorOf(req), req.params.id, req.query)) }),
  );
  r.get(
    '/api/v1/booking-events/:id',
    route({
      access: 'user',
      tags,
      summary: 'Vé của tôi ở một sự kiện',
      description: '`id` là mã sự kiện, hoặc mã một dòng đơn hàng vé của tôi (khi đó trả về cả sự kiện của dòng đó).',
      params: IdParam,
      response: BookingEventDto,
      errors: ['TICKET_NOT_FOUND'],
    }),
    async (req) => tickets.myBooking(actorOf(req).id, req.params.id),
  );

  r.post(
    '/api/v1/events/checkin-qr-ticket',
    route({
      access: 'host',
      tags,
      summary: 'Check-in một vé bằng mã QR hoặc mã in trên vé',
      description:
        '`token`: chuỗi đọc được từ mã QR; `code`: mã in dưới mã QR (VE-XXXX-XXXX), gõ tay được. `eventId`: sự kiện đang check-in (vé của sự kiện khác bị từ chối). Mỗi vé chỉ check-in được một lần, kể cả khi hai máy quét cùng lúc.',
      body: CheckinBody,
      response: CheckinResultDto,
      errors: ['TICKET_INVALID', 'TICKET_NOT_FOUND', 'TICKET_WRONG_EVENT', 'TICKET_REFUNDED', 'TICKET_ALREADY_CHECKED_IN'],
    }),
    async (req) => checkin.checkIn(actorOf(req), req.body),
  );
}
