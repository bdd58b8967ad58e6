import {
  AddFramesBody,
  CalendarBody,
  CalendarBrowseQuery,
  CalendarDto,
  CalendarFrameDto,
  CalendarFrameList,
  CalendarFramesQuery,
  CalendarListQuery,
  IdParam,
  OkResponse,
  UpdateCalendarBody,
  paged,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { CalendarsService } from './calendars.service.js';

const tags = ['calendars'];
const ownerOnly = 'Chỉ chủ lịch hẹn hoặc quản trị viên.';

export function registerCalendarRoutes(app: FastifyInstance, deps: { calendars: CalendarsService }) {
  const { calendars } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/calendars',
    route({
      access: 'host',
      tags,
      summary: 'Tạo lịch hẹn',
      description: 'Lịch 1:1 (ONE_TO_ONE) luôn nhận một người mỗi khung giờ. Lịch đang mở được báo tới người theo dõi nhà tổ chức.',
      body: CalendarBody,
      response: CalendarDto,
      status: 201,
    }),
    async (req, reply) => {
      reply.status(201);
      return calendars.create(actorOf(req), req.body);
    },
  );
  r.get(
    '/api/v1/calendars',
    route({
      access: 'public',
      tags,
      summary: 'Các lịch hẹn đang mở (của mọi nhà tổ chức hoặc một người)',
      querystring: CalendarBrowseQuery,
      response: paged(CalendarDto),
    }),
    async (req) => calendars.browse(req.query, req.actor),
  );
  r.get(
    '/api/v1/calendars/list-by-user',
    route({
      access: 'user',
      tags,
      summary: 'Lịch hẹn của một nhà tổ chức (mặc định: của tôi)',
      description: 'Người khác chỉ thấy lịch đang mở; chủ lịch và quản trị viên thấy mọi lịch và lọc được theo trạng thái.',
      querystring: CalendarListQuery,
      response: paged(CalendarDto),
    }),
    async (req) => calendars.listByUser(actorOf(req), req.query),
  );
  r.get(
    '/api/v1/calendars/:id',
    route({
      access: 'public',
      tags,
      summary: 'Lịch hẹn theo mã',
      description: 'Đường dẫn phòng họp chỉ trả cho chủ lịch.',
      params: IdParam,
      response: CalendarDto,
      errors: ['CALENDAR_NOT_FOUND'],
    }),
    async (req) => calendars.getById(req.params.id, req.actor),
  );
  r.patch(
    '/api/v1/calendars/:id',
    route({
      access: 'host',
      tags,
      summary: 'Sửa lịch hẹn',
      description: `${ownerOnly} Đổi giá hay thời lượng không đổi các khung giờ đã có.`,
      params: IdParam,
      body: UpdateCalendarBody,
      response: CalendarDto,
      errors: ['CALENDAR_NOT_FOUND'],
    }),
    async (req) => calendars.update(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v1/calendars/:id',
    route({
      access: 'host',
      tags,
      summary: 'Xoá lịch hẹn cùng các khung giờ',
      description: `${ownerOnly} Không xoá được khi có khung giờ đã được đặt hoặc đang giữ chỗ.`,
      params: IdParam,
      response: OkResponse,
      errors: ['CALENDAR_NOT_FOUND', 'CALENDAR_FRAME_BOOKED'],
    }),
    async (req) => {
      await calendars.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );

  r.post(
    '/api/v1/calendars/frames/:id',
    route({
      access: 'host',
      tags,
      summary: 'Thêm khung giờ vào lịch hẹn (tất cả hoặc không khung nào)',
      description: `${ownerOnly} Khung giờ không được trùng nhau, kể cả với khung giờ ở lịch khác của cùng nhà tổ chức.`,
      params: IdParam,
      body: AddFramesBody,
      response: CalendarFrameList,
      status: 201,
      errors: ['CALENDAR_NOT_FOUND', 'CALENDAR_FRAME_IN_PAST', 'INVALID_DATE_RANGE', 'CALENDAR_FRAME_OVERLAP'],
    }),
    async (req, reply) => {
      const created = await calendars.addFrames(actorOf(req), req.params.id, req.body);
      reply.status(201);
      return created;
    },
  );
  r.delete(
    '/api/v1/calendars/frames/:id',
    route({
      access: 'host',
      tags,
      summary: 'Xoá một khung giờ',
      description: `${ownerOnly} Không xoá được khung giờ đã được đặt hoặc đang giữ chỗ.`,
      params: IdParam,
      response: OkResponse,
      errors: ['CALENDAR_FRAME_NOT_FOUND', 'CALENDAR_FRAME_BOOKED'],
    }),
    async (req) => {
      await calendars.deleteFrame(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  r.get(
    '/api/v1/calendar-frames',
    route({
      access: 'public',
      tags,
      summary: 'Khung giờ của một lịch hẹn trong khoảng thời gian (tối đa 62 ngày)',
      description: 'Các khung giờ bắt đầu trong [from, to), theo thứ tự thời gian; available=true chỉ lấy khung còn chỗ.',
      querystring: CalendarFramesQuery,
      response: CalendarFrameList,
      errors: ['CALENDAR_NOT_FOUND', 'INVALID_DATE_RANGE', 'INVALID_FRAME_RANGE'],
    }),
    async (req) => calendars.listFrames(req.query, req.actor),
  );
  r.get(
    '/api/v1/calendar-frames/:id',
    route({ access: 'public', tags, summary: 'Khung giờ theo mã', params: IdParam, response: CalendarFrameDto, errors: ['CALENDAR_FRAME_NOT_FOUND'] }),
    async (req) => calendars.getFrame(req.params.id, req.actor),
  );
}
