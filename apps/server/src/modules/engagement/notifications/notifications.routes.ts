import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { UsersRepository } from '../../identity/index.js';
import type { announceJob } from './announce.job.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const c = calls.notifications;

export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: {
    notifications: NotificationsService;
    jobs: Pick<JobQueue, 'enqueue'>;
    announce: ReturnType<typeof announceJob>;
    users: Pick<UsersRepository, 'listActiveIds'>;
  },
) {
  const { notifications } = deps;

  serve(app, c.list, { tags, summary: 'Danh sách thông báo (lọc đã đọc/chưa đọc)' }, async (req) => notifications.list(actorOf(req).id, req.query));
  serve(app, c.count, { tags, summary: 'Tổng số và số thông báo chưa đọc' }, async (req) => notifications.counts(actorOf(req).id));
  serve(app, c.unread, { tags, summary: 'Thông báo chưa đọc (trang đầu)' }, async (req) =>
    notifications.list(actorOf(req).id, { ...req.query, isRead: false }),
  );
  serve(app, c.settings, { tags, summary: 'Cài đặt kênh nhận thông báo' }, async (req) => notifications.settings(actorOf(req).id));
  serve(app, c.updateSettings, { tags, summary: 'Đổi cài đặt kênh nhận thông báo' }, async (req) => notifications.updateSettings(actorOf(req).id, req.body));
  serve(app, c.get, { tags, summary: 'Một thông báo của tôi', errors: ['NOTIFICATION_NOT_FOUND'] }, async (req) =>
    notifications.get(actorOf(req).id, req.params.id),
  );
  serve(app, c.markRead, { tags, summary: 'Đánh dấu đã đọc', errors: ['NOTIFICATION_NOT_FOUND'] }, async (req) =>
    notifications.markRead(actorOf(req).id, req.params.id),
  );
  serve(app, c.markAllRead, { tags, summary: 'Đánh dấu tất cả đã đọc' }, async (req) => ({ updated: await notifications.markAllRead(actorOf(req).id) }));
  serve(app, c.registerDevice, { tags, summary: 'Đăng ký thiết bị nhận push' }, async (req) => {
    await notifications.registerDevice(actorOf(req).id, req.body.token, req.body.platform);
    return { success: true as const };
  });
  serve(app, c.removeDevice, { tags, summary: 'Gỡ thiết bị nhận push', errors: ['DEVICE_TOKEN_NOT_FOUND'] }, async (req) => {
    await notifications.removeDevice(actorOf(req).id, req.body.token);
    return { success: true as const };
  });
  serve(app, c.testPush, { tags, summary: 'Gửi push thử tới các thiết bị của tôi' }, async (req) => notifications.testPush(actorOf(req).id));

  serve(app, c.announce, { tags: ['admin'], summary: 'Gửi thông báo tới người dùng (hoặc tất cả)' }, async (req) => {
    const userIds = req.body.userIds ?? (await deps.users.listActiveIds());
    const jobId = userIds.length
      ? await deps.jobs.enqueue(deps.announce, { userIds, title: req.body.title, body: req.body.body, link: req.body.link }, { ownerId: actorOf(req).id })
      : null;
    return { recipients: userIds.length, jobId };
  });
}
