import { BookingCalendarDto, BookingCalendarsQuery, BookingStatusBody, CalendarFrameItemsQuery, IdParam, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { BookingsService } from './bookings.service.js';

const tags = ['bookings'];
const statusErrors = ['BOOKING_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION', 'BOOKING_ALREADY_STARTED', 'INSUFFICIENT_PRIVILEGES'] as const;
const statusHelp =
  'Nhà tổ chức duyệt (APPROVED) hoặc từ chối (REJECTED) lịch đang chờ duyệt; nhà tổ chức hoặc người đặt huỷ (CANCELED) lịch chờ duyệt hoặc đã xác nhận trước giờ bắt đầu. ' +
  'Lịch đã thanh toán bị từ chối hoặc huỷ sẽ trả lại chỗ trong khung giờ; tiền được hoàn qua yêu cầu hoàn tiền. Bên còn lại nhận thông báo.';

/** Calendar bookings: the buyer's and the host's lists, one booking, and its status changes. */
export function registerBookingRoutes(app: FastifyInstance, deps: { bookings: BookingsService }) {
  const { bookings } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/booking-calendars',
    route({
      access: 'user',
      tags,
      summary: 'Lịch hẹn đã đặt: của tôi, hoặc của các lịch của tôi (role=host)',
      description:
        'Chỉ các lịch đã thanh toán (lịch đang giữ chỗ chỉ hiện khi lọc status=HOLDING). Sắp xếp theo giờ bắt đầu (`sort`, mặc định mới nhất trước).',
      querystring: BookingCalendarsQuery,
      response: paged(BookingCalendarDto),
    }),
    async (req) => bookings.list(actorOf(req), req.query),
  );
  r.get(
    '/api/v1/booking-calendars/:id',
    route({
      access: 'user',
      tags,
      summary: 'Một lịch hẹn đã đặt (người đặt hoặc nhà tổ chức)',
      description: '`id` là mã dòng đơn hàng.',
      params: IdParam,
      response: BookingCalendarDto,
      errors: ['BOOKING_NOT_FOUND'],
    }),
    async (req) => bookings.get(actorOf(req), req.params.id),
  );
  r.patch(
    '/api/v1/booking-calendars/:id',
    route({
      access: 'user',
      tags,
      summary: 'Đổi trạng thái một lịch hẹn đã đặt',
      description: statusHelp,
      params: IdParam,
      body: BookingStatusBody,
      response: BookingCalendarDto,
      errors: statusErrors,
    }),
    async (req) => bookings.changeStatus(actorOf(req), req.params.id, req.body),
  );

  r.get(
    '/api/v1/order-items/calendar-frame',
    route({
      access: 'host',
      tags,
      summary: 'Lịch hẹn đã đặt trong các lịch của tôi',
      description: 'Lọc theo lịch (`calendarId`), trạng thái lịch hẹn (`status`), khoảng giờ bắt đầu (`from`, `to`) và người đặt (`q`).',
      querystring: CalendarFrameItemsQuery,
      response: paged(BookingCalendarDto),
    }),
    async (req) => bookings.hostList(actorOf(req), req.query),
  );
  r.get(
    '/api/v1/order-items/:id/calendar-frame',
    route({
      access: 'user',
      tags,
      summary: 'Một dòng đơn hàng lịch hẹn (của tôi hoặc thuộc lịch của tôi)',
      params: IdParam,
      response: BookingCalendarDto,
      errors: ['BOOKING_NOT_FOUND'],
    }),
    async (req) => bookings.get(actorOf(req), req.params.id),
  );
  r.put(
    '/api/v1/order-items/:id/calendar-frame',
    route({
      access: 'host',
      tags,
      summary: 'Nhà tổ chức đổi trạng thái một lịch hẹn',
      description: statusHelp,
      params: IdParam,
      body: BookingStatusBody,
      response: BookingCalendarDto,
      errors: statusErrors,
    }),
    async (req) => bookings.changeStatus(actorOf(req), req.params.id, req.body, { onlyAs: 'host' }),
  );
}
