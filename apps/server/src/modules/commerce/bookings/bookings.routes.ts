import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { BookingsService } from './bookings.service.js';

const tags = ['bookings'];
const c = calls.bookings;
const statusErrors = ['BOOKING_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION', 'BOOKING_ALREADY_STARTED', 'INSUFFICIENT_PRIVILEGES'] as const;
const statusHelp =
  'Nhà tổ chức duyệt (APPROVED) hoặc từ chối (REJECTED) lịch đang chờ duyệt; nhà tổ chức hoặc người đặt huỷ (CANCELED) lịch chờ duyệt hoặc đã xác nhận trước giờ bắt đầu. ' +
  'Lịch đã thanh toán bị từ chối hoặc huỷ sẽ trả lại chỗ trong khung giờ; tiền được hoàn qua yêu cầu hoàn tiền. Bên còn lại nhận thông báo.';

/** Calendar bookings: the buyer's and the host's lists, one booking, and its status changes. */
export function registerBookingRoutes(app: FastifyInstance, deps: { bookings: BookingsService }) {
  const { bookings } = deps;

  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Lịch hẹn đã đặt: của tôi, hoặc của các lịch của tôi (role=host)',
      description:
        'Chỉ các lịch đã thanh toán (lịch đang giữ chỗ chỉ hiện khi lọc status=HOLDING). Sắp xếp theo giờ bắt đầu (`sort`, mặc định mới nhất trước).',
    },
    async (req) => bookings.list(actorOf(req), req.query),
  );
  serve(
    app,
    c.get,
    { tags, summary: 'Một lịch hẹn đã đặt (người đặt hoặc nhà tổ chức)', description: '`id` là mã dòng đơn hàng.', errors: ['BOOKING_NOT_FOUND'] },
    async (req) => bookings.get(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.calendarFile,
    {
      tags,
      summary: 'Thêm vào lịch (Apple/.ics): một lịch hẹn đã đặt',
      description: '`id` là mã dòng đơn hàng. Người đặt hoặc nhà tổ chức. Trả về tệp text/calendar (RFC 5545), giờ UTC, một mục cho khung giờ đã đặt.',
      errors: ['BOOKING_NOT_FOUND'],
    },
    async (req, reply) => {
      const { filename, body } = await bookings.myCalendar(actorOf(req), req.params.id);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(body);
    },
  );
  serve(app, c.changeStatus, { tags, summary: 'Đổi trạng thái một lịch hẹn đã đặt', description: statusHelp, errors: statusErrors }, async (req) =>
    bookings.changeStatus(actorOf(req), req.params.id, req.body),
  );

  serve(
    app,
    c.listForHost,
    {
      tags,
      summary: 'Lịch hẹn đã đặt trong các lịch của tôi',
      description: 'Lọc theo lịch (`calendarId`), trạng thái lịch hẹn (`status`), khoảng giờ bắt đầu (`from`, `to`) và người đặt (`q`).',
    },
    async (req) => bookings.hostList(actorOf(req), req.query),
  );
  serve(app, c.getByItem, { tags, summary: 'Một dòng đơn hàng lịch hẹn (của tôi hoặc thuộc lịch của tôi)', errors: ['BOOKING_NOT_FOUND'] }, async (req) =>
    bookings.get(actorOf(req), req.params.id),
  );
  serve(app, c.changeStatusAsHost, { tags, summary: 'Nhà tổ chức đổi trạng thái một lịch hẹn', description: statusHelp, errors: statusErrors }, async (req) =>
    bookings.changeStatus(actorOf(req), req.params.id, req.body, { onlyAs: 'host' }),
  );
}
