import { IdParam, OkResponse } from '../schemas/common.js';
import {
  AnnounceBody,
  AnnounceResult,
  MarkAllReadResult,
  NotificationCount,
  NotificationDto,
  NotificationListQuery,
  NotificationPage,
  NotificationSettings,
  RegisterDeviceBody,
  RemoveDeviceBody,
  TestPushResult,
  UpdateNotificationSettingsBody,
} from '../schemas/notifications.js';
import { call } from './call.js';

export const notificationCalls = {
  list: call({ method: 'GET', path: '/api/v1/notifications', access: 'user', query: NotificationListQuery, response: NotificationPage }),
  count: call({ method: 'GET', path: '/api/v1/notifications/count', access: 'user', response: NotificationCount }),
  unread: call({ method: 'GET', path: '/api/v1/notifications/unread', access: 'user', query: NotificationListQuery, response: NotificationPage }),
  settings: call({ method: 'GET', path: '/api/v1/notifications/settings', access: 'user', response: NotificationSettings }),
  updateSettings: call({
    method: 'PUT',
    path: '/api/v1/notifications/settings',
    access: 'user',
    body: UpdateNotificationSettingsBody,
    response: NotificationSettings,
  }),
  get: call({ method: 'GET', path: '/api/v1/notifications/:id', access: 'user', params: IdParam, response: NotificationDto }),
  markRead: call({ method: 'PATCH', path: '/api/v1/notifications/:id', access: 'user', params: IdParam, response: NotificationDto }),
  markAllRead: call({ method: 'PATCH', path: '/api/v1/notifications', access: 'user', response: MarkAllReadResult }),
  registerDevice: call({ method: 'POST', path: '/api/v1/notifications/mobile', access: 'user', body: RegisterDeviceBody, response: OkResponse }),
  removeDevice: call({ method: 'DELETE', path: '/api/v1/notifications/mobile', access: 'user', body: RemoveDeviceBody, response: OkResponse }),
  testPush: call({ method: 'POST', path: '/api/v1/notifications/mobile/test', access: 'user', response: TestPushResult }),
  announce: call({ method: 'POST', path: '/api/v1/admin/notifications', access: 'admin', body: AnnounceBody, response: AnnounceResult, status: 202 }),
} as const;
