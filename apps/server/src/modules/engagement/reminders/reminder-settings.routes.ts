import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { ReminderSettings } from './reminder-settings.service.js';

const c = calls.reminders;
const tags = ['reminders'];
const DESCRIPTION =
  'Lời nhắc gửi cho người có vé (sự kiện) hoặc người đặt lịch (lịch hẹn): trước hoặc sau giờ bắt đầu / kết thúc, theo phút, giờ hoặc ngày; một lần (phiên đầu, phiên cuối) hoặc mỗi phiên / mỗi lịch đặt. Mỗi sự kiện, lịch hẹn có sẵn lời nhắc trước 1 ngày, trước 1 giờ (và báo "đã bắt đầu" cho sự kiện).';

/** A host's reminders of an event or a calendar: thin, each a call of the settings service. */
export function registerReminderSettingsRoutes(app: FastifyInstance, deps: { settings: ReminderSettings }) {
  const { settings } = deps;
  const onEvent = ['EVENT_NOT_FOUND', 'INSUFFICIENT_PRIVILEGES'] as const;
  const onCalendar = ['CALENDAR_NOT_FOUND', 'INSUFFICIENT_PRIVILEGES'] as const;
  const onReminder = ['REMINDER_NOT_FOUND', 'EVENT_NOT_FOUND', 'CALENDAR_NOT_FOUND', 'INSUFFICIENT_PRIVILEGES'] as const;

  serve(app, c.listOfEvent, { tags, summary: 'Lời nhắc của sự kiện và các lần gửi', description: DESCRIPTION, errors: [...onEvent] }, (req) =>
    settings.board(actorOf(req), { type: 'EVENT', id: req.params.id }),
  );
  serve(app, c.addToEvent, { tags, summary: 'Thêm lời nhắc cho sự kiện', errors: [...onEvent, 'REMINDER_DUPLICATE'] }, (req) =>
    settings.add(actorOf(req), { type: 'EVENT', id: req.params.id }, req.body),
  );
  serve(app, c.listOfCalendar, { tags, summary: 'Lời nhắc của lịch hẹn và các lần gửi', description: DESCRIPTION, errors: [...onCalendar] }, (req) =>
    settings.board(actorOf(req), { type: 'CALENDAR', id: req.params.id }),
  );
  serve(app, c.addToCalendar, { tags, summary: 'Thêm lời nhắc cho lịch hẹn', errors: [...onCalendar, 'REMINDER_DUPLICATE'] }, (req) =>
    settings.add(actorOf(req), { type: 'CALENDAR', id: req.params.id }, req.body),
  );
  serve(app, c.change, { tags, summary: 'Sửa thời điểm của một lời nhắc', errors: [...onReminder, 'REMINDER_DUPLICATE'] }, (req) =>
    settings.change(actorOf(req), req.params.id, req.body),
  );
  serve(app, c.remove, { tags, summary: 'Xoá một lời nhắc (các lần gửi đang chờ bị huỷ)', errors: [...onReminder] }, (req) =>
    settings.remove(actorOf(req), req.params.id),
  );
}
