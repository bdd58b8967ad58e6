import {
  AnnounceBody, AnnounceResult, IdParam, MarkAllReadResult, NotificationCount, NotificationDto, NotificationListQuery,
  NotificationPage, NotificationSettings, RegisterDeviceBody, RemoveDeviceBody, OkResponse, TestPushResult,
  UpdateNotificationSettingsBody,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { UsersRepository } from '../../identity/users/users.repository.js';
import type { announceJob } from './announce.job.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];

export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; jobs: Pick<JobQueue, 'enqueue'>; announce: ReturnType<typeof announceJob>; users: Pick<UsersRepository, 'listActiveIds'> },
) {
  const { notifications } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/notifications', route({ access: 'user', tags, summary: 'Danh sách thông báo (lọc đã đọc/chưa đọc)', querystring: NotificationListQuery, response: NotificationPage }), async (req) =>
    notifications.list(actorOf(req).id, req.query),
  );
  r.get('/api/v1/notifications/count', route({ access: 'user', tags, summary: 'Tổng số và số thông báo chưa đọc', response: NotificationCount }), async (req) =>
    notifications.counts(actorOf(req).id),
  );
  r.get('/api/v1/notifications/unread', route({ access: 'user', tags, summary: 'Thông báo chưa đọc (trang đầu)', querystring: NotificationListQuery, response: NotificationPage }), async (req) =>
    notifications.list(actorOf(req).id, { ...req.query, isRead: false }),
  );
  r.get('/api/v1/notifications/settings', route({ access: 'user', tags, summary: 'Cài đặt kênh nhận thông báo', response: NotificationSettings }), async (req) =>
    notifications.settings(actorOf(req).id),
  );
  r.put('/api/v1/notifications/settings', route({ access: 'user', tags, summary: 'Đổi cài đặt kênh nhận thông báo', body: UpdateNotificationSettingsBody, response: NotificationSettings }), async (req) =>
    notifications.updateSettings(actorOf(req).id, req.body),
  );
  r.get('/api/v1/notifications/:id', route({ access: 'user', tags, summary: 'Một thông báo của tôi', params: IdParam, response: NotificationDto, errors: ['NOTIFICATION_NOT_FOUND'] }), async (req) =>
    notifications.get(actorOf(req).id, req.params.id),
  );
  r.patch('/api/v1/notifications/:id', route({ access: 'user', tags, summary: 'Đánh dấu đã đọc', params: IdParam, response: NotificationDto, errors: ['NOTIFICATION_NOT_FOUND'] }), async (req) =>
    notifications.markRead(actorOf(req).id, req.params.id),
  );
  r.patch('/api/v1/notifications', route({ access: 'user', tags, summary: 'Đánh dấu tất cả đã đọc', response: MarkAllReadResult }), async (req) => ({
    updated: await notifications.markAllRead(actorOf(req).id),
  }));
  r.post('/api/v1/notifications/mobile', route({ access: 'user', tags, summary: 'Đăng ký thiết bị nhận push', body: RegisterDeviceBody, response: OkResponse }), async (req) => {
    await notifications.registerDevice(actorOf(req).id, req.body.token, req.body.platform);
    return { success: true as const };
  });
  r.delete('/api/v1/notifications/mobile', route({ access: 'user', tags, summary: 'Gỡ thiết bị nhận push', body: RemoveDeviceBody, response: OkResponse, errors: ['DEVICE_TOKEN_NOT_FOUND'] }), async (req) => {
    await notifications.removeDevice(actorOf(req).id, req.body.token);
    return { success: true as const };
  });
  r.post('/api/v1/notifications/mobile/test', route({ access: 'user', tags, summary: 'Gửi push thử tới các thiết bị của tôi', response: TestPushResult }), async (req) =>
    notifications.testPush(actorOf(req).id),
  );

  r.post('/api/v1/admin/notifications', route({ access: 'admin', tags: ['admin'], summary: 'Gửi thông báo tới người dùng (hoặc tất cả)', body: AnnounceBody, response: AnnounceResult, status: 202 }), async (req, reply) => {
    const userIds = req.body.userIds ?? (await deps.users.listActiveIds());
    const jobId = userIds.length
      ? await deps.jobs.enqueue(deps.announce, { userIds, title: req.body.title, body: req.body.body, link: req.body.link }, { ownerId: actorOf(req).id })
      : null;
    reply.status(202);
    return { recipients: userIds.length, jobId };
  });
}
