import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { sendTable } from '../../../platform/http/table-export.js';
import type { CheckinService } from './checkin.service.js';
import type { TicketsService } from './tickets.service.js';

const tags = ['tickets'];
const c = calls.tickets;

/** A buyer's tickets (with QR codes), an event's attendees and the door's check-in. */
export function registerTicketRoutes(app: FastifyInstance, deps: { tickets: TicketsService; checkin: CheckinService }) {
  const { tickets, checkin } = deps;

  serve(
    app,
    c.myTicketsOfEvent,
    {
      tags,
      summary: 'Vé của tôi trong một dòng đơn hàng (kèm mã QR)',
      description:
        '`id` là mã dòng đơn hàng của tôi đã phát vé (hạng vé, hoặc combo có hạng vé: khi đó là hạng vé đầu tiên). Mỗi vé có `qr` (chuỗi đã ký mà mã QR mang) và `qrSvg`; vé đã huỷ không có mã QR.',
      errors: ['ORDER_ITEM_NOT_FOUND'],
    },
    async (req) => tickets.myLine(actorOf(req).id, req.params.id),
  );
  serve(
    app,
    c.myTicketsOfOrder,
    {
      tags,
      summary: 'Các vé (kèm mã QR) mà một đơn hàng của tôi mang lại',
      description: 'Cả vé mua lẻ và vé trong combo, nhóm theo dòng đơn hàng và hạng vé. Vé đã huỷ không có mã QR.',
      errors: ['ORDER_NOT_FOUND'],
    },
    async (req) => tickets.myOrderTickets(actorOf(req).id, req.params.id),
  );
  serve(
    app,
    c.ticketsOfAttendee,
    {
      tags,
      summary: 'Vé của một người mua trong sự kiện của tôi',
      description: 'Chỉ chủ sự kiện, đồng tổ chức hoặc quản trị viên.',
      errors: ['ORDER_ITEM_NOT_FOUND'],
    },
    async (req) => tickets.buyerLine(actorOf(req), req.params.userId, req.params.id),
  );

  serve(
    app,
    c.listMine,
    {
      tags,
      summary: 'Vé sự kiện của tôi, theo sự kiện',
      description:
        '`tab=upcoming` (mặc định): sự kiện chưa kết thúc, gần nhất trước; `tab=past`: đã kết thúc, mới nhất trước. Chỉ các dòng đã thanh toán, kể cả vé trong combo.',
    },
    async (req) => tickets.myBookings(actorOf(req).id, req.query),
  );
  serve(app, c.countMine, { tags, summary: 'Số sự kiện tôi có vé: sắp tới, đã qua, tổng' }, async (req) => tickets.myCounter(actorOf(req).id));
  serve(
    app,
    c.attendees,
    {
      tags,
      summary: 'Người tham dự một sự kiện của tôi',
      description:
        '`id` là mã sự kiện. Mỗi dòng là một lần mua (người mua, hạng vé, số lượng) kèm các vé và trạng thái check-in; vé mua trong combo là một dòng cho mỗi hạng vé, tên hạng kèm tên combo, thành tiền 0. Chỉ chủ sự kiện, đồng tổ chức hoặc quản trị viên.',
      errors: ['EVENT_NOT_FOUND'],
    },
    async (req) => tickets.attendees(actorOf(req), req.params.id, req.query),
  );
  serve(
    app,
    c.exportAttendees,
    {
      tags,
      summary: 'Xuất danh sách người tham dự một sự kiện của tôi (CSV hoặc XLSX)',
      description: 'Cùng bộ lọc với danh sách; `format=csv` (UTF-8 có BOM) hoặc `xlsx`. Tối đa 10 000 dòng.',
      errors: ['EVENT_NOT_FOUND'],
    },
    async (req, reply) => sendTable(reply, { format: req.query.format, ...(await tickets.attendeesExport(actorOf(req), req.params.id, req.query)) }),
  );
  serve(
    app,
    c.getMine,
    {
      tags,
      summary: 'Vé của tôi ở một sự kiện',
      description: '`id` là mã sự kiện, hoặc mã một dòng đơn hàng vé của tôi (khi đó trả về cả sự kiện của dòng đó).',
      errors: ['TICKET_NOT_FOUND'],
    },
    async (req) => tickets.myBooking(actorOf(req).id, req.params.id),
  );

  serve(
    app,
    c.calendarFile,
    {
      tags,
      summary: 'Thêm vào lịch (Apple/.ics): sự kiện tôi có vé, mỗi buổi một mục',
      description: '`id` là mã sự kiện, hoặc mã một dòng đơn hàng vé của tôi. Trả về tệp text/calendar (RFC 5545), giờ UTC.',
      errors: ['TICKET_NOT_FOUND'],
    },
    async (req, reply) => {
      const { filename, body } = await tickets.myCalendar(actorOf(req).id, req.params.id);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(body);
    },
  );

  serve(
    app,
    c.checkIn,
    {
      tags,
      summary: 'Check-in một vé bằng mã QR hoặc mã in trên vé',
      description:
        '`token`: chuỗi đọc được từ mã QR; `code`: mã in dưới mã QR (VE-XXXX-XXXX), gõ tay được. `eventId`: sự kiện đang check-in (vé của sự kiện khác bị từ chối). `sessionId`: buổi đang check-in (mặc định: buổi đang diễn ra hoặc buổi kế tiếp). Mỗi vé chỉ check-in được một lần cho mỗi buổi, kể cả khi hai máy quét cùng lúc.',
      errors: ['TICKET_INVALID', 'TICKET_NOT_FOUND', 'TICKET_WRONG_EVENT', 'TICKET_REFUNDED', 'TICKET_ALREADY_CHECKED_IN'],
    },
    async (req) => checkin.checkIn(actorOf(req), req.body),
  );
}
