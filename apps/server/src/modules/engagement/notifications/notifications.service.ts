import { randomUUID } from 'node:crypto';
import {
  REALTIME,
  type HostNotificationMode,
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
import type { Messaging, OutboundMessage } from '../../../platform/messaging/messaging.js';
import { znsTemplateData, type ZnsTemplates } from '../../../platform/messaging/zns-templates.js';
import type { Realtime } from '../../../platform/realtime/realtime.js';
import { notificationSettingsOf, type NotifiableUserRow, type UsersRepository } from '../../identity/index.js';
import { goesOut } from './host-messages.js';
import { toNotificationDto } from './notification.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { PushDigests } from './push-digests.js';

type Log = { warn: (obj: unknown, msg: string) => void };

/** People per query, insert and realtime message in a fan-out. */
const FAN_OUT_BATCH = 500;
/** Channel messages (SMTP, SMS...) in flight at once during a fan-out. */
const CHANNEL_CONCURRENCY = 16;

async function forEachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export interface NotificationContent {
  title: string;
  body: string;
  /** A path inside the app the notification leads to. */
  link?: string;
  data?: Record<string, unknown>;
  /** The e-mail written in full (a receipt), sent instead of the body and its link; other channels still say the body. */
  email?: { text: string; html: string };
}

/** Whom a notification goes to, as its channels need them. */
interface Recipient {
  id: string;
  name: string;
  settings: NotificationSettings;
  /** Verified contacts only. */
  email: string | null;
  phone: string | null;
  hostMode: HostNotificationMode;
}

const recipientOf = (user: NotifiableUserRow): Recipient => ({
  id: user.id,
  name: user.fullName,
  settings: notificationSettingsOf(user),
  email: user.emailVerifiedAt ? user.email : null,
  phone: user.phoneVerifiedAt ? user.phone : null,
  hostMode: user.hostNotificationMode,
});

/**
 * `notify` is how every domain tells a person something: it stores the notification, pushes it to
 * their open sockets, and sends it by e-mail, SMS, ZNS and push as their settings allow. A host
 * message goes out only as the host's notification mode says (host-messages.ts); a push waits for
 * the person's digest under DAILY_BATCH_n (push-digests.ts). The bell gets every notification at once.
 */
export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  users: Pick<UsersRepository, 'findById' | 'findNotifiable' | 'update'>;
  messaging: Pick<Messaging, 'send' | 'sendMany'>;
  realtime: Pick<Realtime, 'emitToUser' | 'emitToUsers'>;
  digests: Pick<PushDigests, 'holds' | 'hold'>;
  znsTemplates: ZnsTemplates;
  now: () => Date;
  publicUrl: string;
}) {
  const { repo, users, messaging, realtime, digests } = deps;

  /** What becomes of the push: none (off, no device, a host message the host's mode keeps back), now, or held for a digest. */
  function pushPlan(recipient: Recipient, type: NotificationType, devices: number): 'NONE' | 'NOW' | 'HOLD' {
    const { settings } = recipient;
    if (!devices || settings.channels.NOTIFICATION !== 'ENABLED' || !goesOut(type, recipient.hostMode)) return 'NONE';
    if (settings.mobileFrequency === 'INSTANT') return 'NOW';
    return digests.holds(settings.mobileFrequency) ? 'HOLD' : 'NONE';
  }

  /** The e-mail, SMS, ZNS and push messages of a notice, as the person's settings allow (`devices`: the push goes now, else empty). */
  function messagesOf(recipient: Recipient, type: NotificationType, content: NotificationContent, devices: readonly string[]): OutboundMessage[] {
    if (!goesOut(type, recipient.hostMode)) return [];
    const { settings, email, phone } = recipient;
    const url = content.link ? `${deps.publicUrl}${content.link}` : deps.publicUrl;
    const messages: OutboundMessage[] = [];
    if (settings.channels.EMAIL === 'ENABLED' && email) {
      messages.push(
        content.email
          ? { kind: 'EMAIL', to: email, subject: content.title, text: content.email.text, html: content.email.html }
          : { kind: 'EMAIL', to: email, subject: content.title, text: `${content.body}\n\nXem chi tiết: ${url}` },
      );
    }
    if (settings.channels.SMS === 'ENABLED' && phone) messages.push({ kind: 'SMS', to: phone, text: `${content.title}: ${content.body}`.slice(0, 300) });
    // ZNS sends only templates Zalo approved: a type without one in the table is not sent by ZNS.
    const zns =
      settings.channels.ZNS === 'ENABLED' && phone ? znsTemplateData(deps.znsTemplates, type, { ...content, url, name: recipient.name, at: deps.now() }) : null;
    if (zns && phone) messages.push({ kind: 'ZNS', to: phone, text: `${content.title}: ${content.body}`, data: zns });
    for (const token of devices) messages.push({ kind: 'PUSH', to: token, subject: content.title, text: content.body, data: { link: content.link ?? '' } });
    return messages;
  }

  /** E-mail, SMS, ZNS, and the push when it goes now (`devices` is empty otherwise). */
  async function deliver(recipient: Recipient, type: NotificationType, content: NotificationContent, devices: readonly string[]) {
    await Promise.all(messagesOf(recipient, type, content, devices).map((message) => messaging.send(message)));
  }

  return {
    async notify(userId: string, type: NotificationType, content: NotificationContent): Promise<NotificationDto | null> {
      const user = await users.findById(userId);
      if (!user || user.deletedAt) return null;
      const recipient = recipientOf(user);
      const devices = await repo.listDevices(userId);
      const push = pushPlan(recipient, type, devices.length);
      const row = await repo.insert({
        userId,
        type,
        title: content.title,
        body: content.body,
        link: content.link ?? null,
        data: content.data ?? {},
        pushHeld: push === 'HOLD',
      });
      const dto = toNotificationDto(row);
      if (recipient.settings.channels.NOTIFICATION === 'ENABLED') realtime.emitToUser(userId, REALTIME.notificationEvent, dto);
      if (push === 'HOLD') await digests.hold([{ userId, frequency: recipient.settings.mobileFrequency }]);
      await deliver(recipient, type, content, push === 'NOW' ? devices : []);
      return dto;
    },

    /**
     * `notify` of many notices, each its own words (the receipts of a batch of renewals): the people,
     * their devices and the notifications a statement each for all, the bell's messages together,
     * then each notice's channels a few at a time, as `notify` sends them.
     */
    async notifyEach(items: readonly { userId: string; type: NotificationType; content: NotificationContent }[]): Promise<void> {
      if (!items.length) return;
      const people = new Map((await users.findNotifiable([...new Set(items.map((i) => i.userId))])).map((p) => [p.id, p]));
      const told = items.filter((i) => people.has(i.userId));
      const devices = await repo.listDevicesOfUsers([...new Set(told.map((i) => i.userId))]);
      const plans = told.map((item) => {
        const recipient = recipientOf(people.get(item.userId)!);
        const own = devices.get(item.userId) ?? [];
        return { ...item, id: randomUUID(), recipient, devices: own, push: pushPlan(recipient, item.type, own.length) };
      });
      const rows = await repo.insertMany(
        plans.map((p) => ({
          id: p.id,
          userId: p.userId,
          type: p.type,
          title: p.content.title,
          body: p.content.body,
          link: p.content.link ?? null,
          data: p.content.data ?? {},
          pushHeld: p.push === 'HOLD',
        })),
      );
      realtime.emitToUsers(
        REALTIME.notificationEvent,
        plans.flatMap((p) =>
          p.recipient.settings.channels.NOTIFICATION === 'ENABLED' && rows.has(p.id) ? [{ userId: p.userId, payload: toNotificationDto(rows.get(p.id)!) }] : [],
        ),
      );
      const held = plans.filter((p) => p.push === 'HOLD');
      if (held.length) await digests.hold(held.map((p) => ({ userId: p.userId, frequency: p.recipient.settings.mobileFrequency })));
      // Messages kept only in the outbox (no provider for their kind) are written together.
      await messaging.sendMany(
        plans.flatMap((p) => messagesOf(p.recipient, p.type, p.content, p.push === 'NOW' ? p.devices : [])),
        CHANNEL_CONCURRENCY,
      );
    },

    /**
     * The same notice to many people (a host's followers, an announcement): in batches of one query
     * for the people, one insert and one realtime message each, so that everyone sees it in the app
     * within a second or two; e-mail, SMS, ZNS and push go out after every batch is in the app, a few
     * at a time. A batch that fails is counted, not thrown: a retry would tell the others twice.
     */
    async notifyMany(
      userIds: readonly string[],
      type: NotificationType,
      content: NotificationContent,
      options: {
        onProgress?: (done: number) => Promise<void>;
        onError?: (error: unknown, userIds: readonly string[]) => void;
        /**
         * A sending that may run again (a job): `key` names it (the job's id); on a run again
         * (`ranBefore`) whoever already has it is not told again, by any channel.
         */
        once?: { key: string; ranBefore: boolean };
      } = {},
    ): Promise<{ recipients: number; sent: number; failed: number }> {
      const later: { recipient: Recipient; notificationId: string }[] = [];
      let sent = 0;
      let failed = 0;
      for (let start = 0; start < userIds.length; start += FAN_OUT_BATCH) {
        const batch = userIds.slice(start, start + FAN_OUT_BATCH);
        try {
          const people = await users.findNotifiable(batch);
          const rows = await repo.insertForEach(
            people.map((person) => person.id),
            { type, title: content.title, body: content.body, link: content.link ?? null, data: content.data ?? {}, deliveryKey: options.once?.key ?? null },
            { skipDelivered: options.once?.ranBefore === true },
          );
          const rowOf = new Map(rows.map((row) => [row.userId, row]));
          const live: { userId: string; payload: NotificationDto }[] = [];
          for (const person of people) {
            // Left out when a run again finds them told already.
            const row = rowOf.get(person.id);
            if (!row) continue;
            const recipient = recipientOf(person);
            if (recipient.settings.channels.NOTIFICATION === 'ENABLED') live.push({ userId: person.id, payload: toNotificationDto(row) });
            later.push({ recipient, notificationId: row.id });
          }
          realtime.emitToUsers(REALTIME.notificationEvent, live);
          sent += rows.length;
        } catch (error) {
          failed += batch.length;
          options.onError?.(error, batch);
        }
        await options.onProgress?.(Math.min(start + FAN_OUT_BATCH, userIds.length));
      }
      for (let start = 0; start < later.length; start += FAN_OUT_BATCH) {
        const batch = later.slice(start, start + FAN_OUT_BATCH);
        const devices = await repo.listDevicesOfUsers(batch.filter((p) => p.recipient.settings.channels.NOTIFICATION === 'ENABLED').map((p) => p.recipient.id));
        const plans = batch.map((p) => {
          const own = devices.get(p.recipient.id) ?? [];
          return { ...p, devices: own, push: pushPlan(p.recipient, type, own.length) };
        });
        const held = plans.filter((p) => p.push === 'HOLD');
        await digests
          .hold(
            held.map((p) => ({ userId: p.recipient.id, frequency: p.recipient.settings.mobileFrequency })),
            held.map((p) => p.notificationId),
          )
          .catch((error: unknown) =>
            options.onError?.(
              error,
              held.map((p) => p.recipient.id),
            ),
          );
        await forEachAtMost(CHANNEL_CONCURRENCY, plans, (p) =>
          deliver(p.recipient, type, content, p.push === 'NOW' ? p.devices : []).catch((error: unknown) => options.onError?.(error, [p.recipient.id])),
        );
      }
      return { recipients: userIds.length, sent, failed };
    },

    /**
     * Telling one person something from work that may run again (a scheduled task whose transaction
     * did not commit, a retry): the notification is written outside the task's transaction, so `key`
     * names the telling and a run again finds it stored and tells nobody twice, by any channel.
     * Failing to store it throws (the task tries again); a channel failing after that is only logged.
     */
    async notifyOnce(userId: string, type: NotificationType, content: NotificationContent, key: string, log?: Log): Promise<void> {
      const result = await this.notifyMany([userId], type, content, {
        once: { key, ranBefore: true },
        onError: (error) => log?.warn({ err: error, key }, 'a notification could not be sent by one of its channels'),
      });
      if (result.failed > 0) throw new Error(`notification ${key} could not be stored`);
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
      const tokens = await repo.listDevices(userId);
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
export type NotifyOnce = NotificationsService['notifyOnce'];
