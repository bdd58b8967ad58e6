import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { CalendarsService } from './calendars.service.js';

const tags = ['calendars'];
const c = calls.calendars;
const ownerOnly = 'Chỉ chủ lịch hẹn hoặc quản trị viên.';

export function registerCalendarRoutes(app: FastifyInstance, deps: { calendars: CalendarsService }) {
  const { calendars } = deps;

  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Tạo lịch hẹn',
      description: 'Lịch 1:1 (ONE_TO_ONE) luôn nhận một người mỗi khung giờ. Lịch đang mở được báo tới người theo dõi nhà tổ chức.',
    },
    async (req) => calendars.create(actorOf(req), req.body),
  );
  serve(app, c.browse, { tags, summary: 'Các lịch hẹn đang mở (của mọi nhà tổ chức hoặc một người)' }, async (req) => calendars.browse(req.query, req.actor));
  serve(
    app,
    c.listByUser,
    {
      tags,
      summary: 'Lịch hẹn của một nhà tổ chức (mặc định: của tôi)',
      description: 'Người khác chỉ thấy lịch đang mở; chủ lịch và quản trị viên thấy mọi lịch và lọc được theo trạng thái.',
    },
    async (req) => calendars.listByUser(actorOf(req), req.query),
  );
  serve(
    app,
    c.get,
    { tags, summary: 'Lịch hẹn theo mã', description: 'Đường dẫn phòng họp chỉ trả cho chủ lịch.', errors: ['CALENDAR_NOT_FOUND'] },
    async (req) => calendars.getById(req.params.id, req.actor),
  );
  serve(
    app,
    c.update,
    { tags, summary: 'Sửa lịch hẹn', description: `${ownerOnly} Đổi giá hay thời lượng không đổi các khung giờ đã có.`, errors: ['CALENDAR_NOT_FOUND'] },
    async (req) => calendars.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá lịch hẹn cùng các khung giờ',
      description: `${ownerOnly} Không xoá được khi có khung giờ đã được đặt hoặc đang giữ chỗ.`,
      errors: ['CALENDAR_NOT_FOUND', 'CALENDAR_FRAME_BOOKED'],
    },
    async (req) => {
      await calendars.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );

  serve(
    app,
    c.addFrames,
    {
      tags,
      summary: 'Thêm khung giờ vào lịch hẹn (tất cả hoặc không khung nào)',
      description: `${ownerOnly} Khung giờ không được trùng nhau, kể cả với khung giờ ở lịch khác của cùng nhà tổ chức.`,
      errors: ['CALENDAR_NOT_FOUND', 'CALENDAR_FRAME_IN_PAST', 'INVALID_DATE_RANGE', 'CALENDAR_FRAME_OVERLAP'],
    },
    async (req) => calendars.addFrames(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.removeFrame,
    {
      tags,
      summary: 'Xoá một khung giờ',
      description: `${ownerOnly} Không xoá được khung giờ đã được đặt hoặc đang giữ chỗ.`,
      errors: ['CALENDAR_FRAME_NOT_FOUND', 'CALENDAR_FRAME_BOOKED'],
    },
    async (req) => {
      await calendars.deleteFrame(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(
    app,
    c.listFrames,
    {
      tags,
      summary: 'Khung giờ của một lịch hẹn trong khoảng thời gian (tối đa 62 ngày)',
      description: 'Các khung giờ bắt đầu trong [from, to), theo thứ tự thời gian; available=true chỉ lấy khung còn chỗ.',
      errors: ['CALENDAR_NOT_FOUND', 'INVALID_DATE_RANGE', 'INVALID_FRAME_RANGE'],
    },
    async (req) => calendars.listFrames(req.query, req.actor),
  );
  serve(app, c.getFrame, { tags, summary: 'Khung giờ theo mã', errors: ['CALENDAR_FRAME_NOT_FOUND'] }, async (req) =>
    calendars.getFrame(req.params.id, req.actor),
  );
}
