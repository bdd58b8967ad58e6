import {
  REALTIME,
  type NotificationCount,
  type NotificationDto,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationSettings,
  type NotificationType,
  type UpdateNotificationSettingsBody,
} from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { Messaging } from '../../../platform/messaging/messaging.js';
import type { Realtime } from '../../../platform/realtime/realtime.js';
import { notificationSettingsOf, type UsersRepository } from '../../identity/index.js';
import { toNotificationDto } from './notification.js';
import type { NotificationsRepository } from './notifications.repository.js';

export interface NotificationContent {
  title: string;
  body: string;
  /** A path inside the app the notification leads to. */
  link?: string;
  data?: Record<string, unknown>;
}

/**
 * `notify` is how every domain tells a person something: it stores the notification, pushes it to
 * their open sockets, and sends it by e-mail, SMS, ZNS and push as their settings allow.
 */
export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  users: UsersRepository;
  messaging: Pick<Messaging, 'send'>;
  realtime: Pick<Realtime, 'emitToUser'>;
  publicUrl: string;
}) {
  const { repo, users, messaging, realtime } = deps;

  async function deliver(userId: string, settings: NotificationSettings, content: NotificationContent, email: string | null, phone: string | null) {
    const url = content.link ? `${deps.publicUrl}${content.link}` : deps.publicUrl;
    const sends: Promise<unknown>[] = [];
    if (settings.channels.EMAIL === 'ENABLED' && email) {
      sends.push(messaging.send({ kind: 'EMAIL', to: email, subject: content.title, text: `${content.body}\n\nXem chi tiết: ${url}` }));
    }
    if (settings.channels.SMS === 'ENABLED' && phone)
      sends.push(messaging.send({ kind: 'SMS', to: phone, text: `${content.title}: ${content.body}`.slice(0, 300) }));
    if (settings.channels.ZNS === 'ENABLED' && phone) {
      sends.push(
        messaging.send({
          kind: 'ZNS',
          to: phone,
          text: `${content.title}: ${content.body}`,
          data: { title: content.title, content: content.body.slice(0, 400) },
        }),
      );
    }
    if (settings.channels.NOTIFICATION === 'ENABLED' && settings.mobileFrequency === 'INSTANT') {
      for (const token of await repo.devicesOf(userId)) {
        sends.push(messaging.send({ kind: 'PUSH', to: token, subject: content.title, text: content.body, data: { link: content.link ?? '' } }));
      }
    }
    await Promise.all(sends);
  }

  return {
    async notify(userId: string, type: NotificationType, content: NotificationContent): Promise<NotificationDto | null> {
      const user = await users.findById(userId);
      if (!user || user.deletedAt) return null;
      const settings = notificationSettingsOf(user);
      const row = await repo.insert({ userId, type, title: content.title, body: content.body, link: content.link ?? null, data: content.data ?? {} });
      const dto = toNotificationDto(row);
      if (settings.channels.NOTIFICATION === 'ENABLED') realtime.emitToUser(userId, REALTIME.notificationEvent, dto);
      await deliver(userId, settings, content, user.emailVerifiedAt ? user.email : null, user.phoneVerifiedAt ? user.phone : null);
      return dto;
    },

    async list(userId: string, query: NotificationListQuery): Promise<NotificationPage> {
      const { rows, total } = await repo.list(userId, query);
      return { data: rows.map(toNotificationDto), meta: pageMeta(query, total) };
    },

    async get(userId: string, id: string): Promise<NotificationDto> {
      const row = await repo.findOwn(userId, id);
      if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
      return toNotificationDto(row);
    },

    async markRead(userId: string, id: string): Promise<NotificationDto> {
      const row = await repo.markRead(userId, id);
      if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
      return toNotificationDto(row);
    },

    markAllRead: (userId: string) => repo.markAllRead(userId),
    counts: (userId: string): Promise<NotificationCount> => repo.counts(userId),

    async settings(userId: string): Promise<NotificationSettings> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return notificationSettingsOf(user);
    },

    async updateSettings(userId: string, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
      const current = await this.settings(userId);
      const next: NotificationSettings = {
        channels: { ...current.channels, ...body.channels },
        mobileFrequency: body.mobileFrequency ?? current.mobileFrequency,
      };
      await users.update(userId, { notificationSettings: next });
      return next;
    },

    registerDevice: (userId: string, token: string, platform: 'ios' | 'android' | 'web') => repo.upsertDevice(userId, token, platform),

    async removeDevice(userId: string, token: string): Promise<void> {
      if (!(await repo.removeDevice(userId, token))) throw new AppError('DEVICE_TOKEN_NOT_FOUND');
    },

    /** Sends a test push to each of the caller's devices (recorded in the outbox without FCM). */
    async testPush(userId: string): Promise<{ devices: number; sent: number }> {
      const tokens = await repo.devicesOf(userId);
      const results = await Promise.all(
        tokens.map((token) =>
          messaging.send({ kind: 'PUSH', to: token, subject: 'Thông báo thử', text: 'Thiết bị của bạn đã nhận được thông báo.', data: { test: '1' } }),
        ),
      );
      return { devices: tokens.length, sent: results.filter((r) => r !== 'FAILED').length };
    },

    forgetUser: (userId: string) => repo.deleteForUser(userId),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
